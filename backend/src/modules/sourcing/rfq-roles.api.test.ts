import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RfqDetail, RfqSummary } from '#shared/schemas/sourcing-schemas.ts';
import { signUp, type TestAccount } from '../../test-support/accounts.ts';
import { quoteBody, ROUTE_CASES, rfqBody } from '../../test-support/route-catalogue.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';

/**
 * Every route of one request for quote, as each member who is not its buyer calls it: the invited
 * supplier and a matching supplier who was not invited (a prospect, on an open request) are parties,
 * refused the buyer's routes (403) and served the supplier's; another member, invited nowhere and not
 * matching, learns nothing (404), on an open request as on an invited-only one.
 */

interface Fixture {
  id: number;
  lineId: number;
  questionId: number;
}

type Call = { method: string; path: string; body?: unknown };

/** What a route's call needs of the request; `fresh` routes change the caller's place, so each call gets its own request. */
interface RouteRow {
  side: 'buyer' | 'supplier';
  call: (rfq: Fixture) => Call;
  /** For supplier routes: what the invited supplier and the prospect get. */
  invited?: number;
  prospect?: number;
  /** A new request (quoted by the invited supplier, or not) for each call. */
  fresh?: 'quoted' | 'bare';
}

const REASON = { reason: 'Capacity booked this quarter.' };

const ROUTES: Record<string, RouteRow> = {
  // The buyer's.
  'PATCH /api/rfqs/:id': { side: 'buyer', call: (r) => ({ method: 'PATCH', path: `/api/rfqs/${r.id}`, body: { description: 'Anodised aluminium brackets, revised by someone else.' } }) },
  'POST /api/rfqs/:id/publish': { side: 'buyer', call: (r) => ({ method: 'POST', path: `/api/rfqs/${r.id}/publish` }) },
  'POST /api/rfqs/:id/cancel': { side: 'buyer', call: (r) => ({ method: 'POST', path: `/api/rfqs/${r.id}/cancel`, body: { reason: 'Not yours to cancel.' } }) },
  'POST /api/rfqs/:id/invitations': { side: 'buyer', call: (r) => ({ method: 'POST', path: `/api/rfqs/${r.id}/invitations`, body: { supplierIds: [1] } }) },
  'GET /api/rfqs/:id/suggestions': { side: 'buyer', call: (r) => ({ method: 'GET', path: `/api/rfqs/${r.id}/suggestions?limit=5` }) },
  'POST /api/rfqs/:id/award': { side: 'buyer', call: (r) => ({ method: 'POST', path: `/api/rfqs/${r.id}/award`, body: { mode: 'whole', supplierId: 1 } }) },
  'GET /api/rfqs/:id/quotes': { side: 'buyer', call: (r) => ({ method: 'GET', path: `/api/rfqs/${r.id}/quotes` }) },
  'POST /api/rfqs/:id/questions/:questionId/answer': {
    side: 'buyer',
    call: (r) => ({ method: 'POST', path: `/api/rfqs/${r.id}/questions/${r.questionId}/answer`, body: { answer: 'Answered by someone else.', visibility: 'all' } }),
  },
  'GET /api/rfqs/:id/comparison': { side: 'buyer', call: (r) => ({ method: 'GET', path: `/api/rfqs/${r.id}/comparison` }) },
  'GET /api/rfqs/:id/comparison/export': { side: 'buyer', call: (r) => ({ method: 'GET', path: `/api/rfqs/${r.id}/comparison/export` }) },
  // The suppliers'.
  'GET /api/rfqs/:id': { side: 'supplier', call: (r) => ({ method: 'GET', path: `/api/rfqs/${r.id}` }), invited: 200, prospect: 200 },
  'GET /api/rfqs/:id/quote': { side: 'supplier', call: (r) => ({ method: 'GET', path: `/api/rfqs/${r.id}/quote` }), invited: 200, prospect: 200 },
  'PUT /api/rfqs/:id/quote': { side: 'supplier', call: (r) => ({ method: 'PUT', path: `/api/rfqs/${r.id}/quote`, body: quoteBody(r.lineId) }), invited: 200, prospect: 200, fresh: 'bare' },
  // Only a supplier with a submitted quote withdraws it: the prospect has none.
  'POST /api/rfqs/:id/quote/withdraw': { side: 'supplier', call: (r) => ({ method: 'POST', path: `/api/rfqs/${r.id}/quote/withdraw`, body: REASON }), invited: 200, prospect: 404, fresh: 'quoted' },
  'POST /api/rfqs/:id/decline': { side: 'supplier', call: (r) => ({ method: 'POST', path: `/api/rfqs/${r.id}/decline`, body: REASON }), invited: 200, prospect: 200, fresh: 'bare' },
  'GET /api/rfqs/:id/questions': { side: 'supplier', call: (r) => ({ method: 'GET', path: `/api/rfqs/${r.id}/questions` }), invited: 200, prospect: 200 },
  'POST /api/rfqs/:id/questions': { side: 'supplier', call: (r) => ({ method: 'POST', path: `/api/rfqs/${r.id}/questions`, body: { question: 'Is bead blasting acceptable?' } }), invited: 201, prospect: 201 },
};

describe('requests for quote: what each member who is not the buyer may do on every route', () => {
  let server: TestServer;
  let buyer: TestAccount;
  /** Invited; in China with no expertise, so on the request by invitation only. */
  let invited: TestAccount;
  /** Matching the open request (in Europe, CNC machining) but not invited. */
  let prospect: TestAccount;
  /** Neither invited nor matching: a manufacturer outside the region, and a designer. */
  let outsider: TestAccount;
  let designer: TestAccount;
  let shared: Fixture;
  let invitedOnly: Fixture;

  async function request(options: { visibility: 'open' | 'invited'; quoted: boolean; question?: boolean }): Promise<Fixture> {
    const draft = await buyer.client.post('/api/rfqs', rfqBody(options.visibility === 'open' ? { visibility: 'open', openCriteria: { region: 'Europe', verifiedOnly: false } } : {}));
    expect(draft.status, draft.text).toBe(201);
    const id = draft.body.id as number;
    expect((await buyer.client.post(`/api/rfqs/${id}/invitations`, { supplierIds: [invited.user.id] })).status).toBe(200);
    const published = await buyer.client.post(`/api/rfqs/${id}/publish`);
    expect(published.status, published.text).toBe(200);
    const lineId = (published.body as RfqDetail).lines[0]!.id;
    if (options.quoted) expect((await invited.client.request('PUT', `/api/rfqs/${id}/quote`, quoteBody(lineId))).status).toBe(200);
    let questionId = 0;
    if (options.question) {
      const asked = await invited.client.post(`/api/rfqs/${id}/questions`, { question: 'Which anodise class?' });
      expect(asked.status, asked.text).toBe(201);
      questionId = asked.body.id as number;
    }
    return { id, lineId, questionId };
  }

  const send = (account: TestAccount, call: Call) => account.client.request(call.method, call.path, call.body ?? (call.method === 'GET' ? undefined : {}));

  beforeAll(async () => {
    server = await startTestServer();
    [buyer, invited, prospect, outsider, designer] = await Promise.all([
      signUp(server, 'entrepreneur', { fullName: 'Ada Buyer' }, { verified: true }),
      signUp(server, 'manufacturer', { fullName: 'Ivan Invited', location: 'Shenzhen, China' }, { verified: true }),
      signUp(server, 'manufacturer', { fullName: 'Pia Prospect', location: 'Munich, Germany' }, { verified: true }),
      signUp(server, 'manufacturer', { fullName: 'Omar Outside', location: 'Shenzhen, China' }, { verified: true }),
      signUp(server, 'designer', {}, { verified: true }),
    ]);
    await server.knex('users').where({ id: buyer.user.id }).update({ subscriptionPlan: 'pro' });
    for (const account of [prospect, outsider]) expect((await account.client.patch('/api/user', { expertise: ['CNC Machining'] })).status).toBe(200);
    shared = await request({ visibility: 'open', quoted: true, question: true });
    invitedOnly = await request({ visibility: 'invited', quoted: true, question: true });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('covers every route of a request in the route catalogue', () => {
    const catalogued = Object.keys(ROUTE_CASES).filter((key) => key.includes(' /api/rfqs/:id'));
    expect(Object.keys(ROUTES).sort()).toEqual(catalogued.sort());
  });

  it('sees who is where: the invited supplier and the prospect have the open request in their inbox, the others do not', async () => {
    const inboxOf = async (account: TestAccount) => ((await account.client.get('/api/rfqs/inbox')).body as RfqSummary[]).map((row) => row.id);
    expect(await inboxOf(invited)).toEqual(expect.arrayContaining([shared.id, invitedOnly.id]));
    const prospectInbox = await inboxOf(prospect);
    expect(prospectInbox).toContain(shared.id);
    expect(prospectInbox).not.toContain(invitedOnly.id);
    for (const account of [outsider, designer]) expect(await inboxOf(account)).toEqual([]);
    // A party's view never names the other suppliers.
    for (const account of [invited, prospect]) expect((await account.client.get(`/api/rfqs/${shared.id}`)).body).toMatchObject({ viewerRole: 'supplier', suppliers: [] });
  });

  for (const [route, row] of Object.entries(ROUTES)) {
    if (row.side === 'buyer') {
      it(`${route}: refused to the invited supplier and the prospect (403), unknown to another member (404)`, async () => {
        const call = row.call(shared);
        expect((await send(invited, call)).status, `invited ${route}`).toBe(403);
        expect((await send(prospect, call)).status, `prospect ${route}`).toBe(403);
        for (const account of [outsider, designer]) expect((await send(account, call)).status, `${account.user.fullName} ${route}`).toBe(404);
        // Not open: the invited supplier is still a party; nobody else learns it exists.
        const closedCall = row.call(invitedOnly);
        expect((await send(invited, closedCall)).status, `invited ${route}, invited-only request`).toBe(403);
        for (const account of [prospect, outsider, designer]) expect((await send(account, closedCall)).status, `${account.user.fullName} ${route}, invited-only request`).toBe(404);
      });
    } else {
      it(`${route}: served to the invited supplier (${row.invited}) and the prospect (${row.prospect}), unknown to another member (404)`, async () => {
        const target = async () => (row.fresh ? request({ visibility: 'open', quoted: row.fresh === 'quoted' }) : shared);
        const asInvited = await send(invited, row.call(await target()));
        expect(asInvited.status, `invited ${route}: ${asInvited.text}`).toBe(row.invited);
        const asProspect = await send(prospect, row.call(await target()));
        expect(asProspect.status, `prospect ${route}: ${asProspect.text}`).toBe(row.prospect);
        const rfq = await target();
        for (const account of [outsider, designer]) expect((await send(account, row.call(rfq))).status, `${account.user.fullName} ${route}`).toBe(404);
        const closed = row.fresh ? await request({ visibility: 'invited', quoted: row.fresh === 'quoted' }) : invitedOnly;
        for (const account of [prospect, outsider, designer]) expect((await send(account, row.call(closed))).status, `${account.user.fullName} ${route}, invited-only request`).toBe(404);
      });
    }
  }

  it('lets the prospect in by quoting: they join the request as an open-request supplier', async () => {
    const rfq = await request({ visibility: 'open', quoted: false });
    expect((await send(prospect, ROUTES['PUT /api/rfqs/:id/quote']!.call(rfq))).status).toBe(200);
    const detail = (await buyer.client.get(`/api/rfqs/${rfq.id}`)).body as RfqDetail;
    expect(detail.suppliers.find((s) => s.supplier.id === prospect.user.id)).toMatchObject({ source: 'open', status: 'quoted' });
    // Now a party, still refused the buyer's routes.
    expect((await send(prospect, ROUTES['GET /api/rfqs/:id/quotes']!.call(rfq))).status).toBe(403);
  });
});
