import type { DomainEvents } from '../../db/domain-events.ts';
import type { ProductMemoryIndex } from './product-memory-index.ts';

/**
 * Keeps the listing index current: each announced change (here or, with Redis, in another process)
 * re-reads those listings, or every listing of a seller whose shown name, company, picture or
 * activation changed; a product's rating summary is on its card.
 */
export function subscribeProductIndex(events: DomainEvents, index: ProductMemoryIndex): () => void {
  return events.subscribe(async (event) => {
    if (event.type === 'listing-changed') await index.changed({ productIds: event.productIds });
    else if (event.type === 'member-changed' && event.shownOnListings) await index.changed({ sellerIds: event.userIds });
    else if (event.type === 'rating-changed' && event.targetType === 'product') await index.changed({ productIds: [event.targetId] });
  });
}
