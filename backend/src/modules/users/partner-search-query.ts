import { LRUCache } from 'lru-cache';
import { partnerSearchQuerySchema, type PartnerSearchQuery } from '#shared/schemas/partner-search-schemas.ts';
import { parseInput } from '../../domain/domain-errors.ts';

/**
 * The partner search's query, parsed once per distinct query string: the zod parse (preprocess,
 * coerce, transform over 17 fields) was an eighth of GET /api/users' CPU, and the same filter pages
 * come back again and again. The parse is a pure function of the string; a kept result is frozen, so
 * no caller can change what the next one gets. Invalid strings are not kept (each throws anew).
 */
export class PartnerSearchQueries {
  private readonly kept: LRUCache<string, PartnerSearchQuery>;

  constructor(max = 2_000) {
    this.kept = new LRUCache({ max });
  }

  /** `querystring` is the raw string (the key); `query` reads it parsed, only on a miss. */
  parse(querystring: string, query: () => unknown): PartnerSearchQuery {
    const known = this.kept.get(querystring);
    if (known) return known;
    const parsed = deepFreeze(parseInput(partnerSearchQuerySchema, query()));
    // Long free text is rarely asked twice; it would only push out the filter pages that are.
    if (querystring.length <= 512) this.kept.set(querystring, parsed);
    return parsed;
  }
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const item of Object.values(value)) deepFreeze(item);
    Object.freeze(value);
  }
  return value;
}
