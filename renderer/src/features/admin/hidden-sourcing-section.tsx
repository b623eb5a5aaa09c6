import { EyeOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Segmented, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import type { HiddenSourcingItem, SourcingContentType } from '#shared/schemas/admin-schemas.ts';
import { formatCount } from '#shared/format/numbers.ts';
import { useState } from 'react';
import { AdminDate, EmptyState, PersonText, QueryError, SectionHeader } from './admin-bits.tsx';
import { useGetHiddenSourcingQuery, useRestoreSourcingMutation } from './admin-api.ts';
import type { HiddenSourcingFilters } from './admin-filters.ts';
import { changeFilters, firstPage } from './admin-filters.ts';
import { useReasonDialog } from './reason-dialog.tsx';
import '../../ui/table-card.css';

const TYPE_OPTIONS: { value: SourcingContentType; label: string }[] = [
  { value: 'rfq', label: 'Requests for quote' },
  { value: 'quote', label: 'Quotes' },
];

/** How a row names its content: the request's title, or the quote on it. */
const nameOf = (item: HiddenSourcingItem) => (item.type === 'rfq' ? `request "${item.title}"` : `quote on "${item.title}"`);

/** What restoring gives back, said in the confirmation. */
const RESTORE_INTROS: Record<SourcingContentType, string> = {
  rfq: 'The request becomes visible again to the suppliers on it (and, while it is open, to matching suppliers).',
  quote: 'The buyer sees the quote again in their quotes, comparison and award.',
};

/**
 * Hidden sourcing: the requests for quote and quotes the team hid (through a report or directly), with
 * the owner and the reason, to restore one once it no longer breaks the terms. Each restore states why.
 */
export function HiddenSourcingSection() {
  const [filters, setFilters] = useState<HiddenSourcingFilters>({ ...firstPage, type: 'rfq' });
  const { data, isLoading, isFetching, isError, error, refetch } = useGetHiddenSourcingQuery(filters);
  const [restore] = useRestoreSourcingMutation();
  const dialog = useReasonDialog();
  const noun = filters.type === 'rfq' ? 'requests for quote' : 'quotes';

  const askRestore = (item: HiddenSourcingItem) =>
    dialog.show({
      title: `Restore ${nameOf(item)}`,
      intro: RESTORE_INTROS[item.type],
      label: 'Reason',
      okText: 'Restore',
      successTitle: 'Restored',
      fallback: `The ${item.type === 'rfq' ? 'request' : 'quote'} could not be restored.`,
      submit: (reason) => restore({ type: item.type, id: item.id, reason }).unwrap(),
    });

  const columns: TableColumnsType<HiddenSourcingItem> = [
    {
      key: 'content',
      title: filters.type === 'rfq' ? 'Request' : 'Quote on',
      width: 240,
      render: (_: unknown, item) => (
        <Flex vertical>
          <span>{item.title}</span>
          <Typography.Text type="secondary">Request #{item.rfqId}</Typography.Text>
        </Flex>
      ),
    },
    { key: 'owner', title: filters.type === 'rfq' ? 'Buyer' : 'Supplier', width: 230, render: (_: unknown, item) => <PersonText person={item.owner} />, responsive: ['md'] },
    // Widths keep the table inside the console at 1280 px (a long reason wraps), with Restore always in view.
    { key: 'reason', title: 'Reason', dataIndex: 'hiddenReason', width: 220, render: (reason: string | null) => reason ?? '—' },
    { key: 'hidden', title: 'Hidden', dataIndex: 'hiddenAt', width: 160, render: (value: string) => <AdminDate value={value} withTime />, responsive: ['sm'] },
    {
      key: 'action',
      title: <span className="hh-visually-hidden">Actions</span>,
      align: 'right',
      fixed: 'right',
      render: (_: unknown, item) => (
        <Button size="small" icon={<EyeOutlined />} onClick={() => askRestore(item)} aria-label={`Restore ${nameOf(item)}`}>
          Restore
        </Button>
      ),
    },
  ];

  return (
    <section aria-labelledby="admin-hidden-sourcing-title" className="hh-admin-section">
      <SectionHeader
        id="admin-hidden-sourcing-title"
        title={data ? `Hidden sourcing (${formatCount(data.total)})` : 'Hidden sourcing'}
        description="Requests for quote and quotes the team hid, most recently hidden first. Restore one when it no longer breaks the terms."
        onRefresh={() => void refetch()}
        refreshing={isFetching && !isLoading}
        extra={<Segmented<SourcingContentType> aria-label="Type" value={filters.type} onChange={(type) => setFilters((current) => changeFilters(current, { type }))} options={TYPE_OPTIONS} />}
      />
      {isError ? (
        <QueryError error={error} fallback={`The hidden ${noun} could not be loaded.`} onRetry={() => void refetch()} />
      ) : (
        <Card variant="outlined" className="hh-table-card">
          <Table<HiddenSourcingItem>
            rowKey={(item) => `${item.type}-${item.id}`}
            columns={columns}
            dataSource={data?.items ?? []}
            loading={isFetching}
            size="small"
            pagination={{ current: filters.page, pageSize: filters.limit, total: data?.total ?? 0, showSizeChanger: false, hideOnSinglePage: true }}
            onChange={(next) => setFilters((current) => ({ ...current, page: next.current ?? 1 }))}
            locale={{ emptyText: isLoading ? ' ' : <EmptyState title={`No hidden ${noun}`} hint="What the team hides from the report queue appears here." /> }}
            scroll={{ x: 'max-content' }}
          />
        </Card>
      )}
      {dialog.element}
    </section>
  );
}
