import { Badge, Button, Card, Flex, Input, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { ROLE_LABELS, ROLES, VERIFICATION_STATUSES } from '#shared/constants/roles.ts';
import type { Role } from '#shared/constants/roles.ts';
import type { AdminMemberRow } from '#shared/schemas/admin-schemas.ts';
import { MEMBER_STATES } from '#shared/schemas/admin-schemas.ts';
import { useState } from 'react';
import { AdminDate, EmptyState, FilterField, FilterSelect, QueryError, SectionHeader } from './admin-bits.tsx';
import { useGetAdminMembersQuery } from './admin-api.ts';
import type { MemberFilters, MemberState, VerificationStatus } from './admin-filters.ts';
import { changeFilters, firstPage } from './admin-filters.ts';
import { MEMBER_STATE_LABELS, planName, VERIFICATION_LABELS, verificationTag } from './admin-format.ts';
import { MemberDrawer } from './member-drawer.tsx';
import '../../ui/table-card.css';
import { formatCount } from '#shared/format/numbers.ts';

const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));
const STATE_OPTIONS = MEMBER_STATES.map((state) => ({ value: state, label: MEMBER_STATE_LABELS[state] }));
const VERIFICATION_OPTIONS = VERIFICATION_STATUSES.map((status) => ({ value: status, label: VERIFICATION_LABELS[status] }));

/** Members: find anyone, see their standing at a glance, open one for the full record and the account's switch. */
export function MembersSection() {
  const [filters, setFilters] = useState<MemberFilters>(firstPage);
  const [search, setSearch] = useState('');
  const [drawer, setDrawer] = useState<{ id: number | null; open: boolean }>({ id: null, open: false });
  const { data, isLoading, isFetching, isError, error, refetch } = useGetAdminMembersQuery(filters);
  const update = (patch: Partial<Omit<MemberFilters, 'page' | 'limit'>>) => setFilters((current) => changeFilters(current, patch));
  const openMember = (id: number) => setDrawer({ id, open: true });

  const columns: TableColumnsType<AdminMemberRow> = [
    {
      key: 'name',
      title: 'Name',
      render: (_: unknown, row) => (
        // A real button, so the drawer opens from the keyboard too (the whole row also answers a click).
        <Button
          type="link"
          className="hh-admin-link-button"
          onClick={(event) => {
            event.stopPropagation();
            openMember(row.id);
          }}
        >
          {row.fullName}
        </Button>
      ),
    },
    { key: 'email', title: 'Email', dataIndex: 'email', responsive: ['md'], className: 'hh-admin-break' },
    { key: 'role', title: 'Role', dataIndex: 'role', render: (role: Role) => ROLE_LABELS[role] },
    { key: 'plan', title: 'Plan', dataIndex: 'subscriptionPlan', render: (plan: string) => planName(plan), responsive: ['lg'] },
    {
      key: 'verification',
      title: 'Verification',
      render: (_: unknown, row) => {
        const tag = verificationTag(row.role, row.verificationStatus);
        return tag ? <Tag color={tag.color}>{tag.label}</Tag> : <span className="hh-admin-muted">Not required</span>;
      },
      responsive: ['sm'],
    },
    {
      key: 'status',
      title: 'Status',
      render: (_: unknown, row) => (row.deactivatedAt ? <Tag color="red">Deactivated</Tag> : <Tag color="green">Active</Tag>),
    },
    {
      key: 'reports',
      title: 'Reports',
      dataIndex: 'openReports',
      align: 'right',
      render: (open: number) => (open > 0 ? <Badge count={open} title={`${open} open reports`} /> : '0'),
      responsive: ['sm'],
    },
    { key: 'joined', title: 'Joined', dataIndex: 'createdAt', render: (value: string) => <AdminDate value={value} />, responsive: ['xxl'] },
  ];

  return (
    <section aria-labelledby="admin-members-title" className="hh-admin-section">
      <SectionHeader
        id="admin-members-title"
        title={data ? `Members (${formatCount(data.total)})` : 'Members'}
        description="Search by name, username, email or company. Select a member for their full record."
        onRefresh={() => void refetch()}
        refreshing={isFetching && !isLoading}
      />
      <Flex gap={12} wrap align="flex-end" className="hh-admin-filters">
        <FilterField label="Search" htmlFor="admin-members-search">
          <Input.Search
            id="admin-members-search"
            allowClear
            placeholder="Name, email, company..."
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            onSearch={(value) => update({ q: value.trim() || undefined })}
            className="hh-admin-filters__search"
          />
        </FilterField>
        <FilterSelect<Role> label="Role" id="admin-members-role" placeholder="All roles" options={ROLE_OPTIONS} value={filters.role} onChange={(role) => update({ role })} />
        <FilterSelect<MemberState> label="Status" id="admin-members-state" placeholder="Active and deactivated" options={STATE_OPTIONS} value={filters.state} onChange={(state) => update({ state })} />
        <FilterSelect<VerificationStatus> label="Verification" id="admin-members-verification" placeholder="Any" options={VERIFICATION_OPTIONS} value={filters.verification} onChange={(verification) => update({ verification })} />
      </Flex>
      {isError ? (
        <QueryError error={error} fallback="The members could not be loaded." onRetry={() => void refetch()} />
      ) : (
        <Card variant="outlined" className="hh-table-card">
          <Table<AdminMemberRow>
            rowKey="id"
            columns={columns}
            dataSource={data?.items ?? []}
            loading={isFetching}
            onRow={(row) => ({ onClick: () => openMember(row.id), className: 'hh-admin-row--clickable' })}
            pagination={{ current: filters.page, pageSize: filters.limit, total: data?.total ?? 0, showSizeChanger: false, hideOnSinglePage: true }}
            onChange={(pagination) => setFilters((current) => ({ ...current, page: pagination.current ?? 1 }))}
            locale={{ emptyText: isLoading ? ' ' : <EmptyState title="No members found" hint="Try other filters or search terms." /> }}
            scroll={{ x: 'max-content' }}
          />
        </Card>
      )}
      <MemberDrawer memberId={drawer.id} open={drawer.open} onClose={() => setDrawer((current) => ({ ...current, open: false }))} />
    </section>
  );
}
