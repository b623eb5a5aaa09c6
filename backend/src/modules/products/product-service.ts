import type { Knex } from 'knex';
import type { CreateProductPayload, Product as ProductView, ProductList, ProductQuery, UpdateProductPayload } from '#shared/schemas/product-schemas.ts';
import { PRODUCT_MESSAGES, SIMILAR_PRODUCTS_LIMIT } from '#shared/constants/products.ts';
import type { AppDeps } from '../../app-context.ts';
import { isFeaturedSeller } from '../payments/index.ts';
import { forbidden, notFound } from '../../domain/domain-errors.ts';
import { User } from '../../db/models/user-model.ts';
import { industryTerm, prefixEnd, refreshProductTerms, tagTerm, wordsOf, wordTerm } from './product-index.ts';
import { Product } from '../../db/models/product-model.ts';
import { productRatings, savedBy, toProduct } from './product-serializer.ts';
import { countRows, escapeLike } from '../../db/query-helpers.ts';

/** How many saved listings GET /api/products/saved answers with, newest saved first. */
export const SAVED_PRODUCTS_LIMIT = 200;

const ITEMS_START = Buffer.from('{"items":[');
const COMMA = Buffer.from(',');

/**
 * The marketplace and who may do what:
 * - Anyone, signed in or not, browses listings and opens a product (the pages are public).
 * - Any signed-in member lists products (no role is left out: every role can sell).
 * - Only the seller changes or removes a listing (403 'Only the seller...' for anyone else; 404 when
 *   it does not exist). Removing deletes it with its ratings and saves: it answers 404 after.
 * - Members save others' listings (not their own: 403) and see their saved list.
 */
export class ProductService {
  private readonly deps: AppDeps;

  constructor(deps: AppDeps) {
    this.deps = deps;
  }

  /**
   * GET /api/products from the in-memory index (product-memory-index.ts) as ProductList JSON, the
   * same bytes `list` answers, joined from the filed cards; undefined while the index cannot answer.
   */
  async listJson(query: ProductQuery, viewerId?: number): Promise<Buffer | undefined> {
    const listings = this.deps.productIndex.current();
    if (!listings) return undefined;
    const { ids, total } = listings.page(query);
    const cards = ids.map((id) => listings.cardOf(id)!);
    // Cards are filed as an anonymous visitor sees them; a member's saved listings say so.
    const saved = viewerId && ids.length ? await savedBy(this.deps.knex, viewerId, ids) : undefined;
    const parts: Buffer[] = [ITEMS_START];
    cards.forEach((card, at) => {
      if (at) parts.push(COMMA);
      parts.push(saved?.has(ids[at]!) ? Buffer.from(JSON.stringify({ ...(JSON.parse(card.toString()) as object), saved: true })) : card);
    });
    parts.push(Buffer.from(`],"total":${total},"page":${query.page},"limit":${query.limit}}`));
    return Buffer.concat(parts);
  }

  /** GET /api/products from SQL: the filtered, sorted page, featured listings first within the sort, with an exact total. */
  async list(query: ProductQuery, viewerId?: number): Promise<ProductList> {
    const { knex } = this.deps;
    const filtered = knex('products').where('products.isAvailable', true).whereNull('products.hiddenAt');
    if (query.category) filtered.where('products.category', query.category);
    if (query.condition) filtered.where('products.condition', query.condition);
    if (query.isUsed) filtered.where('products.isUsed', true);
    if (query.sellerId) filtered.where('products.sellerId', query.sellerId);
    if (query.minPrice !== undefined) filtered.where('products.price', '>=', query.minPrice);
    if (query.maxPrice !== undefined) filtered.where('products.price', '<=', query.maxPrice);
    if (query.location) filtered.whereRaw('lower(??) like ? escape ?', ['products.location', `%${escapeLike(query.location.toLowerCase())}%`, '\\']);
    const terms = knex('product_search_terms');
    for (const word of new Set(wordsOf(query.search))) {
      const term = wordTerm(word);
      filtered.whereIn('products.id', terms.clone().select('productId').where('term', '>=', term).where('term', '<', prefixEnd(term)));
    }
    for (const tag of query.tags) filtered.whereIn('products.id', terms.clone().select('productId').where('term', tagTerm(tag)));
    for (const industry of query.industries) filtered.whereIn('products.id', terms.clone().select('productId').where('term', industryTerm(industry)));

    const total = await countRows(filtered.clone());
    const offset = (query.page - 1) * query.limit;
    let items: ProductView[] = [];
    if (offset < total) {
      const page = filtered.clone().select('products.id').orderBy('products.isFeatured', 'desc');
      if (query.sortBy === 'price-low') page.orderBy('products.price', 'asc');
      else if (query.sortBy === 'price-high') page.orderBy('products.price', 'desc');
      else page.orderBy('products.createdAt', 'desc');
      const ids = ((await page.orderBy('products.id', 'desc').limit(query.limit).offset(offset)) as Array<{ id: number }>).map((row) => Number(row.id));
      items = await this.views(ids, viewerId);
    }
    return { items, total, page: query.page, limit: query.limit };
  }

  /**
   * GET /api/products/:id: any listing that exists (a seller's unavailable one too). One the team hid
   * is a 404 to everyone but its seller, who sees it with the reason, and admins.
   */
  async getOne(id: number, viewer?: Pick<User, 'id' | 'role'>): Promise<ProductView> {
    const [view] = await this.views([id], viewer?.id);
    if (!view || (view.hiddenAt && view.sellerId !== viewer?.id && viewer?.role !== 'admin')) throw notFound(PRODUCT_MESSAGES.notFound);
    return view;
  }

  /**
   * GET /api/products/:id/similar ('Similar Products', built rather than a placeholder): other
   * available listings of the same category, the nearest in price first (newest on a tie).
   */
  async similar(id: number, viewerId?: number): Promise<ProductView[]> {
    const { knex } = this.deps;
    const product = await Product.query(knex).findById(id).select('id', 'category', 'price', 'hiddenAt');
    if (!product || product.hiddenAt) throw notFound(PRODUCT_MESSAGES.notFound);
    const rows = (await knex('products')
      .select('id')
      .where({ category: product.category, isAvailable: true })
      .whereNull('hiddenAt')
      .whereNot('id', id)
      .orderByRaw('abs(?? - ?)', ['price', Number(product.price)])
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(SIMILAR_PRODUCTS_LIMIT)) as Array<{ id: number }>;
    return this.views(rows.map((row) => Number(row.id)), viewerId);
  }

  async create(seller: User, input: CreateProductPayload): Promise<ProductView> {
    const id = await this.deps.events.inTransaction(this.deps.knex, async (trx, announce) => {
      // A seller with a running featured placement (payments/featured-placement.ts) lists featured.
      const isFeatured = await isFeaturedSeller(trx, seller.id, this.deps.clock.now());
      const product = await Product.query(trx).insertAndFetch({ ...input, sellerId: seller.id, isAvailable: true, isFeatured });
      await refreshProductTerms(trx, product.id, product);
      announce({ type: 'listing-changed', productIds: [product.id] });
      return product.id;
    });
    return this.getOne(id, seller);
  }

  async update(seller: User, id: number, input: UpdateProductPayload): Promise<ProductView> {
    await this.deps.events.inTransaction(this.deps.knex, async (trx, announce) => {
      await this.findOwn(trx, seller, id);
      const patch = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as Partial<Product>;
      const product = await Product.query(trx).patchAndFetchById(id, patch);
      await refreshProductTerms(trx, id, product);
      announce({ type: 'listing-changed', productIds: [id] });
    });
    return this.getOne(id, seller);
  }

  async delete(seller: User, id: number): Promise<void> {
    await this.deps.events.inTransaction(this.deps.knex, async (trx, announce) => {
      await this.findOwn(trx, seller, id);
      // Ratings point at their target by type and id (no foreign key): removed with it.
      await trx('ratings').where({ targetType: 'product', targetId: id }).delete();
      await Product.query(trx).deleteById(id);
      announce({ type: 'listing-changed', productIds: [id] });
    });
  }

  /** POST /api/products/:id/save: idempotent; not for one's own listing. */
  async save(member: User, id: number): Promise<{ productId: number; saved: boolean }> {
    await this.deps.knex.transaction(async (trx) => {
      const product = await Product.query(trx).findById(id).select('id', 'sellerId', 'hiddenAt');
      if (!product || product.hiddenAt) throw notFound(PRODUCT_MESSAGES.notFound);
      if (product.sellerId === member.id) throw forbidden(PRODUCT_MESSAGES.saveOwn);
      await trx('saved_products').insert({ userId: member.id, productId: id, createdAt: new Date() }).onConflict(['userId', 'productId']).ignore();
    });
    return { productId: id, saved: true };
  }

  /** DELETE /api/products/:id/save: idempotent. */
  async unsave(member: User, id: number): Promise<{ productId: number; saved: boolean }> {
    const product = await Product.query(this.deps.knex).findById(id).select('id');
    if (!product) throw notFound(PRODUCT_MESSAGES.notFound);
    await this.deps.knex('saved_products').where({ userId: member.id, productId: id }).delete();
    return { productId: id, saved: false };
  }

  /** GET /api/products/saved: the member's saved listings, newest saved first. */
  async listSaved(member: User): Promise<ProductView[]> {
    // A listing the team hid drops out of saved lists too (it comes back if restored).
    const ids = (await this.deps.knex('saved_products')
      .join('products', 'products.id', 'saved_products.productId')
      .whereNull('products.hiddenAt')
      .where('saved_products.userId', member.id)
      .orderBy('saved_products.createdAt', 'desc')
      .orderBy('saved_products.productId', 'desc')
      .limit(SAVED_PRODUCTS_LIMIT)
      .select('saved_products.productId')) as Array<{ productId: number }>;
    return this.views(ids.map((row) => Number(row.productId)), member.id);
  }

  /** The listings of `ids` in that order, with seller, rating summary and the viewer's save. */
  private async views(ids: number[], viewerId?: number): Promise<ProductView[]> {
    if (!ids.length) return [];
    const { knex } = this.deps;
    const [products, ratings, saved] = await Promise.all([
      Product.query(knex).findByIds(ids).withGraphFetched('seller'),
      productRatings(knex, ids),
      savedBy(knex, viewerId, ids),
    ]);
    const byId = new Map(products.map((product) => [product.id, product]));
    return ids.flatMap((id) => {
      const product = byId.get(id);
      return product ? [toProduct(product, product.seller, ratings.get(id), saved.has(id))] : [];
    });
  }

  /** The listing, locked for the change, if `seller` sold it: 404 when missing, 403 for anyone else. */
  private async findOwn(trx: Knex.Transaction, seller: User, id: number): Promise<Product> {
    const product = await Product.query(trx).findById(id).forUpdate();
    if (!product) throw notFound(PRODUCT_MESSAGES.notFound);
    if (product.sellerId !== seller.id) throw forbidden(PRODUCT_MESSAGES.sellerOnly);
    return product;
  }
}
