import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Knex } from 'knex';
import { LRUCache } from 'lru-cache';
import { TypedFastBitSet } from 'typedfastbitset';
import { exactLocationMatch } from '#shared/constants/locations.ts';
import type { PartnerSearchQuery } from '#shared/schemas/partner-search-schemas.ts';
import { expertiseTerm } from './partner-index.ts';
import { capabilityTerm, certificationTerm, factoryFilterTerm, materialTerm, MOQ_PREFIX, VERIFIED_TERM } from './supplier-terms.ts';
import { BitsetIndex, grown } from '../../db/search/bitset-index.ts';
import { foldText, wordsOf } from '../../db/search/search-terms.ts';
import type { LoadedPage, LoadPageTask } from './partner-load-worker.ts';
import { rowKeys, timeOf, type PartnerSearchRow } from './partner-search-keys.ts';

/**
 * The partner search, answered from memory (GET /api/users).
 *
 * Why in memory: every search needs an exact total besides its page, and a broad filter ("all
 * manufacturers") matches tens of thousands of members, so a database answers with a count over
 * that many index rows per request: milliseconds of CPU that a 2-core machine cannot spend 1,000
 * times a second. Here every filter value (a role, a region, a city, an expertise, a word) has the
 * set of members that have it, as a bitset (the shared engine, db/search/bitset-index.ts): well
 * under a millisecond a search for 50,000 members. The cards (the JSON a result page shows, as UTF-8 bytes) of
 * the members most recently re-read or shown are kept, so a page is mostly answered without a database read
 * or any encoding (about 800 bytes a member). We looked at MiniSearch, FlexSearch and Orama: they rank by text relevance and
 * have no exact filtered counts over a custom order, which is what this search is.
 *
 * The source of truth stays the database: `partner_search` and `partner_search_terms`
 * (partner-index.ts) are written in the transaction of every change; this index loads them on
 * first use (without cards: a page reads its missing ones from `users` with `readCards`) and, after each commit,
 * `changed(userIds)` re-reads the members that changed. With
 * Redis (REDIS_URL) a change is published so every server process re-reads them as well.
 * Past a few hundred thousand members the next step is a search engine (OpenSearch, Meilisearch)
 * fed from the same tables; see docs/operations.md, "Scaling out".
 */

/** Card JSON by member id, for the ids asked (partner-search-service.ts reads them from `users`). */
export type CardReader = (userIds: number[]) => Promise<Map<number, string>>;

export interface MemorySearchPage {
  /** Member ids of the page, in order. */
  userIds: number[];
  total: number;
}

type SortName = PartnerSearchQuery['sort'];
const ROW_COLUMNS = ['userId', 'role', 'region', 'country', 'city', 'postalCode', 'ratingAverage', 'ratingCount', 'qualityRank', 'createdAt'] as const;
const SORT_NAMES: SortName[] = ['best', 'rating', 'newest'];

/** Members read per statement at start by default (keyset pages: each page's rows are garbage once filed). */
const LOAD_PAGE = 5_000;
/** Members re-read per statement after a change. */
const REFRESH_BATCH = 500;

/** A member's sort keys, as filed at their slot. */
interface SortKeys {
  ratingAverage: number;
  ratingCount: number;
  qualityRank: number;
  createdAt: number;
}

/** Cards kept by default (PARTNER_CARDS_KEPT): every member's up to 200,000 members, the most recent beyond. */
export const DEFAULT_KEPT_CARDS = 200_000;

export class PartnerMemoryIndex extends BitsetIndex<SortName> {
  // Sort keys by slot.
  private ratingAverages = new Float64Array(0);
  private ratingCounts = new Int32Array(0);
  private qualityRanks = new Int32Array(0);
  private createdAts = new Float64Array(0);
  /**
   * Listed members' cards (UTF-8 JSON), filed and dropped with them; the `keptCards` most recently
   * filed or shown are kept, a page's others are read (`readCards`) when it is answered. About 800
   * bytes a card: at a million members, keeping them all was a third of the process's memory.
   */
  private readonly cards: LRUCache<number, Buffer>;
  private loaded: Promise<void> | undefined;
  /** Every member loaded once: what the readiness probe asks. */
  hasLoaded = false;
  /** Members the start read in a worker thread (none on MySQL, in a database of one page, or when the thread failed at once). */
  readInWorker = 0;
  /** Members whose re-read failed after a change. */
  private readonly stale = new Set<number>();
  /** Loads and refreshes run one after another, so an older read never overwrites a newer one. */
  private queue: Promise<void> = Promise.resolve();
  private readonly knex: Knex;
  private readonly readCards: CardReader;
  private readonly log: (line: string) => void;
  /** The module of the worker thread that reads the tables at start on SQLite. */
  private readonly loadWorker: string;
  /** Members read per page at start (a test makes it small, for many pages). */
  private readonly loadPage: number;

  constructor(
    knex: Knex,
    options: { readCards?: CardReader; log?: (line: string) => void; keptCards?: number; loadWorker?: string; loadPage?: number } = {},
  ) {
    super();
    this.knex = knex;
    this.loadPage = options.loadPage ?? LOAD_PAGE;
    this.loadWorker = options.loadWorker ?? pathToFileURL(path.join(import.meta.dirname, 'partner-load-worker.ts')).href;
    this.cards = new LRUCache({ max: Math.max(1, options.keptCards ?? DEFAULT_KEPT_CARDS) });
    this.readCards = options.readCards ?? (async () => new Map());
    this.log = options.log ?? console.error;
  }

  /** Loads every member on first use (once, however many requests wait for it); retries failed re-reads. */
  async ready(): Promise<void> {
    this.loaded ??= this.enqueue(() => this.loadAll()).then(
      () => {
        this.hasLoaded = true;
      },
      (error: unknown) => {
        this.loaded = undefined;
        throw error;
      },
    );
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
    return this.filedCount;
  }

  /**
   * Called for a committed change to these members (partner-index-events.ts hears it announced, in
   * this process or, with Redis, in another): re-reads them here.
   */
  async changed(userIds: Iterable<number>): Promise<void> {
    const ids = [...new Set(userIds)];
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
      for (let i = 0; i < ids.length; i += REFRESH_BATCH) await this.loadMembers(ids.slice(i, i + REFRESH_BATCH), true);
    });
  }

  /** The page and total of a search, the viewer left out (nobody is offered themselves). */
  search(query: PartnerSearchQuery, viewerId: number): MemorySearchPage {
    const { ids, total } = this.pageOf(query.sort, () => this.matching(query), query.offset, query.limit, viewerId);
    return { userIds: ids, total };
  }

  /** The cards (UTF-8 JSON) of these listed members, in order; those not kept are read in one statement. */
  async cardsOf(userIds: number[]): Promise<Buffer[]> {
    // Taken from the kept ones first: keeping the cards read below may push some of this page's out.
    const page = new Map<number, Buffer>();
    const missing: number[] = [];
    for (const id of userIds) {
      if (!this.isFiled(id)) continue;
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
        if (generation === this.generation && this.isFiled(id)) this.cards.set(id, bytes);
      }
    }
    // A member taken out while the cards were read is left out.
    return userIds.map((id) => (this.isFiled(id) ? page.get(id) : undefined)).filter((card) => card !== undefined);
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
    if (query.q) for (const word of new Set(wordsOf(query.q))) sets.push(this.wordPrefixSet(word));
    if (query.minRating > 0) sets.push(this.ratingFloorSet(query.minRating));
    // Supplier profiles: any of the values of a kind, every kind given (supplier-terms.ts).
    const kinds: Array<[string, string[]]> = [
      ['capability', query.capabilities.map(capabilityTerm)],
      ['material', query.materials.map(materialTerm)],
      ['certification', query.certifications.map(certificationTerm)],
      ['factory', query.factories.map(factoryFilterTerm)],
    ];
    for (const [kind, terms] of kinds) if (terms.length) sets.push(this.anyOf(kind, [...new Set(terms)], (term) => this.keySet(term)));
    if (query.maxMoq !== undefined) {
      const max = query.maxMoq;
      sets.push(this.keysWhere(`moq:${max}`, MOQ_PREFIX, (rest) => Number(rest) <= max));
    }
    if (query.verifiedOnly) sets.push(this.keySet(VERIFIED_TERM));
    return this.allOf(sets);
  }

  /** Rated members whose average, as shown (1 decimal), is at least `minRating`: 3.96 shows as 4.0 and passes 4. */
  private ratingFloorSet(minRating: number): TypedFastBitSet {
    const floor = minRating - 0.05;
    return this.slotsWhere(`rating:${minRating}`, (slot) => this.ratingCounts[slot]! > 0 && this.ratingAverages[slot]! >= floor);
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

  // ------------------------------------------------------------------ sort orders

  /** Every sort is descending, ties broken by the newer id. */
  protected compare(sort: SortName, a: number, b: number): number {
    switch (sort) {
      case 'best':
        return this.qualityRanks[b]! - this.qualityRanks[a]! || this.ids[b]! - this.ids[a]!;
      case 'rating':
        return this.ratingAverages[b]! - this.ratingAverages[a]! || this.ratingCounts[b]! - this.ratingCounts[a]! || this.ids[b]! - this.ids[a]!;
      case 'newest':
        return this.createdAts[b]! - this.createdAts[a]! || this.ids[b]! - this.ids[a]!;
    }
  }

  protected growSortKeys(capacity: number): void {
    this.ratingAverages = grown(this.ratingAverages, capacity);
    this.ratingCounts = grown(this.ratingCounts, capacity);
    this.qualityRanks = grown(this.qualityRanks, capacity);
    this.createdAts = grown(this.createdAts, capacity);
  }

  // ------------------------------------------------------------------ loading

  private enqueue(task: () => Promise<void>): Promise<void> {
    const run = this.queue.then(task);
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async loadAll(): Promise<void> {
    // No cards at start: a page's cards are read with it and kept (the most recent), so the start
    // renders none (rendering the kept ones was a sixth of the load's time).
    const file = this.sqliteFile();
    let after = 0;
    for (let page = 0; ; page++) {
      // Past a first full page, a worker thread reads the rest on SQLite, and this loop what it leaves (nothing,
      // unless it failed). A small database is read here alone: starting a thread costs more than it saves.
      if (page === 1 && file) after = await this.loadInWorker(file, after);
      const rows = (await this.knex('partner_search').where('userId', '>', after).orderBy('userId').limit(this.loadPage).select(...ROW_COLUMNS)) as PartnerSearchRow[];
      if (!rows.length) break;
      const first = Number(rows[0]!.userId);
      after = Number(rows[rows.length - 1]!.userId);
      this.fileRows(rows, await this.termsBetween(first, after), undefined, false);
      if (rows.length < this.loadPage) break;
    }
    this.sortOrders(SORT_NAMES);
  }

  /** The SQLite database's file, which a worker thread can open besides this process's connection (not one in memory). */
  private sqliteFile(): string | undefined {
    if (this.knex.client.config.client === 'mysql2') return undefined;
    const file = (this.knex.client.config.connection as { filename?: string } | undefined)?.filename;
    return file && file !== ':memory:' && !file.startsWith('file:') ? file : undefined;
  }

  /**
   * Reads the members after `after` in a worker thread (partner-load-worker.ts), a page ahead of the filing here, so
   * reading and filing overlap on a machine's second core. Answers the last member id filed: a worker that fails is
   * logged, and the main thread reads on from there.
   */
  private async loadInWorker(file: string, after: number): Promise<number> {
    const { Piscina } = await import('piscina');
    const pool = new Piscina<LoadPageTask, LoadedPage>({
      filename: this.loadWorker,
      minThreads: 1,
      maxThreads: 1,
      // A page is a few MB. Uncapped, the thread's heap grew to about 200 MB of garbage, which stayed in the
      // process's RSS after the thread ended; capped, RSS once loaded is what the main thread alone leaves.
      resourceLimits: { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 16 },
    });
    try {
      let next = pool.run({ file, after, limit: this.loadPage });
      for (;;) {
        const page = await next;
        if (!page.ids.length) break;
        const last = page.ids[page.ids.length - 1]!;
        next = pool.run({ file, after: last, limit: this.loadPage });
        // A read that fails while this page is filed is awaited above, on the next turn.
        next.catch(() => undefined);
        this.filePage(page);
        this.readInWorker += page.ids.length;
        after = last;
      }
    } catch (error) {
      this.log(`partner search: the start's reading thread failed (${error instanceof Error ? error.message : String(error)}); reading on in the main thread`);
    } finally {
      await pool.destroy();
    }
    return after;
  }

  /** Files a page the worker read: each member's keys are their lines of `page.keys`. */
  private filePage(page: LoadedPage): void {
    const lines = page.keys.split('\n');
    let line = 0;
    for (let at = 0; at < page.ids.length; at++) {
      const id = page.ids[at]!;
      const count = page.keyCounts[at]!;
      const keys = count < 0 ? page.oddKeys.get(id)! : lines.slice(line, (line += count));
      this.fileMember(id, keys, undefined, false, {
        ratingAverage: page.ratingAverages[at]!,
        ratingCount: page.ratingCounts[at]!,
        qualityRank: page.qualityRanks[at]!,
        createdAt: page.createdAts[at]!,
      });
    }
  }

  /**
   * The terms of the members with ids in [first, last], a row per member (the user_id index): a row
   * per term was 18 million rows at a million members, most of the load's time. A member whose list
   * does not split into their count of terms (cut at MySQL's group_concat_max_len, or a term holding
   * the separator) is read term by term.
   */
  private async termsBetween(first: number, last: number): Promise<Map<number, string[]>> {
    const mysql = this.knex.client.config.client === 'mysql2';
    const lists = (await this.knex('partner_search_terms')
      .whereBetween('userId', [first, last])
      .groupBy('userId')
      .select('userId', this.knex.raw('count(*) as term_count'), this.knex.raw(mysql ? "group_concat(term separator '\\n') as term_list" : 'group_concat(term, char(10)) as term_list'))) as Array<{ userId: number; termCount: number; termList: string }>;
    const termsOf = new Map<number, string[]>();
    const unsplit: number[] = [];
    for (const { userId, termCount, termList } of lists) {
      const terms = String(termList).split('\n');
      if (terms.length === Number(termCount)) termsOf.set(Number(userId), terms);
      else unsplit.push(Number(userId));
    }
    for (let i = 0; i < unsplit.length; i += REFRESH_BATCH) {
      const ids = unsplit.slice(i, i + REFRESH_BATCH);
      for (const [userId, terms] of termsByMember(await this.knex('partner_search_terms').whereIn('userId', ids).select('userId', 'term'))) termsOf.set(userId, terms);
    }
    return termsOf;
  }

  /**
   * Reads these members' rows, terms and (`withCards`) cards and files them (a member without a row, or
   * without a card when cards are read, is removed).
   */
  private async loadMembers(ids: number[], updateOrders: boolean, withCards = true): Promise<void> {
    const [rows, terms, cards] = await Promise.all([
      this.knex('partner_search').whereIn('userId', ids).select(...ROW_COLUMNS) as Promise<PartnerSearchRow[]>,
      this.knex('partner_search_terms').whereIn('userId', ids).select('userId', 'term') as Promise<Array<{ userId: number; term: string }>>,
      withCards ? this.readCards(ids) : undefined,
    ]);
    const found = this.fileRows(rows, termsByMember(terms), cards, updateOrders);
    for (const id of ids) if (!found.has(id)) this.remove(id, updateOrders);
  }

  /** Files these rows with their terms (and cards, when read: a member without one is left out); the ids filed. */
  private fileRows(rows: PartnerSearchRow[], termsOf: Map<number, string[]>, cards: Map<number, string> | undefined, updateOrders: boolean): Set<number> {
    const found = new Set<number>();
    for (const row of rows) {
      const userId = Number(row.userId);
      const card = cards?.get(userId);
      // Both are re-read after every change; a card missing means the account went meanwhile.
      if (cards && card === undefined) continue;
      found.add(userId);
      this.upsert({ ...row, userId }, termsOf.get(userId) ?? [], card, updateOrders);
    }
    return found;
  }

  /** Files one member (replacing what was filed for them) with their card. Exposed for the unit test. */
  upsert(row: PartnerSearchRow, terms: string[], card: string | undefined, updateOrders = true): void {
    this.fileMember(row.userId, [...terms, ...rowKeys(row)], card, updateOrders, {
      ratingAverage: Number(row.ratingAverage ?? 0),
      ratingCount: Number(row.ratingCount ?? 0),
      qualityRank: Number(row.qualityRank ?? 0),
      createdAt: timeOf(row.createdAt),
    });
  }

  private fileMember(userId: number, keys: string[], card: string | undefined, updateOrders: boolean, sortKeys: SortKeys): void {
    if (card === undefined) this.cards.delete(userId);
    else this.cards.set(userId, Buffer.from(card));
    this.file(userId, keys, updateOrders, (slot) => {
      this.ratingAverages[slot] = sortKeys.ratingAverage;
      this.ratingCounts[slot] = sortKeys.ratingCount;
      this.qualityRanks[slot] = sortKeys.qualityRank;
      this.createdAts[slot] = sortKeys.createdAt;
    });
  }

  /** Takes a member out (deactivated, or no longer listed). */
  remove(userId: number, updateOrders = true): void {
    this.cards.delete(userId);
    this.unfile(userId, updateOrders);
  }
}

/** (userId, term) rows as each member's terms. */
function termsByMember(rows: Array<{ userId: number; term: string }>): Map<number, string[]> {
  const termsOf = new Map<number, string[]>();
  for (const { userId, term } of rows) {
    const list = termsOf.get(Number(userId));
    if (list) list.push(term);
    else termsOf.set(Number(userId), [term]);
  }
  return termsOf;
}
