/** messages' public surface: the session's socket host, the unread badge count, each thread's newest message (project pages). */
export { LazyRealtimeHost } from './lazy-realtime-host.tsx';
export { useUnreadTotal } from './use-unread-total.ts';
export { useGetMessageSummariesQuery } from './messages-api.ts';
