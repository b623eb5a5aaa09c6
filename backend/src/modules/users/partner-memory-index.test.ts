import { describe, expect, it } from 'vitest';
import { partnerSearchQuerySchema } from '#shared/schemas/partner-search-schemas.ts';
import { indexRows, type IndexableUser } from './partner-index.ts';
import { PartnerMemoryIndex } from './partner-memory-index.ts';

/** The index without a database: members filed with the same rows partner-index.ts writes. */
function member(id: number, fields: Partial<IndexableUser>): IndexableUser {
  return {
    id, role: 'manufacturer', fullName: `Member ${id}`, username: `member_${id}`, companyName: null, location: null, bio: null, expertise: [],
    profileImage: null, verificationStatus: 'pending', ratingAverage: null, ratingCount: 0, deactivatedAt: null, createdAt: new Date(Date.UTC(2026, 0, id)),
    ...fields,
  };
}

function indexOf(users: IndexableUser[]): PartnerMemoryIndex {
  // Never loaded from a database here; `upsert` is what a load or refresh does per member.
  const index = new PartnerMemoryIndex(undefined as never);
  for (const user of users) file(index, user);
  return index;
}

function file(index: PartnerMemoryIndex, user: IndexableUser) {
  const rows = indexRows(user);
  if (rows) index.upsert(rows.row as never, rows.terms, JSON.stringify({ id: user.id, bio: user.bio }));
  else index.remove(user.id);
}

const query = (params: Record<string, string | string[]>) => partnerSearchQuerySchema.parse(params);

const WORLD = [
  member(1, { role: 'entrepreneur', fullName: 'Viewer Founder', location: 'Shenzhen, China', expertise: ['PCB Design'] }),
  member(2, { fullName: 'Wei Zhang', companyName: 'Shenzhen Precision', location: 'Shenzhen, China', expertise: ['PCB Design', 'Mass Production'], ratingAverage: 4.5, ratingCount: 2, verificationStatus: 'verified' }),
  member(3, { fullName: 'Hana Sato', companyName: 'Sato Injection Works', location: 'Tokyo, Japan', expertise: ['Prototyping'], ratingAverage: 3, ratingCount: 1 }),
  member(4, { role: 'designer', fullName: 'Elena Müller', location: 'Berlin, Germany', expertise: ['PCB Design', 'Embedded Systems'], ratingAverage: 3.96, ratingCount: 5 }),
  member(5, { role: 'supplier', fullName: 'Carlos Rivera', location: '10001 New York, USA', bio: 'Authorised distributor for MCUs.' }),
  member(6, { role: 'admin', fullName: 'Admin Person', location: 'Shenzhen, China' }),
];

describe('PartnerMemoryIndex', () => {
  it('filters on supplier profiles: process, material, approved certification, factory, order quantity, verified', () => {
    const index = new PartnerMemoryIndex(undefined as never);
    const supplier = (user: IndexableUser, facts: Parameters<typeof indexRows>[1]) => {
      const rows = indexRows(user, facts)!;
      index.upsert(rows.row as never, rows.terms, '{}');
    };
    supplier(WORLD[1]!, { capabilities: ['pcb_assembly'], materials: ['fr4'], approvedCertifications: ['iso_13485'], factoryLocations: ['Shenzhen, China'], minOrderQuantity: 500 });
    supplier(WORLD[2]!, { capabilities: ['injection_molding', 'cnc_machining'], materials: ['abs'], approvedCertifications: [], factoryLocations: ['Penang'], minOrderQuantity: 50 });
    supplier(WORLD[4]!, { capabilities: ['cnc_machining'], materials: ['aluminum_6061'], approvedCertifications: ['iso_9001'], factoryLocations: ['Austin, TX'], minOrderQuantity: null });
    const ids = (params: Record<string, string | string[]>) => index.search(query(params), 1).userIds.sort();
    expect(ids({ capability: 'cnc_machining' })).toEqual([3, 5]);
    expect(ids({ capability: ['pcb_assembly', 'injection_molding'] })).toEqual([2, 3]);
    expect(ids({ material: 'FR4' })).toEqual([2]);
    expect(ids({ certification: 'iso_9001' })).toEqual([5]);
    expect(ids({ factory: 'Asia' })).toEqual([2, 3]);
    expect(ids({ factory: ['malaysia', 'usa'] })).toEqual([3, 5]);
    expect(ids({ maxMoq: '100' })).toEqual([3]);
    expect(ids({ maxMoq: '500', factory: 'Asia' })).toEqual([2, 3]);
    expect(ids({ verified: 'true' })).toEqual([2]);
    expect(ids({ capability: 'cnc_machining', factory: 'Asia' })).toEqual([3]);
  });

  it('filters by role, region, exact location, expertise (any / all), text prefixes and minimum rating', () => {
    const index = indexOf(WORLD);
    const ids = (params: Record<string, string | string[]>) => index.search(query(params), 1).userIds;
    // Best match: reputation (Bayesian rating, verified, complete profile), ties by the newer id; never the viewer or an admin.
    expect(ids({})).toEqual([2, 4, 5, 3]);
    expect(ids({ role: 'manufacturer' })).toEqual([2, 3]);
    expect(ids({ location: 'Asia', locationType: 'region' })).toEqual([2, 3]);
    expect(ids({ location: ['Europe', 'United States'], locationType: 'region' })).toEqual([4, 5]);
    expect(ids({ location: 'shenzhen', locationType: 'exact' })).toEqual([2]);
    expect(ids({ location: 'Germany', locationType: 'exact' })).toEqual([4]);
    expect(ids({ location: '10001', locationType: 'exact' })).toEqual([5]);
    expect(ids({ location: 'Atlantis', locationType: 'exact' })).toEqual([]);
    expect(ids({ expertise: ['pcb design', 'Prototyping'] })).toEqual([2, 4, 3]);
    expect(ids({ expertise: ['PCB Design', 'Mass Production'], expertiseMatch: 'all' })).toEqual([2]);
    expect(ids({ q: 'mull' })).toEqual([4]);
    expect(ids({ q: 'shenzhen prec' })).toEqual([2]);
    expect(ids({ q: 'the' })).toEqual([2, 4, 5, 3]); // stop words filter nothing
    expect(ids({ q: 'zzz' })).toEqual([]);
    expect(ids({ minRating: '4' })).toEqual([2, 4]); // 3.96 shows as 4.0
    expect(ids({ role: 'manufacturer', location: 'Asia', expertise: 'PCB Design', minRating: '4' })).toEqual([2]);
  });

  it('sorts by rating and newest, and pages with an exact total', () => {
    const index = indexOf(WORLD);
    expect(index.search(query({ sort: 'rating' }), 1).userIds).toEqual([2, 4, 3, 5]);
    expect(index.search(query({ sort: 'newest' }), 1).userIds).toEqual([5, 4, 3, 2]);
    expect(index.search(query({ sort: 'newest', limit: '2', offset: '1' }), 1)).toEqual({ userIds: [4, 3], total: 4 });
    expect(index.search(query({ offset: '10' }), 1)).toEqual({ userIds: [], total: 4 });
    // Another viewer sees the founder, not themselves.
    expect(index.search(query({}), 2)).toEqual({ userIds: [4, 5, 3, 1], total: 4 });
  });

  it('pages every sort the same for broad and narrow searches, at any depth', () => {
    // Narrow searches paged deep pick their page by sorting the matches' places instead of walking
    // the order; both must give the order a plain sort of the filed rows gives.
    const roles = ['manufacturer', 'supplier', 'designer', 'attorney', 'investor'] as const;
    const users = Array.from({ length: 3000 }, (_, i) => member(i + 1, {
      role: roles[(i * 7) % 5]!,
      ratingAverage: ((i * 37) % 41) / 10 + 1,
      ratingCount: i % 3 ? (i % 11) + 1 : 0,
      verificationStatus: i % 4 ? 'pending' : 'verified',
      bio: i % 5 ? `Bio of ${i}` : null,
      createdAt: new Date(Date.UTC(2025, 0, 1) + ((i * 7919) % 3000) * 3_600_000),
    }));
    const index = indexOf(users);
    const rows = new Map(users.map((user) => [user.id, indexRows(user)!.row as { ratingAverage: number; ratingCount: number; qualityRank: number; createdAt: Date }]));
    const expected = (ids: number[], sort: string) => [...ids].sort((a, b) => {
      const [x, y] = [rows.get(a)!, rows.get(b)!];
      if (sort === 'best') return y.qualityRank - x.qualityRank || b - a;
      if (sort === 'rating') return y.ratingAverage - x.ratingAverage || y.ratingCount - x.ratingCount || b - a;
      return y.createdAt.getTime() - x.createdAt.getTime() || b - a;
    });
    const viewer = 12;
    for (const [params, filter] of [
      [{}, () => true],
      [{ role: 'attorney' }, (u: IndexableUser) => u.role === 'attorney'],
      [{ role: 'attorney', minRating: '4.5' }, (u: IndexableUser) => u.role === 'attorney' && Number(u.ratingCount) > 0 && Number(u.ratingAverage) >= 4.45],
    ] as const) {
      const matches = users.filter((user) => user.id !== viewer && filter(user)).map((user) => user.id);
      for (const sort of ['best', 'rating', 'newest']) {
        const paged: number[] = [];
        for (let offset = 0; offset < matches.length; offset += 20) {
          const page = index.search(query({ ...params, sort, offset: String(offset) }), viewer);
          expect(page.total).toBe(matches.length);
          paged.push(...page.userIds);
        }
        expect(paged).toEqual(expected(matches, sort));
      }
    }
  });

  it('re-files a changed member in place and drops one that is no longer listed', () => {
    const index = indexOf(WORLD);
    const ids = (params: Record<string, string | string[]>) => index.search(query(params), 1).userIds;
    expect(ids({ sort: 'rating' })).toEqual([2, 4, 3, 5]);
    file(index, { ...WORLD[2]!, location: 'Munich, Germany', expertise: ['Robotics'], ratingAverage: 5, ratingCount: 9 });
    expect(ids({ sort: 'rating' })).toEqual([3, 2, 4, 5]);
    expect(ids({})).toEqual([3, 2, 4, 5]);
    expect(ids({ location: 'Europe', locationType: 'region' })).toEqual([3, 4]);
    expect(ids({ expertise: 'Prototyping' })).toEqual([]);
    expect(ids({ q: 'robot' })).toEqual([3]);
    file(index, { ...WORLD[1]!, deactivatedAt: new Date() });
    expect(ids({})).toEqual([3, 4, 5]);
    expect(ids({ q: 'shenzhen' })).toEqual([]);
    // A new member takes the freed slot and is found under its own keys only.
    file(index, member(7, { fullName: 'Kenji Tanaka', location: 'Osaka, Japan', expertise: ['Mass Production'] }));
    expect(ids({ location: 'Asia', locationType: 'region' })).toEqual([7]);
    expect(ids({ expertise: 'Mass Production' })).toEqual([7]);
    expect(index.memberCount).toBe(5);
  });

  it('answers a page with the cards filed with its members', async () => {
    const index = indexOf(WORLD);
    const { userIds } = index.search(query({ role: 'manufacturer' }), 1);
    const cards = async (ids: number[]) => (await index.cardsOf(ids)).map(String);
    expect(await cards(userIds)).toEqual(['{"id":2,"bio":null}', '{"id":3,"bio":null}']);
    file(index, { ...WORLD[1]!, bio: 'New bio' });
    expect(await cards([2])).toEqual(['{"id":2,"bio":"New bio"}']);
    file(index, { ...WORLD[1]!, deactivatedAt: new Date() });
    expect(await cards([2, 3])).toEqual(['{"id":3,"bio":null}']);
    expect(await cards([6])).toEqual([]); // an admin is never filed
  });

  it('keeps the most recent cards only and reads a page\'s others, never one of a member taken out', async () => {
    const reads: number[][] = [];
    const index = new PartnerMemoryIndex(undefined as never, {
      keptCards: 2,
      readCards: async (ids) => {
        reads.push(ids);
        return new Map(ids.map((id) => [id, JSON.stringify({ id, bio: 'read' })]));
      },
    });
    for (const user of WORLD) file(index, user);
    // Filed last, kept: 4 and 5. Cards 2 and 3 come from one read, in the page's order.
    expect((await index.cardsOf([2, 4, 3])).map(String)).toEqual(['{"id":2,"bio":"read"}', '{"id":4,"bio":null}', '{"id":3,"bio":"read"}']);
    expect(reads).toEqual([[2, 3]]);
    // What was just read is kept now (the two most recent), so a second look needs no read.
    expect((await index.cardsOf([2, 3])).map(String)).toEqual(['{"id":2,"bio":"read"}', '{"id":3,"bio":"read"}']);
    expect(reads).toHaveLength(1);
    // A member taken out shows no card, kept or read.
    file(index, { ...WORLD[3]!, deactivatedAt: new Date() });
    expect((await index.cardsOf([4, 5])).map(String)).toEqual(['{"id":5,"bio":"read"}']);
    expect(reads.at(-1)).toEqual([5]);
  });
});
