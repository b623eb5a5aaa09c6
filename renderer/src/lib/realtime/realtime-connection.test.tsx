import type { ServerEventName } from '#shared/api/realtime-events.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lastSocket, type FakeSocket } from '../../test-support/fake-socket.ts';
import { message, publicUser } from '../../test-support/fixtures.ts';
import { makeStore, type AppStore } from '../store/store.ts';
import { realtimeConnection, startRealtime } from './realtime-connection.ts';
import { deliverRealtimeEvent, registerRealtimeHandlers, type RealtimeContext, type RealtimeHandlers, type RealtimeStatusUpdate } from './realtime-handlers.ts';

vi.mock('socket.io-client', () => import('../../test-support/fake-socket.ts').then((m) => m.socketIoDouble));

const ME = 1;
const ben = publicUser({ id: 2, fullName: 'Ben Maker' });
const fromBen = message({ id: 101, senderId: ben.id, recipientId: ME, connectionId: 10, sender: ben });

/** A feature that only records what its handlers were told. */
function recordingFeature() {
  const heard: Array<{ event: ServerEventName; payload: unknown }> = [];
  const statuses: RealtimeStatusUpdate[] = [];
  const connects: boolean[] = [];
  const contexts: RealtimeContext[] = [];
  let closed = 0;
  const handlers: RealtimeHandlers = (context) => {
    contexts.push(context);
    return {
      on: {
        new_message: (payload) => heard.push({ event: 'new_message', payload }),
        message_sent: (payload) => heard.push({ event: 'message_sent', payload }),
      },
      connected: (reconnect) => connects.push(reconnect),
      status: (update) => statuses.push(update),
      close: () => void closed++,
    };
  };
  return { handlers, heard, statuses, connects, contexts, closed: () => closed };
}

let store: AppStore;
let socket: FakeSocket;
let stop: (() => void) | undefined;
const cleanup: Array<() => void> = [];

beforeEach(() => {
  store = makeStore();
});

afterEach(() => {
  stop?.();
  stop = undefined;
  cleanup.splice(0).forEach((off) => off());
});

function open() {
  stop = startRealtime(store, ME);
  socket = lastSocket();
}

describe('the session socket (plumbing) and its handler registry', () => {
  it("hands each event, once its shared schema accepts it, to every registered feature's handlers with the session's store and user", () => {
    const first = recordingFeature();
    const second = recordingFeature();
    cleanup.push(registerRealtimeHandlers(first.handlers), registerRealtimeHandlers(second.handlers));
    open();
    socket.serverAuthenticates(ME);
    socket.serverSends('new_message', { message: fromBen });
    socket.serverSendsRaw('new_message', { message: { id: 'not a message' } });
    for (const feature of [first, second]) {
      expect(feature.heard).toEqual([{ event: 'new_message', payload: { message: fromBen } }]);
      expect(feature.contexts).toEqual([{ store, userId: ME }]);
    }
  });

  it('reports each connect (and whether it is a reconnect) and each state to the features', () => {
    const feature = recordingFeature();
    cleanup.push(registerRealtimeHandlers(feature.handlers));
    open();
    expect(realtimeConnection()?.authenticated).toBe(false);
    socket.serverAuthenticates(ME);
    expect(realtimeConnection()?.authenticated).toBe(true);
    socket.serverDisconnects('transport close');
    socket.serverAuthenticates(ME);
    expect(feature.connects).toEqual([false, true]);
    expect(feature.statuses.map((update) => update.status)).toEqual(['connecting', 'authenticated', 'connecting', 'authenticated']);
  });

  it('frames go out only while authenticated; the caller is told when they could not', () => {
    open();
    expect(realtimeConnection()?.emit('mark_read', { connectionId: 10 })).toBe(false);
    socket.serverAuthenticates(ME);
    expect(realtimeConnection()?.emit('mark_read', { connectionId: 10 })).toBe(true);
    expect(socket.sentFrames('mark_read')).toEqual([{ connectionId: 10 }]);
  });

  it('handlers registered while the socket is open take part at once; unregistered ones stop and are closed', () => {
    open();
    socket.serverAuthenticates(ME);
    const late = recordingFeature();
    const unregister = registerRealtimeHandlers(late.handlers);
    socket.serverSends('new_message', { message: fromBen });
    unregister();
    socket.serverSends('new_message', { message: { ...fromBen, id: 102 } });
    expect(late.heard).toHaveLength(1);
    expect(late.closed()).toBe(1);
  });

  it('an event delivered locally (a send acknowledged) reaches the handlers while a session is open, and nothing otherwise', () => {
    const feature = recordingFeature();
    cleanup.push(registerRealtimeHandlers(feature.handlers));
    const sent = { clientMessageId: 'c-1', message: { ...fromBen, senderId: ME, recipientId: ben.id } };
    expect(deliverRealtimeEvent('message_sent', sent)).toBe(false);
    open();
    expect(deliverRealtimeEvent('message_sent', sent)).toBe(true);
    expect(feature.heard).toEqual([{ event: 'message_sent', payload: sent }]);
  });

  it('after stop the handlers are closed and hear nothing more', () => {
    const feature = recordingFeature();
    cleanup.push(registerRealtimeHandlers(feature.handlers));
    open();
    socket.serverAuthenticates(ME);
    stop!();
    stop = undefined;
    socket.serverSends('new_message', { message: fromBen });
    expect(feature.heard).toEqual([]);
    expect(feature.closed()).toBe(1);
    expect(realtimeConnection()).toBeNull();
  });
});
