import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { Badge, Button, Table } from 'antd';
import type { TableColumnsType, TablePaginationConfig } from 'antd';
import type { AdminListingRow } from '#shared/schemas/admin-schemas.ts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AdminDate, HiddenTag, PersonText } from './admin-bits.tsx';
import { useSetListingHiddenMutation } from './admin-api.ts';
import { targetPath } from './admin-format.ts';
import { useReasonDialog } from './reason-dialog.tsx';

const TYPE_NAMES = { product: 'listing', project: 'project' } as const;

/** Hide and Restore for a listing or project, each with its reason; used by the Listings section and the member drawer. */
export function useListingActions(): { ask: (row: AdminListingRow) => void; element: ReactNode } {
  const [setHidden] = useSetListingHiddenMutation();
  const dialog = useReasonDialog();
  const ask = (row: AdminListingRow) => {
    const hide = !row.hiddenAt;
    const what = TYPE_NAMES[row.type];
    dialog.show(
      hide
        ? {
            title: `Hide ${what} "${row.name}"`,
            intro: `Nobody but its owner and the team will see this ${what}. The owner is told the reason by email.`,
            label: 'Reason',
            okText: 'Hide',
            danger: true,
            successTitle: 'Hidden',
            fallback: `The ${what} could not be hidden.`,
            submit: (reason) => setHidden({ type: row.type, id: row.id, hidden: true, reason }).unwrap(),
          }
        : {
            title: `Restore ${what} "${row.name}"`,
            intro: `The ${what} becomes visible to everyone again.`,
            label: 'Reason',
            okText: 'Restore',
            successTitle: 'Restored',
            fallback: `The ${what} could not be restored.`,
            submit: (reason) => setHidden({ type: row.type, id: row.id, hidden: false, reason }).unwrap(),
          },
    );
  };
  return { ask, element: dialog.element };
}

interface ListingTableProps {
  rows: AdminListingRow[];
  /** The owner column: shown in the Listings section, left out in a member's drawer (it is that member). */
  showOwner?: boolean;
  loading?: boolean;
  emptyText: ReactNode;
  pagination?: TablePaginationConfig | false;
  onPage?: (page: number) => void;
  onAction: (row: AdminListingRow) => void;
}

/** Listings or projects with their state and the action that changes it. */
export function ListingTable({ rows, showOwner = false, loading, emptyText, pagination = false, onPage, onAction }: ListingTableProps) {
  const columns: TableColumnsType<AdminListingRow> = [
    {
      key: 'name',
      title: 'Name',
      // A fixed width lets long names wrap, so State and the action stay in view at 1280 px beside the side nav.
      width: 260,
      render: (_: unknown, row) => {
        const path = targetPath(row.type, row.id);
        return path ? <Link to={path}>{row.name}</Link> : row.name;
      },
    },
    { key: 'detail', title: 'Detail', dataIndex: 'detail', responsive: ['sm'] },
    ...(showOwner ? [{ key: 'owner', title: 'Owner', render: (_: unknown, row: AdminListingRow) => <PersonText person={row.owner} />, responsive: ['md' as const] }] : []),
    {
      key: 'reports',
      title: 'Reports',
      dataIndex: 'openReports',
      align: 'right',
      render: (open: number) => (open > 0 ? <Badge count={open} showZero={false} title={`${open} open reports`} /> : '0'),
    },
    { key: 'state', title: 'State', render: (_: unknown, row) => <HiddenTag hiddenAt={row.hiddenAt} hiddenReason={row.hiddenReason} /> },
    { key: 'created', title: 'Created', dataIndex: 'createdAt', render: (value: string) => <AdminDate value={value} />, responsive: ['xxl'] },
    {
      key: 'action',
      title: <span className="hh-visually-hidden">Actions</span>,
      align: 'right',
      render: (_: unknown, row) =>
        row.hiddenAt ? (
          <Button size="small" icon={<EyeOutlined />} onClick={() => onAction(row)} aria-label={`Restore ${row.name}`}>
            Restore
          </Button>
        ) : (
          <Button size="small" danger icon={<EyeInvisibleOutlined />} onClick={() => onAction(row)} aria-label={`Hide ${row.name}`}>
            Hide
          </Button>
        ),
    },
  ];
  return (
    <Table<AdminListingRow>
      rowKey={(row) => `${row.type}-${row.id}`}
      columns={columns}
      dataSource={rows}
      loading={loading}
      size="small"
      pagination={pagination}
      onChange={(next) => onPage?.(next.current ?? 1)}
      locale={{ emptyText }}
      scroll={{ x: 'max-content' }}
    />
  );
}
