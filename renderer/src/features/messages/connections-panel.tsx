import { CheckOutlined, CloseOutlined, PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { Badge, Button, Empty, Input, Spin } from 'antd';
import { ROLE_LABELS } from '#shared/constants/roles.ts';
import type { ConnectionDetail } from '#shared/schemas/connection-schemas.ts';
import type { OwnUser } from '#shared/schemas/user-schemas.ts';
import { Link } from 'react-router';
import { formatCompactRelativeTime } from '../../ui/relative-time.ts';
import { LightTabs } from '../../ui/light-tabs.tsx';
import { PartnerAvatar } from '../partners/index.ts';
import type { ConnectionTab } from './message-logic.ts';
import { messageText } from '#shared/format/message-text.ts';
import { emptyListHint, lastMessagePreview, partnerOf, showUnreadDot } from './message-logic.ts';
import type { MessageSummaries } from './messages-api.ts';
import { useAnswerRequest } from './thread-panel.tsx';
import { Flex } from '../../ui/static-antd/flex.tsx';
import { Tag } from '../../ui/static-antd/tag.tsx';
import { Typography } from '../../ui/static-antd/typography.tsx';

interface ConnectionsPanelProps {
  me: OwnUser;
  /** Already filtered by tab and search, newest activity first. */
  rows: ConnectionDetail[];
  total: number;
  loading: boolean;
  summaries: MessageSummaries | undefined;
  selectedId: number | null;
  tab: ConnectionTab;
  onTab: (tab: ConnectionTab) => void;
  search: string;
  onSearch: (term: string) => void;
  onNew: () => void;
  now: number;
}

function StatusTag({ connection, me }: { connection: ConnectionDetail; me: OwnUser }) {
  if (connection.status === 'accepted') return null;
  if (connection.status === 'rejected') return <Tag color="red">Declined</Tag>;
  return <Tag color="gold">{connection.recipientId === me.id ? 'Request' : 'Pending'}</Tag>;
}

function ConnectionRow({ connection, me, summaries, selected, now, actions }: { connection: ConnectionDetail; me: OwnUser; summaries: MessageSummaries | undefined; selected: boolean; now: number; actions: boolean }) {
  const partner = partnerOf(connection, me.id);
  const last = summaries?.last[connection.id];
  const unread = summaries?.unread[connection.id] ?? 0;
  const dot = showUnreadDot(last, me.id, now);
  const preview = last ? lastMessagePreview(messageText(last)) : connection.message ? lastMessagePreview(connection.message) : 'No messages yet';
  const when = last?.createdAt ?? connection.updatedAt;
  const name = partner?.fullName ?? 'Unknown User';
  return (
    <li>
      <Link
        to={`/messages/${connection.id}`}
        className={`hh-conn${selected ? ' hh-conn--selected' : ''}${unread ? ' hh-conn--unread' : ''}`}
        aria-current={selected ? 'page' : undefined}
        data-testid="connection-row"
      >
        <span className="hh-conn__avatar">
          <PartnerAvatar user={partner ?? { fullName: name, profileImage: null }} size={40} />
          {dot && <span className="hh-conn__dot" aria-label="New message" data-testid="unread-dot" />}
        </span>
        <span className="hh-conn__text">
          <span className="hh-conn__line">
            <span className="hh-ellipsis hh-strong hh-conn__name">{name}</span>
            <span className="hh-conn__time">{formatCompactRelativeTime(when, now)}</span>
          </span>
          <span className="hh-conn__line">
            <span className="hh-ellipsis hh-muted-text hh-conn__role">
              {partner ? ROLE_LABELS[partner.role] : ''}
              {partner?.companyName ? ` · ${partner.companyName}` : ''}
            </span>
            <StatusTag connection={connection} me={me} />
          </span>
          <span className="hh-conn__line">
            <span className="hh-conn__preview" data-testid="connection-preview">
              {preview}
            </span>
            {unread > 0 && <Badge count={unread} size="small" aria-label={`${unread} unread`} />}
          </span>
        </span>
      </Link>
      {actions && connection.status === 'pending' && connection.recipientId === me.id && <RowActions connection={connection} name={name} />}
    </li>
  );
}

/** Left panel: tabs All / Active / Pending, 'Search contacts...', New, the count badge and the list. */
export function ConnectionsPanel(props: ConnectionsPanelProps) {
  const { me, rows, total, loading, summaries, selectedId, tab, onTab, search, onSearch, onNew, now } = props;
  return (
    <aside className="hh-conns" aria-label="Connections">
      <div className="hh-conns__head">
        <span className="hh-conns__title">
          <Typography.Title level={2} className="hh-conns__heading">
            Connections
          </Typography.Title>
          <Badge count={rows.length} showZero color="#3b5bdb" data-testid="connections-count" />
        </span>
        <Button type="primary" size="small" icon={<PlusOutlined />} onClick={onNew}>
          New
        </Button>
      </div>
      <Input allowClear prefix={<SearchOutlined />} placeholder="Search contacts..." aria-label="Search contacts" value={search} onChange={(event) => onSearch(event.target.value)} />
      <LightTabs<ConnectionTab>
        size="small"
        activeKey={tab}
        onChange={onTab}
        items={[
          { key: 'all', label: 'All' },
          { key: 'active', label: 'Active' },
          { key: 'pending', label: 'Pending' },
        ]}
        className="hh-conns__tabs"
      />
      <div className="hh-conns__list">
        {loading ? (
          <Spin className="hh-conns__spin" />
        ) : rows.length ? (
          <ul>
            {rows.map((connection) => (
              <ConnectionRow key={connection.id} connection={connection} me={me} summaries={summaries} selected={connection.id === selectedId} now={now} actions={tab === 'pending'} />
            ))}
          </ul>
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={<EmptyText title="No connections found" hint={emptyListHint(total, tab, search)} />} />
        )}
      </div>
    </aside>
  );
}

function RowActions({ connection, name }: { connection: ConnectionDetail; name: string }) {
  const { answer, isLoading, busy } = useAnswerRequest();
  return (
    <Flex gap={8} className="hh-conn__actions">
      <Button size="small" type="primary" icon={<CheckOutlined />} loading={isLoading && busy?.status === 'accepted'} disabled={isLoading} onClick={() => void answer(connection, name, 'accepted')} aria-label={`Accept ${name}`}>
        Accept
      </Button>
      <Button size="small" danger icon={<CloseOutlined />} loading={isLoading && busy?.status === 'rejected'} disabled={isLoading} onClick={() => void answer(connection, name, 'rejected')} aria-label={`Reject ${name}`}>
        Reject
      </Button>
    </Flex>
  );
}

function EmptyText({ title, hint }: { title: string; hint: string }) {
  return (
    <>
      <Typography.Text strong className="hh-block">
        {title}
      </Typography.Text>
      <Typography.Text type="secondary" className="hh-small">
        {hint}
      </Typography.Text>
    </>
  );
}
