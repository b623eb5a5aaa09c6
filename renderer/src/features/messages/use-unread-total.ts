import { useGetMessageSummariesQuery } from './messages-api.ts';

/** Unread messages addressed to me, over every connection (the nav badges). */
export function useUnreadTotal(): number {
  const { data } = useGetMessageSummariesQuery();
  return data ? Object.values(data.unread).reduce((sum, count) => sum + count, 0) : 0;
}
