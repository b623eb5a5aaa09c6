import type { Knex } from 'knex';
import { LRUCache } from 'lru-cache';
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
 * 50,000 members. Each member's card (the JSON a result page shows, as UTF-8 bytes) is filed with
 * them, so a page is answered without a database read or any encoding (about 700 bytes a member). We looked at MiniSearch, FlexSearch and Orama: they rank by text relevance and
 * have no exact filtered counts over a custom order, which is what this search is.
 *
 * The source of truth stays the database: `partner_search` and `partner_search_terms`
 * (partner-index.ts) are written in the transaction of every change; this index loads them on
 * first use (with the cards, read from `users` by `readCards`) and, after each commit,
 * `changed(userIds)` re-reads the members that changed. With
 * Redis (REDIS_URL) a change is published so every server process re-reads them as well.
 * Past a few hundred thousand members the next step is a search engine (OpenSearch, Meilisearch)
 * fed from the same tables; see docs/operations.md, "Scaling out".
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

/** Card JSON by member id, for the ids asked (partner-search-service.ts reads them from `users`). */
export type CardReader = (userIds: number[]) => Promise<Map<number, string>>;

export interface MemorySearchPage {
  /** Member ids of the page, in order. */
  userIds: number[];
  total: number;
}

type SortName = PartnerSearchQuery['sort'];
const SORT_NAMES: SortName[] = ['best', 'rating', 'newest'];

const LOAD_BATCH = 2000;
/** About 6 KB each for 50,000 members... */
const MAX_KEPT_BITSETS = 5000;
/** ...but 125 KB each for a million: fewer are kept then, within about this many bytes. */
const KEPT_BITSET_BYTES = 64 * 1024 * 1024;

/** Cards kept by default (PARTNER_CARDS_KEPT): every member's up to 200,000 members, the most recent beyond. */
export const DEFAULT_KEPT_CARDS = 200_000;

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
  /** Bitsets of keys, word prefixes and rating floors, built on demand for the kept generation. */
  private readonly bitsets = new Map<string, TypedFastBitSet>();
  /** Slots in each sort's order; a changed member is moved by binary search, never a full re-sort. */
  private readonly orders = new Map<SortName, number[]>();
  /** Slot -> place in each sort's order (deep pages of narrow searches), for the kept generation. */
  private readonly places = new Map<SortName, Int32Array>();
  private readonly setIds = new WeakMap<TypedFastBitSet, number>();
  private nextSetId = 0;
  private readonly setSizes = new WeakMap<TypedFastBitSet, number>();
  /** The generation `bitsets` and `places` were built for. */
  private keptGeneration = -1;
  /**
   * Listed members' cards (UTF-8 JSON), filed and dropped with them; the `keptCards` most recently
   * filed or shown are kept, a page's others are read (`readCards`) when it is answered. About 800
   * bytes a card: at a million members, keeping them all was a third of the process's memory.
   */
  private readonly cards: LRUCache<number, Buffer>;
  /** Counts re-filings: the kept bitsets belong to one generation. */
  private generation = 0;
  /** Set by partner-index-sync.ts with Redis: tells the other server processes what changed. */
  publish: ((userIds: number[]) => void) | undefined;
  private loaded: Promise<void> | undefined;
  /** Members whose re-read failed after a change. */
  private readonly stale = new Set<number>();
  /** Loads and refreshes run one after another, so an older read never overwrites a newer one. */
  private queue: Promise<void> = Promise.resolve();
  private readonly knex: Knex;
  private readonly readCards: CardReader;
  private readonly log: (line: string) => void;

  constructor(knex: Knex, options: { readCards?: CardReader; log?: (line: string) => void; keptCards?: number } = {}) {
    this.knex = knex;
    this.cards = new LRUCache({ max: Math.max(1, options.keptCards ?? DEFAULT_KEPT_CARDS) });
    this.readCards = options.readCards ?? (async () => new Map());
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
    if (this.keptGeneration !== this.generation) {
      this.bitsets.clear();
      this.places.clear();
      this.keptGeneration = this.generation;
    }
    const order = this.order(query.sort);
    const viewerSlot = this.slotOf.get(viewerId) ?? -1;
    const matching = this.matching(query);
    let total = matching ? this.sizeOf(matching) : this.slotOf.size;
    if (viewerSlot >= 0 && (!matching || matching.has(viewerSlot))) total--;
    const userIds: number[] = [];
    if (total <= query.offset) return { userIds, total };
    const wanted = Math.min(query.offset + query.limit, total);
    // Walking the order visits about wanted * members / total places; sorting the matches' places
    // costs about total * log2(total). Deep pages of narrow searches take the second way.
    if (matching && total * Math.log2(total + 1) * 2 < (wanted * order.length) / total) {
      const places = new Int32Array(total + 1);
      const placeOf = this.placesIn(query.sort, order);
      let count = 0;
      matching.forEach((slot) => {
        if (slot !== viewerSlot) places[count++] = placeOf[slot]!;
      });
      const sorted = places.subarray(0, count).sort();
      for (let i = query.offset; i < wanted; i++) userIds.push(this.userIds[order[sorted[i]!]!]!);
      return { userIds, total };
    }
    let seen = 0;
    for (let i = 0; i < order.length && userIds.length < query.limit; i++) {
      const slot = order[i]!;
      if (slot === viewerSlot || (matching && !matching.has(slot))) continue;
      if (seen++ >= query.offset) userIds.push(this.userIds[slot]!);
    }
    return { userIds, total };
  }

  /** The cards (UTF-8 JSON) of these listed members, in order; those not kept are read in one statement. */
  async cardsOf(userIds: number[]): Promise<Buffer[]> {
    // Taken from the kept ones first: keeping the cards read below may push some of this page's out.
    const page = new Map<number, Buffer>();
    const missing: number[] = [];
    for (const id of userIds) {
      if (!this.slotOf.has(id)) continue;
      const card = this.cards.get(id);
      if (card) page.set(id, card);
      else missing.push(id);
    }
    if (missing.length) {
      const generation = this.generation;
      for (const [id, card] of await this.readCards(missing)) {
        const bytes = Buffer.from(card);
        page.set(id, bytes);
        // Not kept if a member was re-filed meanwhile: this read may be older than the card filed then.
        if (generation === this.generation && this.slotOf.has(id)) this.cards.set(id, bytes);
      }
    }
    // A member taken out while the cards were read is left out.
    return userIds.map((id) => (this.slotOf.has(id) ? page.get(id) : undefined)).filter((card) => card !== undefined);
  }

  // ------------------------------------------------------------------ filters

  /** The members matching every filter of the query (AND between kinds); undefined: no filter. */
  private matching(query: PartnerSearchQuery): TypedFastBitSet | undefined {
    const sets: TypedFastBitSet[] = [];
    if (query.role) sets.push(this.keySet(`role:${query.role}`));
    if (query.regions.length) sets.push(this.anyOf('regions', query.regions, (region) => this.keySet(`region:${region}`)));
    if (query.exactLocations.length) sets.push(this.anyOf('locations', query.exactLocations, (text) => this.locationSet(text)));
    const expertise = [...new Set(query.expertise.map(expertiseTerm))];
    if (expertise.length && query.expertiseMatch === 'any') sets.push(this.anyOf('expertise', expertise, (term) => this.keySet(term)));
    else for (const term of expertise) sets.push(this.keySet(term));
    // Every word of `q` as a word prefix; stop-word-only text filters nothing.
    if (query.q) for (const word of new Set(wordsOf(query.q))) sets.push(this.prefixSet(wordTerm(word)));
    if (query.minRating > 0) sets.push(this.ratingFloorSet(query.minRating));
    if (!sets.length) return undefined;
    if (sets.length === 1) return sets[0];
    // Kept like the sets it joins: a filter mix asked again (the common case) costs no new bitset, which
    // at a million members is a 125 KB copy and a pass over it per search. Intersections are linear in
    // the words, so their order hardly matters.
    const ids = sets.map((set) => this.idOf(set)).sort((a, b) => a - b);
    return this.memo(`and:${ids.join(',')}`, () => {
      const result = sets[0]!.clone();
      for (let i = 1; i < sets.length; i++) result.intersection(sets[i]!);
      return result;
    });
  }

  /** A number for each kept bitset, naming intersections of them. */
  private idOf(set: TypedFastBitSet): number {
    let id = this.setIds.get(set);
    if (id === undefined) this.setIds.set(set, (id = this.nextSetId++));
    return id;
  }

  /** A kept bitset's count, counted once (a pass over every word of it). */
  private sizeOf(set: TypedFastBitSet): number {
    let size = this.setSizes.get(set);
    if (size === undefined) this.setSizes.set(set, (size = set.size()));
    return size;
  }

  /** The members with any of `values` (one filter kind, OR), kept like the sets it joins. */
  private anyOf(kind: string, values: string[], setOf: (value: string) => TypedFastBitSet): TypedFastBitSet {
    if (values.length === 1) return setOf(values[0]!);
    return this.memo(`${kind}:${JSON.stringify([...values].sort())}`, () => this.unionOf(values.map(setOf)));
  }

  /** A bitset kept for this generation under `key` (built once; never change a returned set). */
  private memo(key: string, build: () => TypedFastBitSet): TypedFastBitSet {
    let set = this.bitsets.get(key);
    if (!set) {
      set = build();
      // Free text (locations, words) makes keys without end: start over rather than grow.
      const keep = Math.min(MAX_KEPT_BITSETS, Math.max(64, Math.floor(KEPT_BITSET_BYTES / Math.max(1, this.capacity / 8))));
      if (this.bitsets.size >= keep) this.bitsets.clear();
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

  /** Each slot's place in `order` (the sort's order), kept for this generation. */
  private placesIn(sort: SortName, order: number[]): Int32Array {
    let places = this.places.get(sort);
    if (!places) {
      places = new Int32Array(this.capacity);
      for (let i = 0; i < order.length; i++) places[order[i]!] = i;
      this.places.set(sort, places);
    }
    return places;
  }

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
    // Cards only for the members the card cache keeps (the newest): rendering every card of a million
    // members at start was most of the load's time and of its memory peak.
    const total = Number((await this.knex('partner_search').count({ n: '*' }).first())?.n ?? 0);
    let loaded = 0;
    let after = 0;
    for (;;) {
      const rows: Array<{ userId: number }> = await this.knex('partner_search').where('userId', '>', after).orderBy('userId').limit(LOAD_BATCH).select('userId');
      const ids = rows.map((row) => Number(row.userId));
      if (!ids.length) break;
      after = ids[ids.length - 1]!;
      await this.loadMembers(ids, false, loaded + ids.length > total - this.cards.max);
      loaded += ids.length;
    }
    for (const sort of SORT_NAMES) this.order(sort);
  }

  /**
   * Reads these members' rows, terms and (`withCards`) cards and files them (a member without a row, or
   * without a card when cards are read, is removed).
   */
  private async loadMembers(ids: number[], updateOrders: boolean, withCards = true): Promise<void> {
    const [rows, terms, cards] = await Promise.all([
      this.knex('partner_search').whereIn('userId', ids).select('userId', 'role', 'region', 'country', 'city', 'postalCode', 'ratingAverage', 'ratingCount', 'qualityRank', 'createdAt') as Promise<PartnerSearchRow[]>,
      this.knex('partner_search_terms').whereIn('userId', ids).select('userId', 'term') as Promise<Array<{ userId: number; term: string }>>,
      withCards ? this.readCards(ids) : undefined,
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
      const card = cards?.get(userId);
      // Both are re-read after every change; a card missing means the account went meanwhile.
      if (cards && card === undefined) continue;
      found.add(userId);
      this.upsert({ ...row, userId }, termsOf.get(userId) ?? [], card, updateOrders);
    }
    for (const id of ids) if (!found.has(id)) this.remove(id, updateOrders);
  }

  /** Files one member (replacing what was filed for them) with their card. Exposed for the unit test. */
  upsert(row: PartnerSearchRow, terms: string[], card: string | undefined, updateOrders = true): void {
    this.generation++;
    if (card === undefined) this.cards.delete(row.userId);
    else this.cards.set(row.userId, Buffer.from(card));
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
export function lowerBound(length: number, isBefore: (at: number) => boolean): number {
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
export class SlotList {
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
