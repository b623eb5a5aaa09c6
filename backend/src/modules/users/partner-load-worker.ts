import Database from 'better-sqlite3';
import { rowKeys, timeOf, type PartnerSearchRow } from './partner-search-keys.ts';

/**
 * A worker thread (partner-memory-index.ts's start on SQLite) that reads the partner search's tables a page of
 * members at a time while the main thread files the page before. better-sqlite3 is synchronous: in the main thread
 * reading and filing take turns, and at a million members each is about 4 s of the start. A page crosses as typed
 * arrays and one string of keys, which cost next to nothing to pass (an object or a string per member would cost
 * the main thread a copy of each).
 */
export interface LoadPageTask {
  file: string;
  /** The page is the members with ids above this, in id order. */
  after: number;
  limit: number;
}

export interface LoadedPage {
  /** Member ids in order; none once the table is read to its end. */
  ids: Int32Array;
  ratingAverages: Float64Array;
  ratingCounts: Int32Array;
  qualityRanks: Int32Array;
  createdAts: Float64Array;
  /** How many of the lines of `keys` are each member's; -1 for a member in `oddKeys`. */
  keyCounts: Int32Array;
  /** Every member's keys (terms, role, location), one a line, member after member. */
  keys: string;
  /** The keys of members with a key that holds a line break, which cannot travel as lines. */
  oddKeys: Map<number, string[]>;
}

type RowStatement = Database.Statement<[number, number], Omit<PartnerSearchRow, 'createdAt'> & { createdAt: string | number }>;
type ListStatement = Database.Statement<[number, number], { userId: number; termCount: number; termList: string }>;
type TermStatement = Database.Statement<[number], { term: string }>;

let open: { file: string; rows: RowStatement; lists: ListStatement; terms: TermStatement } | undefined;

function statementsFor(file: string) {
  if (open?.file === file) return open;
  const database = new Database(file, { readonly: true, fileMustExist: true });
  open = {
    file,
    rows: database.prepare(
      `select user_id as userId, role, region, country, city, postal_code as postalCode, rating_average as ratingAverage,
         rating_count as ratingCount, quality_rank as qualityRank, created_at as createdAt
       from partner_search where user_id > ? order by user_id limit ?`,
    ),
    lists: database.prepare(
      `select user_id as userId, count(*) as termCount, group_concat(term, char(10)) as termList
       from partner_search_terms where user_id between ? and ? group by user_id`,
    ),
    terms: database.prepare('select term from partner_search_terms where user_id = ?'),
  };
  return open;
}

export default function readPage({ file, after, limit }: LoadPageTask): LoadedPage {
  const statements = statementsFor(file);
  const rows = statements.rows.all(after, limit);
  const count = rows.length;
  const page: LoadedPage = {
    ids: new Int32Array(count),
    ratingAverages: new Float64Array(count),
    ratingCounts: new Int32Array(count),
    qualityRanks: new Int32Array(count),
    createdAts: new Float64Array(count),
    keyCounts: new Int32Array(count),
    keys: '',
    oddKeys: new Map(),
  };
  if (!count) return page;
  const lists = new Map<number, { termCount: number; termList: string }>();
  for (const list of statements.lists.all(rows[0]!.userId, rows[count - 1]!.userId)) lists.set(list.userId, list);
  const lines: string[] = [];
  rows.forEach((row, at) => {
    page.ids[at] = row.userId;
    page.ratingAverages[at] = row.ratingAverage;
    page.ratingCounts[at] = row.ratingCount;
    page.qualityRanks[at] = row.qualityRank;
    page.createdAts[at] = timeOf(row.createdAt);
    const list = lists.get(row.userId);
    const others = rowKeys(row);
    if ((list && linesIn(list.termList) !== list.termCount) || others.some((key) => key.includes('\n'))) {
      page.keyCounts[at] = -1;
      page.oddKeys.set(row.userId, [...statements.terms.all(row.userId).map(({ term }) => term), ...others]);
      return;
    }
    page.keyCounts[at] = (list?.termCount ?? 0) + others.length;
    if (list) lines.push(list.termList);
    lines.push(...others);
  });
  page.keys = lines.join('\n');
  return page;
}

function linesIn(text: string): number {
  let lines = 1;
  for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) lines++;
  return lines;
}
