import { describe, expect, it } from 'vitest';
import { addProductImage, addProductListItem, addSpecification, createProductSchema, productQuerySchema, readSpecifications, updateProductSchema } from './product-schemas.ts';
import { PRODUCT_MESSAGES } from '../constants/products.ts';

const valid = { name: 'BME280 breakout', description: 'Pressure, humidity and temperature sensor.', price: '12.5', category: 'sensors', condition: 'new' };

describe('product form schema', () => {
  it('normalises the price to a two-place decimal string and applies the defaults', () => {
    expect(createProductSchema.parse(valid)).toMatchObject({ price: '12.50', quantity: 1, isUsed: false, images: [], tags: [], shippingOptions: ['Standard Shipping'], specifications: {} });
    expect(createProductSchema.parse({ ...valid, price: '0012' }).price).toBe('12.00');
    expect(createProductSchema.parse({ ...valid, price: 7 }).price).toBe('7.00');
  });

  it('falls back to quantity 1 for blank or unreadable input, refuses below 1', () => {
    expect(createProductSchema.parse({ ...valid, quantity: '' }).quantity).toBe(1);
    expect(createProductSchema.parse({ ...valid, quantity: 'lots' }).quantity).toBe(1);
    expect(createProductSchema.parse({ ...valid, quantity: '40' }).quantity).toBe(40);
    expect(createProductSchema.safeParse({ ...valid, quantity: 0 }).error?.issues[0]?.message).toBe(PRODUCT_MESSAGES.quantity);
  });

  it("reads specifications from an object or a JSON string; an empty value is 'N/A'", () => {
    expect(createProductSchema.parse({ ...valid, specifications: '{"Voltage":"5 V","Pins":""}' }).specifications).toEqual({ Voltage: '5 V', Pins: 'N/A' });
    expect(createProductSchema.safeParse({ ...valid, specifications: { Voltage: '5 V', ' voltage ': '3 V' } }).error?.issues[0]?.message).toBe(PRODUCT_MESSAGES.specNameTaken);
    expect(readSpecifications('not json')).toBeNull();
    expect(readSpecifications({ a: { nested: true } })).toBeNull();
  });

  it('leaves fields that are not sent alone on PATCH, and refuses a blank price', () => {
    expect(updateProductSchema.safeParse({ price: ' ' }).error?.issues.map((issue) => issue.message)).toEqual([PRODUCT_MESSAGES.priceRequired]);
    expect(updateProductSchema.parse({ price: '3' })).toEqual({ price: '3.00' });
  });

  it('adds chips trimmed, once, within the limits', () => {
    expect(addProductListItem('tags', ['IoT'], '  BLE ')).toEqual({ ok: true, items: ['IoT', 'BLE'] });
    expect(addProductListItem('tags', ['IoT'], 'iot')).toMatchObject({ ok: false, reason: 'duplicate' });
    expect(addProductListItem('industries', [], '   ')).toMatchObject({ ok: false, reason: 'empty' });
  });

  it('adds image addresses that are uploads or http(s), once', () => {
    expect(addProductImage([], ' /uploads/0123456789abcdef0123456789abcdef.webp ')).toEqual({ ok: true, items: ['/uploads/0123456789abcdef0123456789abcdef.webp'] });
    expect(addProductImage(['https://example.com/a.png'], 'https://example.com/a.png')).toMatchObject({ ok: false, reason: 'duplicate' });
    expect(addProductImage([], 'javascript:alert(1)')).toEqual({ ok: false, reason: 'invalid', message: PRODUCT_MESSAGES.image });
    expect(addProductImage([], '/uploads/../secret')).toMatchObject({ ok: false, message: PRODUCT_MESSAGES.image });
  });

  it('adds a specification row with a free name, and N/A for an empty value', () => {
    expect(addSpecification([], ' Voltage ', '')).toEqual({ ok: true, rows: [{ name: 'Voltage', value: 'N/A' }] });
    expect(addSpecification([{ name: 'Voltage', value: '5 V' }], 'voltage', '3.3 V')).toEqual({ ok: false, field: 'name', message: PRODUCT_MESSAGES.specNameTaken });
    expect(addSpecification([], '  ', '5 V')).toEqual({ ok: false, field: 'name', message: PRODUCT_MESSAGES.specNameRequired });
  });
});

describe('listing query schema', () => {
  it('has the defaults and reads comma lists', () => {
    expect(productQuerySchema.parse({})).toMatchObject({ sortBy: 'newest', page: 1, limit: 24, tags: [], industries: [] });
    expect(productQuerySchema.parse({ tags: 'a, b,,a', category: 'all', isUsed: 'false' })).toMatchObject({ tags: ['a', 'b'], category: undefined, isUsed: undefined });
    expect(productQuerySchema.parse({ minPrice: '10', maxPrice: '99.5', isUsed: 'true' })).toMatchObject({ minPrice: 10, maxPrice: 99.5, isUsed: true });
  });

  it('refuses a range upside down', () => {
    expect(productQuerySchema.safeParse({ minPrice: '5', maxPrice: '1' }).error?.issues[0]?.message).toBe(PRODUCT_MESSAGES.priceRange);
  });
});
