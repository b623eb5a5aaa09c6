import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RfqComparison, RfqDetail, RfqSummary } from '#shared/schemas/sourcing-schemas.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { TestClient } from '../../test-support/test-client.ts';
import { DEMO_PASSWORD, seedDemoData } from './demo-data.ts';

describe('demo requests for quote', () => {
  let server: TestServer;
  const signIn = async (username: string) => {
    const client = new TestClient(server.url);
    const response = await client.post('/api/login', { email: `${username}@demo.hardwarehub.dev`, password: DEMO_PASSWORD });
    expect(response.status).toBe(200);
    return client;
  };

  beforeAll(async () => {
    server = await startTestServer();
    await seedDemoData(server.knex);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('has requests in every state, with quotes from the demo manufacturers and suppliers', async () => {
    const statuses = (await server.knex('rfqs').select('status')).map((row: { status: string }) => row.status);
    expect([...new Set(statuses)].sort()).toEqual(['awarded', 'cancelled', 'closed', 'draft', 'open']);
    const liam = await signIn('liam.okafor');
    const own = (await liam.get('/api/rfqs')).body as RfqSummary[];
    const closed = own.find((row) => row.status === 'closed')!;
    const comparison = (await liam.get(`/api/rfqs/${closed.id}/comparison`)).body as RfqComparison;
    expect(comparison.suppliers.map((s) => s.supplier.companyName)).toEqual(['Rivera Components', 'Taipei Sensor Supply']);
    expect(comparison.rows.every((row) => row.bestSupplierId !== null)).toBe(true);
    const open = (await liam.get(`/api/rfqs/${own.find((row) => row.status === 'open')!.id}`)).body as RfqDetail;
    expect(open.suppliers.map((s) => s.status).sort()).toEqual(['declined', 'invited', 'quoted']);

    // A supplier's inbox: invited requests and the open one matching their expertise.
    const hana = await signIn('hana.sato');
    const inbox = (await hana.get('/api/rfqs/inbox')).body as RfqSummary[];
    expect(inbox.map((row) => row.title)).toEqual(expect.arrayContaining(['Picker arm prototype parts, 20 sets', 'Hydroloop v2 enclosure and PCB assembly, 5k pilot']));
    const wei = await signIn('wei.zhang');
    // A demo manufacturer has a request waiting for their quote on the dashboard.
    expect((await wei.get('/api/dashboard')).body.sourcing).toMatchObject({ awaitingQuote: 1 });
    const awarded = ((await wei.get('/api/rfqs/inbox')).body as RfqSummary[]).find((row) => row.status === 'awarded')!;
    const view = (await wei.get(`/api/rfqs/${awarded.id}`)).body as RfqDetail;
    expect(view.me).toMatchObject({ status: 'awarded', connectionId: expect.any(Number) });
    // The award points at the conversation the two already had (its own messages stay the latest).
    const thread = (await wei.get(`/api/messages/connection/${view.me!.connectionId}`)).body.messages as Array<{ content: string }>;
    expect(thread.at(-1)!.content).toBe('Perfect, we will update the Gerbers this week.');
  });
});
