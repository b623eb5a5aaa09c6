import type { ConnectionDetail } from '#shared/schemas/connection-schemas.ts';
import { registerRealtimeHandlers, type RealtimeHandlers } from '../../lib/realtime/realtime-handlers.ts';
import { partnersApi } from './partners-api.ts';

/** The connections list as socket events change it: a new request first, an answer in place, a withdrawn one gone. */
const partnersRealtimeHandlers: RealtimeHandlers = ({ store, userId: me }) => {
  const { dispatch } = store;
  const upsert = (connection: ConnectionDetail) => {
    // Only a list someone holds; the next fetch brings it otherwise.
    if (!partnersApi.endpoints.getConnections.select()(store.getState()).data) return;
    dispatch(
      partnersApi.util.updateQueryData('getConnections', undefined, (draft) => {
        const at = draft.findIndex((row) => row.id === connection.id);
        if (at >= 0) draft[at] = connection;
        else draft.unshift(connection);
      }),
    );
  };

  return {
    connected(reconnect) {
      // Requests and answers while the socket was away.
      if (reconnect) dispatch(partnersApi.util.invalidateTags([{ type: 'Connection', id: 'LIST' }]));
    },
    on: {
      connection_request: ({ connection }) => upsert(connection),
      connection_updated({ connection, action }) {
        if (action === 'withdrawn') dispatch(partnersApi.util.updateQueryData('getConnections', undefined, (draft) => draft.filter((row) => row.id !== connection.id)));
        else upsert(connection);
        // The connection state shown on the other party's profile.
        const other = connection.requesterId === me ? connection.recipient : connection.requester;
        dispatch(partnersApi.util.invalidateTags([{ type: 'Connection', id: `user-${other?.id ?? 0}` }]));
      },
    },
  };
};

/** Keeps the connection queries current from the session's socket; returns the function that stops it. */
export const registerPartnersRealtime = () => registerRealtimeHandlers(partnersRealtimeHandlers);
