import type { FileView } from '#shared/schemas/file-schemas.ts';
import type { MessageWithSender } from '#shared/schemas/message-schemas.ts';
import type { PublicUser } from '#shared/schemas/user-schemas.ts';
import { errorMessage } from '../../lib/api/api-error.ts';
import type { AppStore } from '../../lib/store/store.ts';
import { optimisticMessage, setDelivery } from './message-logic.ts';
import { mergeIntoThread, messagesApi } from './messages-api.ts';
import { deliverRealtimeEvent } from '../../lib/realtime/realtime-handlers.ts';
import { sendMessageFrame } from './realtime-session.ts';

export interface SendRequest {
  connectionId: number;
  recipientId: number;
  content: string;
  sender: PublicUser;
  /** Given for a retry: the same id makes the server store the message once. */
  clientMessageId?: string;
  /** Files uploaded to the conversation (use-file-uploads.ts), sent with the message. */
  attachments?: readonly FileView[];
}

export type SendOutcome = { ok: true; via: 'socket' | 'http'; message: MessageWithSender } | { ok: false; error: string };

const newClientId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : // Non-secure origins (plain http on a LAN address) have no randomUUID: a v4-shaped id from getRandomValues.
      '10000000-1000-4000-8000-100000000000'.replace(/[018]/g, (c) => (Number(c) ^ (crypto.getRandomValues(new Uint8Array(1))[0]! & (15 >> (Number(c) / 4)))).toString(16));

/**
 * Sending: the message shows at once (pending); over the socket with an acknowledgement when it
 * is authenticated, else (or when the acknowledgement does not come) POST /api/messages. The stored
 * message replaces the optimistic row by clientMessageId; a failure marks it failed for a retry.
 */
export async function sendChatMessage(store: AppStore, request: SendRequest): Promise<SendOutcome> {
  const { dispatch } = store;
  const content = request.content.trim();
  const clientMessageId = request.clientMessageId ?? newClientId();
  const { connectionId, recipientId } = request;
  const attachments = [...(request.attachments ?? [])];

  if (request.clientMessageId) {
    dispatch(
      messagesApi.util.updateQueryData('getThread', connectionId, (draft) => {
        draft.messages = setDelivery(draft.messages, clientMessageId, 'pending');
      }),
    );
  } else {
    mergeIntoThread(dispatch, connectionId, [optimisticMessage({ connectionId, recipientId, content, clientMessageId, sender: request.sender, attachments })]);
  }

  const payload = { connectionId, recipientId, content, clientMessageId, ...(attachments.length ? { attachmentIds: attachments.map((file) => file.id) } : {}) };
  const acknowledged = sendMessageFrame(payload);
  if (acknowledged) {
    try {
      const ack = await acknowledged;
      if (ack.ok) {
        // The acknowledgement is this tab's only copy (no message_sent echo): it confirms the optimistic row.
        confirm(store, connectionId, clientMessageId, ack.message);
        return { ok: true, via: 'socket', message: ack.message };
      }
      return fail(store, connectionId, clientMessageId, ack.error.message);
    } catch {
      // No acknowledgement (socket dropped or too slow): the same clientMessageId over HTTP is stored once.
    }
  }

  try {
    const message = await dispatch(messagesApi.endpoints.postMessage.initiate(payload)).unwrap();
    confirm(store, connectionId, clientMessageId, message);
    return { ok: true, via: 'http', message };
  } catch (error) {
    return fail(store, connectionId, clientMessageId, errorMessage(error, 'Please try again.'));
  }
}

/**
 * The stored message replaces the optimistic row: handed to the session's handlers as the message_sent it
 * stands for (thread, previews, dashboard), or straight into the thread when no socket is open.
 */
function confirm(store: AppStore, connectionId: number, clientMessageId: string, message: MessageWithSender) {
  if (!deliverRealtimeEvent('message_sent', { clientMessageId, message })) mergeIntoThread(store.dispatch, connectionId, [message]);
}

function fail(store: AppStore, connectionId: number, clientMessageId: string, message: string): SendOutcome {
  store.dispatch(
    messagesApi.util.updateQueryData('getThread', connectionId, (draft) => {
      draft.messages = setDelivery(draft.messages, clientMessageId, 'failed', message);
    }),
  );
  return { ok: false, error: message };
}
