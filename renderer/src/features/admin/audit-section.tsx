import { Button, Card, DatePicker, Flex, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import type { AuditAction, AuditEntry, AuditTargetType } from '#shared/schemas/admin-schemas.ts';
import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, AUDIT_TARGET_TYPES } from '#shared/schemas/admin-schemas.ts';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { Link } from 'react-router';
import { AdminDate, EmptyState, FilterSelect, QueryError, SectionHeader } from './admin-bits.tsx';
import { useGetAdminAuditQuery } from './admin-api.ts';
import type { AuditFilters } from './admin-filters.ts';
import { changeFilters, firstPage } from './admin-filters.ts';
import { AUDIT_TARGET_LABELS, dateRangeQuery, detailEntries, targetPath } from './admin-format.ts';
import '../../ui/table-card.css';

const ACTION_OPTIONS = AUDIT_ACTIONS.map((action) => ({ value: action, label: AUDIT_ACTION_LABELS[action] }));
const TARGET_OPTIONS = AUDIT_TARGET_TYPES.map((type) => ({ value: type, label: AUDIT_TARGET_LABELS[type] }));

/** Audit log: every admin action, who took it, on what and why. Read only: nothing edits it. */
export function AuditSection() {
  const [filters, setFilters] = useState<AuditFilters>(firstPage);
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const [adminName, setAdminName] = useState<string | null>(null);
  const { data, isLoading, isFetching, isError, error, refetch } = useGetAdminAuditQuery(filters);
  const update = (patch: Partial<Omit<AuditFilters, 'page' | 'limit'>>) => setFilters((current) => changeFilters(current, patch));

  const columns: TableColumnsType<AuditEntry> = [
    { key: 'when', title: 'When', width: 120, dataIndex: 'createdAt', render: (value: string) => <AdminDate value={value} withTime /> },
    {
      key: 'admin',
      title: 'Admin',
      render: (_: unknown, entry) =>
        entry.admin ? (
          // Narrows the log to this administrator's actions.
          <Button
            type="link"
            className="hh-admin-link-button"
            onClick={() => {
              setAdminName(entry.admin!.fullName);
              update({ adminId: entry.admin!.id });
            }}
            aria-label={`Show only actions by ${entry.admin.fullName}`}
          >
            {entry.admin.fullName}
          </Button>
        ) : (
          <Typography.Text type="secondary">System</Typography.Text>
        ),
    },
    { key: 'action', title: 'Action', width: 140, dataIndex: 'action', render: (action: AuditAction) => AUDIT_ACTION_LABELS[action] ?? action },
    {
      key: 'target',
      width: 180,
      title: 'Target',
      render: (_: unknown, entry) => {
        const path = targetPath(entry.targetType, entry.targetId);
        const name = `${AUDIT_TARGET_LABELS[entry.targetType] ?? entry.targetType} #${entry.targetId}`;
        return (
          <div className="hh-admin-reason">
            <span>{path ? <Link to={path}>{name}</Link> : name}</span>
            {entry.targetLabel && <Typography.Text type="secondary">{entry.targetLabel}</Typography.Text>}
          </div>
        );
      },
    },
    { key: 'reason', title: 'Reason', width: 220, dataIndex: 'reason', render: (reason: string | null) => (reason ? <span className="hh-admin-pre">{reason}</span> : '—') },
    {
      key: 'details',
      // Fixed widths let the text wrap, so every column fits at 1280 px beside the side nav.
      width: 200,
      title: 'Details',
      render: (_: unknown, entry) => {
        const lines = detailEntries(entry.details);
        if (!lines.length) return '—';
        return (
          <dl className="hh-admin-details">
            {lines.map(([key, value]) => (
              <div key={key}>
                <dt>{key}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        );
      },
      responsive: ['md'],
    },
  ];

  return (
    <section aria-labelledby="admin-audit-title" className="hh-admin-section">
      <SectionHeader
        id="admin-audit-title"
        title="Audit log"
        description="Every change made in this console, newest first. Entries cannot be edited or removed."
        onRefresh={() => void refetch()}
        refreshing={isFetching && !isLoading}
      />
      <Flex gap={12} wrap align="flex-end" className="hh-admin-filters">
        <FilterSelect<AuditAction> label="Action" id="admin-audit-action" placeholder="Any action" options={ACTION_OPTIONS} value={filters.action} onChange={(action) => update({ action })} wide />
        <FilterSelect<AuditTargetType> label="Target" id="admin-audit-target" placeholder="Anything" options={TARGET_OPTIONS} value={filters.targetType} onChange={(targetType) => update({ targetType })} />
        <div className="hh-admin-filter" role="group" aria-labelledby="admin-audit-dates">
          <span id="admin-audit-dates" className="hh-admin-filter__label">
            Dates
          </span>
          {/* Each of the two inputs has its own label, for screen readers. */}
          <label htmlFor="admin-audit-from" className="hh-visually-hidden">
            From date
          </label>
          <label htmlFor="admin-audit-to" className="hh-visually-hidden">
            To date
          </label>
          <DatePicker.RangePicker
            id={{ start: 'admin-audit-from', end: 'admin-audit-to' }}
            value={range}
            allowEmpty={[true, true]}
            onChange={(next) => {
              setRange(next);
              const { from, to } = dateRangeQuery(next);
              update({ from, to });
            }}
          />
        </div>
        {filters.adminId && (
          <Flex gap={4} align="center" className="hh-admin-filter-tag">
            <Tag color="blue">By {adminName ?? `admin #${filters.adminId}`}</Tag>
            <Button
              size="small"
              onClick={() => {
                setAdminName(null);
                update({ adminId: undefined });
              }}
            >
              Show every admin
            </Button>
          </Flex>
        )}
      </Flex>
      {isError ? (
        <QueryError error={error} fallback="The audit log could not be loaded." onRetry={() => void refetch()} />
      ) : (
        <Card variant="outlined" className="hh-table-card">
          <Table<AuditEntry>
            rowKey="id"
            columns={columns}
            dataSource={data?.items ?? []}
            loading={isFetching}
            pagination={{ current: filters.page, pageSize: filters.limit, total: data?.total ?? 0, showSizeChanger: false, hideOnSinglePage: true }}
            onChange={(pagination) => setFilters((current) => ({ ...current, page: pagination.current ?? 1 }))}
            locale={{ emptyText: isLoading ? ' ' : <EmptyState title="No entries found" hint="Actions taken in this console are listed here." /> }}
            scroll={{ x: 'max-content' }}
          />
        </Card>
      )}
    </section>
  );
}
