import { Empty, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import type { RfqSummary } from '#shared/schemas/sourcing-schemas.ts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatCount } from '#shared/format/numbers.ts';
import { InboxStateTag, RfqStatusTag } from './rfq-status-tag.tsx';
import { formatDeadline, partyName } from './sourcing-format.ts';
import '../../ui/table-card.css';

interface RfqListProps {
  rfqs: RfqSummary[];
  /** buyer: own requests (quotes and invitations counted); supplier: the inbox (the next step for them). */
  view: 'buyer' | 'supplier';
  empty: ReactNode;
  loading?: boolean;
}

/** Requests as a table; columns that matter less drop out on narrow screens instead of scrolling sideways. */
export function RfqList({ rfqs, view, empty, loading }: RfqListProps) {
  const columns: TableColumnsType<RfqSummary> = [
    {
      key: 'title',
      title: 'Request',
      render: (_: unknown, rfq) => (
        <div className="hh-rfq-list__title">
          <Link to={`/rfqs/${rfq.id}`}>{rfq.title}</Link>
          <Typography.Text type="secondary" className="hh-small">
            {view === 'supplier' ? `${partyName(rfq.buyer)} · ` : ''}
            {rfq.lineCount} line{rfq.lineCount === 1 ? '' : 's'}
            {rfq.ndaRequired ? ' · NDA' : ''}
          </Typography.Text>
        </div>
      ),
    },
    {
      key: 'status',
      title: 'Status',
      render: (_: unknown, rfq) => (
        <>
          {view === 'buyer' ? <RfqStatusTag status={rfq.status} /> : <InboxStateTag rfq={rfq} />}
          {rfq.hiddenAt && <Tag color="red">Hidden</Tag>}
        </>
      ),
    },
    { key: 'deadline', title: 'Quote deadline', dataIndex: 'quoteDeadline', render: (deadline: string) => formatDeadline(deadline), responsive: ['md'] },
    ...(view === 'buyer'
      ? [
          { key: 'quotes', title: 'Quotes', dataIndex: 'quoteCount', align: 'right' as const, render: (count: number) => formatCount(count), responsive: ['sm' as const] },
          { key: 'invited', title: 'Suppliers invited', dataIndex: 'invitedCount', align: 'right' as const, render: (count: number) => formatCount(count), responsive: ['lg' as const] },
        ]
      : []),
  ];
  return (
    <Table<RfqSummary>
      rowKey="id"
      columns={columns}
      dataSource={rfqs}
      loading={loading}
      pagination={rfqs.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} /> }}
      className="hh-rfq-list"
      size="middle"
    />
  );
}
