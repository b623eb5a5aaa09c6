import { describe, expect, it } from 'vitest';
import { createProductSchema, type Product } from '#shared/schemas/product-schemas.ts';
import { PRODUCT_MESSAGES } from '#shared/constants/products.ts';
import { emptyProductForm, productFormSchema, productToForm, toPayload } from './product-form-values.ts';

describe('product form values', () => {
  it('an empty form gives the spec messages under the right fields', () => {
    const result = productFormSchema.safeParse(emptyProductForm());
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]));
    expect(messages).toMatchObject({
      name: PRODUCT_MESSAGES.nameTooShort,
      description: PRODUCT_MESSAGES.descriptionTooShort,
      price: PRODUCT_MESSAGES.priceRequired,
      category: PRODUCT_MESSAGES.categoryRequired,
      condition: PRODUCT_MESSAGES.conditionRequired,
    });
  });

  it('a filled form becomes the API payload: decimal price, quantity fallback, specs as an object', () => {
    const form = {
      ...emptyProductForm(),
      name: 'ESP32 board',
      description: 'A dev board with Wi-Fi and BLE.',
      price: '12.5',
      category: 'development_kits' as const,
      condition: 'new' as const,
      quantity: 'lots',
      specifications: [{ name: 'Flash', value: '4 MB' }, { name: 'Voltage', value: 'N/A' }],
    };
    expect(createProductSchema.parse(toPayload(form))).toMatchObject({
      price: '12.50', quantity: 1, shippingOptions: ['Standard Shipping'], specifications: { Flash: '4 MB', Voltage: 'N/A' },
    });
  });

  it('a listing round-trips through the edit form', () => {
    const product = {
      id: 3, name: 'Stepper', description: 'NEMA 17 stepper motor', price: '19.90', category: 'mechanical_parts', condition: 'used', location: 'Austin, TX',
      brand: 'Acme', model: 'S17', serialNumber: null, manufactureDate: '2024-05', quantity: 4, isUsed: true, isAvailable: true, isFeatured: false,
      datasheetUrl: null, images: ['/uploads/0123456789abcdef0123456789abcdef.webp'], tags: ['motor'], industries: ['Robotics'], shippingOptions: ['Pickup'],
      specifications: { Torque: '0.4 Nm' }, sellerId: 1, seller: null, rating: { average: null, count: 0 }, saved: false, hiddenAt: null, hiddenReason: null, createdAt: '', updatedAt: '',
    } satisfies Product;
    const payload = createProductSchema.parse(toPayload(productToForm(product)));
    expect(payload).toMatchObject({ name: 'Stepper', price: '19.90', quantity: 4, serialNumber: null, manufactureDate: '2024-05', specifications: { Torque: '0.4 Nm' } });
  });
});
