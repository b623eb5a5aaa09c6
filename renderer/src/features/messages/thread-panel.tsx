import { ArrowLeftOutlined, CheckOutlined, ClockCircleOutlined, CloseOutlined, ExclamationCircleOutlined, PaperClipOutlined, ReloadOutlined, SendOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Input, Spin, Tooltip } from 'antd';
import { ROLE_LABELS } from '#shared/constants/roles.ts';
import type { ConnectionDetail } from '#shared/schemas/connection-schemas.ts';
import { MESSAGE_ERRORS, MESSAGE_MAX_ATTACHMENTS, MESSAGE_MAX_LENGTH } from '#shared/schemas/message-schemas.ts';
import type { OwnUser, PublicUser } from '#shared/schemas/user-schemas.ts';
import dayjs from 'dayjs';
import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useStore } from 'react-redux';
import { Link } from 'react-router';
import { errorMessage } from '../../lib/api/api-error.ts';
import { useAppDispatch, useAppSelector } from '../../lib/store/hooks.ts';
import type { AppStore } from '../../lib/store/store.ts';
import { formatCompactRelativeTime } from '../../ui/relative-time.ts';
import { useHydrated } from '../../ui/hydration.tsx';
import { useToast } from '../../ui/use-toast.ts';
import { useNow } from '../../ui/use-now.ts';
import { useDesktopFileDrop } from '../desktop-shell/index.ts';
import { AttachmentList, FileDropZone, UploadList, useFileUploads } from '../files/index.ts';
import { sharedProjectPath } from '../ndas/index.ts';
import { PartnerAvatar, RoleTag } from '../partners/index.ts';
import { ReportButton } from '../reports/index.ts';
import { useRespondToConnectionMutation } from '../partners/index.ts';
import type { ChatMessage } from './message-logic.ts';
import { groupByDay, mergeMessages, partnerOf, senderName } from './message-logic.ts';
import { messagesApi, useGetMessageSummariesQuery, useGetThreadQuery, useMarkThreadReadMutation } from './messages-api.ts';
import { markReadOverSocket, sendTyping } from './realtime-session.ts';
import { selectRealtime, viewingChanged } from './realtime-slice.ts';
import { sendChatMessage } from './send-message.ts';
import { Flex } from '../../ui/static-antd/flex.tsx';
import { Tag } from '../../ui/static-antd/tag.tsx';
import { Typography } from '../../ui/static-antd/typography.tsx';

/** The typing flag is sent 500 ms after the input turns non-empty or empty. */
export const TYPING_DEBOUNCE_MS = 500;

function subscribeVisibility(onChange: () => void) {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}
const usePageVisible = () => useSyncExternalStore(subscribeVisibility, () => document.visibilityState === 'visible', () => true);

/** Typing flag: on when the input becomes non-empty, off when emptied; sent 500 ms after the change. */
function useTypingSignal(connectionId: number, recipientId: number, active: boolean, enabled: boolean) {
  const sent = useRef(false);
  useEffect(() => {
    if (!enabled) return;
    const timer = setTimeout(() => {
      if (sent.current === active) return;
      sendTyping(connectionId, recipientId, active);
      sent.current = active;
    }, TYPING_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [active, connectionId, recipientId, enabled]);
  useEffect(
    () => () => {
      if (sent.current) sendTyping(connectionId, recipientId, false);
      sent.current = false;
    },
    [connectionId, recipientId],
  );
}

/** Marks the thread read while it is open and the page visible (mark_read frame, else POST). */
function useMarkRead(connection: ConnectionDetail, me: OwnUser, messages: ChatMessage[] | undefined) {
  const dispatch = useAppDispatch();
  const visible = usePageVisible();
  const { data: summaries } = useGetMessageSummariesQuery();
  const [markReadHttp] = useMarkThreadReadMutation();
  const unread = summaries?.unread[connection.id] ?? 0;
  const unreadHere = messages?.filter((m) => m.id > 0 && m.senderId !== me.id && !m.read).length ?? 0;
  const newestId = messages?.at(-1)?.id ?? 0;
  const asked = useRef<string>('');

  useEffect(() => {
    dispatch(viewingChanged(visible ? connection.id : null));
    return () => void dispatch(viewingChanged(null));
  }, [dispatch, connection.id, visible]);

  useEffect(() => {
    if (!visible || (!unread && !unreadHere)) return;
    const key = `${connection.id}:${newestId}:${unread}`;
    if (asked.current === key) return;
    asked.current = key;
    if (!markReadOverSocket(connection.id)) void markReadHttp(connection.id).catch(() => undefined);
    dispatch(
      messagesApi.util.updateQueryData('getMessageSummaries', undefined, (draft) => {
        delete draft.unread[connection.id];
      }),
    );
    dispatch(
      messagesApi.util.updateQueryData('getThread', connection.id, (draft) => {
        for (const message of draft.messages) if (message.senderId !== me.id) message.read = true;
      }),
    );
  }, [visible, unread, unreadHere, newestId, connection.id, me.id, dispatch, markReadHttp]);
}

const unknownSender = { fullName: 'Unknown User', profileImage: null };

function MessageRow({ message, mine, now, onRetry }: { message: ChatMessage; mine: boolean; now: number; onRetry: (message: ChatMessage) => void }) {
  const sender = message.sender;
  return (
    <div className={`hh-msg${mine ? ' hh-msg--mine' : ''}${message.delivery === 'failed' ? ' hh-msg--failed' : ''}`} data-testid="message" data-delivery={message.delivery ?? 'stored'}>
      <PartnerAvatar user={sender ?? unknownSender} size={32} />
      <div className="hh-msg__body">
        <div className="hh-msg__meta">
          <Typography.Text strong className="hh-msg__name">
            {senderName(message)}
          </Typography.Text>
          {sender && <span className="hh-msg__role">{ROLE_LABELS[sender.role]}</span>}
          <Tooltip title={dayjs(message.createdAt).format('MMM D, YYYY h:mm A')}>
            <time className="hh-msg__time" dateTime={message.createdAt}>
              {formatCompactRelativeTime(message.createdAt, now)}
            </time>
          </Tooltip>
          {/* Only the other person's stored messages (an optimistic row has no id yet). The flag shows on
              hover and whenever it has keyboard focus (messages.css), and always on touch screens. */}
          {!mine && message.id > 0 && (
            <ReportButton
              targetType="message"
              targetId={message.id}
              targetLabel={`message from ${senderName(message)}`}
              size="small"
              iconOnly
              className="hh-msg__report"
            />
          )}
        </div>
        {message.content && (
          <div className="hh-msg__bubble" data-testid="message-content">
            {message.content}
          </div>
        )}
        <AttachmentList files={message.attachments} />
        {message.delivery === 'pending' && (
          <span className="hh-msg__state">
            <ClockCircleOutlined /> Sending...
          </span>
        )}
        {message.delivery === 'failed' && (
          <span className="hh-msg__state hh-msg__state--failed" role="alert">
            <ExclamationCircleOutlined /> Not sent{message.failure ? `: ${message.failure}` : ''}
            <Button size="small" type="link" icon={<ReloadOutlined />} onClick={() => onRetry(message)}>
              Retry
            </Button>
          </span>
        )}
      </div>
    </div>
  );
}

/** Pending / declined threads: the reason the input is off, and Accept / Reject for the recipient. */
/** Accept / Reject of a received request, with the toasts the dashboard uses. */
export function useAnswerRequest() {
  const [respond, { isLoading, originalArgs }] = useRespondToConnectionMutation();
  const toast = useToast();
  const answer = async (connection: ConnectionDetail, name: string, status: 'accepted' | 'rejected') => {
    try {
      await respond({ id: connection.id, status }).unwrap();
      if (status === 'accepted') toast.success('Connection Accepted', `You are now connected with ${name}.`);
      else toast.info('Request Declined', `You declined the request from ${name}.`);
    } catch (failure) {
      toast.error('Error', `Unable to update the connection request: ${errorMessage(failure, 'Please try again.')}`);
    }
  };
  return { answer, isLoading, busy: originalArgs };
}

function ThreadNotice({ connection, me, partner }: { connection: ConnectionDetail; me: OwnUser; partner: PublicUser | null }) {
  const { answer: respondTo, isLoading, busy: originalArgs } = useAnswerRequest();
  const name = partner?.fullName ?? 'Unknown User';
  if (connection.status === 'accepted') return null;
  if (connection.status === 'rejected') return <Alert type="warning" showIcon className="hh-thread__notice" title={MESSAGE_ERRORS.rejected} />;
  if (connection.requesterId === me.id) {
    return <Alert type="info" showIcon icon={<ClockCircleOutlined />} className="hh-thread__notice" title={`Waiting for ${name} to accept`} description="You can send messages once your connection request has been accepted." />;
  }
  const answer = (status: 'accepted' | 'rejected') => respondTo(connection, name, status);
  return (
    <Alert
      type="info"
      showIcon
      className="hh-thread__notice"
      title={`${name} wants to connect with you`}
      description="Accept the request to start messaging."
      action={
        <Flex gap={8} wrap>
          <Button type="primary" size="small" icon={<CheckOutlined />} loading={isLoading && originalArgs?.status === 'accepted'} disabled={isLoading} onClick={() => void answer('accepted')}>
            Accept
          </Button>
          <Button size="small" danger icon={<CloseOutlined />} loading={isLoading && originalArgs?.status === 'rejected'} disabled={isLoading} onClick={() => void answer('rejected')}>
            Reject
          </Button>
        </Flex>
      }
    />
  );
}

type Uploads = ReturnType<typeof useFileUploads>;

function Composer({ connection, me, partner, draft, uploads }: { connection: ConnectionDetail; me: OwnUser; partner: PublicUser | null; draft?: string; uploads: Uploads }) {
  const store = useStore() as AppStore;
  const toast = useToast();
  const [text, setText] = useState(draft ?? '');
  const [sending, setSending] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  const recipientId = connection.requesterId === me.id ? connection.recipientId : connection.requesterId;
  const open = connection.status === 'accepted' && partner !== null;
  // Typed before the app runs (a drawn page), Enter would only add a line and the text would not reach
  // the live form: the composer stays read-only until then.
  const running = useHydrated();
  useTypingSignal(connection.id, recipientId, text.trim().length > 0, open);
  const ready = uploads.ready;
  const tooMany = ready.length > MESSAGE_MAX_ATTACHMENTS;
  const canSend = open && !sending && !uploads.uploading && !tooMany && (text.trim().length > 0 || ready.length > 0);

  const send = async () => {
    const content = text.trim();
    if (!canSend) return;
    setSending(true);
    setText('');
    uploads.clearDone(ready.map((item) => item.key));
    const outcome = await sendChatMessage(store, { connectionId: connection.id, recipientId, content, sender: me, attachments: ready.map((item) => item.file) });
    setSending(false);
    if (!outcome.ok) toast.error('Failed to Send Message', outcome.error);
    else if (outcome.via === 'http') toast.success('Message Sent', undefined, { duration: 2 });
  };

  const placeholder = !open
    ? connection.status === 'pending'
      ? 'Messaging opens once the request is accepted'
      : connection.status === 'rejected'
        ? 'This connection was declined'
        : MESSAGE_ERRORS.recipientInactive
    : 'Type a message...';

  return (
    <form
      className="hh-composer-wrap"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <UploadList items={uploads.items} onCancel={uploads.cancel} onRetry={uploads.retry} />
      {tooMany && <div className="hh-composer__note" role="alert">{MESSAGE_ERRORS.tooManyAttachments}</div>}
      <div className="hh-composer">
        <input
          ref={picker}
          type="file"
          multiple
          hidden
          data-testid="attach-input"
          onChange={(event) => {
            uploads.add(Array.from(event.target.files ?? []));
            event.target.value = '';
          }}
        />
        <Tooltip title="Attach files">
          <Button type="text" icon={<PaperClipOutlined />} disabled={!open || !running} aria-label="Attach files" onClick={() => picker.current?.click()} />
        </Tooltip>
        <Input.TextArea
          aria-label="Message"
          value={text}
          disabled={!open}
          readOnly={!running}
          placeholder={placeholder}
          autoSize={{ minRows: 1, maxRows: 5 }}
          maxLength={MESSAGE_MAX_LENGTH}
          onChange={(event) => setText(event.target.value)}
          onPaste={(event) => {
            // Pasted files (a screenshot, files copied in the file manager) are attached; pasted text stays text.
            const files = Array.from(event.clipboardData?.files ?? []);
            if (!files.length || !open) return;
            event.preventDefault();
            uploads.add(files);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              void send();
            }
          }}
        />
        <Button type="primary" htmlType="submit" icon={<SendOutlined />} disabled={!canSend} loading={sending} aria-label="Send message">
          Send
        </Button>
      </div>
    </form>
  );
}

/** `draft`: text the message field starts with (Contact Seller's note naming a listing), for the member to edit and send. */
export function ThreadPanel({ connection, me, onBack, draft }: { connection: ConnectionDetail; me: OwnUser; onBack?: () => void; draft?: string }) {
  const store = useStore() as AppStore;
  const toast = useToast();
  const partner = partnerOf(connection, me.id);
  const { data, isLoading, isError, refetch } = useGetThreadQuery(connection.id);
  const typingUser = useAppSelector((state) => selectRealtime(state).typing[connection.id]);
  const now = useNow();
  const scroller = useRef<HTMLDivElement>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const keepOffset = useRef<number | null>(null);
  const lastKey = useRef<string>('');
  useMarkRead(connection, me, data?.messages);
  const uploads = useFileUploads({ context: 'conversation', connectionId: connection.id });
  const canAttach = connection.status === 'accepted' && partner !== null;
  // In the desktop app, files dropped anywhere on the window go to the open conversation.
  useDesktopFileDrop(uploads.add, canAttach);

  const messages = data?.messages ?? [];
  // The request's text is normally the thread's first message; older data may lack it, so it is shown on its own.
  const requestMissing = Boolean(data && !data.nextCursor && connection.message && messages[0]?.content !== connection.message);
  const newest = messages.at(-1);
  const newestKey = newest ? `${newest.clientMessageId ?? newest.id}` : '';

  // Stay at the bottom for new messages (when already near it, or for one's own); keep the place when older ones are prepended.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    if (keepOffset.current !== null) {
      element.scrollTop = element.scrollHeight - keepOffset.current;
      keepOffset.current = null;
      return;
    }
    if (newestKey === lastKey.current) return;
    const first = lastKey.current === '';
    lastKey.current = newestKey;
    const nearBottom = element.scrollHeight - element.scrollTop - element.clientHeight < 160;
    if (first || nearBottom || newest?.senderId === me.id) element.scrollTop = element.scrollHeight;
  }, [newestKey, newest?.senderId, me.id, messages.length]);

  useEffect(() => {
    lastKey.current = '';
  }, [connection.id]);

  const loadOlder = async () => {
    if (!data?.nextCursor) return;
    setLoadingOlder(true);
    try {
      const page = await store.dispatch(messagesApi.endpoints.getThreadPage.initiate({ connectionId: connection.id, before: data.nextCursor }, { subscribe: false, forceRefetch: true })).unwrap();
      const element = scroller.current;
      keepOffset.current = element ? element.scrollHeight - element.scrollTop : null;
      store.dispatch(
        messagesApi.util.updateQueryData('getThread', connection.id, (draft) => {
          draft.messages = mergeMessages(draft.messages, page.messages);
          draft.nextCursor = page.nextCursor;
        }),
      );
    } catch (failure) {
      toast.error('Error', errorMessage(failure, 'Could not load older messages.'));
    } finally {
      setLoadingOlder(false);
    }
  };

  const retry = async (message: ChatMessage) => {
    if (!message.clientMessageId) return;
    const outcome = await sendChatMessage(store, {
      connectionId: connection.id,
      recipientId: message.recipientId,
      content: message.content,
      sender: me,
      clientMessageId: message.clientMessageId,
      attachments: message.attachments,
    });
    if (!outcome.ok) toast.error('Failed to Send Message', outcome.error);
    else if (outcome.via === 'http') toast.success('Message Sent', undefined, { duration: 2 });
  };

  const name = partner?.fullName ?? 'Unknown User';
  return (
    <FileDropZone onFiles={uploads.add} disabled={!canAttach} className="hh-thread-drop">
    <section className="hh-thread" aria-label={`Conversation with ${name}`}>
      <header className="hh-thread__header">
        {onBack && <Button type="text" icon={<ArrowLeftOutlined />} onClick={onBack} aria-label="Back to connections" />}
        <PartnerAvatar user={partner ?? unknownSender} size={40} />
        <div className="hh-thread__who">
          {partner ? (
            <Link to={`/users/${partner.id}`} className="hh-thread__name">
              {name}
            </Link>
          ) : (
            <Typography.Text strong>{name}</Typography.Text>
          )}
          <Flex gap={6} align="center" wrap className="hh-thread__sub">
            {partner && <RoleTag role={partner.role} />}
            {partner?.companyName && (
              <Typography.Text type="secondary" className="hh-small">
                {partner.companyName}
              </Typography.Text>
            )}
          </Flex>
          {connection.project && (
            <Typography.Text type="secondary" ellipsis className="hh-small hh-thread__project" data-testid="thread-project">
              About:{' '}
              {/* The owner's own page, or the partners' page (with its files, behind the NDA when there is one). */}
              <Link to={connection.project.userId === me.id ? `/projects/${connection.project.id}` : sharedProjectPath(connection.project.id)}>{connection.project.name}</Link>
            </Typography.Text>
          )}
          {connection.product && (
            <Typography.Text type="secondary" ellipsis className="hh-small hh-thread__project" data-testid="thread-product">
              About: <Link to={`/marketplace/${connection.product.id}`}>{connection.product.name}</Link>
            </Typography.Text>
          )}
        </div>
        {connection.status !== 'accepted' && <Tag color={connection.status === 'pending' ? 'gold' : 'red'}>{connection.status === 'pending' ? 'Pending' : 'Declined'}</Tag>}
      </header>
      <ThreadNotice connection={connection} me={me} partner={partner} />
      <div className="hh-thread__scroll" ref={scroller} data-testid="thread-messages">
        {isLoading && (
          <Flex justify="center" className="hh-thread__loading">
            <Spin />
          </Flex>
        )}
        {isError && (
          <Alert
            type="error"
            showIcon
            title="Could not load this conversation."
            action={
              <Button size="small" onClick={() => void refetch()}>
                Try again
              </Button>
            }
          />
        )}
        {data?.nextCursor && (
          <Flex justify="center">
            <Button size="small" onClick={() => void loadOlder()} loading={loadingOlder}>
              Load older messages
            </Button>
          </Flex>
        )}
        {requestMissing && (
          <div className="hh-thread__request" data-testid="request-message">
            <Typography.Text type="secondary" className="hh-small">
              Connection request from {connection.requesterId === me.id ? 'you' : (connection.requester?.fullName ?? 'Unknown User')}
            </Typography.Text>
            <div>{connection.message}</div>
          </div>
        )}
        {data && !messages.length && !requestMissing && <Empty className="hh-thread__empty" description="No messages yet" />}
        {groupByDay(messages, now).map((group) => (
          <div key={group.key} className="hh-thread__day" role="group" aria-label={group.label}>
            <div className="hh-thread__day-label">
              <span>{group.label}</span>
            </div>
            {group.messages.map((message) => (
              <MessageRow key={message.clientMessageId ? `${message.senderId}:${message.clientMessageId}` : message.id} message={message} mine={message.senderId === me.id} now={now} onRetry={(m) => void retry(m)} />
            ))}
          </div>
        ))}
      </div>
      <div className="hh-thread__typing" aria-live="polite">
        {typingUser !== undefined && typingUser === partner?.id && (
          <span data-testid="typing-indicator">
            <span className="hh-typing-dots" aria-hidden="true">
              <i />
              <i />
              <i />
            </span>
            {name} is typing...
          </span>
        )}
      </div>
      <Composer connection={connection} me={me} partner={partner} draft={draft} uploads={uploads} />
    </section>
    </FileDropZone>
  );
}
