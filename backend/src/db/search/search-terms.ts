import type { Knex } from 'knex';

/**
 * Text and term helpers shared by the search tables (partner_search_terms, product_search_terms)
 * and the in-memory indexes loaded from them (bitset-index.ts): both sides must fold and split text
 * the same way, or a word filed by one would not be found by the other.
 */

/** Words that would match nearly everyone, left out of the word index (and ignored in queries). */
export const STOP_WORDS = new Set([
  'a', 'an', 'and', 'are', 'as', 'at', 'be', 'by', 'for', 'from', 'has', 'have', 'in', 'into', 'is', 'it', 'its', 'of', 'on', 'or',
  'our', 'that', 'the', 'their', 'this', 'to', 'we', 'with', 'you', 'your', 'i', 'am', 'my',
]);

const MAX_WORD = 40;

/** Lower case, accents removed, so "Müller" finds "muller" and the reverse. */
export function foldText(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}+/gu, '').toLowerCase();
}

/** The searchable words of a text: letters and digits, folded; stop words dropped. */
export function wordsOf(text: string | null | undefined): string[] {
  if (!text) return [];
  return foldText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word && !STOP_WORDS.has(word))
    .map((word) => word.slice(0, MAX_WORD));
}

/** The key a word is filed and looked up under (a query word matches as a prefix of it). */
export const wordTerm = (word: string) => `w:${word}`;

/** The upper bound of a prefix range: every term starting with `prefix` sorts below it (binary order). */
export const prefixEnd = (prefix: string) => `${prefix}\uffff`;

/** A JSON list column as strings (mysql2 parses JSON columns, SQLite keeps the text); anything else is empty. */
export function parseJsonList(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value === 'string' && value) {
    try {
      const parsed: unknown = JSON.parse(value);
      return Array.isArray(parsed) ? parsed.map(String) : [];
    } catch {
      return [];
    }
  }
  return [];
}

/** Inserts in chunks (knex writes a multi-row SQLite insert as a compound SELECT, capped at 500 terms). */
export async function insertChunked(db: Knex, table: string, rows: Array<Record<string, unknown>>, chunk = 400): Promise<void> {
  const size = db.client.config.client === 'mysql2' ? chunk : Math.min(chunk, 500);
  for (let i = 0; i < rows.length; i += size) await db(table).insert(rows.slice(i, i + size));
}
