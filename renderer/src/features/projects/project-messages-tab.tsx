import { MessageOutlined, TeamOutlined } from '@ant-design/icons';
import { Alert, Badge, Button, Card, Empty, Flex, Skeleton, Tag, Typography } from 'antd';
import { ROLE_LABELS } from '#shared/constants/roles.ts';
import type { ConnectionDetail } from '#shared/schemas/connection-schemas.ts';
import type { MessageWithSender } from '#shared/schemas/message-schemas.ts';
import { Link } from 'react-router';
import { errorMessage } from '../../lib/api/api-error.ts';
import { formatShortRelativeTime } from '../../ui/relative-time.ts';
import { UserAvatar } from '../../ui/user-avatar.tsx';
import { useGetMessageSummariesQuery } from '../messages/index.ts';
import { useGetConnectionsQuery } from '../partners/index.ts';
import '../../ui/dash-card.css';
import { useNow } from '../../ui/use-now.ts';

interface Conversation {
  connection: ConnectionDetail;
  last: MessageWithSender | undefined;
  unread: number;
}

const sentAt = ({ last }: Conversation) => (last ? Date.parse(last.createdAt) : 0);

/**
 * The Messages tab of /projects/{id}: the viewer's conversations with the partners connected through
 * this project (their own connections filed under it, so an owner sees every partner's and a
 * partner only their own), newest message first. Each row opens the conversation.
 */
export function ProjectMessagesTab({ projectId, userId, isOwner }: { projectId: number; userId: number; isOwner: boolean }) {
  const connections = useGetConnectionsQuery();
  const summaries = useGetMessageSummariesQuery();
  if (connections.isError || summaries.isError) {
    return <Alert type="error" showIcon title="Error" description={errorMessage(connections.error ?? summaries.error, 'The conversations could not be loaded.')} />;
  }
  if (!connections.data || !summaries.data) return <Skeleton active avatar paragraph={{ rows: 3 }} />;

  const conversations: Conversation[] = connections.data
    .filter((connection) => connection.projectId === projectId)
    .map((connection) => ({ connection, last: summaries.data.last[connection.id], unread: summaries.data.unread[connection.id] ?? 0 }))
    // A request that was turned down before anyone wrote back is no conversation.
    .filter(({ connection, last }) => connection.status === 'accepted' || last)
    .sort((a, b) => sentAt(b) - sentAt(a) || (b.last?.id ?? 0) - (a.last?.id ?? 0));

  return (
    <Card
      variant="outlined"
      title="Conversations"
      extra={
        isOwner && (
          <Link to="/partners">
            <Button icon={<TeamOutlined />}>Find Partners</Button>
          </Link>
        )
      }
    >
      {conversations.length === 0 ? (
        <Empty
          image={<MessageOutlined className="hh-empty-icon" />}
          description={
            isOwner
              ? 'No conversations about this project yet. Send partners a connection request about it to start one.'
              : 'No conversations about this project yet.'
          }
        />
      ) : (
        <Flex vertical gap={4}>
          {conversations.map((conversation) => (
            <ConversationRow key={conversation.connection.id} conversation={conversation} userId={userId} />
          ))}
        </Flex>
      )}
    </Card>
  );
}

function ConversationRow({ conversation: { connection, last, unread }, userId }: { conversation: Conversation; userId: number }) {
  const now = useNow();
  const partner = connection.requesterId === userId ? connection.recipient : connection.requester;
  const name = partner ? partner.companyName || partner.fullName : 'Unknown User';
  const preview = last ? `${last.senderId === userId ? 'You: ' : ''}${last.content}` : 'No messages yet';
  return (
    <Link to={`/messages/${connection.id}`} className="hh-dash-row" data-testid="project-conversation">
      <UserAvatar user={partner ?? { fullName: 'Unknown User', profileImage: null }} size={40} />
      <div className="hh-dash-row__text">
        <Flex justify="space-between" gap={8} align="baseline">
          <Typography.Text strong ellipsis>
            {name}
          </Typography.Text>
          {last && (
            <Typography.Text type="secondary" className="hh-small hh-nowrap">
              {formatShortRelativeTime(last.createdAt, now)}
            </Typography.Text>
          )}
        </Flex>
        {partner && (
          <Typography.Text type="secondary" className="hh-small">
            {ROLE_LABELS[partner.role]}
            {partner.companyName ? ` · ${partner.fullName}` : ''}
          </Typography.Text>
        )}
        <Flex justify="space-between" gap={8} align="center">
          <Typography.Paragraph type="secondary" ellipsis={{ rows: 1 }} className="hh-flush">
            {preview}
          </Typography.Paragraph>
          {connection.status !== 'accepted' && <Tag>{connection.status === 'pending' ? 'Pending' : 'Declined'}</Tag>}
          {unread > 0 && <Badge count={unread} aria-label={`${unread} unread`} />}
        </Flex>
      </div>
    </Link>
  );
}
