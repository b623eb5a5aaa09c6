import type { Knex } from 'knex';
import type { QueryBuilder } from 'objection';
import { TypedFastBitSet } from 'typedfastbitset';
import { PRODUCT_SORTS, type ProductQuery, type ProductSort } from '#shared/schemas/product-schemas.ts';
import { lowerBound, SlotList } from '../users/index.ts';
import { industryTerm, isListed, prefixEnd, productTerms, tagTerm, wordsOf, wordTerm, type IndexableProduct } from './product-index.ts';
import { Product } from '../../db/models/product-model.ts';
import { productRatings, toProduct } from './product-serializer.ts';

/**
 * The marketplace listing (GET /api/products), answered from memory.
 *
 * Why in memory rather than more composite indexes: every page needs an exact total, and the
 * common visits ("all listings", one category, a price range, a word) match thousands of rows, so
 * SQL counts that many index entries and then sorts or skips past them for the page (OFFSET), per
 * request: milliseconds of database and driver CPU that a 2-core machine cannot spend 2,000 times a
 * second (docs/operations.md, "bench:marketplace": 135-550 req/s on SQL). No single composite index serves
 * the free combinations of category, condition, price range, location text, words, tags and
 * industries under three sorts. Here each filter value has the set of listings that have it (a
 * bitset, built on first use and kept until the index changes): a page intersects a few bitsets,
 * counts them (the total) and walks the sort's presorted order to the page. Each listing's card
 * (the JSON the page shows, as UTF-8 bytes) is filed with it, so an anonymous page is a
 * concatenation without any database read or JSON encoding. 20,000 listings take about 40 MB.
 *
 * The same design as the partner search (users/partner-memory-index.ts). The database stays the
 * source of truth: the index loads every available listing on first use (answering from SQL
 * meanwhile, see ProductMemoryIndex.current) and, after each commit, whoever changed a listing, its
 * rating or its seller's card calls `changed()`, which re-reads those listings here and (with Redis,
 * product-index-sync.ts) in every other server process.
 */

/** What the listing filters and sorts by, read from a `products` row. */
export interface ListingKeys {
  id: number;
  sellerId: number | null;
  category: string;
  condition: string;
  isUsed: boolean;
  isFeatured: boolean;
  /** DECIMAL(12,2) as whole cents: exact, so ranges compare as the database does. */
  priceCents: number;
  location: string | null;
  /** Epoch milliseconds (created_at is stored to the millisecond on both engines). */
  createdAt: number;
  /** product-index.ts terms: `w:` words, `t:` tags, `i:` industries. */
  terms: string[];
}

export type IndexedProduct = IndexableProduct &
  Pick<Product, 'id' | 'sellerId' | 'category' | 'condition' | 'isUsed' | 'isFeatured' | 'price' | 'location' | 'createdAt'>;

export function listingKeys(product: IndexedProduct): ListingKeys {
  return {
    id: product.id,
    sellerId: product.sellerId,
    category: product.category,
    condition: product.condition,
    isUsed: product.isUsed,
    isFeatured: product.isFeatured,
    priceCents: Math.round(Number(product.price) * 100),
    location: product.location,
    createdAt: Date.parse(product.createdAt),
    terms: productTerms(product),
  };
}

/** The filters, sort and page of GET /api/products (ProductQuery). */
export type ListingQuery = Pick<
  ProductQuery,
  'search' | 'category' | 'condition' | 'minPrice' | 'maxPrice' | 'location' | 'isUsed' | 'sortBy' | 'industries' | 'tags' | 'sellerId' | 'page' | 'limit'
>;

export interface ListingPage {
  /** Listing ids of the page, in order. */
  ids: number[];
  total: number;
}

/** About 2.5 KB each for 20,000 listings. */
const MAX_KEPT_BITSETS = 5000;
const LOCATION_KEY = 'location:';

/** The in-memory listing: filter postings, presorted orders and cards. No I/O (ProductMemoryIndex fills it). */
export class ListingIndex {
  private capacity = 0;
  private slotsUsed = 0;
  private readonly slotOf = new Map<number, number>();
  private freeSlots: number[] = [];
  private readonly live = new TypedFastBitSet();
  // Sort keys by slot.
  private ids = new Int32Array(0);
  private featured = new Uint8Array(0);
  private prices = new Float64Array(0);
  private createdAts = new Float64Array(0);
  /**
   * key -> listing slots. Keys: the listing's terms (`w:`, `t:`, `i:`, see product-index.ts) and
   * `category:`, `condition:`, `used`, `seller:`, `location:` (lower case) from its row.
   */
  private readonly keyIds = new Map<string, number>();
  private readonly keyNames: string[] = [];
  private readonly postings: SlotList[] = [];
  /** Key ids per slot, to take a listing's postings out when it is re-filed or removed. */
  private keysOfSlot: Array<Int32Array | undefined> = [];
  /** Word keys with listings, sorted (prefix search); rebuilt after a word appears or disappears. */
  private sortedWords: string[] | undefined;
  /** Distinct lower-case locations with listings and their key ids (substring search); rebuilt likewise. */
  private locations: Array<[text: string, keyId: number]> | undefined;
  /** Bitsets of keys, word prefixes, locations and price ranges, built on demand for the kept generation. */
  private readonly bitsets = new Map<string, TypedFastBitSet>();
  /** Their sizes (a count walks the whole bitset), taken on first use. */
  private readonly sizes = new WeakMap<TypedFastBitSet, number>();
  /** Slots in each sort's order; a changed listing is moved by binary search, never a full re-sort. */
  private readonly orders = new Map<ProductSort, number[]>();
  /** Slot -> place in each sort's order (deep pages of narrow filters), for the kept generation. */
  private readonly places = new Map<ProductSort, Int32Array>();
  private keptGeneration = -1;
  /** Counts re-filings: the kept bitsets and places belong to one generation. */
  private generation = 0;
  private readonly cards = new Map<number, Buffer>();

  get listingCount(): number {
    return this.slotOf.size;
  }

  /** The ids of the listings filed under this seller. */
  listingsOf(sellerId: number): number[] {
    const slots = new TypedFastBitSet();
    this.postingOf(`seller:${sellerId}`)?.addTo(slots);
    return slots.array().map((slot) => this.ids[slot]!);
  }

  /** The page and exact total of a query, with the SQL list's semantics (ProductService.list). */
  page(query: ListingQuery): ListingPage {
    if (this.keptGeneration !== this.generation) {
      this.bitsets.clear();
      this.places.clear();
      this.keptGeneration = this.generation;
    }
    const order = this.order(query.sortBy);
    const matching = this.matching(query);
    const total = matching ? this.sizeOf(matching) : this.slotOf.size;
    const offset = (query.page - 1) * query.limit;
    const ids: number[] = [];
    if (offset >= total) return { ids, total };
    const end = Math.min(offset + query.limit, total);
    if (!matching) {
      for (let i = offset; i < end; i++) ids.push(this.ids[order[i]!]!);
      return { ids, total };
    }
    // Walking the order visits about end * listings / total places; sorting the matches' places
    // costs about total * log2(total). Deep pages of narrow filters take the second way.
    if (total * Math.log2(total + 1) * 2 < (end * order.length) / total) {
      const placeOf = this.placesIn(query.sortBy, order);
      const places = new Int32Array(total);
      let count = 0;
      matching.forEach((slot) => {
        places[count++] = placeOf[slot]!;
      });
      places.sort();
      for (let i = offset; i < end; i++) ids.push(this.ids[order[places[i]!]!]!);
      return { ids, total };
    }
    let seen = 0;
    for (let i = 0; i < order.length && seen < end; i++) {
      const slot = order[i]!;
      if (!matching.has(slot)) continue;
      if (seen++ >= offset) ids.push(this.ids[slot]!);
    }
    return { ids, total };
  }

  /** A filed listing's card: UTF-8 JSON, as an anonymous visitor sees it (`saved` false). */
  cardOf(id: number): Buffer | undefined {
    return this.cards.get(id);
  }

  /** Files one listing (replacing what was filed for it) with its card. */
  upsert(keys: ListingKeys, card: string | Buffer, updateOrders = true): void {
    this.generation++;
    this.cards.set(keys.id, typeof card === 'string' ? Buffer.from(card) : card);
    let slot = this.slotOf.get(keys.id);
    if (slot !== undefined) {
      if (updateOrders) this.removeFromOrders(slot);
      this.dropKeys(slot);
    } else {
      slot = this.freeSlots.pop() ?? this.nextSlot();
      this.slotOf.set(keys.id, slot);
      this.live.add(slot);
    }
    this.ids[slot] = keys.id;
    this.featured[slot] = keys.isFeatured ? 1 : 0;
    this.prices[slot] = keys.priceCents;
    this.createdAts[slot] = keys.createdAt;
    const names = [...keys.terms, `category:${keys.category}`, `condition:${keys.condition}`];
    if (keys.isUsed) names.push('used');
    if (keys.sellerId !== null) names.push(`seller:${keys.sellerId}`);
    if (keys.location !== null) names.push(LOCATION_KEY + keys.location.toLowerCase());
    const ids = new Int32Array(names.length);
    names.forEach((name, at) => {
      let id = this.keyIds.get(name);
      if (id === undefined) {
        id = this.keyNames.length;
        this.keyIds.set(name, id);
        this.keyNames.push(name);
        this.postings.push(new SlotList());
      }
      if (!this.postings[id]!.length) this.keyListChanged(name);
      this.postings[id]!.add(slot);
      ids[at] = id;
    });
    this.keysOfSlot[slot] = ids;
    if (updateOrders) this.insertIntoOrders(slot);
    else this.orders.clear();
  }

  /** Takes a listing out (removed, or no longer available). */
  remove(id: number, updateOrders = true): void {
    this.generation++;
    this.cards.delete(id);
    const slot = this.slotOf.get(id);
    if (slot === undefined) return;
    if (updateOrders) this.removeFromOrders(slot);
    else this.orders.clear();
    this.dropKeys(slot);
    this.slotOf.delete(id);
    this.live.remove(slot);
    this.freeSlots.push(slot);
  }

  /** Sorts every order once after a bulk load (filed with `updateOrders` false). */
  sortAll(): void {
    for (const sort of PRODUCT_SORTS) this.order(sort);
  }

  // ------------------------------------------------------------------ filters

  /** The listings matching every filter of the query (AND, as the SQL's WHEREs); undefined: no filter. */
  private matching(query: ListingQuery): TypedFastBitSet | undefined {
    const sets: TypedFastBitSet[] = [];
    if (query.category) sets.push(this.keySet(`category:${query.category}`));
    if (query.condition) sets.push(this.keySet(`condition:${query.condition}`));
    if (query.isUsed) sets.push(this.keySet('used'));
    if (query.sellerId) sets.push(this.keySet(`seller:${query.sellerId}`));
    if (query.minPrice !== undefined || query.maxPrice !== undefined) sets.push(this.priceSet(query.minPrice, query.maxPrice));
    if (query.location) sets.push(this.locationSet(query.location.toLowerCase()));
    // Every word of `search` as a word prefix; stop-word-only text filters nothing.
    for (const word of new Set(wordsOf(query.search))) sets.push(this.prefixSet(wordTerm(word)));
    for (const tag of query.tags) sets.push(this.keySet(tagTerm(tag)));
    for (const industry of query.industries) sets.push(this.keySet(industryTerm(industry)));
    if (!sets.length) return undefined;
    if (sets.length === 1) return sets[0];
    // The only per-request bitset. Smallest first, so the result shrinks early.
    sets.sort((a, b) => this.sizeOf(a) - this.sizeOf(b));
    const result = sets[0]!.clone();
    for (let i = 1; i < sets.length && !result.isEmpty(); i++) result.intersection(sets[i]!);
    return result;
  }

  private sizeOf(set: TypedFastBitSet): number {
    let size = this.sizes.get(set);
    if (size === undefined) {
      size = set.size();
      this.sizes.set(set, size);
    }
    return size;
  }

  /** A bitset kept for this generation under `key` (built once; never change a returned set). */
  private memo(key: string, build: () => TypedFastBitSet): TypedFastBitSet {
    let set = this.bitsets.get(key);
    if (!set) {
      set = build();
      // Free text (locations, words, prices) makes keys without end: start over rather than grow.
      if (this.bitsets.size >= MAX_KEPT_BITSETS) this.bitsets.clear();
      this.bitsets.set(key, set);
    }
    return set;
  }

  private keySet(key: string): TypedFastBitSet {
    return this.memo(key, () => {
      const set = new TypedFastBitSet();
      this.postingOf(key)?.addTo(set);
      return set;
    });
  }

  /** `price BETWEEN`, either end open; query prices have at most 2 decimals, so cents compare exactly. */
  private priceSet(minPrice: number | undefined, maxPrice: number | undefined): TypedFastBitSet {
    const low = minPrice === undefined ? -Infinity : Math.round(minPrice * 100);
    const high = maxPrice === undefined ? Infinity : Math.round(maxPrice * 100);
    return this.memo(`price:${low}:${high}`, () => {
      const set = new TypedFastBitSet();
      this.live.forEach((slot) => {
        const price = this.prices[slot]!;
        if (price >= low && price <= high) set.add(slot);
      });
      return set;
    });
  }

  /** `lower(location) LIKE %text%`: a substring of the lower-cased location, over its distinct values. */
  private locationSet(text: string): TypedFastBitSet {
    return this.memo(`${LOCATION_KEY}${text}`, () => {
      this.locations ??= this.keyNames.flatMap((name, id): Array<[string, number]> =>
        name.startsWith(LOCATION_KEY) && this.postings[id]!.length ? [[name.slice(LOCATION_KEY.length), id]] : [],
      );
      const set = new TypedFastBitSet();
      for (const [location, id] of this.locations) if (location.includes(text)) this.postings[id]!.addTo(set);
      return set;
    });
  }

  /** Listings with a word starting with `prefix` (`w:osc` finds oscilloscope, oscillator...). */
  private prefixSet(prefix: string): TypedFastBitSet {
    return this.memo(`prefix:${prefix}`, () => {
      // Sorted with `<` like the comparisons below (prefixEnd's \uffff bounds every continuation).
      this.sortedWords ??= this.keyNames.filter((key, id) => key.startsWith('w:') && this.postings[id]!.length > 0).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
      const words = this.sortedWords;
      const end = prefixEnd(prefix);
      const set = new TypedFastBitSet();
      for (let i = lowerBound(words.length, (at) => words[at]! < prefix); i < words.length && words[i]! < end; i++) this.postingOf(words[i]!)!.addTo(set);
      return set;
    });
  }

  // ------------------------------------------------------------------ sort orders

  private placesIn(sort: ProductSort, order: number[]): Int32Array {
    let places = this.places.get(sort);
    if (!places) {
      places = new Int32Array(this.capacity);
      for (let i = 0; i < order.length; i++) places[order[i]!] = i;
      this.places.set(sort, places);
    }
    return places;
  }

  private order(sort: ProductSort): number[] {
    let order = this.orders.get(sort);
    if (!order) {
      order = [...this.slotOf.values()].sort((a, b) => this.compare(sort, a, b));
      this.orders.set(sort, order);
    }
    return order;
  }

  /** Negative when slot `a` comes first: featured first, then the sort, ties by the newer id (the SQL's ORDER BY). */
  private compare(sort: ProductSort, a: number, b: number): number {
    const featured = this.featured[b]! - this.featured[a]!;
    if (featured) return featured;
    switch (sort) {
      case 'newest':
        return this.createdAts[b]! - this.createdAts[a]! || this.ids[b]! - this.ids[a]!;
      case 'price-low':
        return this.prices[a]! - this.prices[b]! || this.ids[b]! - this.ids[a]!;
      case 'price-high':
        return this.prices[b]! - this.prices[a]! || this.ids[b]! - this.ids[a]!;
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

  private position(sort: ProductSort, order: number[], slot: number): number {
    return lowerBound(order.length, (at) => this.compare(sort, order[at]!, slot) < 0);
  }

  // ------------------------------------------------------------------ storage

  /** A key got its first listing or lost its last: the lists scanned by prefix or substring change. */
  private keyListChanged(name: string): void {
    if (name.startsWith('w:')) this.sortedWords = undefined;
    else if (name.startsWith(LOCATION_KEY)) this.locations = undefined;
  }

  private dropKeys(slot: number): void {
    for (const id of this.keysOfSlot[slot] ?? []) {
      const posting = this.postings[id]!;
      posting.remove(slot);
      if (!posting.length) this.keyListChanged(this.keyNames[id]!);
    }
    this.keysOfSlot[slot] = undefined;
  }

  private postingOf(key: string): SlotList | undefined {
    const id = this.keyIds.get(key);
    return id === undefined ? undefined : this.postings[id];
  }

  private nextSlot(): number {
    if (this.slotsUsed === this.capacity) this.grow(Math.max(1024, this.capacity * 2));
    return this.slotsUsed++;
  }

  private grow(capacity: number): void {
    const grown = <T extends Int32Array | Uint8Array | Float64Array>(array: T, Type: new (n: number) => T): T => {
      const next = new Type(capacity);
      next.set(array);
      return next;
    };
    this.ids = grown(this.ids, Int32Array);
    this.featured = grown(this.featured, Uint8Array);
    this.prices = grown(this.prices, Float64Array);
    this.createdAts = grown(this.createdAts, Float64Array);
    this.capacity = capacity;
  }
}

// ---------------------------------------------------------------------------------------- loading

/** What changed, after the commit: listings by id, and sellers whose card data (name, company, picture, deactivation) changed. */
export interface ListingChange {
  productIds?: number[];
  sellerIds?: number[];
}

/** A listing as read for the index: its product row, its keys and its card (available listings only). */
export interface ReadListing {
  product: Product;
  keys: ListingKeys;
  card: string;
}

/** Rows, sellers and rating summaries in three statements; cards rendered as ProductService.views does for an anonymous visitor. */
export async function readListings(knex: Knex, select: (query: QueryBuilder<Product>) => void): Promise<ReadListing[]> {
  const query = Product.query(knex).withGraphFetched('seller');
  select(query);
  const products = await query;
  const ratings = await productRatings(knex, products.filter(isListed).map((product) => product.id));
  return products.map((product) => ({
    product,
    keys: listingKeys(product),
    card: isListed(product) ? JSON.stringify(toProduct(product, product.seller, ratings.get(product.id), false)) : '',
  }));
}

const LOAD_BATCH = 2000;
const REFRESH_BATCH = 500;

/**
 * Loads the ListingIndex and keeps it current. Until it has loaded, and while a re-read it owes
 * failed or a full reload runs, `current()` answers undefined and the caller answers from SQL, so
 * a start-up or a database hiccup never shows a stale or empty marketplace.
 */
export class ProductMemoryIndex {
  private listings = new ListingIndex();
  private loaded: Promise<void> | undefined;
  private isLoaded = false;
  /** Reloads and retried re-reads under way: SQL answers until they are done. */
  private catchingUp = 0;
  private closed = false;
  /** Listings and sellers whose re-read failed after a change: SQL answers until they are re-read. */
  private readonly staleProducts = new Set<number>();
  private readonly staleSellers = new Set<number>();
  /** Loads and re-reads run one after another, so an older read never overwrites a newer one. */
  private queue: Promise<void> = Promise.resolve();
  /** Set by product-index-sync.ts with Redis: tells the other server processes what changed. */
  publish: ((change: Required<ListingChange>) => void) | undefined;
  private readonly knex: Knex;
  private readonly enabled: boolean;
  private readonly log: (line: string) => void;

  constructor(knex: Knex, options: { enabled?: boolean; log?: (line: string) => void } = {}) {
    this.knex = knex;
    this.enabled = options.enabled ?? true;
    this.log = options.log ?? console.error;
  }

  /** The index when it can answer for the database right now; otherwise starts what is missing and answers undefined. */
  current(): ListingIndex | undefined {
    if (!this.enabled || this.closed) return undefined;
    if (this.isLoaded && !this.catchingUp && !this.staleProducts.size && !this.staleSellers.size) return this.listings;
    void this.ready().catch((error: unknown) => this.log(`product index: ${messageOf(error)}`));
    return undefined;
  }

  get listingCount(): number {
    return this.listings.listingCount;
  }

  /** Loads every available listing (once, however many callers wait for it), waits for a reload, retries failed re-reads. */
  async ready(): Promise<void> {
    if (!this.enabled || this.closed) return;
    this.loaded ??= this.enqueue(() => this.loadAll()).then(
      () => {
        this.isLoaded = true;
      },
      (error: unknown) => {
        this.loaded = undefined;
        throw error;
      },
    );
    await this.loaded;
    if (this.catchingUp) await this.queue;
    if (this.staleProducts.size || this.staleSellers.size) {
      const change = { productIds: [...this.staleProducts], sellerIds: [...this.staleSellers] };
      this.staleProducts.clear();
      this.staleSellers.clear();
      this.catchingUp++;
      await this.refresh(change)
        .catch((error: unknown) => {
          this.markStale(change);
          throw error;
        })
        .finally(() => {
          this.catchingUp--;
        });
    }
  }

  /**
   * Whoever changes what the listing shows calls this after the commit: re-reads those listings
   * here and tells the other server processes (with Redis) to do the same.
   */
  async changed(change: ListingChange): Promise<void> {
    if (!this.enabled) return;
    const wanted = { productIds: [...new Set(change.productIds ?? [])], sellerIds: [...new Set(change.sellerIds ?? [])] };
    if (!wanted.productIds.length && !wanted.sellerIds.length) return;
    this.publish?.(wanted);
    await this.received(wanted);
  }

  /**
   * A committed change (here, or relayed from another process): re-reads it. A failed re-read must
   * not turn the request into an error; SQL answers until a later request has re-read it.
   */
  async received(change: ListingChange): Promise<void> {
    await this.refresh(change).catch((error: unknown) => {
      this.log(`product index: could not re-read ${JSON.stringify(change)}: ${messageOf(error)}`);
      this.markStale(change);
    });
  }

  /** Re-reads these listings, and every listing of these sellers (this process only; see `changed`). */
  refresh(change: ListingChange): Promise<void> {
    // Not loaded yet: the load will read the committed state anyway.
    if (!this.enabled || !this.loaded) return Promise.resolve();
    return this.enqueue(async () => {
      const ids = new Set(change.productIds ?? []);
      const sellerIds = change.sellerIds ?? [];
      for (let i = 0; i < sellerIds.length; i += REFRESH_BATCH) {
        const sellers = sellerIds.slice(i, i + REFRESH_BATCH);
        for (const seller of sellers) for (const id of this.listings.listingsOf(seller)) ids.add(id);
        const listed = (await this.knex('products').whereIn('sellerId', sellers).where('isAvailable', true).whereNull('hiddenAt').pluck('id')) as number[];
        for (const id of listed) ids.add(Number(id));
      }
      const all = [...ids];
      for (let i = 0; i < all.length; i += REFRESH_BATCH) await this.refile(all.slice(i, i + REFRESH_BATCH));
    });
  }

  /** Reads every listing again into a new index, answering from SQL meanwhile (after changes made behind the API). */
  reload(): Promise<void> {
    if (!this.enabled || !this.loaded) return Promise.resolve();
    this.catchingUp++;
    return this.enqueue(() => this.loadAll())
      .catch((error: unknown) => {
        // Start over on the next request rather than answer from what is known to be stale.
        this.isLoaded = false;
        this.loaded = undefined;
        throw error;
      })
      .finally(() => {
        this.catchingUp--;
      });
  }

  /** No loads after this (the server is closing). */
  close(): void {
    this.closed = true;
  }

  private markStale(change: ListingChange): void {
    for (const id of change.productIds ?? []) this.staleProducts.add(id);
    for (const id of change.sellerIds ?? []) this.staleSellers.add(id);
  }

  private enqueue(task: () => Promise<void>): Promise<void> {
    const run = this.queue.then(task);
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** Fills a new ListingIndex and swaps it in whole, so a reload never shows a half-read marketplace. */
  private async loadAll(): Promise<void> {
    const listings = new ListingIndex();
    let after = 0;
    for (;;) {
      if (this.closed) return;
      const batch = await readListings(this.knex, (query) => query.where('isAvailable', true).whereNull('hiddenAt').where('id', '>', after).orderBy('id').limit(LOAD_BATCH));
      if (!batch.length) break;
      after = batch[batch.length - 1]!.product.id;
      for (const { keys, card } of batch) listings.upsert(keys, card, false);
    }
    listings.sortAll();
    this.listings = listings;
  }

  /** Re-reads these listings: a listed one is re-filed, anything else (gone, unavailable, hidden) taken out. */
  private async refile(ids: number[]): Promise<void> {
    const read = await readListings(this.knex, (query) => query.whereIn('id', ids));
    const filed = new Set<number>();
    for (const { product, keys, card } of read) {
      if (!isListed(product)) continue;
      this.listings.upsert(keys, card);
      filed.add(product.id);
    }
    for (const id of ids) if (!filed.has(id)) this.listings.remove(id);
  }
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
