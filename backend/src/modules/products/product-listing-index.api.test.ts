import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEACTIVATION_CONFIRMATION } from '#shared/constants/app-constants.ts';
import { productQuerySchema, type Product, type ProductList } from '#shared/schemas/product-schemas.ts';
import { PRODUCT_CATEGORY_VALUES, PRODUCT_CONDITION_VALUES } from '#shared/constants/products.ts';
import { signUp, type TestAccount } from '../../test-support/accounts.ts';
import { converse } from '../../test-support/conversations.ts';
import { catalogueProduct } from '../../test-support/route-catalogue.ts';
import { TestClient } from '../../test-support/test-client.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { insertChunked } from '../../db/search/search-terms.ts';
import { rebuildProductIndex } from './product-index.ts';
import { ProductService } from './product-service.ts';

/**
 * GET /api/products from the in-memory index (product-memory-index.ts) against the SQL list it
 * replaces, byte for byte, on whichever database TEST_DB names; and the index following changes.
 */
describe('marketplace listing index', () => {
  let server: TestServer;
  let seller: TestAccount;
  let other: TestAccount;
  let buyer: TestAccount;
  let service: ProductService;
  const anonymous = () => new TestClient(server.url);
  const index = () => server.app.deps.productIndex;

  beforeAll(async () => {
    server = await startTestServer();
    [seller, other, buyer] = [
      await signUp(server, 'supplier'), await signUp(server, 'manufacturer'), await signUp(server, 'entrepreneur', {}, { verified: true }),
    ];
    service = new ProductService(server.app.deps);
    // A catalogue with ties (dates, prices), featured and unavailable listings, listings without a
    // seller, ratings and a member's saves.
    const words = ['oscilloscope', 'oscillator', 'sensor', 'board', 'Müller', 'ESP32', 'die-cast', 'the'];
    const locations = ['Austin, USA', 'AUSTIN, usa', 'Berlin, Germany', 'München', 'Munich, Germany', null];
    const sellers = [seller.user.id, other.user.id, null];
    const products = Array.from({ length: 150 }, (_, i) => {
      const created = new Date(Date.UTC(2026, 0, 1 + (i % 9), 12, 0, 0, i % 4 === 0 ? 0 : i));
      return {
        sellerId: sellers[i % 3], name: `${words[i % 8]} ${words[(i * 3) % 8]} ${i}`, description: `A ${words[(i * 5) % 8]} for tests, number ${i}.`,
        price: ((i * 7919) % 600 / 4).toFixed(2), category: PRODUCT_CATEGORY_VALUES[i % 4]!, condition: PRODUCT_CONDITION_VALUES[i % 3]!, location: locations[i % 6],
        brand: i % 5 ? ['Rigol', 'Korad', 'Würth'][i % 3] : null, model: i % 2 ? `KA${3000 + (i % 7)}P` : null, quantity: 1 + i,
        isUsed: i % 3 === 1, isAvailable: i % 11 !== 0, isFeatured: i % 13 === 0,
        images: JSON.stringify([`https://images.example.com/${i}.webp`]), tags: JSON.stringify(i % 4 ? ['i2c', i % 2 ? 'SPI' : 'usb-c'] : []),
        industries: JSON.stringify(i % 3 ? ['IoT', 'Education'].slice(i % 2) : []), shippingOptions: JSON.stringify(['Standard Shipping']),
        specifications: JSON.stringify({ Voltage: `${i % 5} V` }), createdAt: created, updatedAt: created,
      };
    });
    await insertChunked(server.knex, 'products', products, 50);
    await rebuildProductIndex(server.knex);
    const ids = ((await server.knex('products').orderBy('id').pluck('id')) as number[]).map(Number);
    const now = new Date();
    const ratings = ids.filter((_, i) => i % 4 === 1).flatMap((id, i) => [
      { userId: buyer.user.id, targetType: 'product', targetId: id, ratingValue: 'good', score: 4, createdAt: now, updatedAt: now },
      ...(i % 2 ? [{ userId: other.user.id, targetType: 'product', targetId: id, ratingValue: 'excellent', score: 5, createdAt: now, updatedAt: now }] : []),
    ]);
    await insertChunked(server.knex, 'ratings', ratings, 50);
    await insertChunked(server.knex, 'saved_products', ids.filter((_, i) => i % 6 === 2).map((productId) => ({ userId: buyer.user.id, productId, createdAt: now })), 50);
    await index().ready();
  });
  afterAll(async () => {
    await server?.close();
  });

  const QUERY = {
    search: fc.constantFrom('osc', 'oscillo', 'sensor board', 'muller', 'MÜLLER', 'die-cast', 'the', 'ka300', 'rigol', 'zzz'),
    category: fc.constantFrom(...PRODUCT_CATEGORY_VALUES.slice(0, 5), 'all'),
    condition: fc.constantFrom(...PRODUCT_CONDITION_VALUES.slice(0, 4)),
    isUsed: fc.constantFrom('true', 'false'),
    sellerId: fc.constantFrom(1, 2, 3, 999).map(String),
    minPrice: fc.constantFrom('0', '10.25', '50', '149.75'),
    maxPrice: fc.constantFrom('10.25', '75.5', '150'),
    location: fc.constantFrom('austin', 'AUSTIN, USA', 'germany', 'münchen', 'ich', '%', '_'),
    tags: fc.constantFrom('i2c', 'spi', 'usb-c,i2c', 'nothing'),
    industries: fc.constantFrom('iot', 'education', 'IoT,Education'),
  };
  const queries = fc.sample(
    fc
      .tuple(
        fc.subarray(Object.keys(QUERY) as Array<keyof typeof QUERY>, { maxLength: 3 }),
        fc.record(QUERY),
        fc.record({ sortBy: fc.constantFrom('newest', 'price-low', 'price-high'), page: fc.integer({ min: 1, max: 8 }).map(String), limit: fc.constantFrom('1', '5', '24', '100') }),
      )
      .map(([names, values, paging]) => ({ ...Object.fromEntries(names.map((name) => [name, values[name]])), ...paging }))
      // The schema refuses a minimum above the maximum (400).
      .filter((raw) => productQuerySchema.safeParse(raw).success),
    { seed: 11, numRuns: 250 },
  );

  it('answers every filter, sort and page with the bytes of the SQL list, anonymous or signed in', async () => {
    expect(index().current()).toBeDefined();
    let matched = 0;
    for (const raw of queries) {
      const query = productQuerySchema.parse(raw);
      for (const viewer of [undefined, buyer.user.id]) {
        const fromSql = JSON.stringify(await service.list(query, viewer));
        expect((await service.listJson(query, viewer))?.toString(), JSON.stringify(raw)).toBe(fromSql);
        if (!fromSql.startsWith('{"items":[]')) matched++;
      }
    }
    // Most queries find something, so the comparison is about listings, not empty pages.
    expect(matched).toBeGreaterThan(queries.length);
  });

  it('answers over HTTP as the SQL list did: same status, type and body', async () => {
    const response = await anonymous().get('/api/products?sortBy=price-high&limit=30&page=2');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.text).toBe(JSON.stringify(await service.list(productQuerySchema.parse({ sortBy: 'price-high', limit: '30', page: '2' }))));
    const saved = ((await buyer.client.get('/api/products?limit=100')).body as ProductList).items.filter((item) => item.saved);
    expect(saved.length).toBeGreaterThan(0);
  });

  it('follows changes made through the API: listings, ratings, a seller\'s profile and deactivation', async () => {
    const mark = `idx${Date.now().toString(36)}`;
    const list = async (query = '') => ((await anonymous().get(`/api/products?search=${mark}&${query}`)).body as ProductList);
    const created = (await seller.client.post('/api/products', catalogueProduct({ name: `${mark} probe`, price: '12.00' }))).body as Product;
    expect(index().current()).toBeDefined();
    expect((await list()).items.map((item) => item.id)).toEqual([created.id]);

    expect((await seller.client.patch(`/api/products/${created.id}`, { price: '99.50', category: 'tools' })).status).toBe(200);
    expect(await list('category=tools&minPrice=99.5')).toMatchObject({ total: 1, items: [{ price: '99.50' }] });
    expect((await list('category=sensors')).total).toBe(0);

    // A review needs a conversation with the seller.
    await converse(buyer, seller);
    expect((await buyer.client.post('/api/ratings', { targetType: 'product', targetId: created.id, ratingValue: 'excellent' })).status).toBe(201);
    expect((await list()).items[0]!.rating).toEqual({ average: 5, count: 1 });

    expect((await seller.client.patch('/api/user', { fullName: 'Renamed Seller', companyName: 'Renamed Works' })).status).toBe(200);
    expect((await list()).items[0]!.seller).toMatchObject({ fullName: 'Renamed Seller', company: 'Renamed Works' });
    // Every listing of that seller, not only the new one.
    const theirs = (await anonymous().get(`/api/products?sellerId=${seller.user.id}&limit=100`)).body as ProductList;
    expect(theirs.items.length).toBeGreaterThan(10);
    expect(theirs.items.every((item) => item.seller?.fullName === 'Renamed Seller')).toBe(true);

    // Deactivated sellers' listings stay listed, without the seller (as the SQL list shows them).
    expect((await seller.client.post('/api/user/deactivate', { confirmation: DEACTIVATION_CONFIRMATION })).status).toBe(200);
    const after = (await anonymous().get(`/api/products?sellerId=${seller.user.id}&limit=100`)).body as ProductList;
    expect(after.total).toBe(theirs.total);
    expect(after.items.every((item) => item.seller === null)).toBe(true);
    expect(index().current()).toBeDefined();
    const query = productQuerySchema.parse({ sellerId: String(seller.user.id), limit: '100' });
    expect((await service.listJson(query))!.toString()).toBe(JSON.stringify(await service.list(query)));
  });

  it('drops removed listings, and ones made unavailable behind the API, from page and total', async () => {
    const mark = `gone${Date.now().toString(36)}`;
    const make = async () => ((await other.client.post('/api/products', catalogueProduct({ name: `${mark} listing` }))).body as Product).id;
    const [first, second] = [await make(), await make()];
    const list = async () => ((await anonymous().get(`/api/products?search=${mark}`)).body as ProductList);
    expect((await list()).total).toBe(2);
    expect((await other.client.delete(`/api/products/${first}`)).status).toBe(204);
    expect(await list()).toMatchObject({ total: 1, items: [{ id: second }] });
    await server.knex('products').where({ id: second }).update({ isAvailable: false });
    expect(await list()).toMatchObject({ total: 0, items: [] });
    await index().ready();
    expect(index().current()).toBeDefined();
    expect(await list()).toMatchObject({ total: 0, items: [] });
  });
});
