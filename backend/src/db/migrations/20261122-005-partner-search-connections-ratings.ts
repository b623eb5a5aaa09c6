import type { Knex } from 'knex';
import { countryKey, parseLocation } from '#shared/constants/locations.ts';
import { utf8mb4 } from './table-options.ts';

/**
 * Partner search, connections and ratings.
 * - users.rating_average / rating_count: a member's ratings (target type user), kept by the rating
 *   service in the rating's transaction, so cards and rankings need no aggregate per request.
 * - users.connection_requests_month / connection_requests_sent: requests sent in the current
 *   calendar month (UTC), for the plan limit; a withdrawn request still counts.
 * - partner_search + partner_search_terms: the search index (modules/users/partner-index.ts keeps it).
 *   Terms compare byte-wise (utf8mb4_bin on MySQL, SQLite's default BINARY) so a word prefix is a
 *   range scan of the primary key on both engines.
 */
export async function up(knex: Knex): Promise<void> {
  const mysql = knex.client.config.client === 'mysql2';
  await knex.schema.alterTable('users', (t) => {
    t.double('rating_average').nullable();
    t.integer('rating_count').notNullable().defaultTo(0);
    t.string('connection_requests_month', 7).nullable();
    t.integer('connection_requests_sent').notNullable().defaultTo(0);
  });

  await knex.schema.createTable('partner_search', (t) => {
    utf8mb4(t, knex);
    t.integer('user_id').unsigned().notNullable().primary().references('id').inTable('users').onDelete('CASCADE');
    t.string('role', 20).notNullable();
    t.string('region', 20).nullable();
    t.string('country', 80).nullable();
    t.string('city', 80).nullable();
    t.string('postal_code', 20).nullable();
    // 0 with rating_count 0 means "no ratings" (real averages are 1-5).
    t.double('rating_average').notNullable().defaultTo(0);
    t.integer('rating_count').notNullable().defaultTo(0);
    t.integer('quality_rank').notNullable().defaultTo(0);
    t.boolean('verified').notNullable().defaultTo(false);
    t.datetime('created_at', { precision: 3 }).notNullable();
    // One per sort with the common filters in front, so a page is an ordered index walk that stops after `limit` rows.
    t.index(['quality_rank', 'user_id']);
    t.index(['role', 'quality_rank', 'user_id']);
    t.index(['region', 'quality_rank', 'user_id']);
    t.index(['role', 'region', 'quality_rank', 'user_id']);
    t.index(['rating_average', 'rating_count', 'user_id']);
    t.index(['role', 'rating_average', 'rating_count', 'user_id']);
    t.index(['created_at', 'user_id']);
    t.index(['city']);
    t.index(['country']);
    t.index(['postal_code']);
  });

  await knex.schema.createTable('partner_search_terms', (t) => {
    utf8mb4(t, knex);
    const term = t.string('term', 120).notNullable();
    if (mysql) term.collate('utf8mb4_bin');
    t.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.primary(['term', 'user_id']);
    t.index(['user_id']);
  });

  // Existing members: ratings onto users, then the index.
  const ratings: Array<Record<string, unknown>> = await knex('ratings').where({ targetType: 'user' }).groupBy('targetId').select('targetId').count({ n: '*' }).avg({ average: 'score' });
  for (const row of ratings) {
    await knex('users').where({ id: Number(row.targetId) }).update({ ratingAverage: Number(row.average), ratingCount: Number(row.n) });
  }
  await rebuildPartnerIndex(knex);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('partner_search_terms');
  await knex.schema.dropTableIfExists('partner_search');
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('connection_requests_sent');
    t.dropColumn('connection_requests_month');
    t.dropColumn('rating_count');
    t.dropColumn('rating_average');
  });
}

/*
 * The index build as it stood when this migration was written (users/partner-index.ts then), copied here so
 * later changes to the live code never change what this step does. The users columns added by later
 * migrations (featured_until, badge_purchased_at) do not exist yet at this step, so none is read.
 */
interface IndexableUser {
  id: number;
  role: string;
  fullName: string;
  username: string;
  companyName: string | null;
  location: string | null;
  bio: string | null;
  expertise: unknown;
  profileImage: string | null;
  verificationStatus: string;
  ratingAverage: number | string | null;
  ratingCount: number | string | null;
  deactivatedAt: unknown;
  createdAt: unknown;
}

const USER_COLUMNS = [
  'id', 'role', 'fullName', 'username', 'companyName', 'location', 'bio', 'expertise', 'profileImage', 'verificationStatus',
  'ratingAverage', 'ratingCount', 'deactivatedAt', 'createdAt',
] as const;

const STOP_WORDS = new Set([
  'a', 'an', 'and', 'are', 'as', 'at', 'be', 'by', 'for', 'from', 'has', 'have', 'in', 'into', 'is', 'it', 'its', 'of', 'on', 'or',
  'our', 'that', 'the', 'their', 'this', 'to', 'we', 'with', 'you', 'your', 'i', 'am', 'my',
]);
const MAX_WORD = 40;
const MAX_TERM = 120;

const foldText = (text: string) => text.normalize('NFKD').replace(/\p{M}+/gu, '').toLowerCase();

function wordsOf(text: string | null | undefined): string[] {
  if (!text) return [];
  return foldText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word && !STOP_WORDS.has(word))
    .map((word) => word.slice(0, MAX_WORD));
}

const expertiseTerm = (expertise: string) => `e:${foldText(expertise).trim().replace(/\s+/g, ' ')}`.slice(0, MAX_TERM);

function parseJsonList(value: unknown): string[] {
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

/** A date column as either engine returns it (Date, epoch ms from SQLite, zone-less DATETIME text from MySQL). */
function toDate(value: unknown): Date {
  if (value instanceof Date) return value;
  if (typeof value === 'number' || typeof value === 'bigint') return new Date(Number(value));
  const text = String(value);
  if (/^\d+$/.test(text)) return new Date(Number(text));
  return new Date(/[zZ]|[+-]\d{2}:\d{2}$/.test(text) ? text : `${text.replace(' ', 'T')}Z`);
}

function indexRows(user: IndexableUser): { row: Record<string, unknown>; terms: string[] } | undefined {
  if (user.role === 'admin' || user.deactivatedAt) return undefined;
  const expertise = parseJsonList(user.expertise);
  const location = parseLocation(user.location);
  const count = Number(user.ratingCount ?? 0);
  const terms = new Set<string>();
  for (const item of expertise) terms.add(expertiseTerm(item));
  for (const text of [user.fullName, user.username, user.companyName, user.bio, ...expertise]) {
    for (const word of wordsOf(text)) terms.add(`w:${word}`);
  }
  const verified = user.verificationStatus === 'verified';
  // "Best match": a Bayesian average of the ratings (prior 3, weight 2) plus bonuses for verified and complete profiles.
  const average = Number(user.ratingAverage ?? 0);
  const bayes = (average * count + 3 * 2) / (count + 2);
  const bonus = (verified ? 0.3 : 0) + (user.bio?.trim() ? 0.1 : 0) + (expertise.length ? 0.1 : 0) + (user.profileImage ? 0.05 : 0);
  return {
    row: {
      userId: user.id,
      role: user.role,
      region: location.region,
      country: location.country ? foldText(countryKey(location.country)!).slice(0, 80) : null,
      city: location.city ? foldText(location.city).slice(0, 80) : null,
      postalCode: location.postalCode ? foldText(location.postalCode).slice(0, 20) : null,
      ratingAverage: count ? average : 0,
      ratingCount: count,
      qualityRank: Math.round((bayes + bonus) * 1000),
      verified,
      createdAt: toDate(user.createdAt),
    },
    terms: [...terms],
  };
}

/** Inserts in chunks (knex writes a multi-row SQLite insert as a compound SELECT, capped at 500 terms). */
async function insertChunked(db: Knex, table: string, rows: Array<Record<string, unknown>>, chunk: number): Promise<void> {
  const size = db.client.config.client === 'mysql2' ? chunk : Math.min(chunk, 500);
  for (let i = 0; i < rows.length; i += size) await db(table).insert(rows.slice(i, i + size));
}

async function rebuildPartnerIndex(db: Knex, batch = 2000): Promise<void> {
  await db('partner_search_terms').delete();
  await db('partner_search').delete();
  let after = 0;
  for (;;) {
    const users = (await db('users').where('id', '>', after).orderBy('id').limit(batch).select(...USER_COLUMNS)) as IndexableUser[];
    if (!users.length) break;
    after = users[users.length - 1]!.id;
    const rows = users.map(indexRows).filter((r) => r !== undefined);
    await insertChunked(db, 'partner_search', rows.map((r) => r.row), 200);
    await insertChunked(db, 'partner_search_terms', rows.flatMap((r) => r.terms.map((term) => ({ term, userId: r.row.userId }))), 1000);
  }
}
