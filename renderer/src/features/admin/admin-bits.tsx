import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Empty, Flex, Select, Skeleton, Tag, Tooltip, Typography } from 'antd';
import type { AdminPerson } from '#shared/schemas/admin-schemas.ts';
import type { ReactNode } from 'react';
import { errorMessage } from '../../lib/api/api-error.ts';
import { formatLongDate } from '../../ui/long-date.ts';
import { externalHref, formatDateTime } from './admin-format.ts';
// With the sections (every one imports this module), not the page: the page's entry in the route table stays one file.
import './admin.css';

/** A section's h2 (under the page's h1), its one-line purpose and a Refresh: admin lists are cached until an action changes them. */
export function SectionHeader({ id, title, description, onRefresh, refreshing, extra }: {
  /** The h2's id, which the section's aria-labelledby names. */
  id: string;
  title: string;
  description: string;
  onRefresh?: () => void;
  refreshing?: boolean;
  extra?: ReactNode;
}) {
  return (
    <Flex justify="space-between" align="flex-start" gap={12} wrap className="hh-admin-section__header">
      <div>
        <Typography.Title level={2} id={id} className="hh-admin-section__title">
          {title}
        </Typography.Title>
        <Typography.Paragraph type="secondary" className="hh-flush">
          {description}
        </Typography.Paragraph>
      </div>
      <Flex gap={8} wrap>
        {extra}
        {onRefresh && (
          <Button icon={<ReloadOutlined />} onClick={onRefresh} loading={refreshing}>
            Refresh
          </Button>
        )}
      </Flex>
    </Flex>
  );
}

/** A list that could not be loaded: the server's message (403 for an admin without two-factor sign-in, for example) and Retry. */
export function QueryError({ error, fallback, onRetry }: { error: unknown; fallback: string; onRetry: () => void }) {
  return <Alert type="error" showIcon title="Error" description={errorMessage(error, fallback)} action={<Button onClick={onRetry}>Retry</Button>} className="hh-admin-error" />;
}

/** What a review queue's query gives its list. */
interface QueueQuery<Item> {
  data?: Item[];
  isLoading: boolean;
  isFetching: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

/** A review queue's list: its error with Retry, a skeleton while loading, the empty state, or one card per item. */
export function ReviewQueueList<Item>({ query, fallback, emptyTitle, emptyHint, renderItem }: {
  query: QueueQuery<Item>;
  fallback: string;
  emptyTitle: string;
  emptyHint: string;
  renderItem: (item: Item) => ReactNode;
}) {
  const { data, isLoading, isFetching, isError, error, refetch } = query;
  if (isError) return <QueryError error={error} fallback={fallback} onRetry={() => void refetch()} />;
  if (isLoading || !data) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (data.length === 0)
    return (
      <Card variant="outlined">
        <EmptyState title={emptyTitle} hint={emptyHint} />
      </Card>
    );
  return (
    <Flex vertical gap={16} className={isFetching ? 'hh-refreshing' : undefined}>
      {data.map(renderItem)}
    </Flex>
  );
}

export function EmptyState({ title, hint }: { title: string; hint?: string }) {
  return (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={
        <>
          <Typography.Text strong>{title}</Typography.Text>
          {hint && (
            <>
              <br />
              <Typography.Text type="secondary">{hint}</Typography.Text>
            </>
          )}
        </>
      }
    />
  );
}

/** A date as the app writes it ('November 3, 2026'), the exact moment on hover and for machines. */
export function AdminDate({ value, withTime = false }: { value: string | null | undefined; withTime?: boolean }) {
  if (!value) return <>—</>;
  return (
    <time dateTime={value} title={formatDateTime(value)}>
      {withTime ? formatDateTime(value) : formatLongDate(value)}
    </time>
  );
}

/** A member named in a row: name and email (a deleted account reads 'Deleted account'). */
export function PersonText({ person }: { person: AdminPerson | null }) {
  if (!person) return <Typography.Text type="secondary">Deleted account</Typography.Text>;
  return (
    <span className="hh-admin-person">
      <span>{person.fullName}</span>
      <Typography.Text type="secondary" className="hh-admin-person__email">
        {person.email}
      </Typography.Text>
    </span>
  );
}

/** Hidden (with its reason on hover and for screen readers) or Visible. */
export function HiddenTag({ hiddenAt, hiddenReason }: { hiddenAt: string | null; hiddenReason: string | null }) {
  if (!hiddenAt) return <Tag color="green">Visible</Tag>;
  const tag = (
    // Focusable when it has a reason, so a keyboard reaches the tooltip too.
    <Tag color="red" tabIndex={hiddenReason ? 0 : undefined}>
      Hidden
      {hiddenReason && <span className="hh-visually-hidden">: {hiddenReason}</span>}
    </Tag>
  );
  return hiddenReason ? <Tooltip title={`Reason: ${hiddenReason}`}>{tag}</Tooltip> : tag;
}

/** A visible label above a filter control (the control carries the matching id). */
export function FilterField({ label, htmlFor, children }: { label: string; htmlFor: string; children: ReactNode }) {
  return (
    <div className="hh-admin-filter">
      <label htmlFor={htmlFor} className="hh-admin-filter__label">
        {label}
      </label>
      {children}
    </div>
  );
}

/** A clearable filter: a labelled Select whose empty value means "any". */
export function FilterSelect<T extends string>({ label, id, placeholder, options, value, onChange, wide = false }: {
  label: string;
  id: string;
  placeholder: string;
  options: Array<{ value: T; label: string }>;
  value: T | undefined;
  onChange: (value: T | undefined) => void;
  wide?: boolean;
}) {
  return (
    <FilterField label={label} htmlFor={id}>
      <Select<T>
        id={id}
        allowClear
        placeholder={placeholder}
        options={options}
        value={value}
        onChange={onChange}
        className={wide ? 'hh-admin-filters__select hh-admin-filters__select--wide' : 'hh-admin-filters__select'}
      />
    </FilterField>
  );
}

/** A link the member gave, opened in a new tab without handing it this page; text that is no http(s) URL stays text. */
export function ExternalLink({ value }: { value: string | null | undefined }) {
  if (!value) return <>—</>;
  const href = externalHref(value);
  if (!href) return <>{value}</>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {value}
      <span className="hh-visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
