import { registerRealtimeHandlers, type RealtimeHandlers } from '../../lib/realtime/realtime-handlers.ts';
import { dashboardApi } from './dashboard-api.ts';

/** How often socket news may refetch the dashboard while it is held. */
const REFRESH_EVERY_MS = 2000;

/** The dashboard lists the latest messages and requests: refetched at most every 2 s when socket news touches them. */
const dashboardRealtimeHandlers: RealtimeHandlers = ({ store }) => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const refreshSoon = () => {
    if (timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      if (dashboardApi.endpoints.getDashboard.select()(store.getState()).data) {
        void store.dispatch(dashboardApi.endpoints.getDashboard.initiate(undefined, { subscribe: false, forceRefetch: true }));
      }
    }, REFRESH_EVERY_MS);
  };
  return {
    on: { new_message: refreshSoon, message_sent: refreshSoon, connection_request: refreshSoon, connection_updated: refreshSoon },
    close: () => clearTimeout(timer),
  };
};

/** Keeps the dashboard current from the session's socket; returns the function that stops it. */
export const registerDashboardRealtime = () => registerRealtimeHandlers(dashboardRealtimeHandlers);
