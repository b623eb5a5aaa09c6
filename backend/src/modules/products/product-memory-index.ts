import type { Knex } from 'knex';
import type { QueryBuilder } from 'objection';
import type { TypedFastBitSet } from 'typedfastbitset';
import type { ProductQuery } from '#shared/schemas/product-schemas.ts';
import { PRODUCT_SORTS, type ProductSort } from '#shared/constants/products.ts';
import { industryTerm, isListed, productTerms, tagTerm, wordsOf, type IndexableProduct } from './product-index.ts';
import { Product } from '../../db/models/product-model.ts';
import { BitsetIndex, grown, type SearchPage } from '../../db/search/bitset-index.ts';
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
 * bitset, the shared engine of db/search/bitset-index.ts): a page intersects a few bitsets, counts
 * them (the total) and walks the sort's presorted order to the page. Each listing's card
 * (the JSON the page shows, as UTF-8 bytes) is filed with it, so an anonymous page is a
 * concatenation without any database read or JSON encoding. 20,000 listings take about 40 MB.
 *
 * The same engine as the partner search (users/partner-memory-index.ts). The database stays the
 * source of truth: the index loads every available listing on first use (answering from SQL
 * meanwhile, see ProductMemoryIndex.current) and re-reads listings as changes to them, their
 * ratings or their sellers' cards are announced after commit (product-index-events.ts), in every
 * server process.
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

const LOCATION_KEY = 'location:';

/** The in-memory listing: filter postings, presorted orders and cards. No I/O (ProductMemoryIndex fills it). */
export class ListingIndex extends BitsetIndex<ProductSort> {
  // Sort keys by slot.
  private featured = new Uint8Array(0);
  private prices = new Float64Array(0);
  private createdAts = new Float64Array(0);
  private readonly cards = new Map<number, Buffer>();

  get listingCount(): number {
    return this.filedCount;
  }

  /** The ids of the listings filed under this seller. */
  listingsOf(sellerId: number): number[] {
    return this.idsFiledUnder(`seller:${sellerId}`);
  }

  /** The page and exact total of a query, with the SQL list's semantics (ProductService.list). */
  page(query: ListingQuery): SearchPage {
    return this.pageOf(query.sortBy, () => this.matching(query), (query.page - 1) * query.limit, query.limit);
  }

  /** A filed listing's card: UTF-8 JSON, as an anonymous visitor sees it (`saved` false). */
  cardOf(id: number): Buffer | undefined {
    return this.cards.get(id);
  }

  /**
   * Files one listing (replacing what was filed for it) with its card. Keys: its terms (`w:`, `t:`,
   * `i:`, see product-index.ts) and `category:`, `condition:`, `used`, `seller:`, `location:` (lower case).
   */
  upsert(keys: ListingKeys, card: string | Buffer, updateOrders = true): void {
    this.cards.set(keys.id, typeof card === 'string' ? Buffer.from(card) : card);
    const names = [...keys.terms, `category:${keys.category}`, `condition:${keys.condition}`];
    if (keys.isUsed) names.push('used');
    if (keys.sellerId !== null) names.push(`seller:${keys.sellerId}`);
    if (keys.location !== null) names.push(LOCATION_KEY + keys.location.toLowerCase());
    this.file(keys.id, names, updateOrders, (slot) => {
      this.featured[slot] = keys.isFeatured ? 1 : 0;
      this.prices[slot] = keys.priceCents;
      this.createdAts[slot] = keys.createdAt;
    });
  }

  /** Takes a listing out (removed, or no longer available). */
  remove(id: number, updateOrders = true): void {
    this.cards.delete(id);
    this.unfile(id, updateOrders);
  }

  /** Sorts every order once after a bulk load (filed with `updateOrders` false). */
  sortAll(): void {
    this.sortOrders(PRODUCT_SORTS);
  }

  /** The listings matching every filter of the query (AND, as the SQL's WHEREs); undefined: no filter. */
  private matching(query: ListingQuery): TypedFastBitSet | undefined {
    const sets: TypedFastBitSet[] = [];
    if (query.category) sets.push(this.keySet(`category:${query.category}`));
    if (query.condition) sets.push(this.keySet(`condition:${query.condition}`));
    if (query.isUsed) sets.push(this.keySet('used'));
    if (query.sellerId) sets.push(this.keySet(`seller:${query.sellerId}`));
    if (query.minPrice !== undefined || query.maxPrice !== undefined) sets.push(this.priceSet(query.minPrice, query.maxPrice));
    if (query.location) {
      // `lower(location) LIKE %text%`: a substring of the lower-cased location, over its distinct values.
      const text = query.location.toLowerCase();
      sets.push(this.keysWhere(LOCATION_KEY + text, LOCATION_KEY, (location) => location.includes(text)));
    }
    // Every word of `search` as a word prefix; stop-word-only text filters nothing.
    for (const word of new Set(wordsOf(query.search))) sets.push(this.wordPrefixSet(word));
    for (const tag of query.tags) sets.push(this.keySet(tagTerm(tag)));
    for (const industry of query.industries) sets.push(this.keySet(industryTerm(industry)));
    return this.allOf(sets);
  }

  /** `price BETWEEN`, either end open; query prices have at most 2 decimals, so cents compare exactly. */
  private priceSet(minPrice: number | undefined, maxPrice: number | undefined): TypedFastBitSet {
    const low = minPrice === undefined ? -Infinity : Math.round(minPrice * 100);
    const high = maxPrice === undefined ? Infinity : Math.round(maxPrice * 100);
    return this.slotsWhere(`price:${low}:${high}`, (slot) => this.prices[slot]! >= low && this.prices[slot]! <= high);
  }

  /** Featured first, then the sort, ties by the newer id (the SQL's ORDER BY). */
  protected compare(sort: ProductSort, a: number, b: number): number {
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

  protected growSortKeys(capacity: number): void {
    this.featured = grown(this.featured, capacity);
    this.prices = grown(this.prices, capacity);
    this.createdAts = grown(this.createdAts, capacity);
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

  /** Loaded (or not used at all, when the marketplace reads from SQL): what the readiness probe asks. */
  get hasLoaded(): boolean {
    return !this.enabled || this.isLoaded;
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
   * Called for a committed change to what the listing shows (product-index-events.ts hears it
   * announced, in this process or, with Redis, in another): re-reads those listings here.
   */
  async changed(change: ListingChange): Promise<void> {
    if (!this.enabled) return;
    const wanted = { productIds: [...new Set(change.productIds ?? [])], sellerIds: [...new Set(change.sellerIds ?? [])] };
    if (!wanted.productIds.length && !wanted.sellerIds.length) return;
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
