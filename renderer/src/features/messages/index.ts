/** messages' public surface: the session's socket host, the unread badge count. */
export { LazyRealtimeHost } from './lazy-realtime-host.tsx';
export { useUnreadTotal } from './use-unread-total.ts';
