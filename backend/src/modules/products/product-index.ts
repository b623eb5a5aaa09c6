import type { Knex } from 'knex';
import { foldText, insertChunked, parseJsonList, prefixEnd, wordsOf, wordTerm } from '../../db/search/search-terms.ts';

/**
 * The marketplace's search terms (`product_search_terms`, migration 007), kept in the transaction
 * of every listing change: `w:<word>` for each word of name, description, brand, model and tags
 * (a search word matches as a word prefix: a range of the primary key), `t:<tag>` and
 * `i:<industry>` for the exact tag and industry filters. Case- and accent-insensitive.
 */

const MAX_TERM = 120;

export const tagTerm = (tag: string) => `t:${foldText(tag).trim().replace(/\s+/g, ' ')}`.slice(0, MAX_TERM);
export const industryTerm = (industry: string) => `i:${foldText(industry).trim().replace(/\s+/g, ' ')}`.slice(0, MAX_TERM);
export { prefixEnd, wordsOf, wordTerm };

/** Listed in the marketplace: available, and not hidden by the team. */
export const isListed = (product: { isAvailable: boolean; hiddenAt: string | null }) => product.isAvailable && !product.hiddenAt;

export interface IndexableProduct {
  name: string;
  description: string;
  brand: string | null;
  model: string | null;
  tags: string[] | null;
  industries: string[] | null;
}

export function productTerms(product: IndexableProduct): string[] {
  const terms = new Set<string>();
  const tags = product.tags ?? [];
  for (const text of [product.name, product.description, product.brand, product.model, ...tags]) {
    for (const word of wordsOf(text)) terms.add(wordTerm(word));
  }
  for (const tag of tags) terms.add(tagTerm(tag));
  for (const industry of product.industries ?? []) terms.add(industryTerm(industry));
  return [...terms];
}

/** Re-files one listing's terms: only what changed is written (see refreshPartner on MySQL gap locks). */
export async function refreshProductTerms(db: Knex, productId: number, product: IndexableProduct): Promise<void> {
  const existing = (await db('product_search_terms').where({ productId }).pluck('term')) as string[];
  const wanted = new Set(productTerms(product));
  const stale = existing.filter((term) => !wanted.has(term));
  for (let i = 0; i < stale.length; i += 200) await db('product_search_terms').where({ productId }).whereIn('term', stale.slice(i, i + 200)).delete();
  const had = new Set(existing);
  await insertChunked(db, 'product_search_terms', [...wanted].filter((term) => !had.has(term)).map((term) => ({ term, productId })));
}

/** Rebuilds every listing's terms (demo data, bulk imports, the benchmark's seed). */
export async function rebuildProductIndex(db: Knex, batch = 2000): Promise<void> {
  await db('product_search_terms').delete();
  let after = 0;
  for (;;) {
    const rows = (await db('products').where('id', '>', after).orderBy('id').limit(batch).select('id', 'name', 'description', 'brand', 'model', 'tags', 'industries')) as Array<
      IndexableProduct & { id: number; tags: unknown; industries: unknown }
    >;
    if (!rows.length) break;
    after = rows[rows.length - 1]!.id;
    const terms = rows.flatMap((row) =>
      productTerms({ ...row, tags: parseJsonList(row.tags), industries: parseJsonList(row.industries) }).map((term) => ({ term, productId: row.id })),
    );
    await insertChunked(db, 'product_search_terms', terms, 1000);
  }
}
