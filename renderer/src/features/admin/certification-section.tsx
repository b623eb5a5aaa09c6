import { CheckOutlined, CloseOutlined, FileSearchOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, Flex, Segmented, Tag, Typography } from 'antd';
import { useState } from 'react';
import { apiPath, API_PATHS } from '#shared/api/api-paths.ts';
import { ROLE_LABELS, type Role } from '#shared/constants/roles.ts';
import { CERTIFICATION_LABELS, CERTIFICATION_STATUSES, type CertificationQueueItem, type CertificationStatus } from '#shared/schemas/supplier-profile-schemas.ts';
import { downloadApiFile } from '../../lib/api/download-file.ts';
import { AdminDate, ReviewQueueList, SectionHeader } from './admin-bits.tsx';
import { useApproveCertificationMutation, useGetCertificationQueueQuery, useRejectCertificationMutation } from './admin-api.ts';
import { useReasonDialog } from './reason-dialog.tsx';

const STATUS_LABELS: Record<CertificationStatus, string> = { pending: 'Waiting', approved: 'Approved', rejected: 'Rejected' };

/** Certifications: each certificate file checked against the certification it claims; only approved ones count in search. */
export function CertificationSection() {
  const [status, setStatus] = useState<CertificationStatus>('pending');
  const query = useGetCertificationQueueQuery(status);
  const { data, isLoading, isFetching, refetch } = query;
  const [approve] = useApproveCertificationMutation();
  const [reject] = useRejectCertificationMutation();
  const dialog = useReasonDialog();

  const askApprove = (item: CertificationQueueItem) =>
    dialog.show({
      title: `Approve ${CERTIFICATION_LABELS[item.certification]} for ${item.member.fullName}`,
      intro: 'Buyers will see the certification checked on the profile and find it in the search filters.',
      label: 'Note for the audit log',
      okText: 'Approve',
      optional: true,
      successTitle: 'Certification approved',
      fallback: 'The certification could not be approved.',
      submit: (reason) => approve({ id: item.id, ...(reason ? { reason } : {}) }).unwrap(),
    });
  const askReject = (item: CertificationQueueItem) =>
    dialog.show({
      title: `Reject ${CERTIFICATION_LABELS[item.certification]} for ${item.member.fullName}`,
      intro: 'The member reads this reason on their profile, where they can upload a new certificate.',
      label: 'Reason',
      okText: 'Reject',
      danger: true,
      successTitle: 'Certification rejected',
      fallback: 'The certification could not be rejected.',
      submit: (reason) => reject({ id: item.id, reason }).unwrap(),
    });

  return (
    <section aria-labelledby="admin-certifications-title" className="hh-admin-section">
      <SectionHeader
        id="admin-certifications-title"
        title={status === 'pending' && data?.length ? `Certifications (${data.length})` : 'Certifications'}
        description="Open each certificate, check it names the member's company and is current, then approve or reject it."
        onRefresh={() => void refetch()}
        refreshing={isFetching && !isLoading}
        extra={<Segmented aria-label="Status" value={status} onChange={(value) => setStatus(value as CertificationStatus)} options={CERTIFICATION_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))} />}
      />
      <ReviewQueueList
        query={query}
        fallback="The certifications could not be loaded."
        emptyTitle={status === 'pending' ? 'No certificates waiting for review' : `No ${STATUS_LABELS[status].toLowerCase()} certifications`}
        emptyHint="Manufacturers and suppliers send certificates from their profile."
        renderItem={(item) => <CertificationCard key={item.id} item={item} onApprove={() => askApprove(item)} onReject={() => askReject(item)} />}
      />
      {dialog.element}
    </section>
  );
}

function CertificationCard({ item, onApprove, onReject }: { item: CertificationQueueItem; onApprove: () => void; onReject: () => void }) {
  return (
    <Card variant="outlined" className="hh-admin-card" data-testid={`certification-${item.id}`}>
      <Flex justify="space-between" align="flex-start" gap={12} wrap>
        <div>
          <Typography.Title level={3} className="hh-admin-card__title">
            {CERTIFICATION_LABELS[item.certification]}
          </Typography.Title>
          <Flex gap={4} wrap>
            <Tag color="blue">{ROLE_LABELS[item.member.role as Role] ?? item.member.role}</Tag>
            {item.status !== 'pending' && <Tag color={item.status === 'approved' ? 'green' : 'red'}>{STATUS_LABELS[item.status]}</Tag>}
          </Flex>
        </div>
        <Flex gap={8} wrap>
          {item.file && (
            <Button icon={<FileSearchOutlined />} onClick={() => void downloadApiFile(apiPath(API_PATHS.fileDownload, { id: item.file!.id }), item.file!.name)}>
              Open certificate
            </Button>
          )}
          {item.status === 'pending' && (
            <>
              <Button type="primary" icon={<CheckOutlined />} onClick={onApprove}>
                Approve
              </Button>
              <Button danger icon={<CloseOutlined />} onClick={onReject}>
                Reject
              </Button>
            </>
          )}
        </Flex>
      </Flex>
      <Descriptions
        size="small"
        column={{ xs: 1, md: 2 }}
        className="hh-admin-card__details"
        items={[
          { key: 'member', label: 'Member', children: `${item.member.fullName} (@${item.member.username})` },
          { key: 'company', label: 'Company', children: item.member.companyName || '—' },
          { key: 'file', label: 'Certificate', children: item.file ? item.file.name : <Typography.Text type="danger">The file was removed</Typography.Text> },
          { key: 'submitted', label: 'Submitted', children: <AdminDate value={item.submittedAt} /> },
          ...(item.reviewedAt ? [{ key: 'reviewed', label: 'Reviewed', children: <AdminDate value={item.reviewedAt} /> }] : []),
          ...(item.reason ? [{ key: 'reason', label: 'Reason', children: item.reason }] : []),
        ]}
      />
    </Card>
  );
}
