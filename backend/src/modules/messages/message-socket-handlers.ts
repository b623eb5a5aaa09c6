import { markReadFrameSchema, messageFrameSchema, typingFrameSchema } from '#shared/api/realtime-events.ts';
import { MESSAGE_ERRORS } from '#shared/schemas/message-schemas.ts';
import type { AppDeps } from '../../app-context.ts';
import { forbidden, parseInput } from '../../domain/domain-errors.ts';
import { socketHandlers } from '../../http/socket-handlers.ts';
import type { MessageService } from './message-service.ts';

/** How long a socket trusts "this accepted connection's other side is X" for typing frames (accepted is final). */
const TYPING_TARGET_TTL_MS = 60_000;

/**
 * The chat's socket frames (message, typing, mark_read); the socket server authenticates, rate-limits,
 * queues each socket's frames in order and turns thrown errors into error frames.
 */
export function messageSocketHandlers(messages: MessageService, realtime: AppDeps['realtime']) {
  return socketHandlers(['message', 'typing', 'mark_read'], ({ userId, socketId }) => {
    const typingTargets = new Map<number, { otherId: number; until: number }>();
    /** Threads where this socket last said "typing", so a closed tab does not leave the indicator on. */
    const typingIn = new Map<number, number>();

    return {
      async message(payload) {
        const input = parseInput(messageFrameSchema, payload);
        // The socket id keeps this socket out of the fan-out: its acknowledgement is its copy.
        const { message } = await messages.send(userId, input, { socketId });
        return { message };
      },

      async typing(payload) {
        const input = parseInput(typingFrameSchema, payload);
        const cached = typingTargets.get(input.connectionId);
        let otherId = cached && cached.until > Date.now() ? cached.otherId : undefined;
        if (otherId === undefined) {
          otherId = await messages.typingTarget(userId, input.connectionId);
          typingTargets.set(input.connectionId, { otherId, until: Date.now() + TYPING_TARGET_TTL_MS });
        }
        if (input.recipientId !== otherId) throw forbidden(MESSAGE_ERRORS.wrongRecipient);
        realtime.toUser(otherId, 'typing_status', { connectionId: input.connectionId, userId, isTyping: input.isTyping });
        if (input.isTyping) typingIn.set(input.connectionId, otherId);
        else typingIn.delete(input.connectionId);
      },

      async mark_read(payload) {
        const input = parseInput(markReadFrameSchema, payload);
        return messages.markRead(userId, input.connectionId);
      },

      disconnect() {
        for (const [connectionId, otherId] of typingIn) realtime.toUser(otherId, 'typing_status', { connectionId, userId, isTyping: false });
      },
    };
  });
}
