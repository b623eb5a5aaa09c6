import type { DomainEvents } from '../../db/domain-events.ts';
import type { DatabaseSessionStore } from './session-store.ts';

/**
 * A session ended through the store is announced; with several processes (Redis) the others drop
 * their kept copy at once instead of when it expires (AUTH_CACHE_MS). Only hashed keys travel. An
 * announcement lost while Redis is away costs at most that expiry; the sessions themselves are in
 * the database and never depend on Redis. (This process already dropped its copy: doing it again is harmless.)
 */
export function subscribeSessionEnds(events: DomainEvents, store: DatabaseSessionStore): () => void {
  store.publish = (ended) => void events.announce({ type: 'session-ended', ...ended });
  const unsubscribe = events.subscribe((event) => {
    if (event.type === 'session-ended') store.forgetEnded(event);
  });
  return () => {
    store.publish = undefined;
    unsubscribe();
  };
}
