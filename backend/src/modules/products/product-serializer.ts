import type { Knex } from 'knex';
import { productSchema, readSpecifications, type Product as ProductView } from '#shared/schemas/product-schemas.ts';
import type { User } from '../../db/models/user-model.ts';
import type { Product } from '../../db/models/product-model.ts';

export interface RatingSummary {
  average: number | null;
  count: number;
}

const NO_RATINGS: RatingSummary = { average: null, count: 0 };

/** The only way a product leaves the server: parsed with the shared schema, so unknown keys never pass. */
export function toProduct(product: Product, seller: User | null | undefined, rating: RatingSummary | undefined, saved: boolean): ProductView {
  return productSchema.parse({
    ...product,
    images: product.images ?? [],
    tags: product.tags ?? [],
    industries: product.industries ?? [],
    shippingOptions: product.shippingOptions ?? [],
    specifications: readSpecifications(product.specifications ?? {}),
    seller: seller && !seller.deactivatedAt ? { id: seller.id, fullName: seller.fullName, profileImage: seller.profileImage, company: seller.companyName } : null,
    rating: rating ?? NO_RATINGS,
    saved,
    hiddenAt: product.hiddenAt ?? null,
    hiddenReason: product.hiddenAt ? (product.hiddenReason ?? null) : null,
  });
}

/** Rating average (to 1 decimal, as the Reviews section shows it) and count of each product asked for. */
export async function productRatings(knex: Knex, productIds: number[]): Promise<Map<number, RatingSummary>> {
  if (!productIds.length) return new Map();
  const rows: Array<Record<string, unknown>> = await knex('ratings')
    .where({ targetType: 'product' })
    .whereIn('targetId', productIds)
    .groupBy('targetId')
    .select('targetId')
    .count({ n: '*' })
    .sum({ total: 'score' });
  return new Map(
    rows.map((row) => {
      const count = Number(row.n);
      return [Number(row.targetId), { count, average: count ? Math.round((Number(row.total) / count) * 10) / 10 : null }];
    }),
  );
}

/** Which of the products the member saved. */
export async function savedBy(knex: Knex, userId: number | undefined, productIds: number[]): Promise<Set<number>> {
  if (!userId || !productIds.length) return new Set();
  const ids = (await knex('saved_products').where({ userId }).whereIn('productId', productIds).select('productId')) as Array<{ productId: number }>;
  return new Set(ids.map((row) => Number(row.productId)));
}
