import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '#shared/constants/roles.ts';
import { signUp, type TestAccount } from '../../test-support/accounts.ts';
import { TestClient } from '../../test-support/test-client.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { refreshPartner } from '../users/index.ts';

const HOUR = 3600 * 1000;

/** Seeding helpers writing rows directly (the connections and messages APIs come with later issues). */
function seeder(server: TestServer) {
  const stamp = (offsetMs = 0) => new Date(Date.now() + offsetMs);
  return {
    project: async (owner: TestAccount, status: string, overrides: Record<string, unknown> = {}) => {
      const [id] = await server.knex('projects').insert({
        userId: owner.user.id, name: `${status} project`, description: 'A hardware project for the dashboard tests.', status,
        stage: 'prototype', tags: JSON.stringify([]), createdAt: stamp(), updatedAt: stamp(), ...overrides,
      });
      return Number(id);
    },
    connection: (from: TestAccount, to: TestAccount, status: string, projectId: number | null = null) =>
      server.knex('connections').insert({ requesterId: from.user.id, recipientId: to.user.id, projectId, status, message: 'Hi', createdAt: stamp(), updatedAt: stamp() }),
    message: (from: TestAccount, to: TestAccount, content: string, offsetMs: number) =>
      server.knex('messages').insert({ senderId: from.user.id, recipientId: to.user.id, content, read: false, createdAt: stamp(offsetMs) }),
    product: (seller: TestAccount, name: string) =>
      server.knex('products').insert({
        sellerId: seller.user.id, name, description: 'A part.', price: '10.00', category: 'sensors', condition: 'new', quantity: 1,
        isUsed: false, isAvailable: true, isFeatured: false, createdAt: stamp(), updatedAt: stamp(),
      }),
    rating: (from: TestAccount, to: TestAccount, ratingValue: string, score: number) =>
      server.knex('ratings').insert({ userId: from.user.id, targetId: to.user.id, targetType: 'user', ratingValue, score, createdAt: stamp(), updatedAt: stamp() }),
    expertise: (account: TestAccount, expertise: string[]) =>
      server.knex('users').where({ id: account.user.id }).update({ expertise: JSON.stringify(expertise) }),
  };
}

const statsOf = (body: { stats: Array<{ label: string; value: number; note: string }> }) =>
  Object.fromEntries(body.stats.map((card) => [card.label, card.value]));

describe('dashboard API: numbers', () => {
  let server: TestServer;
  const accounts = {} as Record<'founder' | 'founder2' | Exclude<Role, 'entrepreneur' | 'admin'>, TestAccount>;

  beforeAll(async () => {
    server = await startTestServer();
    for (const role of ['manufacturer', 'supplier', 'designer', 'investor', 'attorney'] as const) accounts[role] = await signUp(server, role);
    accounts.founder = await signUp(server);
    accounts.founder2 = await signUp(server);
    const { founder, founder2, manufacturer, supplier, designer, investor, attorney } = accounts;
    const seed = seeder(server);

    const p1 = await seed.project(founder, 'active', { name: 'Active one' });
    await seed.project(founder, 'draft', { name: 'Draft one', updatedAt: new Date(Date.now() + 1000) });
    const p3 = await seed.project(founder, 'completed', { name: 'Completed one', updatedAt: new Date(Date.now() - HOUR) });
    const e1 = await seed.project(founder2, 'active');
    await seed.project(designer, 'completed');

    await seed.connection(founder, manufacturer, 'accepted', p1);
    await seed.connection(founder, designer, 'accepted', p3);
    await seed.connection(founder, investor, 'accepted');
    await seed.connection(attorney, founder, 'accepted', p1);
    await seed.connection(founder, supplier, 'pending');
    await seed.connection(founder, supplier, 'rejected');
    await seed.connection(designer, founder2, 'accepted', e1);
    await seed.connection(founder2, investor, 'pending');
    await seed.connection(founder2, manufacturer, 'pending', e1);

    await seed.product(supplier, 'Sensor A');
    await seed.product(supplier, 'Sensor B');
    await seed.rating(founder, designer, 'excellent', 5);
    await seed.rating(founder2, designer, 'good', 4);

    await seed.message(manufacturer, founder, 'first', -4 * HOUR);
    await seed.message(founder, manufacturer, 'second', -3 * HOUR);
    await seed.message(attorney, founder, 'third', -2 * HOUR);
    await seed.message(manufacturer, founder, 'fourth', -1 * HOUR);
    await seed.message(founder2, designer, 'not about the founder', 0);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('needs a session', async () => {
    expect((await new TestClient(server.url).get('/api/dashboard')).status).toBe(401);
  });

  it('gives an entrepreneur real counts, the first 2 projects, the 3 latest messages and the subscription card', async () => {
    const response = await accounts.founder.client.get('/api/dashboard');
    expect(response.status).toBe(200);
    const body = response.body;
    expect(body.stats).toEqual([
      { key: 'activeProjects', label: 'Active Projects', value: 1, note: 'Your projects visible to partners' },
      { key: 'connectedPartners', label: 'Connected Partners', value: 4, note: 'Accepted connections' },
      { key: 'unreadMessages', label: 'Unread Messages', value: 3, note: 'Messages waiting for you to read' },
    ]);
    expect(body.projects.map((p: { name: string }) => p.name)).toEqual(['Draft one', 'Active one']);
    expect(body.projects[1].connectionCount).toBe(2);
    expect(body.projectCount).toBe(3);
    expect(body.latestMessages.map((m: { content: string }) => m.content)).toEqual(['fourth', 'third', 'second']);
    expect(body.latestMessages.map((m: { sender: { id: number } }) => m.sender.id)).toEqual([accounts.manufacturer.user.id, accounts.attorney.user.id, accounts.founder.user.id]);
    expect(body.subscription).toEqual({
      plan: 'free', planName: 'Free', status: 'inactive', renewal: null, monthlyPrice: 0, showUpgrade: true, activeProjects: 1, activeProjectLimit: 3,
    });
    for (const account of Object.values(accounts)) if (account !== accounts.founder) expect(response.text).not.toContain(account.email);
  });

  it.each([
    ['supplier', { 'Inquiries': 1, 'Listed Products': 2, 'Saved by Members': 0 }],
    ['manufacturer', { 'Project Inquiries': 1, 'Active Projects': 1, 'Connected Partners': 1 }],
    ['investor', { 'Potential Investments': 2, 'Entrepreneur Connections': 1, 'Deal Flow': 1 }],
    ['designer', { 'Active Designs': 1, 'Design Feedback': 2, 'Completed Projects': 2 }],
    ['attorney', { 'IP Reviews': 1, 'Client Consultations': 1, 'Client Ratings': 0 }],
  ] as const)('gives a %s three cards with real counts, none without a figure', async (role, expected) => {
    const response = await accounts[role].client.get('/api/dashboard');
    expect(response.status).toBe(200);
    expect(statsOf(response.body)).toEqual(expected);
    for (const card of response.body.stats) {
      expect(card.note).toBeTruthy();
      expect(typeof card.value, card.label).toBe('number');
    }
  });

  it("tells a manufacturer the requests waiting for an answer and what their profile is missing", async () => {
    const { manufacturer } = accounts;
    const before = (await manufacturer.client.get('/api/dashboard')).body;
    expect(before.pendingRequests).toBe(1);
    // Signed up with company, location and LinkedIn: 3 of the 7 profile fields.
    expect(before.profile).toEqual({ percent: 43, missing: ['Profile photo', 'About', 'Expertise', 'Company website'] });
    await server.knex('users').where({ id: manufacturer.user.id }).update({
      bio: 'PCB assembly.', expertise: JSON.stringify(['PCB Design']), companyWebsite: 'https://works.example.com', profileImage: '/uploads/face.webp',
    });
    expect((await manufacturer.client.get('/api/dashboard')).body.profile).toEqual({ percent: 100, missing: [] });
    expect((await accounts.founder.client.get('/api/dashboard')).body.pendingRequests).toBe(0);
  });

  it('notes the average rating on the designer feedback card, and hides upgrade on paid plans', async () => {
    await server.knex('users').where({ id: accounts.designer.user.id }).update({ subscriptionPlan: 'basic', subscriptionStatus: 'active' });
    const body = (await accounts.designer.client.get('/api/dashboard')).body;
    expect(body.stats[1].note).toBe('Ratings received, average 4.5/5');
    expect(body.subscription).toMatchObject({ plan: 'basic', planName: 'Basic', monthlyPrice: 39, showUpgrade: false, activeProjectLimit: 10 });
  });
});

describe('dashboard API: recommended partners', () => {
  let server: TestServer;
  let founder: TestAccount;
  let pcbMaker: TestAccount;
  let iotDesigner: TestAccount;
  let unrelated: TestAccount;
  const excluded: TestAccount[] = [];

  beforeAll(async () => {
    server = await startTestServer();
    const seed = seeder(server);
    founder = await signUp(server);
    unrelated = await signUp(server, 'investor');
    const attorney = await signUp(server, 'attorney');
    iotDesigner = await signUp(server, 'designer');
    pcbMaker = await signUp(server, 'manufacturer');
    const admin = await signUp(server, 'admin');
    const gone = await signUp(server, 'manufacturer');
    const connected = await signUp(server, 'supplier');
    await seed.expertise(unrelated, ['Biotech']);
    await seed.expertise(attorney, ['Trademarks']);
    await seed.expertise(iotDesigner, ['IoT Devices']);
    await seed.expertise(pcbMaker, ['Quality Control', 'pcb design']);
    for (const account of [admin, gone, connected]) await seed.expertise(account, ['PCB Design', 'IoT']);
    await gone.client.post('/api/user/deactivate', { confirmation: 'DEACTIVATE' });
    await seed.connection(founder, connected, 'pending');
    excluded.push(founder, admin, gone, connected);

    // The team approved the professionals' credentials (they sign up pending).
    await server.knex('users').whereNotNull('verificationSubmittedAt').update({ verificationStatus: 'verified' });
    for (const account of [unrelated, attorney, pcbMaker, connected]) await refreshPartner(server.knex, account.user.id);
    await server.app.deps.partnerIndex.changed([unrelated.user.id, attorney.user.id, pcbMaker.user.id, connected.user.id]);
    await founder.client.post('/api/projects', {
      name: 'PCB Controller', description: 'A controller board for greenhouse sensors.', stage: 'prototype', tags: ['PCB Design', 'IoT'], status: 'active',
    });
    // The unrelated investor is well rated: rating alone must not beat a real fit.
    await seed.rating(founder, unrelated, 'excellent', 5);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('ranks by fit with the projects: the PCB manufacturer first, never yourself, admins, deactivated or connected users', async () => {
    const response = await founder.client.get('/api/dashboard');
    expect(response.status).toBe(200);
    const partners = response.body.recommendedPartners as Array<{ user: { id: number }; reasons: string[]; matchedExpertise: string[]; score: number }>;
    expect(partners).toHaveLength(3);
    const ids = partners.map((p) => p.user.id);
    expect(ids.slice(0, 2)).toEqual([pcbMaker.user.id, iotDesigner.user.id]);
    for (const account of excluded) expect(ids).not.toContain(account.user.id);
    const unrelatedAt = ids.indexOf(unrelated.user.id);
    if (unrelatedAt >= 0) expect(partners[unrelatedAt]!.score).toBeLessThan(partners[0]!.score);

    expect(partners[0]!.matchedExpertise).toEqual(['pcb design']);
    expect(partners[0]!.reasons).toContain('Expertise in pcb design, matching PCB Controller');
    expect(partners[0]!.reasons).toContain('Manufacturer for your Prototyping stage project PCB Controller');
    expect(partners[1]!.reasons[0]).toBe('Expertise in IoT Devices, matching PCB Controller');
    expect(JSON.stringify(partners)).not.toMatch(/@example\.com/);
  });

  it('shows a manufacturer the entrepreneur whose active project needs one', async () => {
    const partners = (await pcbMaker.client.get('/api/dashboard')).body.recommendedPartners as Array<{ user: { id: number }; reasons: string[] }>;
    expect(partners[0]!.user.id).toBe(founder.user.id);
    expect(partners[0]!.reasons).toContain('PCB Controller (Prototyping) needs a Manufacturer');
    expect(partners.map((p) => p.user.id)).not.toContain(pcbMaker.user.id);
  });
});
