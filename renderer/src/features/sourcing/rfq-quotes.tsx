import { Alert, Button, Card, Descriptions, Empty, Flex, Skeleton, Table, Tag, Typography } from 'antd';
import { formatUsd } from '#shared/constants/one-off-products.ts';
import { INCOTERM_LABELS, type Quote, type QuoteVersion, type RfqDetail } from '#shared/schemas/sourcing-schemas.ts';
import { formatCount } from '#shared/format/numbers.ts';
import { useState } from 'react';
import { errorMessage } from '../../lib/api/api-error.ts';
import { formatLongDate } from '../../ui/long-date.ts';
import { useIsMobile } from '../../ui/use-is-mobile.ts';
import { FileRow } from '../files/index.ts';
import { ReportButton } from '../reports/index.ts';
import { QuoteStatusTag } from './rfq-status-tag.tsx';
import { formatDays, formatDeadline, partyName } from './sourcing-format.ts';
import { FRESH, useGetQuotesQuery } from './sourcing-api.ts';

type Terms = Pick<QuoteVersion, 'prices' | 'toolingCents' | 'setupCents' | 'leadTimeDays' | 'validUntil' | 'incoterm' | 'paymentTerms' | 'notes' | 'files'>;

/** A quote's prices per line and break, and its terms. */
export function QuoteTerms({ terms, lines }: { terms: Terms; lines: RfqDetail['lines'] }) {
  // The app's breakpoint, not antd's column map, which left phones with three squeezed columns.
  const columns = useIsMobile() ? 1 : 2;
  const rows = terms.prices.map((price) => {
    const line = lines.find((candidate) => candidate.id === price.lineId);
    return { key: `${price.lineId}-${price.quantity}`, part: line ? `${line.position}. ${line.partName}` : 'Line', quantity: price.quantity, unit: price.unitPriceCents };
  });
  return (
    <Flex vertical gap={12}>
      <Table
        rowKey="key"
        size="small"
        pagination={false}
        dataSource={rows}
        columns={[
          { key: 'part', title: 'Line', dataIndex: 'part' },
          { key: 'quantity', title: 'Quantity', dataIndex: 'quantity', align: 'right', render: (quantity: number) => formatCount(quantity) },
          { key: 'unit', title: 'Unit price', dataIndex: 'unit', align: 'right', render: (cents: number) => formatUsd(cents) },
        ]}
      />
      <Descriptions
        size="small"
        column={columns}
        colon={false}
        items={[
          { key: 'tooling', label: 'Tooling / NRE', children: formatUsd(terms.toolingCents) },
          { key: 'setup', label: 'Setup', children: formatUsd(terms.setupCents) },
          { key: 'lead', label: 'Lead time', children: formatDays(terms.leadTimeDays) },
          { key: 'valid', label: 'Valid until', children: formatLongDate(terms.validUntil) },
          { key: 'incoterm', label: 'Incoterm', children: terms.incoterm ? INCOTERM_LABELS[terms.incoterm] : '—' },
          { key: 'payment', label: 'Payment terms', children: terms.paymentTerms || '—' },
        ]}
      />
      {terms.notes && <Typography.Paragraph className="hh-pre-line hh-flush">{terms.notes}</Typography.Paragraph>}
      {terms.files.map((file) => (
        <FileRow key={file.id} file={file} />
      ))}
    </Flex>
  );
}

function QuoteCard({ quote, lines }: { quote: Quote; lines: RfqDetail['lines'] }) {
  const earlier = quote.versions.filter((version) => version.version !== quote.version);
  const [showEarlier, setShowEarlier] = useState(false);
  return (
    <Card
      variant="outlined"
      data-testid="rfq-quote"
      title={
        <Flex gap={8} wrap align="center">
          <span>{partyName(quote.supplier)}</span>
          <QuoteStatusTag status={quote.status} />
          {quote.version > 0 && <Tag>Version {quote.version}</Tag>}
        </Flex>
      }
      extra={
        <Flex gap={4} align="center" wrap>
          {quote.submittedAt && <Typography.Text type="secondary" className="hh-small">Submitted {formatDeadline(quote.submittedAt)}</Typography.Text>}
          <ReportButton targetType="quote" targetId={quote.id} targetLabel={`quote from ${partyName(quote.supplier)}`} size="small" iconOnly />
        </Flex>
      }
    >
      {quote.status === 'withdrawn' && (
        <Alert type="warning" showIcon className="hh-rfq-notice" title="The supplier withdrew this quote" description={quote.withdrawReason ?? undefined} />
      )}
      <QuoteTerms terms={quote} lines={lines} />
      {/* A plain toggle, not antd's Collapse: adding Collapse here moved it into every page's shared chunk. */}
      {earlier.length > 0 && (
        <div className="hh-rfq-versions">
          <Button type="link" className="hh-rfq-versions__toggle" aria-expanded={showEarlier} onClick={() => setShowEarlier((shown) => !shown)}>
            {showEarlier ? 'Hide earlier versions' : `Show earlier versions (${earlier.length})`}
          </Button>
          {showEarlier && (
            <Flex vertical gap={16}>
              {earlier.map((version) => (
                <div key={version.id}>
                  <Typography.Text strong>
                    Version {version.version} · {formatDeadline(version.submittedAt)}
                  </Typography.Text>
                  <QuoteTerms terms={version} lines={lines} />
                </div>
              ))}
            </Flex>
          )}
        </div>
      )}
    </Card>
  );
}

/** The buyer's Quotes tab: each supplier's latest quote with its earlier versions. */
export function RfqQuotes({ rfq }: { rfq: RfqDetail }) {
  const { data: quotes, isLoading, isError, error } = useGetQuotesQuery(rfq.id, FRESH);
  if (isLoading) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (isError) return <Alert type="error" showIcon title="The quotes could not be loaded" description={errorMessage(error, 'Please try again.')} />;
  if (!quotes?.length) {
    return (
      <Card variant="outlined">
        <Empty description={rfq.status === 'draft' ? 'Publish the request and invite suppliers to receive quotes.' : 'No quotes yet. Suppliers can quote until the deadline; you are notified of each quote.'} />
      </Card>
    );
  }
  return (
    <Flex vertical gap={16}>
      {quotes.map((quote) => (
        <QuoteCard key={quote.id} quote={quote} lines={rfq.lines} />
      ))}
    </Flex>
  );
}
