import { MessageOutlined, TeamOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Empty, Flex, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { ROLE_LABELS } from '#shared/constants/roles.ts';
import type { ConnectionWithUsers } from '#shared/schemas/connection-schemas.ts';
import { Link } from 'react-router';
import { errorMessage } from '../../lib/api/api-error.ts';
import { Avatar } from '../../ui/avatar.tsx';
import { formatLongDate } from '../../ui/long-date.ts';
import { initialsOf } from '../../ui/initials.ts';
import { useGetProjectConnectionsQuery } from './projects-api.ts';

const STATUS_COLORS: Record<ConnectionWithUsers['status'], string> = { pending: 'gold', accepted: 'green', rejected: 'red' };
const STATUS_LABELS: Record<ConnectionWithUsers['status'], string> = { pending: 'Pending', accepted: 'Accepted', rejected: 'Rejected' };

const partnerOf = (connection: ConnectionWithUsers, ownerId: number) => (connection.requesterId === ownerId ? connection.recipient : connection.requester);

/** The Connections tab of /projects/{id}: owner only. */
export function ProjectConnectionsTab({ projectId, ownerId }: { projectId: number; ownerId: number }) {
  const { data, isLoading, isError, error } = useGetProjectConnectionsQuery(projectId);

  const columns: TableColumnsType<ConnectionWithUsers> = [
    {
      key: 'partner',
      title: 'Partner',
      render: (_: unknown, connection) => {
        const partner = partnerOf(connection, ownerId);
        return (
          <Flex gap={10} align="center">
            <Avatar size={32} src={partner?.profileImage} className="hh-avatar">
              {partner ? initialsOf(partner.fullName) : <UserOutlined />}
            </Avatar>
            <div>
              <div>{partner ? partner.companyName || partner.fullName : 'Unknown User'}</div>
              {partner && (
                <Typography.Text type="secondary" className="hh-small">
                  {ROLE_LABELS[partner.role]}
                  {partner.companyName ? ` · ${partner.fullName}` : ''}
                </Typography.Text>
              )}
            </div>
          </Flex>
        );
      },
    },
    { key: 'status', title: 'Status', dataIndex: 'status', render: (status: ConnectionWithUsers['status']) => <Tag color={STATUS_COLORS[status]}>{STATUS_LABELS[status]}</Tag> },
    { key: 'date', title: 'Date Connected', dataIndex: 'createdAt', render: (createdAt: string) => formatLongDate(createdAt), responsive: ['sm'] },
    {
      key: 'actions',
      title: <span className="hh-visually-hidden">Actions</span>,
      align: 'right',
      render: (_: unknown, connection) => (
        <Flex gap={4} justify="flex-end" wrap>
          {(() => {
            const partner = partnerOf(connection, ownerId);
            return partner ? (
              <Link to={`/users/${partner.id}`}>
                <Button size="small" icon={<UserOutlined />}>
                  View Profile
                </Button>
              </Link>
            ) : (
              <Button size="small" icon={<UserOutlined />} disabled>
                View Profile
              </Button>
            );
          })()}
          <Link to={`/messages/${connection.id}`}>
            <Button size="small" icon={<MessageOutlined />}>
              Send Message
            </Button>
          </Link>
        </Flex>
      ),
    },
  ];

  return (
    <Card
      variant="outlined"
      title="Connections"
      extra={
        <Link to="/partners">
          <Button type="primary" icon={<TeamOutlined />}>
            Find Partners
          </Button>
        </Link>
      }
    >
      {isError ? (
        <Alert type="error" showIcon title="Error" description={errorMessage(error, 'The connections could not be loaded.')} />
      ) : (
        <Table<ConnectionWithUsers>
          rowKey="id"
          loading={isLoading}
          columns={columns}
          dataSource={data ?? []}
          pagination={false}
          locale={{ emptyText: <Empty description="No connections yet. Find partners and send them a connection request about this project." /> }}
        />
      )}
    </Card>
  );
}
