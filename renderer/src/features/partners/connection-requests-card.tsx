import { CheckOutlined, CloseOutlined, UndoOutlined, UserAddOutlined } from '@ant-design/icons';
import { Button, Empty, Popconfirm, Skeleton } from 'antd';
import type { ConnectionDetail } from '#shared/schemas/connection-schemas.ts';
import type { PublicUser } from '#shared/schemas/user-schemas.ts';
import { Link } from 'react-router';
import { errorMessage } from '../../lib/api/api-error.ts';
import { formatShortRelativeTime } from '../../ui/relative-time.ts';
import { useToast } from '../../ui/use-toast.ts';
import { PartnerAvatar, RoleTag } from './partner-bits.tsx';
import { useGetConnectionsQuery, useRespondToConnectionMutation, useWithdrawConnectionMutation } from './partners-api.ts';
import '../../ui/dash-card.css';
import { useNow } from '../../ui/use-now.ts';
import { LightTabs } from '../../ui/light-tabs.tsx';
import { useState } from 'react';
import { Card } from '../../ui/static-antd/card.tsx';
import { Flex } from '../../ui/static-antd/flex.tsx';
import { Tag } from '../../ui/static-antd/tag.tsx';
import { Typography } from '../../ui/static-antd/typography.tsx';
import { ExpandableText } from '../../ui/expandable-text.tsx';

function PersonLine({ person, connection }: { person: PublicUser | null; connection: ConnectionDetail }) {
  const now = useNow();
  return (
    <Flex gap={10} align="flex-start" className="hh-request__who">
      <PartnerAvatar user={person ?? { fullName: 'Unknown User', profileImage: null }} size={40} />
      <div className="hh-request__text">
        <Flex gap={6} wrap align="center">
          {person ? (
            <Link to={`/users/${person.id}`}>
              <Typography.Text strong>{person.fullName}</Typography.Text>
            </Link>
          ) : (
            <Typography.Text strong>Unknown User</Typography.Text>
          )}
          {person && <RoleTag role={person.role} />}
          {connection.isPriority && (
            <Tag color="volcano" title="Sent as a priority request">
              Priority
            </Tag>
          )}
          <Typography.Text type="secondary" className="hh-small">
            {formatShortRelativeTime(connection.createdAt, now)}
          </Typography.Text>
        </Flex>
        {person?.companyName && (
          <Typography.Text type="secondary" className="hh-small">
            {person.companyName}
          </Typography.Text>
        )}
        {connection.project && (
          <Typography.Text type="secondary" className="hh-small hh-block">
            About: {connection.project.name}
          </Typography.Text>
        )}
        {connection.message && (
          <ExpandableText rows={2} className="hh-request__message">
            {connection.message}
          </ExpandableText>
        )}
      </div>
    </Flex>
  );
}

/**
 * Dashboard 'Connection Requests': pending requests you received with Accept / Reject,
 * and the ones you sent with Withdraw. `onNew` (optional) opens the 'Connect with a New Partner' dialog.
 */
export function ConnectionRequestsCard({ userId, onNew }: { userId: number; onNew?: () => void }) {
  const [tab, setTab] = useState<'received' | 'sent'>('received');
  const { data, isLoading } = useGetConnectionsQuery();
  const [respond, responding] = useRespondToConnectionMutation();
  const [withdraw, withdrawing] = useWithdrawConnectionMutation();
  const toast = useToast();
  const pending = (data ?? []).filter((connection) => connection.status === 'pending');
  const received = pending.filter((connection) => connection.recipientId === userId);
  const sent = pending.filter((connection) => connection.requesterId === userId);
  const busyId = responding.originalArgs?.id ?? withdrawing.originalArgs;
  const busy = responding.isLoading || withdrawing.isLoading;

  const answer = async (connection: ConnectionDetail, status: 'accepted' | 'rejected') => {
    const name = connection.requester?.fullName ?? 'this user';
    try {
      await respond({ id: connection.id, status }).unwrap();
      if (status === 'accepted') toast.success('Connection Accepted', `You are now connected with ${name}.`);
      else toast.info('Request Declined', `You declined the request from ${name}.`);
    } catch (failure) {
      toast.error('Error', `Unable to update the connection request: ${errorMessage(failure, 'Please try again.')}`);
    }
  };
  const cancel = async (connection: ConnectionDetail) => {
    try {
      await withdraw(connection.id).unwrap();
      toast.success('Request Withdrawn', `Your request to ${connection.recipient?.fullName ?? 'this user'} was withdrawn.`);
    } catch (failure) {
      toast.error('Error', `Unable to withdraw the request: ${errorMessage(failure, 'Please try again.')}`);
    }
  };

  const list = (items: ConnectionDetail[], side: 'received' | 'sent') =>
    items.length === 0 ? (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={side === 'received' ? 'No pending requests' : 'No requests waiting for an answer'} />
    ) : (
      <Flex vertical gap={14}>
        {items.map((connection) => (
          <Flex key={connection.id} gap={10} justify="space-between" align="flex-start" wrap className="hh-request" data-testid={`request-${side}`}>
            <PersonLine person={side === 'received' ? connection.requester : connection.recipient} connection={connection} />
            {side === 'received' ? (
              <Flex gap={6} className="hh-request__actions">
                <Button type="primary" size="small" icon={<CheckOutlined />} loading={busy && busyId === connection.id} disabled={busy} onClick={() => void answer(connection, 'accepted')}>
                  Accept
                </Button>
                <Button size="small" icon={<CloseOutlined />} disabled={busy} onClick={() => void answer(connection, 'rejected')}>
                  Reject
                </Button>
              </Flex>
            ) : (
              <Popconfirm title="Withdraw this request?" okText="Withdraw" cancelText="Keep" onConfirm={() => cancel(connection)}>
                <Button size="small" icon={<UndoOutlined />} disabled={busy} className="hh-request__actions">
                  Withdraw
                </Button>
              </Popconfirm>
            )}
          </Flex>
        ))}
      </Flex>
    );

  return (
    <Card
      variant="outlined"
      title="Connection Requests"
      className="hh-dash-card"
      extra={
        onNew && (
          <Button size="small" type="link" icon={<UserAddOutlined />} onClick={onNew}>
            New request
          </Button>
        )
      }
    >
      {isLoading ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : (
        <LightTabs<'received' | 'sent'>
          size="small"
          activeKey={tab}
          onChange={setTab}
          items={[
            { key: 'received', label: `Received (${received.length})`, children: list(received, 'received') },
            { key: 'sent', label: `Sent (${sent.length})`, children: list(sent, 'sent') },
          ]}
        />
      )}
    </Card>
  );
}
