import { CheckCircleOutlined, ClockCircleOutlined, MessageOutlined, UndoOutlined, UserAddOutlined } from '@ant-design/icons';
import { Button, Popconfirm } from 'antd';
import type { ConnectionDetail } from '#shared/schemas/connection-schemas.ts';
import type { PartnerProfile } from '#shared/schemas/partner-search-schemas.ts';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../lib/api/api-error.ts';
import { useToast } from '../../ui/use-toast.ts';
import { useSession } from '../auth/index.ts';
import { useGetConnectionsQuery, useWithdrawConnectionMutation } from './partners-api.ts';
import { Tag } from '../../ui/static-antd/tag.tsx';

/** Where the signed-in member stands with a partner: the live request or connection between them, or null. */
export type PartnerConnection = NonNullable<PartnerProfile['connection']>;

/**
 * The member's connections by partner id: the pending or accepted one with each partner (a rejected
 * request does not stand in the way of a new one), as the profile's `connection` field says it.
 */
export function connectionsByPartner(connections: readonly ConnectionDetail[], meId: number): Map<number, PartnerConnection> {
  const byPartner = new Map<number, PartnerConnection>();
  for (const connection of connections) {
    if (connection.status === 'rejected') continue;
    const sent = connection.requesterId === meId;
    const partnerId = sent ? connection.recipientId : connection.requesterId;
    const known = byPartner.get(partnerId);
    // An accepted connection wins over a pending request.
    if (known && known.status === 'accepted') continue;
    byPartner.set(partnerId, { id: connection.id, status: connection.status, direction: sent ? 'sent' : 'received' });
  }
  return byPartner;
}

/** The signed-in member's connections by partner id (empty while loading or signed out). */
export function usePartnerConnections(): Map<number, PartnerConnection> {
  const { user } = useSession();
  const { data } = useGetConnectionsQuery(undefined, { skip: !user });
  return useMemo(() => (user && data ? connectionsByPartner(data, user.id) : new Map<number, PartnerConnection>()), [data, user]);
}

/** 'Request pending' / 'Wants to connect with you' / 'Connected', or nothing before any request. */
export function ConnectionStateTag({ connection }: { connection: PartnerConnection | null | undefined }) {
  if (!connection) return null;
  if (connection.status === 'accepted') {
    return (
      <Tag icon={<CheckCircleOutlined />} color="green" className="hh-connection-state">
        Connected
      </Tag>
    );
  }
  return (
    <Tag icon={<ClockCircleOutlined />} color="gold" className="hh-connection-state">
      {connection.direction === 'sent' ? 'Request pending' : 'Wants to connect with you'}
    </Tag>
  );
}

/** Withdraw a pending request of one's own, after a confirmation, with the dashboard's toasts. */
export function WithdrawRequestButton({ connectionId, partnerName, block = false }: { connectionId: number; partnerName: string; block?: boolean }) {
  const [withdraw, { isLoading }] = useWithdrawConnectionMutation();
  const toast = useToast();
  const confirm = async () => {
    try {
      await withdraw(connectionId).unwrap();
      toast.success('Request Withdrawn', `Your request to ${partnerName} was withdrawn.`);
    } catch (failure) {
      toast.error('Error', `Unable to withdraw the request: ${errorMessage(failure, 'Please try again.')}`);
    }
  };
  return (
    <Popconfirm title="Withdraw this request?" okText="Withdraw" cancelText="Keep" onConfirm={() => confirm()}>
      <Button icon={<UndoOutlined />} loading={isLoading} block={block} aria-label={`Withdraw your request to ${partnerName}`}>
        Withdraw
      </Button>
    </Popconfirm>
  );
}

/**
 * The one action a partner card or profile offers for where the member stands: Connect before any
 * request, Withdraw for their own pending request, Respond to one sent to them, Message once connected.
 */
export function ConnectionAction({
  connection, partnerName, onConnect, block = false,
}: { connection: PartnerConnection | null | undefined; partnerName: string; onConnect: () => void; block?: boolean }) {
  if (!connection) {
    return (
      <Button type="primary" icon={<UserAddOutlined />} block={block} onClick={onConnect} aria-label={`Connect with ${partnerName}`}>
        Connect
      </Button>
    );
  }
  if (connection.status === 'pending' && connection.direction === 'sent') return <WithdrawRequestButton connectionId={connection.id} partnerName={partnerName} block={block} />;
  return (
    <Link to={`/messages/${connection.id}`} className={block ? 'hh-grow' : undefined}>
      <Button type="primary" icon={<MessageOutlined />} block={block}>
        {connection.status === 'pending' ? 'Respond' : 'Message'}
      </Button>
    </Link>
  );
}
