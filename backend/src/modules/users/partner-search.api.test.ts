import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARTNER_SEARCH_MESSAGES, partnerSearchQuerySchema, type PartnerCard } from '#shared/schemas/partner-search-schemas.ts';
import type { Role } from '#shared/constants/roles.ts';
import { signUp, type TestAccount } from '../../test-support/accounts.ts';
import { TestClient } from '../../test-support/test-client.ts';
import { testEngine } from '../../test-support/test-database.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { refreshPartnerRating } from './partner-index.ts';
import { PartnerMemoryIndex } from './partner-memory-index.ts';
import { readPartnerCards } from './partner-search-service.ts';

const engine = testEngine();

interface Member {
  role: Role;
  fullName: string;
  companyName?: string;
  location: string;
  expertise: string[];
  bio?: string;
  scores?: number[];
}

/** The people the tests search among (each file has a database of its own). */
const MEMBERS = {
  wei: { role: 'manufacturer', fullName: 'Wei Zhang', companyName: 'Shenzhen Precision Electronics', location: 'Shenzhen, China', expertise: ['PCB Design', 'Mass Production'], bio: 'Turnkey PCB assembly and box build.', scores: [5, 4] },
  hana: { role: 'manufacturer', fullName: 'Hana Sato', companyName: 'Sato Injection Works', location: 'Tokyo, Japan', expertise: ['Prototyping', 'Quality Control'], bio: 'Injection moulding and precision enclosures.', scores: [3] },
  carlos: { role: 'supplier', fullName: 'Carlos Rivera', companyName: 'Rivera Components', location: 'New York, USA', expertise: ['Power Electronics', 'IoT Devices'], bio: 'Authorised distributor for MCUs.' },
  elena: { role: 'designer', fullName: 'Elena Müller', companyName: 'Müller Design', location: 'Berlin, Germany', expertise: ['PCB Design', 'Embedded Systems'], bio: 'Low-power layout for wearables.', scores: [5] },
  rachel: { role: 'attorney', fullName: 'Rachel Goldberg', companyName: 'Goldberg IP Law', location: 'London, UK', expertise: ['Medical Devices'], bio: 'Patents for hardware start-ups.', scores: [4, 4, 3] },
  ava: { role: 'investor', fullName: 'Ava Thompson', companyName: 'Forge Ventures', location: '94107 San Francisco, USA', expertise: ['Robotics'], bio: 'Seed investor in robotics.' },
  liam: { role: 'entrepreneur', fullName: 'Liam Okafor', location: 'Singapore', expertise: ['IoT Devices'], bio: 'Smart irrigation controllers.' },
} satisfies Record<string, Member>;
type Name = keyof typeof MEMBERS;

describe('partner search API (GET /api/users)', () => {
  let server: TestServer;
  let viewer: TestAccount;
  const ids = {} as Record<Name | 'admin' | 'gone', number>;
  const nameOf = new Map<number, string>();

  beforeAll(async () => {
    server = await startTestServer();
    viewer = await signUp(server, 'entrepreneur', { fullName: 'Viewer Founder', location: 'San Francisco, USA' });
    await viewer.client.patch('/api/user', { expertise: ['PCB Design'], bio: 'Building a PCB-based wearable.' });
    const raters = [await signUp(server), await signUp(server), await signUp(server)];
    for (const [name, member] of Object.entries(MEMBERS) as Array<[Name, Member]>) {
      const account = await signUp(server, member.role, { fullName: member.fullName, companyName: member.companyName, location: member.location });
      const edit = await account.client.patch('/api/user', { expertise: member.expertise, bio: member.bio ?? null });
      expect(edit.status, edit.text).toBe(200);
      ids[name] = account.user.id;
      nameOf.set(account.user.id, name);
      // Ratings written directly (the rating rules have their own tests), then copied as the service does.
      for (const [i, score] of (member.scores ?? []).entries()) {
        const now = new Date();
        await server.knex('ratings').insert({ userId: raters[i]!.user.id, targetId: account.user.id, targetType: 'user', ratingValue: 'good', score, createdAt: now, updatedAt: now });
      }
      if (member.scores) await refreshPartnerRating(server.knex, account.user.id);
    }
    // Never listed: an admin and a deactivated manufacturer, both matching "PCB" in Shenzhen.
    const admin = await signUp(server, 'admin', { fullName: 'Operations Person', location: 'Shenzhen, China' });
    await admin.client.patch('/api/user', { expertise: ['PCB Design'] });
    const gone = await signUp(server, 'manufacturer', { fullName: 'Gone Maker', companyName: 'Gone PCB', location: 'Shenzhen, China' });
    await gone.client.patch('/api/user', { expertise: ['PCB Design'] });
    await gone.client.post('/api/user/deactivate', { confirmation: 'DEACTIVATE' });
    ids.admin = admin.user.id;
    ids.gone = gone.user.id;
    // The raters are plain entrepreneurs with no profile: keep them out of the way of role filters.
    for (const rater of raters) nameOf.set(rater.user.id, 'rater');
    // The team approved the professionals' credentials (they sign up pending).
    await server.knex('users').whereNotNull('verificationSubmittedAt').update({ verificationStatus: 'verified' });
    // Ratings were written behind the service: re-file those members as the service would.
    await server.app.deps.partnerIndex.changed([...nameOf.keys(), ...Object.values(ids)]);
  });
  afterAll(async () => {
    await server?.close();
  });

  const search = async (query: string, client = viewer.client) => {
    const response = await client.get(`/api/users${query ? `?${query}` : ''}`);
    expect(response.status, response.text).toBe(200);
    return response.body as { items: PartnerCard[]; total: number; limit: number; offset: number };
  };
  const names = (body: { items: PartnerCard[] }) => body.items.map((card) => nameOf.get(card.id) ?? `#${card.id}`);
  const named = (body: { items: PartnerCard[] }) => names(body).filter((name) => name !== 'rater').sort();

  it('needs a session (401)', async () => {
    expect((await new TestClient(server.url).get('/api/users')).status).toBe(401);
  });

  it('lists public cards only: never the caller, admins, deactivated accounts or any email', async () => {
    const body = await search('limit=100');
    expect(body.total).toBe(10); // 7 members + 3 raters
    expect(body.items).toHaveLength(10);
    const listed = body.items.map((card) => card.id);
    for (const hidden of [viewer.user.id, ids.admin, ids.gone]) expect(listed).not.toContain(hidden);
    expect(JSON.stringify(body)).not.toMatch(/@example\.com|email|passwordHash|argon2/);
    const wei = body.items.find((card) => card.id === ids.wei)!;
    expect(wei).toMatchObject({ fullName: 'Wei Zhang', companyName: 'Shenzhen Precision Electronics', role: 'manufacturer', verified: true, rating: { average: 4.5, count: 2 } });
    expect(body.items.find((card) => card.id === ids.carlos)!.rating).toEqual({ average: null, count: 0 });
    expect(body.items.find((card) => card.id === ids.rachel)!.rating).toEqual({ average: 3.7, count: 3 });
    expect(body.items.find((card) => card.id === ids.liam)!.verified).toBe(false);
  });

  it('filters by role (each partner type, and entrepreneurs for the sidebar); "all" means any', async () => {
    expect(named(await search('role=manufacturer'))).toEqual(['hana', 'wei']);
    expect(named(await search('role=supplier'))).toEqual(['carlos']);
    expect(named(await search('role=attorney'))).toEqual(['rachel']);
    expect(named(await search('role=investor'))).toEqual(['ava']);
    expect(named(await search('role=designer'))).toEqual(['elena']);
    const entrepreneurs = await search('role=entrepreneur');
    expect(entrepreneurs.total).toBe(4); // Liam and the 3 raters, not the viewer
    expect((await search('role=all')).total).toBe(10);
    expect((await viewer.client.get('/api/users?role=admin')).body.message).toBe(PARTNER_SEARCH_MESSAGES.role);
  });

  it('filters by region: countries and known cities; Global is any', async () => {
    expect(named(await search('location=Asia&locationType=region'))).toEqual(['hana', 'liam', 'wei']);
    expect(named(await search('location=Europe&locationType=region'))).toEqual(['elena', 'rachel']);
    expect(named(await search('location=United%20States&locationType=region'))).toEqual(['ava', 'carlos']);
    expect((await search('location=Global&locationType=region')).total).toBe(10);
    // Without locationType a region name is read as a region; several regions match any.
    expect(named(await search('location=Europe&location=United%20States'))).toEqual(['ava', 'carlos', 'elena', 'rachel']);
    const wrong = await viewer.client.get('/api/users?location=Mars&locationType=region');
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(PARTNER_SEARCH_MESSAGES.region);
  });

  it('filters by exact location: city, country (any alias) or postal code, case-insensitive', async () => {
    expect(named(await search('location=berlin&locationType=exact'))).toEqual(['elena']);
    expect(named(await search('location=GERMANY&locationType=exact'))).toEqual(['elena']);
    expect(named(await search('location=usa&locationType=exact'))).toEqual(['ava', 'carlos']);
    expect(named(await search('location=United%20Kingdom&locationType=exact'))).toEqual(['rachel']);
    expect(named(await search('location=94107&locationType=exact'))).toEqual(['ava']);
    expect(named(await search('location=San%20Francisco&locationType=exact'))).toEqual(['ava']);
    // The sidebar's checkboxes: "City, Country" needs both; several locations match any.
    expect(named(await search('location=Tokyo%2C%20Japan&location=Singapore&locationType=exact'))).toEqual(['hana', 'liam']);
    expect(named(await search('location=Tokyo%2C%20China&locationType=exact'))).toEqual([]);
    expect((await search('location=Atlantis&locationType=exact')).total).toBe(0);
  });

  it('filters by expertise: any of them by default, all of them on request, case-insensitive', async () => {
    expect(named(await search('expertise=pcb%20design'))).toEqual(['elena', 'wei']);
    expect(named(await search('expertise=PCB%20Design&expertise=Robotics'))).toEqual(['ava', 'elena', 'wei']);
    expect(named(await search('expertise=PCB%20Design,IoT%20Devices'))).toEqual(['carlos', 'elena', 'liam', 'wei']);
    expect(named(await search('expertise=PCB%20Design&expertise=Mass%20Production&expertiseMatch=all'))).toEqual(['wei']);
    expect(named(await search('expertise=PCB'))).toEqual([]);
  });

  it('searches text in name, company, bio and expertise, every word as a prefix, ignoring case and accents', async () => {
    expect(named(await search('q=wei'))).toEqual(['wei']);
    expect(named(await search('q=precision'))).toEqual(['hana', 'wei']); // company and bio
    expect(named(await search('q=moulding'))).toEqual(['hana']);
    expect(named(await search('q=embed'))).toEqual(['elena']);
    expect(named(await search('q=muller'))).toEqual(['elena']);
    expect(named(await search('q=MÜLLER%20wearables'))).toEqual(['elena']);
    expect(named(await search('q=pcb'))).toEqual(['elena', 'wei']);
    expect(named(await search('q=pcb%20tokyo'))).toEqual([]);
    expect((await search('q=the')).total).toBe(10);
  });

  it('filters by minimum rating against the average as shown (1 decimal); unrated members drop out', async () => {
    expect(named(await search('minRating=4'))).toEqual(['elena', 'wei']);
    expect(named(await search('minRating=3.7'))).toEqual(['elena', 'rachel', 'wei']);
    expect(named(await search('minRating=1'))).toEqual(['elena', 'hana', 'rachel', 'wei']);
    expect((await search('minRating=0')).total).toBe(10);
    expect((await viewer.client.get('/api/users?minRating=6')).body.message).toBe(PARTNER_SEARCH_MESSAGES.minRating);
  });

  it('combines filters (AND between kinds)', async () => {
    expect(named(await search('role=manufacturer&location=Asia&locationType=region&expertise=PCB%20Design&minRating=4'))).toEqual(['wei']);
    expect(named(await search('role=manufacturer&location=Asia&locationType=region&expertise=PCB%20Design&minRating=4.8'))).toEqual([]);
    expect(named(await search('q=pcb&location=Europe&locationType=region'))).toEqual(['elena']);
    expect(named(await search('role=designer&expertise=Robotics'))).toEqual([]);
  });

  it('answers the same from an index loaded afresh from the tables (a server start) as from the live one', async () => {
    // A term holding the separator of the load's per-member term lists: that member is read term by term.
    await server.knex('partner_search_terms').insert({ term: 'w:odd\nterm', userId: ids.liam });
    try {
      const logged: string[] = [];
      // Pages of two members: on SQLite a worker thread reads those after the first (the main thread files them);
      // MySQL is read in the main thread.
      const fresh = new PartnerMemoryIndex(server.knex, { readCards: (userIds) => readPartnerCards(server.knex, userIds), log: (line) => logged.push(line), loadPage: 2 });
      await fresh.ready();
      expect(fresh.readInWorker).toBe(engine === 'sqlite' ? fresh.memberCount - 2 : 0);
      expect(logged).toEqual([]);
      // The live index's database fits in one page (5,000 members): no thread was started for it.
      expect(server.app.deps.partnerIndex.readInWorker).toBe(0);
      await expectSameAsLive(fresh);
    } finally {
      await server.knex('partner_search_terms').where({ term: 'w:odd\nterm' }).delete();
    }
  });

  it('loads in the main thread when the reading thread fails, and answers the same', async () => {
    const logged: string[] = [];
    const fresh = new PartnerMemoryIndex(server.knex, {
      readCards: (userIds) => readPartnerCards(server.knex, userIds),
      log: (line) => logged.push(line),
      loadWorker: new URL('./no-such-load-worker.ts', import.meta.url).href,
      loadPage: 2,
    });
    await fresh.ready();
    expect(fresh.readInWorker).toBe(0);
    if (engine === 'sqlite') expect(logged).toEqual([expect.stringMatching(/^partner search: the start's reading thread failed \(.+\); reading on in the main thread$/)]);
    await expectSameAsLive(fresh);
  });

  async function expectSameAsLive(fresh: PartnerMemoryIndex) {
    const live = server.app.deps.partnerIndex;
    expect(fresh.memberCount).toBe(live.memberCount);
    for (const params of ['', 'role=manufacturer', 'q=pcb', 'q=irrigation', 'expertise=PCB Design', 'location=Europe&locationType=region', 'location=Tokyo', 'minRating=4&sort=rating', 'sort=newest&limit=3&offset=2']) {
      const query = partnerSearchQuerySchema.parse(Object.fromEntries(new URLSearchParams(params)));
      expect(fresh.search(query, viewer.user.id), params).toEqual(live.search(query, viewer.user.id));
    }
    const page = fresh.search(partnerSearchQuerySchema.parse({ limit: '100' }), viewer.user.id).userIds;
    expect((await fresh.cardsOf(page)).map(String)).toEqual((await live.cardsOf(page)).map(String));
    expect(fresh.search(partnerSearchQuerySchema.parse({ q: 'irrigation' }), viewer.user.id).userIds).toEqual([ids.liam]);
  }

  it('sorts by best match (reputation), rating or newest', async () => {
    const best = names(await search('limit=3'));
    expect(best[0]).toBe('wei'); // 4.5 from two ratings, verified, beats 5 from one rating (unverified designer)
    expect(names(await search('sort=rating&limit=4'))).toEqual(['elena', 'wei', 'rachel', 'hana']);
    const newest = (await search('sort=newest&role=manufacturer')).items.map((c) => c.id);
    expect(newest).toEqual([ids.hana, ids.wei]);
  });

  it('pages with limit and offset; the total counts every match', async () => {
    const all = await search('sort=newest&limit=100');
    const pages = [await search('sort=newest&limit=4'), await search('sort=newest&limit=4&offset=4'), await search('sort=newest&limit=4&offset=8')];
    expect(pages.map((p) => p.items.length)).toEqual([4, 4, 2]);
    expect(pages.every((p) => p.total === 10)).toBe(true);
    expect(pages.flatMap((p) => p.items.map((c) => c.id))).toEqual(all.items.map((c) => c.id));
    expect(pages[1]).toMatchObject({ limit: 4, offset: 4 });
    const beyond = await search('limit=5&offset=50');
    expect(beyond).toMatchObject({ items: [], total: 10 });
    expect((await search('')).limit).toBe(20);
    expect((await viewer.client.get('/api/users?limit=101')).body.message).toBe(PARTNER_SEARCH_MESSAGES.limit);
    expect((await viewer.client.get('/api/users?offset=-1')).body.message).toBe(PARTNER_SEARCH_MESSAGES.offset);
  });

  it('takes the caller out of their own results, keeping pages and totals right', async () => {
    // Wei searches manufacturers: only Hana, total 1.
    const wei = await signUpAs('wei');
    expect((await search('role=manufacturer', wei)).items.map((c) => c.id)).toEqual([ids.hana]);
    expect((await search('role=manufacturer', wei)).total).toBe(1);
    // Elena pages through everyone sorted by rating (she ranks first): no gap, no repeat, no Elena.
    const elena = await signUpAs('elena');
    const first = await search('sort=rating&limit=2', elena);
    const second = await search('sort=rating&limit=2&offset=2', elena);
    const everyone = await search('sort=rating&limit=100', elena);
    expect(everyone.total).toBe(10);
    expect(everyone.items.map((c) => c.id)).not.toContain(ids.elena);
    expect([...first.items, ...second.items].map((c) => c.id)).toEqual(everyone.items.slice(0, 4).map((c) => c.id));
  });

  it('shows changes at once: a profile edit, a deactivation', async () => {
    const ava = await signUpAs('ava');
    await ava.patch('/api/user', { location: 'Munich, Germany' });
    expect(named(await search('location=Europe&locationType=region'))).toEqual(['ava', 'elena', 'rachel']);
    await ava.post('/api/user/deactivate', { confirmation: 'DEACTIVATE' });
    expect(named(await search('location=Europe&locationType=region'))).toEqual(['elena', 'rachel']);
    expect((await viewer.client.get(`/api/users/${ids.ava}`)).status).toBe(404);
  });

  describe('GET /api/users/:id', () => {
    it('gives the public profile with rating, active projects and the connection state', async () => {
      const wei = await signUpAs('wei');
      await wei.post('/api/projects', { name: 'Open line', description: 'An active PCB assembly line project.', status: 'active' });
      await wei.post('/api/projects', { name: 'Secret draft', description: 'A draft nobody else may see.' });
      const response = await viewer.client.get(`/api/users/${ids.wei}`);
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ id: ids.wei, fullName: 'Wei Zhang', rating: { average: 4.5, count: 2 }, verified: true, connection: null });
      expect(response.body.projects.map((p: { name: string }) => p.name)).toEqual(['Open line']);
      expect(response.text).not.toMatch(/@example\.com/);

      await viewer.client.post('/api/connections', { recipientId: ids.wei, message: 'Hello Wei' });
      expect((await viewer.client.get(`/api/users/${ids.wei}`)).body.connection).toMatchObject({ status: 'pending', direction: 'sent' });
      expect((await wei.get(`/api/users/${viewer.user.id}`)).body.connection).toMatchObject({ status: 'pending', direction: 'received' });
    });

    it('answers 404 for unknown, malformed and deactivated ids, 401 without a session', async () => {
      for (const id of ['999999', 'abc', String(ids.gone)]) expect((await viewer.client.get(`/api/users/${id}`)).status).toBe(404);
      expect((await new TestClient(server.url).get(`/api/users/${ids.wei}`)).status).toBe(401);
    });
  });

  /** Signs in again as one of the members (their password is the test password). */
  async function signUpAs(name: Name): Promise<TestClient> {
    const row = await server.knex('users').where({ id: ids[name] }).first('email');
    const client = new TestClient(server.url);
    const response = await client.post('/api/login', { email: row.email, password: 'Sturdy#Bridge42' });
    expect(response.status, response.text).toBe(200);
    return client;
  }
});
