import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product, ProductList } from '#shared/schemas/product-schemas.ts';
import { PRODUCT_MESSAGES } from '#shared/constants/products.ts';
import { signUp, type TestAccount } from '../../test-support/accounts.ts';
import { converse } from '../../test-support/conversations.ts';
import { catalogueProduct } from '../../test-support/route-catalogue.ts';
import { TestClient } from '../../test-support/test-client.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';

/** Marketplace API, on whichever database TEST_DB names (the suite runs on both). */
describe('products API', () => {
  let server: TestServer;
  let seller: TestAccount;
  let buyer: TestAccount;
  const anonymous = () => new TestClient(server.url);
  /** Every listing of this suite carries this word, so searches see only them (other suites share no server). */
  const mark = `zq${Date.now().toString(36)}`;

  beforeAll(async () => {
    server = await startTestServer();
    seller = await signUp(server, 'supplier', {}, { verified: true });
    buyer = await signUp(server, 'entrepreneur', {}, { verified: true });
    // The buyer has talked with the seller, so may review their listings.
    await converse(buyer, seller);
  });
  afterAll(async () => {
    await server?.close();
  });

  async function create(account: TestAccount, overrides: Record<string, unknown> = {}): Promise<Product> {
    const response = await account.client.post('/api/products', catalogueProduct({ name: `${mark} sensor board`, ...overrides }));
    expect(response.status, response.text).toBe(201);
    return response.body as Product;
  }
  const listAll = async (query: string, client = anonymous(), word = mark) => {
    const response = await client.get(`/api/products?search=${word}&${query}`);
    expect(response.status, response.text).toBe(200);
    return response.body as ProductList;
  };
  const names = (result: ProductList) => result.items.map((item) => item.name);

  describe('create, read, change, remove', () => {
    it('creates a listing with every field, prices as decimal strings and specifications as an object', async () => {
      const product = await create(seller, { price: 1234.5, specifications: JSON.stringify({ Voltage: '3.3 V', Notes: '  ' }), manufactureDate: '2024-03', serialNumber: 'SN-1' });
      expect(product).toMatchObject({
        name: `${mark} sensor board`, price: '1234.50', category: 'sensors', condition: 'new', quantity: 25, isUsed: false, isAvailable: true, isFeatured: false,
        brand: 'Sensirion', model: 'SHT45', serialNumber: 'SN-1', manufactureDate: '2024-03', location: 'Berlin, Germany',
        tags: ['i2c', 'humidity'], industries: ['IoT'], shippingOptions: ['Standard Shipping', 'Express'],
        specifications: { Voltage: '3.3 V', Notes: 'N/A' }, sellerId: seller.user.id, saved: false, rating: { average: null, count: 0 },
      });
      expect(product.seller).toEqual({ id: seller.user.id, fullName: seller.user.fullName, profileImage: null, company: seller.user.companyName });
      const read = await anonymous().get(`/api/products/${product.id}`);
      expect(read.status).toBe(200);
      expect(read.body).toEqual({ ...product, saved: false });
    });

    it('round-trips prices exactly: no float drift at cents or at the top of the range', async () => {
      for (const [sent, stored] of [['0.1', '0.10'], ['19.99', '19.99'], ['999999999.99', '999999999.99'], ['007.5', '7.50'], [0.3, '0.30']] as const) {
        const product = await create(seller, { price: sent });
        expect(product.price).toBe(stored);
        expect(((await anonymous().get(`/api/products/${product.id}`)).body as Product).price).toBe(stored);
      }
    });

    it('defaults: quantity 1 (also for unreadable input), Standard Shipping, empty lists', async () => {
      const product = await create(seller, { quantity: 'many', shippingOptions: undefined, images: undefined, tags: undefined, industries: undefined, specifications: undefined });
      expect(product).toMatchObject({ quantity: 1, shippingOptions: ['Standard Shipping'], images: [], tags: [], industries: [], specifications: {} });
    });

    it("refuses bad fields with the spec's messages and stores nothing", async () => {
      const before = Number(((await server.knex('products').count({ n: '*' })) as Array<{ n: number }>)[0]!.n);
      const cases: Array<[Record<string, unknown>, string, string]> = [
        [{ name: 'ab' }, 'name', 'Product name must be at least 3 characters'],
        [{ description: 'short' }, 'description', 'Description must be at least 10 characters'],
        [{ price: undefined }, 'price', 'Price is required'],
        [{ price: '' }, 'price', 'Price is required'],
        [{ price: '12.345' }, 'price', 'Invalid price format'],
        [{ price: '-5' }, 'price', 'Invalid price format'],
        [{ price: '1e3' }, 'price', 'Invalid price format'],
        [{ price: '1000000000' }, 'price', PRODUCT_MESSAGES.priceTooHigh],
        [{ category: undefined }, 'category', 'Category is required'],
        [{ category: 'food' }, 'category', 'Category is required'],
        [{ condition: undefined }, 'condition', 'Condition is required'],
        [{ quantity: 0 }, 'quantity', 'Quantity must be at least 1'],
        [{ quantity: 2.5 }, 'quantity', 'Quantity must be at least 1'],
        [{ tags: ['a', ' A '] }, 'tags', PRODUCT_MESSAGES.tags.duplicate],
        [{ images: ['javascript:alert(1)'] }, 'images.0', PRODUCT_MESSAGES.image],
        [{ images: Array.from({ length: 11 }, (_, i) => `https://example.com/${i}.jpg`) }, 'images', PRODUCT_MESSAGES.images.tooMany],
        [{ specifications: { ' ': 'x' } }, 'specifications', PRODUCT_MESSAGES.specNameRequired],
        [{ specifications: '{not json' }, 'specifications', PRODUCT_MESSAGES.specifications],
        [{ specifications: ['a'] }, 'specifications', PRODUCT_MESSAGES.specifications],
        [{ manufactureDate: '2099-01' }, 'manufactureDate', PRODUCT_MESSAGES.manufactureDate],
      ];
      for (const [overrides, field, message] of cases) {
        const response = await seller.client.post('/api/products', catalogueProduct(overrides));
        expect(response.status, JSON.stringify(overrides)).toBe(400);
        expect((response.body as { errors: Record<string, string> }).errors[field], JSON.stringify(overrides)).toBe(message);
      }
      const after = Number(((await server.knex('products').count({ n: '*' })) as Array<{ n: number }>)[0]!.n);
      expect(after).toBe(before);
    });

    it('lets only the seller change or remove a listing; a removed or missing one is 404', async () => {
      const product = await create(seller);
      const denied = await buyer.client.patch(`/api/products/${product.id}`, { price: '1.00' });
      expect(denied.status).toBe(403);
      expect(denied.body.message).toBe(PRODUCT_MESSAGES.sellerOnly);
      expect((await buyer.client.delete(`/api/products/${product.id}`)).status).toBe(403);

      const changed = await seller.client.patch(`/api/products/${product.id}`, { price: '17.25', name: `${mark} renamed board`, specifications: { Range: '0-100 %RH' } });
      expect(changed.status).toBe(200);
      expect(changed.body).toMatchObject({ price: '17.25', name: `${mark} renamed board`, specifications: { Range: '0-100 %RH' }, tags: ['i2c', 'humidity'] });
      // The search follows the change.
      expect(names(await listAll('search=renamed'))).toContain(`${mark} renamed board`);
      expect(names(await listAll(`search=${mark}%20renamed`))).toEqual([`${mark} renamed board`]);

      await buyer.client.post(`/api/products/${product.id}/save`);
      expect((await buyer.client.post('/api/ratings', { targetType: 'product', targetId: product.id, ratingValue: 'good' })).status).toBe(201);
      expect((await seller.client.delete(`/api/products/${product.id}`)).status).toBe(204);
      for (const path of [`/api/products/${product.id}`, '/api/products/999999', '/api/products/abc']) {
        const missing = await anonymous().get(path);
        expect(missing.status).toBe(404);
        expect(missing.body).toEqual({ message: PRODUCT_MESSAGES.notFound });
      }
      expect((await seller.client.patch(`/api/products/${product.id}`, { price: '2.00' })).status).toBe(404);
      expect((await seller.client.delete(`/api/products/${product.id}`)).status).toBe(404);
      expect(await server.knex('ratings').where({ targetType: 'product', targetId: product.id })).toEqual([]);
      expect((await buyer.client.get('/api/products/saved')).body).toEqual([]);
    });

    it('reads a stored specifications value that is not name/value pairs as null, not a crash', async () => {
      const product = await create(seller);
      await server.knex('products').where({ id: product.id }).update({ specifications: JSON.stringify('just text') });
      const read = await anonymous().get(`/api/products/${product.id}`);
      expect(read.status).toBe(200);
      expect(read.body.specifications).toBeNull();
    });
  });

  describe('listing', () => {
    let catalogue: Record<string, Product>;
    /** The listings of this block only (not a prefix of `mark`, nor it of this). */
    const shelf = `shelf${mark}`;
    const list = (query: string) => listAll(query, anonymous(), shelf);

    beforeAll(async () => {
      const make = async (key: string, overrides: Record<string, unknown>) => [key, await create(seller, { name: `${mark} ${key}`, ...overrides, tags: [shelf, ...(overrides.tags as string[])] })] as const;
      catalogue = Object.fromEntries(
        await Promise.all([
          make('arduino', { category: 'development_kits', condition: 'new', price: '25.00', location: 'Austin, USA', tags: ['Arduino', 'AVR'], industries: ['Education', 'IoT'], brand: 'Arduino', model: 'Uno R4' }),
          make('oscilloscope', { category: 'tools', condition: 'used', isUsed: true, price: '420.00', location: 'Munich, Germany', tags: ['Test Gear'], industries: ['Education'], brand: 'Rigol', model: 'DS1054Z', description: 'Four channel digital oscilloscope, lightly used.' }),
          make('enclosure', { category: 'enclosures', condition: 'like_new', price: '4999.99', location: 'Shenzhen, China', tags: ['IP67'], industries: ['Industrial Automation'], brand: null, model: null, description: 'Die-cast aluminium enclosure for outdoor gateways.' }),
          make('psu', { category: 'power_supply', condition: 'refurbished', isUsed: true, price: '89.50', location: 'Austin, USA', tags: ['Bench'], industries: ['Education'], brand: 'Korad', model: 'KA3005P', description: 'Programmable bench power supply, refurbished and tested.' }),
        ]),
      );
    });

    it('filters one by one', async () => {
      expect(names(await list('category=tools'))).toEqual([`${mark} oscilloscope`]);
      expect(names(await list('condition=refurbished'))).toEqual([`${mark} psu`]);
      expect(names(await list('isUsed=true&sortBy=price-low'))).toEqual([`${mark} psu`, `${mark} oscilloscope`]);
      expect(names(await list('location=austin&sortBy=price-low'))).toEqual([`${mark} arduino`, `${mark} psu`]);
      expect(names(await list('minPrice=400&maxPrice=5000&sortBy=price-low'))).toEqual([`${mark} oscilloscope`, `${mark} enclosure`]);
      expect(names(await list('tags=arduino'))).toEqual([`${mark} arduino`]);
      expect(names(await list('industries=Education&sortBy=price-high'))).toEqual([`${mark} oscilloscope`, `${mark} psu`, `${mark} arduino`]);
      // Search words are word prefixes over name, description, brand, model and tags, all of them required.
      expect(names(await list('search=oscillo'))).toEqual([`${mark} oscilloscope`]);
      expect(names(await list(`search=${mark}%20rigol`))).toEqual([`${mark} oscilloscope`]);
      expect(names(await list(`search=${mark}%20ka3005p`))).toEqual([`${mark} psu`]);
      expect(names(await list(`search=${mark}%20die-cast`))).toEqual([`${mark} enclosure`]);
      expect(names(await list(`search=${mark}%20avr`))).toEqual([`${mark} arduino`]);
    });

    it('combines filters, all of them required, and "all" or blank means any', async () => {
      expect(names(await list('industries=Education,IoT'))).toEqual([`${mark} arduino`]);
      expect(names(await list('isUsed=true&location=austin'))).toEqual([`${mark} psu`]);
      expect(names(await list('category=all&condition=all&isUsed=false&location=&sortBy=price-high&industries=education&minPrice=50'))).toEqual([`${mark} oscilloscope`, `${mark} psu`]);
      expect((await list('category=tools&condition=new')).total).toBe(0);
    });

    it('sorts (newest by default) with featured listings first, and pages with an exact total', async () => {
      const newest = await list('');
      expect(newest.total).toBeGreaterThanOrEqual(4);
      const dates = newest.items.map((item) => item.createdAt);
      expect([...dates].sort().reverse()).toEqual(dates);
      await server.knex('products').where({ id: catalogue.psu!.id }).update({ isFeatured: true });
      expect(names(await list('sortBy=price-high&industries=education'))).toEqual([`${mark} psu`, `${mark} oscilloscope`, `${mark} arduino`]);
      await server.knex('products').where({ id: catalogue.psu!.id }).update({ isFeatured: false });

      const all = await list('sortBy=price-low&limit=100');
      const pages: string[] = [];
      for (let page = 1; page <= Math.ceil(all.total / 3); page++) {
        const result = await list(`sortBy=price-low&limit=3&page=${page}`);
        expect(result).toMatchObject({ total: all.total, page, limit: 3 });
        pages.push(...names(result));
      }
      expect(pages).toEqual(names(all));
      const past = await list(`limit=3&page=${Math.ceil(all.total / 3) + 1}`);
      expect(past).toMatchObject({ items: [], total: all.total });
      const prices = all.items.map((item) => Number(item.price));
      expect([...prices].sort((a, b) => a - b)).toEqual(prices);
    });

    it("shows 'Similar Products': the same category, nearest in price first, never the product itself", async () => {
      const base = await create(seller, { name: `${mark} similar base`, category: 'displays', price: '100.00' });
      const near = await create(seller, { name: `${mark} similar near`, category: 'displays', price: '95.00' });
      const far = await create(seller, { name: `${mark} similar far`, category: 'displays', price: '400.00' });
      const closer = await create(seller, { name: `${mark} similar closer`, category: 'displays', price: '101.50' });
      await create(seller, { name: `${mark} other category`, category: 'tools', price: '100.00' });
      const response = await anonymous().get(`/api/products/${base.id}/similar`);
      expect(response.status).toBe(200);
      const ids = (response.body as Product[]).map((item) => item.id);
      expect(ids).not.toContain(base.id);
      expect(ids.indexOf(closer.id)).toBeLessThan(ids.indexOf(near.id));
      expect(ids.indexOf(near.id)).toBeLessThan(ids.indexOf(far.id));
      expect((response.body as Product[]).every((item) => item.category === 'displays')).toBe(true);
      expect(ids.length).toBeLessThanOrEqual(8);
      expect((await anonymous().get('/api/products/999999/similar')).status).toBe(404);
    });

    it('lists one seller\'s listings (the profile\'s "My listings")', async () => {
      const own = await anonymous().get(`/api/products?sellerId=${seller.user.id}&limit=100`);
      expect(own.status).toBe(200);
      expect((own.body as ProductList).items.every((item) => item.sellerId === seller.user.id)).toBe(true);
      expect((await anonymous().get(`/api/products?sellerId=${buyer.user.id}`)).body).toMatchObject({ items: [], total: 0 });
    });

    it('answers bad query values with 400 and a message, never a 500', async () => {
      const cases: Array<[string, string]> = [
        ['category=food', PRODUCT_MESSAGES.category],
        ['condition=broken', PRODUCT_MESSAGES.condition],
        ['minPrice=-1', PRODUCT_MESSAGES.minPrice],
        ['maxPrice=abc', PRODUCT_MESSAGES.maxPrice],
        ['minPrice=500&maxPrice=100', PRODUCT_MESSAGES.priceRange],
        ['sortBy=rating', PRODUCT_MESSAGES.sortBy],
        ['isUsed=yes', PRODUCT_MESSAGES.isUsedFilter],
        ['page=0', PRODUCT_MESSAGES.page],
        ['limit=101', PRODUCT_MESSAGES.limit],
        ['limit=1.5', PRODUCT_MESSAGES.limit],
        [`search=${'x'.repeat(201)}`, PRODUCT_MESSAGES.searchTooLong],
        [`tags=${Array.from({ length: 21 }, (_, i) => `t${i}`).join(',')}`, PRODUCT_MESSAGES.tooManyFilterTerms],
        ['sellerId=0x3', PRODUCT_MESSAGES.sellerId],
      ];
      for (const [query, message] of cases) {
        const response = await anonymous().get(`/api/products?${query}`);
        expect(response.status, query).toBe(400);
        expect(response.body.message, query).toBe(message);
      }
      // Repeated keys count once (the last); odd characters are just text.
      expect((await anonymous().get('/api/products?category=tools&category=sensors&search=%25_%5C')).status).toBe(200);
    });
  });

  describe('saved items', () => {
    it('saves and unsaves others\' listings (idempotent), never one\'s own, newest saved first', async () => {
      const first = await create(seller, { name: `${mark} first saved` });
      const second = await create(seller, { name: `${mark} second saved` });
      const own = await create(buyer, { name: `${mark} own listing` });
      for (const product of [first, second, second]) expect((await buyer.client.post(`/api/products/${product.id}/save`)).body).toEqual({ productId: product.id, saved: true });
      const refused = await buyer.client.post(`/api/products/${own.id}/save`);
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe(PRODUCT_MESSAGES.saveOwn);
      expect((await buyer.client.post('/api/products/999999/save')).status).toBe(404);

      const saved = (await buyer.client.get('/api/products/saved')).body as Product[];
      expect(saved.map((item) => item.name).slice(0, 2)).toEqual([`${mark} second saved`, `${mark} first saved`]);
      expect(saved.every((item) => item.saved)).toBe(true);
      expect(((await buyer.client.get(`/api/products/${first.id}`)).body as Product).saved).toBe(true);
      expect(((await seller.client.get(`/api/products/${first.id}`)).body as Product).saved).toBe(false);

      for (let i = 0; i < 2; i++) expect((await buyer.client.delete(`/api/products/${first.id}/save`)).body).toEqual({ productId: first.id, saved: false });
      expect(((await buyer.client.get('/api/products/saved')).body as Product[]).map((item) => item.id)).not.toContain(first.id);
      expect((await anonymous().get('/api/products/saved')).status).toBe(401);
    });
  });

  describe('ratings on listings', () => {
    it('summarises ratings on the listing to 1 decimal; the seller cannot rate their own', async () => {
      const product = await create(seller, { name: `${mark} rated` });
      const other = await signUp(server, 'designer', {}, { verified: true });
      const third = await signUp(server, 'investor', {}, { verified: true });
      for (const reviewer of [other, third]) await converse(reviewer, seller);
      expect((await buyer.client.post('/api/ratings', { targetType: 'product', targetId: product.id, ratingValue: 'excellent' })).status).toBe(201);
      expect((await other.client.post('/api/ratings', { targetType: 'product', targetId: product.id, ratingValue: 'good' })).status).toBe(201);
      expect((await third.client.post('/api/ratings', { targetType: 'product', targetId: product.id, ratingValue: 'good' })).status).toBe(201);
      expect(((await anonymous().get(`/api/products/${product.id}`)).body as Product).rating).toEqual({ average: 4.3, count: 3 });
      expect((await listAll('search=rated')).items[0]!.rating).toEqual({ average: 4.3, count: 3 });
      const own = await seller.client.post('/api/ratings', { targetType: 'product', targetId: product.id, ratingValue: 'excellent' });
      expect(own.status).toBe(403);
    });
  });
});
