import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestAccount } from '../../test-support/accounts.ts';
import { openRequest as openRequestAs, quoteBody, submittedCertification, SUPPLIER_PROFILE } from '../../test-support/route-catalogue.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { matchingOpenRfqsSince } from './index.ts';

const OPEN = { visibility: 'open', openCriteria: { region: 'Europe', verifiedOnly: false } };

describe('matchingOpenRfqsSince: the open requests a supplier could answer, for the notification mails', () => {
  let server: TestServer;
  let buyer: TestAccount;
  let maker: TestAccount;
  let farMaker: TestAccount;
  let designer: TestAccount;

  const openRequest = (overrides: Record<string, unknown> = {}, invite: TestAccount[] = []) => openRequestAs(buyer, invite, overrides);

  beforeAll(async () => {
    server = await startTestServer();
    [buyer, maker, farMaker, designer] = await Promise.all([
      signUp(server, 'entrepreneur', { fullName: 'Ada Buyer' }, { verified: true }),
      signUp(server, 'manufacturer', { fullName: 'Otto Open', location: 'Munich, Germany' }, { verified: true }),
      signUp(server, 'manufacturer', { fullName: 'Farah Far', location: 'Shenzhen, China' }, { verified: true }),
      signUp(server, 'designer', {}, { verified: true }),
    ]);
    await server.knex('users').where({ id: buyer.user.id }).update({ subscriptionPlan: 'pro' });
    for (const account of [maker, farMaker]) expect((await account.client.patch('/api/user', { expertise: ['CNC Machining', 'Anodizing'] })).status).toBe(200);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('lists the matching open requests published since, newest first, leaving out those the supplier is already on', async () => {
    const before = await openRequest(OPEN);
    const since = new Date();
    const older = await openRequest({ ...OPEN, title: 'Anodised brackets, first batch' });
    const newer = await openRequest({ ...OPEN, title: 'Anodised brackets, second batch' });
    await openRequest(); // invited only, nobody invited
    await openRequest(OPEN, [maker]); // invited
    const quoted = await openRequest(OPEN);
    const joined = await maker.client.request('PUT', `/api/rfqs/${quoted.id}/quote`, quoteBody(quoted.lines[0]!.id));
    expect(joined.status, joined.text).toBe(200);
    const declined = await openRequest(OPEN);
    expect((await maker.client.post(`/api/rfqs/${declined.id}/decline`, { reason: 'Fully booked this quarter.' })).status).toBeLessThan(300);

    expect(await matchingOpenRfqsSince(server.knex, maker.user.id, since)).toEqual([
      { id: newer.id, title: 'Anodised brackets, second batch', quoteDeadline: newer.quoteDeadline },
      { id: older.id, title: 'Anodised brackets, first batch', quoteDeadline: older.quoteDeadline },
    ]);
    expect((await matchingOpenRfqsSince(server.knex, maker.user.id, new Date(Date.parse(before.publishedAt!) - 1))).map((rfq) => rfq.id)).toContain(before.id);
    // Outside the region, not a supplier, or the buyer: nothing.
    expect(await matchingOpenRfqsSince(server.knex, farMaker.user.id, since)).toEqual([]);
    expect(await matchingOpenRfqsSince(server.knex, designer.user.id, since)).toEqual([]);
    expect(await matchingOpenRfqsSince(server.knex, buyer.user.id, since)).toEqual([]);
    // Past its deadline (as of `now`): no longer open to quotes.
    expect(await matchingOpenRfqsSince(server.knex, maker.user.id, since, new Date(Date.now() + 11 * 86_400_000))).toEqual([]);
  });

  it("reads the supplier profile as the inbox does: capabilities, factory regions, approved certifications", async () => {
    // No expertise and located in China: only the profile makes them match a European CNC request.
    const profiled = await signUp(server, 'manufacturer', { fullName: 'Pia Profile', location: 'Shenzhen, China' }, { verified: true });
    const saved = await profiled.client.request('PUT', '/api/user/supplier-profile', { ...SUPPLIER_PROFILE, capabilities: ['cnc_machining'], materials: [], factoryLocations: ['Porto, Portugal'] });
    expect(saved.status, saved.text).toBe(200);
    const certificationId = await submittedCertification(profiled, 'iatf_16949');
    const since = new Date();
    const european = await openRequest(OPEN);
    const certified = await openRequest({ ...OPEN, openCriteria: { region: 'Europe', verifiedOnly: false, requiredCertifications: ['iatf_16949'] } });
    const ids = async (userId: number) => (await matchingOpenRfqsSince(server.knex, userId, since)).map((rfq) => rfq.id);
    // Pending: the certified request is not theirs yet; nor is it the expertise-only maker's, who holds none.
    expect(await ids(profiled.user.id)).toEqual([european.id]);
    expect(await ids(maker.user.id)).toEqual([european.id]);
    await server.knex('supplier_certifications').where({ id: certificationId }).update({ status: 'approved', reviewedAt: new Date() });
    expect(await ids(profiled.user.id)).toEqual([certified.id, european.id]);
    // A profile capability elsewhere than the lines' process: no match.
    const other = await profiled.client.request('PUT', '/api/user/supplier-profile', { ...SUPPLIER_PROFILE, capabilities: ['injection_molding'], materials: [], factoryLocations: ['Porto, Portugal'] });
    expect(other.status, other.text).toBe(200);
    expect(await ids(profiled.user.id)).toEqual([]);
  });

  it('leaves out requests the team hid and those of a closed account', async () => {
    const since = new Date();
    const hidden = await openRequest(OPEN);
    await server.knex('rfqs').where({ id: hidden.id }).update({ hiddenAt: new Date(), hiddenReason: 'Spam' });
    const shown = await openRequest(OPEN);
    expect((await matchingOpenRfqsSince(server.knex, maker.user.id, since)).map((rfq) => rfq.id)).toEqual([shown.id]);
    await server.knex('users').where({ id: buyer.user.id }).update({ deactivatedAt: new Date() });
    expect(await matchingOpenRfqsSince(server.knex, maker.user.id, since)).toEqual([]);
  });
});
