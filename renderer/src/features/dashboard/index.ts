/** dashboard's public surface: the socket handlers that keep its cached query current. */
export { registerDashboardRealtime } from './dashboard-realtime.ts';
