import type { DomainEvents } from '../../db/domain-events.ts';
import type { PartnerMemoryIndex } from './partner-memory-index.ts';

/**
 * Keeps the partner index current: each announced change (here or, with Redis, in another process)
 * re-reads those members. `changed` logs a failed re-read and retries it before the next search.
 */
export function subscribePartnerIndex(events: DomainEvents, index: PartnerMemoryIndex): () => void {
  return events.subscribe(async (event) => {
    if (event.type === 'member-changed') await index.changed(event.userIds);
    else if (event.type === 'rating-changed' && event.targetType === 'user') await index.changed([event.targetId]);
  });
}
