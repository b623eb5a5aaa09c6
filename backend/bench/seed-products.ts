/**
 * The marketplace world of the benchmarks (marketplace-bench, the bench suite): listings in every
 * category and condition, a spread of prices, locations, tags and industries, 3% featured, written
 * straight into the tables and filed in the listing index. The same seed gives the same world.
 */
import type { Knex } from 'knex';
import { PRODUCT_CATEGORY_VALUES, PRODUCT_CONDITION_VALUES, INDUSTRY_SUGGESTIONS } from '#shared/constants/products.ts';
import { prng } from './bench-support.ts';
import { rebuildProductIndex } from '../src/modules/products/index.ts';
import { insertChunked } from '../src/modules/users/index.ts';

let random = prng(20261124);
const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;

const NOUNS: Record<string, string[]> = {
  electronic_components: ['microcontroller', 'MOSFET', 'voltage regulator', 'op-amp', 'crystal oscillator', 'capacitor kit'],
  mechanical_parts: ['stainless bracket', 'linear rail', 'timing pulley', 'ball bearing', 'aluminium extrusion', 'shaft coupler'],
  sensors: ['humidity sensor', 'IMU breakout', 'ToF distance sensor', 'pressure sensor', 'gas sensor module', 'hall sensor'],
  controllers: ['motor controller', 'PLC module', 'stepper driver board', 'servo controller', 'BLDC ESC', 'relay board'],
  power_supply: ['bench power supply', 'DC-DC module', 'LiPo charger board', 'USB-C PD trigger', 'solar charge controller', 'AC adapter'],
  enclosures: ['IP67 enclosure', 'DIN rail case', 'aluminium project box', 'handheld case', 'rack enclosure', 'battery box'],
  connectors: ['JST cable set', 'USB-C receptacle', 'M12 connector', 'pin header strip', 'terminal block', 'FFC connector'],
  displays: ['OLED module', 'e-paper panel', 'TFT touch display', 'LED matrix', 'segment display', 'round LCD'],
  prototyping: ['PLA filament', 'breadboard kit', 'perfboard pack', 'resin bottle', 'jumper wire set', 'copper clad board'],
  development_kits: ['development board', 'FPGA kit', 'RISC-V board', 'LoRa starter kit', 'edge AI board', 'sensor kit'],
  tools: ['oscilloscope', 'soldering station', 'reflow oven', 'logic analyser', 'multimeter', 'hot air station'],
  finished_products: ['air quality monitor', 'smart plug', 'data logger', 'asset tracker', 'smart thermostat', 'wearable band'],
  other: ['ESD mat', 'storage drawer set', 'shipping foam', 'label printer', 'component organiser', 'anti-static bags'],
};
const BRANDS = ['Acme', 'Nordic', 'Bosch', 'Espressif', 'Rigol', 'Sensirion', 'Molex', 'Hakko', 'Adafruit', 'Würth', 'Texas Instruments', 'Omron'];
const ADJECTIVES = ['compact', 'low-power', 'industrial', 'high-precision', 'rugged', 'miniature', 'automotive-grade', 'open-source'];
const TAGS = ['i2c', 'spi', 'usb-c', 'ble', 'wifi', 'lora', 'ip67', 'smt', 'rohs', 'arduino', 'raspberry-pi', '3.3v', '5v', '12v', 'stm32', 'esp32'];
const LOCATIONS = ['Berlin, Germany', 'Tokyo, Japan', 'Shenzhen, China', 'Austin, USA', 'London, UK', 'Taipei, Taiwan', 'Munich, Germany', 'New York, USA', 'Singapore', 'Paris, France'];

/**
 * `products` listings. Sellers are `sellers` new members (ids 1..sellers), or, with `existingSellerIds`,
 * members already in the database (the bench suite lists them from the partner-search world).
 */
export async function seedProducts(knex: Knex, options: { products: number; sellers?: number; existingSellerIds?: number[] }): Promise<void> {
  const PRODUCTS = options.products;
  random = prng(20261124);
  const now = Date.now();
  const SELLERS = options.existingSellerIds?.length ?? options.sellers ?? 400;
  const users = Array.from({ length: SELLERS }, (_, i) => ({
    id: i + 1, username: `seller_${i + 1}`, email: `seller${i + 1}@bench.hardwarehub.dev`, passwordHash: 'x', role: pick(['supplier', 'manufacturer', 'designer', 'entrepreneur']),
    fullName: `Seller ${i + 1}`, companyName: `Bench Components ${i + 1}`, location: pick(LOCATIONS), expertise: '[]', tags: '[]', verificationStatus: 'pending', subscriptionPlan: 'free',
    emailVerified: true, dataConsent: true, privacyPolicyAccepted: true, termsAccepted: true, ratingCount: 0, createdAt: new Date(now), updatedAt: new Date(now),
  }));
  const products = Array.from({ length: PRODUCTS }, (_, i) => {
    const category = pick(PRODUCT_CATEGORY_VALUES);
    const condition = pick(PRODUCT_CONDITION_VALUES);
    const noun = pick(NOUNS[category]!);
    const brand = pick(BRANDS);
    const tags = [...new Set([pick(TAGS), pick(TAGS), ...(random() < 0.5 ? [pick(TAGS)] : [])])];
    const industries = [...new Set([pick(INDUSTRY_SUGGESTIONS), ...(random() < 0.4 ? [pick(INDUSTRY_SUGGESTIONS)] : [])])];
    const created = new Date(now - Math.floor(random() * 365 * 86_400_000));
    const price = (Math.exp(random() * Math.log(5000)) + random()).toFixed(2);
    const seller = users[Math.floor(random() * SELLERS)]!;
    const sellerId = options.existingSellerIds?.[seller.id - 1] ?? seller.id;
    return {
      sellerId, name: `${brand} ${pick(ADJECTIVES)} ${noun} ${i + 1}`,
      description: `A ${pick(ADJECTIVES)} ${noun} from ${brand}, tested before shipping. Ideal for prototypes and small production runs; datasheet and samples on request.`,
      price, category, condition, location: seller.location, brand, model: `${brand.slice(0, 2).toUpperCase()}-${1000 + (i % 9000)}`,
      quantity: 1 + Math.floor(random() * 500), isUsed: condition === 'used' || condition === 'good' || condition === 'refurbished', isAvailable: true, isFeatured: random() < 0.03,
      images: JSON.stringify([`https://images.example.com/bench/${i % 500}.webp`]), tags: JSON.stringify(tags), industries: JSON.stringify(industries),
      shippingOptions: JSON.stringify(['Standard Shipping']), specifications: JSON.stringify({ Voltage: pick(['3.3 V', '5 V', '12 V', '24 V']), Weight: `${1 + Math.floor(random() * 900)} g` }),
      createdAt: created, updatedAt: created,
    };
  });
  await knex.transaction(async (trx) => {
    if (!options.existingSellerIds) await insertChunked(trx, 'users', users, 200);
    await insertChunked(trx, 'products', products, 500);
    await rebuildProductIndex(trx, 5000);
  });
  if (knex.client.config.client === 'mysql2') await knex.raw('ANALYZE TABLE users, products, product_search_terms');
  else await knex.raw('ANALYZE');
}
