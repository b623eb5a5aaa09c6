import './messages.css';
import { MessageOutlined, TeamOutlined, UserAddOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { productDraftMessage, type ConnectionDetail, type ConnectionProduct } from '#shared/schemas/connection-schemas.ts';
import { skipToken } from '@reduxjs/toolkit/query';
import type { OwnUser } from '#shared/schemas/user-schemas.ts';
import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { useAppSelector } from '../../lib/store/hooks.ts';
import { selectRealtime } from './realtime-slice.ts';
import { useIsMobile } from '../../ui/use-is-mobile.ts';
import { useNow } from '../../ui/use-now.ts';
import { useSession } from '../auth/index.ts';
import { useGetProductQuery } from '../marketplace/index.ts';
import { ConnectDialog, listingUrl, NewPartnerDialog } from '../partners/index.ts';
import { useGetConnectionsQuery, useGetPartnerProfileQuery } from '../partners/index.ts';
import { ConnectionsPanel } from './connections-panel.tsx';
import type { ConnectionTab } from './message-logic.ts';
import { inTab, lastActivity, matchesSearch, partnerIdOf, partnerOf } from './message-logic.ts';
import { useGetMessageSummariesQuery } from './messages-api.ts';
import { CONNECTION_FAILED_TEXT, RECONNECT_ATTEMPTS } from '../../lib/realtime/realtime-connection.ts';
import { ThreadPanel } from './thread-panel.tsx';
import { Flex } from '../../ui/static-antd/flex.tsx';
import { Typography } from '../../ui/static-antd/typography.tsx';

const STATUS_RANK: Record<ConnectionDetail['status'], number> = { accepted: 0, pending: 1, rejected: 2 };

/** Socket problems are shown inline as well as in toasts. */
function ConnectionBanner() {
  const { status, attempt, error } = useAppSelector(selectRealtime);
  if (status === 'failed') return <Alert type="error" showIcon className="hh-realtime-banner" title={error === CONNECTION_FAILED_TEXT || !error ? CONNECTION_FAILED_TEXT : error} data-testid="realtime-banner" />;
  if (status === 'connecting' && attempt > 0) {
    return <Alert type="warning" showIcon className="hh-realtime-banner" title="Connection lost" description={`Attempting to reconnect... (attempt ${attempt} of ${RECONNECT_ATTEMPTS}). Messages you send now go through the regular connection.`} data-testid="realtime-banner" />;
  }
  if (error && status !== 'connecting') return <Alert type="error" showIcon className="hh-realtime-banner" title={error} data-testid="realtime-banner" />;
  return null;
}

function SelectConversation({ onNew, onActive }: { onNew: () => void; onActive: () => void }) {
  return (
    <section className="hh-thread hh-thread--placeholder" aria-label="No conversation selected">
      <Flex vertical align="center" justify="center" gap={12} className="hh-thread__select">
        <MessageOutlined className="hh-thread__select-icon" />
        <Typography.Title level={3} className="hh-thread__select-title">
          Select a conversation
        </Typography.Title>
        <Typography.Text type="secondary">Choose a connection on the left to read and send messages, or find someone new to talk to.</Typography.Text>
        <Flex gap={8} wrap justify="center">
          <Button type="primary" icon={<UserAddOutlined />} onClick={onNew}>
            Connect with Partner
          </Button>
          <Link to="/partners">
            <Button icon={<TeamOutlined />}>Browse Partners</Button>
          </Link>
          <Button onClick={onActive}>View Active Connections</Button>
        </Flex>
      </Flex>
    </section>
  );
}

/**
 * /messages?contact={userId}: the conversation with that user, or the Connect dialog addressed to them.
 * With `&product={id}` (Contact Seller on one of their listings) the request names and keeps the
 * listing; a conversation already open gets a draft naming it instead.
 */
function useContactParam(me: OwnUser, connections: ConnectionDetail[] | undefined) {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const raw = params.get('contact');
  const contactId = raw && /^\d+$/.test(raw) ? Number(raw) : null;
  const rawProduct = params.get('product');
  const productId = contactId !== null && rawProduct && /^\d+$/.test(rawProduct) ? Number(rawProduct) : null;
  const listing = useGetProductQuery(productId ?? skipToken);
  // A listing that cannot be read (gone, hidden) or is not this member's is left out, not an error.
  const productSettled = productId === null || !listing.isLoading;
  const product: ConnectionProduct | null = listing.data && listing.data.sellerId === contactId ? { id: listing.data.id, name: listing.data.name } : null;
  const match = useMemo(() => {
    if (contactId === null || !connections) return undefined;
    const theirs = connections.filter((c) => partnerIdOf(c, me.id) === contactId).sort((a, b) => STATUS_RANK[a.status] - STATUS_RANK[b.status]);
    return theirs[0] ?? null;
  }, [contactId, connections, me.id]);

  const draft = product && match?.status === 'accepted' ? productDraftMessage(product.name, listingUrl(product.id)) : null;
  useEffect(() => {
    if (raw !== null && (contactId === null || contactId === me.id)) setParams({}, { replace: true });
    else if (match && productSettled) void navigate(`/messages/${match.id}`, { replace: true, state: draft ? { draft } : null });
  }, [raw, contactId, me.id, match, productSettled, draft, navigate, setParams]);

  const needsDialog = match === null && contactId !== null && contactId !== me.id;
  const { data: profile, isError } = useGetPartnerProfileQuery(contactId ?? 0, { skip: !needsDialog });
  return {
    dialogTarget: needsDialog && profile && productSettled ? profile : null,
    product,
    missing: needsDialog && isError,
    close: () => setParams({}, { replace: true }),
  };
}

export function MessagesPage() {
  const { user } = useSession();
  if (!user) return null;
  return <Messages me={user} />;
}

function Messages({ me }: { me: OwnUser }) {
  const { connectionId } = useParams();
  const navigate = useNavigate();
  // A draft handed over by Contact Seller (useContactParam), for the conversation it opens.
  const { state } = useLocation() as { state: { draft?: string } | null };
  const isMobile = useIsMobile();
  const { data: connections, isLoading } = useGetConnectionsQuery();
  const { data: summaries } = useGetMessageSummariesQuery();
  const [tab, setTab] = useState<ConnectionTab>('all');
  const [search, setSearch] = useState('');
  const [newOpen, setNewOpen] = useState(false);
  const now = useNow();
  const contact = useContactParam(me, connections);
  const selectedId = connectionId && /^\d+$/.test(connectionId) ? Number(connectionId) : null;
  const selected = connections?.find((c) => c.id === selectedId) ?? null;

  const rows = useMemo(
    () =>
      (connections ?? [])
        .filter((c) => inTab(c, tab) && matchesSearch(partnerOf(c, me.id), search))
        .sort((a, b) => lastActivity(b, summaries?.last[b.id]) - lastActivity(a, summaries?.last[a.id])),
    [connections, tab, search, me.id, summaries],
  );

  const showList = !isMobile || selectedId === null;
  const showThread = !isMobile || selectedId !== null;

  return (
    <div className={`hh-messages${isMobile ? ' hh-messages--mobile' : ''}`}>
      <Typography.Title level={1} className={isMobile && selectedId !== null ? 'hh-visually-hidden' : 'hh-messages__title'}>
        Messages
      </Typography.Title>
      <ConnectionBanner />
      {contact.missing && <Alert type="warning" showIcon closable className="hh-realtime-banner" title="That user could not be found." onClose={contact.close} />}
      <div className="hh-messages__panels">
        {showList && (
          <ConnectionsPanel
            me={me}
            rows={rows}
            total={connections?.length ?? 0}
            loading={isLoading}
            summaries={summaries}
            selectedId={selectedId}
            tab={tab}
            onTab={setTab}
            search={search}
            onSearch={setSearch}
            onNew={() => setNewOpen(true)}
            now={now}
          />
        )}
        {showThread &&
          (selected ? (
            <ThreadPanel key={selected.id} connection={selected} me={me} draft={state?.draft} onBack={isMobile ? () => void navigate('/messages') : undefined} />
          ) : selectedId !== null && connections ? (
            <section className="hh-thread hh-thread--placeholder">
              <Flex vertical align="center" justify="center" gap={12} className="hh-thread__select">
                <Typography.Title level={3}>Conversation not found</Typography.Title>
                <Typography.Text type="secondary">It may have been withdrawn, or it belongs to someone else.</Typography.Text>
                <Link to="/messages">
                  <Button>Back to Messages</Button>
                </Link>
              </Flex>
            </section>
          ) : (
            !isMobile && (
              <SelectConversation
                onNew={() => setNewOpen(true)}
                onActive={() => {
                  setTab('active');
                  setSearch('');
                }}
              />
            )
          ))}
      </div>
      <NewPartnerDialog open={newOpen} onClose={() => setNewOpen(false)} context="messages" />
      <ConnectDialog partner={contact.dialogTarget} open={Boolean(contact.dialogTarget)} onClose={contact.close} context="messages" product={contact.product} />
    </div>
  );
}
