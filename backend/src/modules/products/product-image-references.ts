import type { Knex } from 'knex';

const STORAGE_KEY = /^[0-9a-f]{16,64}$/;

/**
 * Which of these uploaded images (their storage keys, the content hashes in their URLs) any listing
 * still shows, hidden listings included: the uploads sweep keeps those. One pass over the listings
 * for the whole batch; a key is matched anywhere in a listing's image addresses, so a listing naming
 * the image by its disk path or its bucket URL both count.
 */
export async function imageKeysInListings(knex: Knex, keys: readonly string[]): Promise<Set<string>> {
  const wanted = keys.filter((key) => STORAGE_KEY.test(key));
  if (!wanted.length) return new Set();
  const rows: Array<{ images: unknown }> = await knex('products')
    .select('images')
    .where((q) => {
      for (const key of wanted) q.orWhere('images', 'like', `%${key}%`);
    });
  const found = new Set<string>();
  for (const { images } of rows) {
    const text = typeof images === 'string' ? images : JSON.stringify(images ?? null);
    for (const key of wanted) if (text.includes(key)) found.add(key);
  }
  return found;
}
