import type { Knex } from 'knex';
import { TypedFastBitSet } from 'typedfastbitset';
import { exactLocationMatch } from '#shared/constants/locations.ts';
import type { PartnerSearchQuery } from '#shared/schemas/partner-search-schemas.ts';
import { expertiseTerm, foldText, prefixEnd, wordsOf, wordTerm } from './partner-index.ts';

/**
 * The partner search, answered from memory (GET /api/users).
 *
 * Why in memory: every search needs an exact total besides its page, and a broad filter ("all
 * manufacturers") matches tens of thousands of members, so a database answers with a count over
 * that many index rows per request: milliseconds of CPU that a 2-core machine cannot spend 1,000
 * times a second. Here every filter value (a role, a region, a city, an expertise, a word) has the
 * set of members that have it, as a bitset (typedfastbitset) built from its posting on first use
 * and kept until the index changes: a search intersects a few bitsets, counts the result (the
 * total) and walks the sort's presorted order until its page is full. Well under a millisecond for
 * 50,000 members. We looked at MiniSearch, FlexSearch and Orama: they rank by text relevance and
 * have no exact filtered counts over a custom order, which is what this search is.
 *
 * The source of truth stays the database: `partner_search` and `partner_search_terms`
 * (partner-index.ts) are written in the transaction of every change; this index loads them on
 * first use and, after each commit, `changed(userIds)` re-reads the members that changed. With
 * Redis (REDIS_URL) a change is published so every server process re-reads them as well.
 * Past a few hundred thousand members the next step is a search engine (OpenSearch, Meilisearch)
 * fed from the same tables; see README "Scaling out".
 */

/** One member's search keys, as stored in partner_search (columns by their model names). */
export interface PartnerSearchRow {
  userId: number;
  role: string;
  region: string | null;
  country: string | null;
  city: string | null;
  postalCode: string | null;
  ratingAverage: number;
  ratingCount: number;
  qualityRank: number;
  createdAt: Date | string | number;
}

export interface MemorySearchPage {
  /** Member ids of the page, in order. */
  userIds: number[];
  total: number;
}

type SortName = PartnerSearchQuery['sort'];
const SORT_NAMES: SortName[] = ['best', 'rating', 'newest'];

const LOAD_BATCH = 2000;

export class PartnerMemoryIndex {
  private capacity = 0;
  private size = 0;
  private readonly slotOf = new Map<number, number>();
  private freeSlots: number[] = [];
  // Sort keys by slot.
  private userIds = new Int32Array(0);
  private ratingAverages = new Float64Array(0);
  private ratingCounts = new Int32Array(0);
  private qualityRanks = new Int32Array(0);
  private createdAts = new Float64Array(0);
  /**
   * key -> member slots. Keys: `e:<expertise>` and `w:<word>` (partner_search_terms, see
   * partner-index.ts) and, from the partner_search row, `role:`, `region:`, `city:`, `country:`, `postal:`.
   */
  private readonly keyIds = new Map<string, number>();
  private readonly keyNames: string[] = [];
  /** Members (slots, unordered) per key id: 4 bytes a posting, about 20 postings a member. */
  private readonly postings: SlotList[] = [];
  /** Key ids per slot, to take a member's postings out when it is re-filed or removed. */
  private keysOfSlot: Array<Int32Array | undefined> = [];
  /** Word keys with members, sorted (prefix search); rebuilt after a word appears or disappears. */
  private sortedWords: string[] | undefined;
  /** Bitsets of keys, word prefixes and rating floors, built on demand for the current generation. */
  private readonly bitsets = new Map<string, TypedFastBitSet>();
  private bitsetsGeneration = -1;
  /** Slots in each sort's order; a changed member is moved by binary search, never a full re-sort. */
  private readonly orders = new Map<SortName, number[]>();
  /** Rendered cards (JSON) of members shown recently, dropped when the member is re-filed. */
  private readonly cards = new Map<number, string>();
  private readonly maxCards: number;
  /** Counts re-filings, so a card read from the database before one is not kept after it. */
  generation = 0;
  /** Set by partner-index-sync.ts with Redis: tells the other server processes what changed. */
  publish: ((userIds: number[]) => void) | undefined;
  private loaded: Promise<void> | undefined;
  /** Members whose re-read failed after a change. */
  private readonly stale = new Set<number>();
  /** Loads and refreshes run one after another, so an older read never overwrites a newer one. */
  private queue: Promise<void> = Promise.resolve();
  private readonly knex: Knex;

  private readonly log: (line: string) => void;

  constructor(knex: Knex, options: { maxCards?: number; log?: (line: string) => void } = {}) {
    this.knex = knex;
    this.maxCards = options.maxCards ?? 20_000;
    this.log = options.log ?? console.error;
  }

  /** Loads every member on first use (once, however many requests wait for it); retries failed re-reads. */
  async ready(): Promise<void> {
    this.loaded ??= this.enqueue(() => this.loadAll()).catch((error: unknown) => {
      this.loaded = undefined;
      throw error;
    });
    await this.loaded;
    if (this.stale.size) {
      const ids = [...this.stale];
      this.stale.clear();
      await this.refresh(ids).catch((error: unknown) => {
        for (const id of ids) this.stale.add(id);
        throw error;
      });
    }
  }

  get memberCount(): number {
    return this.slotOf.size;
  }

  /**
   * Whoever changes partner_search calls this after the commit: re-reads these members here and
   * tells the other server processes (with Redis) to do the same.
   */
  async changed(userIds: Iterable<number>): Promise<void> {
    const ids = [...new Set(userIds)];
    this.publish?.(ids);
    // The change is committed: a failed re-read must not turn the request into an error.
    await this.refresh(ids).catch((error: unknown) => {
      this.log(`partner index: could not re-read members ${ids.join(', ')}: ${error instanceof Error ? error.message : String(error)}`);
      // The next search retries them first rather than answer from a stale member.
      for (const id of ids) this.stale.add(id);
    });
  }

  /** Re-reads these members from partner_search (this process only; see `changed`). */
  refresh(userIds: Iterable<number>): Promise<void> {
    const ids = [...new Set(userIds)];
    // Not loaded yet: the load will read the committed state anyway.
    if (!this.loaded || !ids.length) return Promise.resolve();
    return this.enqueue(async () => {
      for (let i = 0; i < ids.length; i += 500) await this.loadMembers(ids.slice(i, i + 500), true);
    });
  }

  /** The page and total of a search, the viewer left out (nobody is offered themselves). */
  search(query: PartnerSearchQuery, viewerId: number): MemorySearchPage {
    const order = this.order(query.sort);
    const viewerSlot = this.slotOf.get(viewerId) ?? -1;
    const matching = this.matching(query);
    let total = matching ? matching.size() : this.slotOf.size;
    if (viewerSlot >= 0 && (!matching || matching.has(viewerSlot))) total--;
    const userIds: number[] = [];
    if (total > query.offset) {
      let seen = 0;
      for (let i = 0; i < order.length && userIds.length < query.limit; i++) {
        const slot = order[i]!;
        if (slot === viewerSlot || (matching && !matching.has(slot))) continue;
        if (seen++ >= query.offset) userIds.push(this.userIds[slot]!);
      }
    }
    return { userIds, total };
  }

  card(userId: number): string | undefined {
    return this.cards.get(userId);
  }

  /** Keeps a member's card JSON, read when the index was at `generation` (ignored if it moved on). */
  keepCard(userId: number, json: string, generation: number): void {
    if (generation !== this.generation || !this.slotOf.has(userId)) return;
    if (this.cards.size >= this.maxCards) this.cards.delete(this.cards.keys().next().value!);
    this.cards.set(userId, json);
  }

  // ------------------------------------------------------------------ filters

  /** The members matching every filter of the query (AND between kinds); undefined: no filter. */
  private matching(query: PartnerSearchQuery): TypedFastBitSet | undefined {
    if (this.bitsetsGeneration !== this.generation) {
      this.bitsets.clear();
      this.bitsetsGeneration = this.generation;
    }
    const sets: TypedFastBitSet[] = [];
    if (query.role) sets.push(this.keySet(`role:${query.role}`));
    if (query.regions.length) sets.push(this.unionOf(query.regions.map((region) => this.keySet(`region:${region}`))));
    if (query.exactLocations.length) sets.push(this.unionOf(query.exactLocations.map((text) => this.locationSet(text))));
    const expertise = [...new Set(query.expertise.map(expertiseTerm))];
    if (expertise.length && query.expertiseMatch === 'any') sets.push(this.unionOf(expertise.map((term) => this.keySet(term))));
    else for (const term of expertise) sets.push(this.keySet(term));
    // Every word of `q` as a word prefix; stop-word-only text filters nothing.
    if (query.q) for (const word of new Set(wordsOf(query.q))) sets.push(this.prefixSet(wordTerm(word)));
    if (query.minRating > 0) sets.push(this.ratingFloorSet(query.minRating));
    if (!sets.length) return undefined;
    if (sets.length === 1) return sets[0];
    sets.sort((a, b) => a.size() - b.size());
    const result = sets[0]!.clone();
    for (let i = 1; i < sets.length && !result.isEmpty(); i++) result.intersection(sets[i]!);
    return result;
  }

  /** A bitset kept for this generation under `key` (built once; never change a returned set). */
  private memo(key: string, build: () => TypedFastBitSet): TypedFastBitSet {
    let set = this.bitsets.get(key);
    if (!set) {
      set = build();
      this.bitsets.set(key, set);
    }
    return set;
  }

  /** The members filed under `key`. */
  private keySet(key: string): TypedFastBitSet {
    return this.memo(key, () => {
      const set = new TypedFastBitSet();
      this.postingOf(key)?.addTo(set);
      return set;
    });
  }

  private unionOf(sets: TypedFastBitSet[]): TypedFastBitSet {
    const result = new TypedFastBitSet();
    for (const set of sets) result.union(set);
    return result;
  }

  /** Members with a word starting with `prefix` (`w:pcb` finds pcb, pcba, pcbs...). */
  private prefixSet(prefix: string): TypedFastBitSet {
    return this.memo(`prefix:${prefix}`, () => {
      const set = new TypedFastBitSet();
      for (const word of this.wordsWithPrefix(prefix)) this.postingOf(word)!.addTo(set);
      return set;
    });
  }

  /** Rated members whose average, as shown (1 decimal), is at least `minRating`: 3.96 shows as 4.0 and passes 4. */
  private ratingFloorSet(minRating: number): TypedFastBitSet {
    return this.memo(`rating:${minRating}`, () => {
      const set = new TypedFastBitSet();
      const floor = minRating - 0.05;
      for (const slot of this.slotOf.values()) if (this.ratingCounts[slot]! > 0 && this.ratingAverages[slot]! >= floor) set.add(slot);
      return set;
    });
  }

  /**
   * One exact location (shared exactLocationMatch, folded like partner-index.ts files them):
   * "Berlin, Germany" needs city and country; "Berlin" alone is a city, country or postal code.
   */
  private locationSet(text: string): TypedFastBitSet {
    return this.memo(`location:${text.toLowerCase()}`, () => {
      const match = exactLocationMatch(text);
      if (!match) return new TypedFastBitSet();
      const keys = [
        match.city !== undefined && this.keySet(`city:${foldText(match.city)}`),
        match.country !== undefined && this.keySet(`country:${foldText(match.country)}`),
        match.postalCode !== undefined && this.keySet(`postal:${foldText(match.postalCode)}`),
        match.any && this.unionOf([
          this.keySet(`city:${foldText(match.any.city)}`), this.keySet(`country:${foldText(match.any.country)}`), this.keySet(`postal:${foldText(match.any.postalCode)}`),
        ]),
      ].filter((set) => set !== false && set !== undefined);
      const result = keys[0]!.clone();
      for (const set of keys.slice(1)) result.intersection(set);
      return result;
    });
  }

  private wordsWithPrefix(prefix: string): string[] {
    // Sorted with `<` like the comparisons below (prefixEnd's \uffff bounds every continuation).
    this.sortedWords ??= this.keyNames.filter((key, id) => key.startsWith('w:') && this.postings[id]!.length > 0).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    const words = this.sortedWords;
    const low = lowerBound(words.length, (at) => words[at]! < prefix);
    const end = prefixEnd(prefix);
    const found: string[] = [];
    for (let i = low; i < words.length && words[i]! < end; i++) found.push(words[i]!);
    return found;
  }

  // ------------------------------------------------------------------ sort orders

  private order(sort: SortName): number[] {
    let order = this.orders.get(sort);
    if (!order) {
      order = [...this.slotOf.values()].sort((a, b) => this.compare(sort, a, b));
      this.orders.set(sort, order);
    }
    return order;
  }

  /** Negative when slot `a` comes first: every sort is descending, ties broken by the newer id. */
  private compare(sort: SortName, a: number, b: number): number {
    switch (sort) {
      case 'best':
        return this.qualityRanks[b]! - this.qualityRanks[a]! || this.userIds[b]! - this.userIds[a]!;
      case 'rating':
        return this.ratingAverages[b]! - this.ratingAverages[a]! || this.ratingCounts[b]! - this.ratingCounts[a]! || this.userIds[b]! - this.userIds[a]!;
      case 'newest':
        return this.createdAts[b]! - this.createdAts[a]! || this.userIds[b]! - this.userIds[a]!;
    }
  }

  private removeFromOrders(slot: number): void {
    for (const [sort, order] of this.orders) {
      const at = this.position(sort, order, slot);
      if (order[at] === slot) order.splice(at, 1);
      else {
        const index = order.indexOf(slot);
        if (index >= 0) order.splice(index, 1);
      }
    }
  }

  private insertIntoOrders(slot: number): void {
    for (const [sort, order] of this.orders) order.splice(this.position(sort, order, slot), 0, slot);
  }

  /** Where `slot` sits (or would sit) in `order`. */
  private position(sort: SortName, order: number[], slot: number): number {
    return lowerBound(order.length, (at) => this.compare(sort, order[at]!, slot) < 0);
  }


  // ------------------------------------------------------------------ loading

  private enqueue(task: () => Promise<void>): Promise<void> {
    const run = this.queue.then(task);
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async loadAll(): Promise<void> {
    let after = 0;
    for (;;) {
      const rows: Array<{ userId: number }> = await this.knex('partner_search').where('userId', '>', after).orderBy('userId').limit(LOAD_BATCH).select('userId');
      const ids = rows.map((row) => Number(row.userId));
      if (!ids.length) break;
      after = ids[ids.length - 1]!;
      await this.loadMembers(ids, false);
    }
    for (const sort of SORT_NAMES) this.order(sort);
  }

  /** Reads these members' rows and terms and files them (a member without a row is removed). */
  private async loadMembers(ids: number[], updateOrders: boolean): Promise<void> {
    const [rows, terms] = await Promise.all([
      this.knex('partner_search').whereIn('userId', ids).select('userId', 'role', 'region', 'country', 'city', 'postalCode', 'ratingAverage', 'ratingCount', 'qualityRank', 'createdAt') as Promise<PartnerSearchRow[]>,
      this.knex('partner_search_terms').whereIn('userId', ids).select('userId', 'term') as Promise<Array<{ userId: number; term: string }>>,
    ]);
    const termsOf = new Map<number, string[]>();
    for (const { userId, term } of terms) {
      const list = termsOf.get(Number(userId));
      if (list) list.push(term);
      else termsOf.set(Number(userId), [term]);
    }
    const found = new Set<number>();
    for (const row of rows) {
      const userId = Number(row.userId);
      found.add(userId);
      this.upsert({ ...row, userId }, termsOf.get(userId) ?? [], updateOrders);
    }
    for (const id of ids) if (!found.has(id)) this.remove(id, updateOrders);
  }

  /** Files one member (replacing what was filed for them). Exposed for the unit test. */
  upsert(row: PartnerSearchRow, terms: string[], updateOrders = true): void {
    this.generation++;
    this.cards.delete(row.userId);
    let slot = this.slotOf.get(row.userId);
    if (slot !== undefined) {
      if (updateOrders) this.removeFromOrders(slot);
      this.dropKeys(slot);
    } else {
      slot = this.freeSlots.pop() ?? this.nextSlot();
      this.slotOf.set(row.userId, slot);
    }
    this.userIds[slot] = row.userId;
    this.ratingAverages[slot] = Number(row.ratingAverage ?? 0);
    this.ratingCounts[slot] = Number(row.ratingCount ?? 0);
    this.qualityRanks[slot] = Number(row.qualityRank ?? 0);
    this.createdAts[slot] = timeOf(row.createdAt);
    const keys = [...terms, `role:${row.role}`];
    if (row.region) keys.push(`region:${row.region}`);
    if (row.city) keys.push(`city:${row.city}`);
    if (row.country) keys.push(`country:${row.country}`);
    if (row.postalCode) keys.push(`postal:${row.postalCode}`);
    const ids = new Int32Array(keys.length);
    keys.forEach((key, at) => {
      let id = this.keyIds.get(key);
      if (id === undefined) {
        id = this.keyNames.length;
        this.keyIds.set(key, id);
        this.keyNames.push(key);
        this.postings.push(new SlotList());
      }
      if (!this.postings[id]!.length && key.startsWith('w:')) this.sortedWords = undefined;
      this.postings[id]!.add(slot);
      ids[at] = id;
    });
    this.keysOfSlot[slot] = ids;
    if (updateOrders) this.insertIntoOrders(slot);
    else this.orders.clear();
  }

  /** Takes a member out (deactivated, or no longer listed). */
  remove(userId: number, updateOrders = true): void {
    this.generation++;
    this.cards.delete(userId);
    const slot = this.slotOf.get(userId);
    if (slot === undefined) return;
    if (updateOrders) this.removeFromOrders(slot);
    else this.orders.clear();
    this.dropKeys(slot);
    this.slotOf.delete(userId);
    this.freeSlots.push(slot);
  }

  private dropKeys(slot: number): void {
    for (const id of this.keysOfSlot[slot] ?? []) {
      const posting = this.postings[id]!;
      posting.remove(slot);
      if (!posting.length && this.keyNames[id]!.startsWith('w:')) this.sortedWords = undefined;
    }
    this.keysOfSlot[slot] = undefined;
  }

  private postingOf(key: string): SlotList | undefined {
    const id = this.keyIds.get(key);
    return id === undefined ? undefined : this.postings[id];
  }

  private nextSlot(): number {
    if (this.size === this.capacity) this.grow(Math.max(1024, this.capacity * 2));
    return this.size++;
  }

  private grow(capacity: number): void {
    const grown = <T extends Int32Array | Float64Array>(array: T, Type: new (n: number) => T): T => {
      const next = new Type(capacity);
      next.set(array);
      return next;
    };
    this.userIds = grown(this.userIds, Int32Array);
    this.ratingAverages = grown(this.ratingAverages, Float64Array);
    this.ratingCounts = grown(this.ratingCounts, Int32Array);
    this.qualityRanks = grown(this.qualityRanks, Int32Array);
    this.createdAts = grown(this.createdAts, Float64Array);
    this.capacity = capacity;
  }
}

/** The first index in [0, length) where `isBefore` turns false (it must be true, then false). */
function lowerBound(length: number, isBefore: (at: number) => boolean): number {
  let low = 0;
  let high = length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (isBefore(middle)) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** A growable list of slots in an Int32Array (order does not matter: removal swaps in the last one). */
class SlotList {
  private items = new Int32Array(4);
  length = 0;

  add(slot: number): void {
    if (this.length === this.items.length) {
      const grown = new Int32Array(this.items.length * 2);
      grown.set(this.items);
      this.items = grown;
    }
    this.items[this.length++] = slot;
  }

  remove(slot: number): void {
    const at = this.items.subarray(0, this.length).indexOf(slot);
    if (at < 0) return;
    this.items[at] = this.items[--this.length]!;
  }

  addTo(set: TypedFastBitSet): void {
    for (let i = 0; i < this.length; i++) set.add(this.items[i]!);
  }
}

const timeOf = (value: Date | string | number): number => {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number') return value;
  if (/^\d+$/.test(value)) return Number(value);
  return Date.parse(value.includes('T') ? value : `${value.replace(' ', 'T')}Z`);
};
