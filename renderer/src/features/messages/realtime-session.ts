import type { SendMessageAck } from '#shared/api/realtime-events.ts';
import { realtimeConnection, startRealtime } from '../../lib/realtime/realtime-connection.ts';
import { registerRealtimeHandlers } from '../../lib/realtime/realtime-handlers.ts';
import type { AppStore } from '../../lib/store/store.ts';
import { registerPlanRealtime } from '../checkout/index.ts';
import { registerDashboardRealtime } from '../dashboard/index.ts';
import { registerNotificationsRealtime } from '../notifications/index.ts';
import { registerPartnersRealtime } from '../partners/index.ts';
import { messagesRealtimeHandlers } from './messages-realtime.ts';

/** How long a socket send waits for its acknowledgement before trying the HTTP fallback. */
const ACK_TIMEOUT_MS = 8000;

/**
 * The signed-in session's socket with every feature's handlers on it (the chat's, the connections',
 * the dashboard's, the member's plan, the notifications); returns the stop function (logout, another user).
 */
export function startRealtimeSession(store: AppStore, userId: number): () => void {
  const unregister = [registerRealtimeHandlers(messagesRealtimeHandlers), registerPartnersRealtime(), registerDashboardRealtime(), registerPlanRealtime(), registerNotificationsRealtime()];
  const stop = startRealtime(store, userId);
  return () => {
    stop();
    unregister.forEach((off) => off());
  };
}

/** The `message` frame with its acknowledgement; undefined when the socket is not authenticated (use HTTP then). */
export function sendMessageFrame(payload: { connectionId: number; recipientId: number; content: string; clientMessageId: string; attachmentIds?: number[] }): Promise<SendMessageAck> | undefined {
  const connection = realtimeConnection();
  return connection?.authenticated ? connection.emitWithAck('message', payload, ACK_TIMEOUT_MS) : undefined;
}

/** typing over the socket, when it is up (an indicator is not worth an HTTP request). */
export function sendTyping(connectionId: number, recipientId: number, isTyping: boolean): void {
  realtimeConnection()?.emit('typing', { connectionId, recipientId, isTyping });
}

/** mark_read over the socket; false when it could not be sent (use HTTP then). */
export function markReadOverSocket(connectionId: number): boolean {
  return realtimeConnection()?.emit('mark_read', { connectionId }) ?? false;
}
