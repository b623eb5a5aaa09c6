import { LockOutlined } from '@ant-design/icons';
import { Alert, Card, Descriptions, Flex, List, Tag, Typography } from 'antd';
import { formatUsd } from '#shared/constants/one-off-products.ts';
import { INCOTERM_LABELS, RFQ_VISIBILITY_LABELS, SOURCING_MESSAGES, type RfqDetail, type RfqLine } from '#shared/schemas/sourcing-schemas.ts';
import { CERTIFICATION_LABELS } from '#shared/schemas/supplier-profile-schemas.ts';
import { Link } from 'react-router';
import { formatLongDate } from '../../ui/long-date.ts';
import { useIsMobile } from '../../ui/use-is-mobile.ts';
import { FileRow } from '../files/index.ts';
import { sharedProjectPath } from '../ndas/index.ts';
import { formatBreaks, formatDeadline, partyName } from './sourcing-format.ts';

const notGiven = <Typography.Text type="secondary">Not specified</Typography.Text>;

/** Shown to a supplier who must sign the project's NDA first: what is withheld and where to sign. */
export function NdaLockedNotice({ rfq }: { rfq: RfqDetail }) {
  if (!rfq.nda.locked) return null;
  return (
    <Alert
      type="warning"
      showIcon
      icon={<LockOutlined />}
      className="hh-rfq-notice"
      title="Sign the NDA to see the full request"
      description={
        <>
          {SOURCING_MESSAGES.ndaSignFirst}{' '}
          {rfq.nda.projectId && <Link to={sharedProjectPath(rfq.nda.projectId)}>Read and sign the NDA</Link>}
        </>
      }
    />
  );
}

/** The request's terms. */
export function RfqTerms({ rfq }: { rfq: RfqDetail }) {
  // The app's breakpoint, not antd's column map, which left phones with three squeezed columns.
  const columns = useIsMobile() ? 1 : 2;
  return (
    <Card variant="outlined" title="Terms">
      <Descriptions
        column={columns}
        size="small"
        colon={false}
        items={[
          { key: 'buyer', label: 'Buyer', children: partyName(rfq.buyer) },
          ...(rfq.viewerRole === 'buyer' && rfq.projectId ? [{ key: 'project', label: 'Project', children: <Link to={`/projects/${rfq.projectId}`}>Open the project</Link> }] : []),
          { key: 'deadline', label: 'Quote deadline', children: formatDeadline(rfq.quoteDeadline) },
          { key: 'needBy', label: 'Need-by date', children: rfq.needByDate ? formatLongDate(rfq.needByDate) : notGiven },
          { key: 'location', label: 'Delivery location', children: rfq.deliveryLocation || notGiven },
          { key: 'incoterm', label: 'Preferred Incoterm', children: rfq.incoterm ? INCOTERM_LABELS[rfq.incoterm] : 'No preference' },
          { key: 'nda', label: 'NDA', children: rfq.ndaRequired ? "Required (the project's NDA)" : 'Not required' },
          { key: 'visibility', label: 'Visibility', children: RFQ_VISIBILITY_LABELS[rfq.visibility] },
          ...(rfq.visibility === 'open'
            ? [
              { key: 'region', label: 'Suppliers from', children: rfq.openCriteria.region ?? 'Any region' },
              { key: 'verifiedOnly', label: 'Matching suppliers', children: rfq.openCriteria.verifiedOnly ? 'Verified suppliers only' : 'Verified or not' },
              {
                key: 'certifications',
                label: 'Required certifications',
                children: rfq.openCriteria.requiredCertifications.length
                  ? rfq.openCriteria.requiredCertifications.map((id) => <Tag key={id}>{CERTIFICATION_LABELS[id]}</Tag>)
                  : 'None required',
              },
            ]
            : []),
        ]}
      />
    </Card>
  );
}

function LineDetails({ line, locked }: { line: RfqLine; locked: boolean }) {
  const details = [
    ['Material', line.material],
    ['Process', line.processLabel],
    ['Tolerances', line.tolerances],
    ['Finish', line.finish],
    ['Target unit price', line.targetUnitPriceCents == null ? null : formatUsd(line.targetUnitPriceCents)],
  ] as const;
  return (
    <div className="hh-rfq-line-view" data-testid="rfq-line">
      <Flex justify="space-between" gap={8} wrap align="baseline">
        <Typography.Text strong>
          {line.position}. {line.partName}
        </Typography.Text>
        <span>
          <Typography.Text type="secondary">Quantities </Typography.Text>
          {line.quantities.map((quantity) => (
            <Tag key={quantity} className="hh-rfq-break">
              {formatBreaks([quantity])}
            </Tag>
          ))}
        </span>
      </Flex>
      {locked ? (
        <Typography.Text type="secondary">
          <LockOutlined /> Specification and files are shared once you sign the NDA.
        </Typography.Text>
      ) : (
        <>
          <dl className="hh-rfq-specs">
            {details
              .filter(([, value]) => value)
              .map(([label, value]) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
          </dl>
          {line.notes && <Typography.Paragraph className="hh-pre-line hh-flush">{line.notes}</Typography.Paragraph>}
          {line.files.length > 0 && (
            <Flex vertical gap={4} className="hh-rfq-files">
              {line.files.map((file) => (
                <FileRow key={file.id} file={file} />
              ))}
            </Flex>
          )}
        </>
      )}
    </div>
  );
}

/** The request itself: description, line items with their breaks and files, terms, announced changes. */
export function RfqOverview({ rfq }: { rfq: RfqDetail }) {
  return (
    <Flex vertical gap={16}>
      <NdaLockedNotice rfq={rfq} />
      <Card variant="outlined" title="Description">
        <Typography.Paragraph className="hh-pre-line hh-flush">{rfq.description}</Typography.Paragraph>
      </Card>
      <Card variant="outlined" title={`Line items (${rfq.lines.length})`}>
        <Flex vertical gap={16}>
          {rfq.lines.map((line) => (
            <LineDetails key={line.id} line={line} locked={rfq.nda.locked} />
          ))}
        </Flex>
      </Card>
      <RfqTerms rfq={rfq} />
      {rfq.changes.length > 0 && (
        <Card variant="outlined" title="Changes since publishing">
          <List
            dataSource={rfq.changes}
            renderItem={(change) => (
              <List.Item key={change.id}>
                <Flex vertical gap={2}>
                  <Typography.Text type="secondary" className="hh-small">
                    {formatDeadline(change.createdAt)}
                  </Typography.Text>
                  {change.changes.map((item, index) => (
                    <Typography.Text key={index}>
                      <strong>{item.label}</strong>
                      {item.before || item.after ? `: ${item.before ?? '—'} → ${item.after ?? '—'}` : ''}
                    </Typography.Text>
                  ))}
                </Flex>
              </List.Item>
            )}
          />
        </Card>
      )}
    </Flex>
  );
}
