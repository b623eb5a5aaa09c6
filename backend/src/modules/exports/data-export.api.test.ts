import ExcelJS from 'exceljs';
import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestAccount } from '../../test-support/accounts.ts';
import { TestClient } from '../../test-support/test-client.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { EXPORT_MESSAGES, safeCell } from './data-export-service.ts';

describe('data export (the export_data purchase)', () => {
  let server: TestServer;
  let founder: TestAccount;
  let maker: TestAccount;

  const download = async (client: TestClient, format: string) => {
    const response = await fetch(`${server.url}/api/user/export?format=${format}`, { headers: { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } });
    return { status: response.status, type: response.headers.get('content-type'), disposition: response.headers.get('content-disposition'), bytes: Buffer.from(await response.arrayBuffer()) };
  };

  beforeAll(async () => {
    server = await startTestServer();
    founder = await signUp(server, 'entrepreneur', { fullName: 'Maya Founder' }, { verified: true });
    maker = await signUp(server, 'manufacturer', { fullName: 'Wei Maker', companyName: 'Shenzhen Boards' }, { verified: true });
    await founder.client.post('/api/projects', { name: '=HYPERLINK("http://evil")', description: 'A project whose name looks like a formula.', status: 'active' });
    await founder.client.post('/api/projects', { name: 'CardioPatch', description: 'A wearable ECG patch for clinics.', status: 'draft' });
    const request = await founder.client.post('/api/connections', { recipientId: maker.user.id, message: 'Can you make our PCBs?' });
    await maker.client.patch(`/api/connections/${request.body.id}`, { status: 'accepted' });
    await maker.client.post('/api/messages', { connectionId: request.body.id, recipientId: founder.user.id, content: 'Yes, send the Gerbers.' });
    await maker.client.post('/api/ratings', { targetType: 'user', targetId: founder.user.id, ratingValue: 'good', comment: 'Clear specs.' });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('is refused with a clear message until bought, and needs a valid format', async () => {
    const refused = await founder.client.get('/api/user/export');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(EXPORT_MESSAGES.notPurchased);
    expect((await founder.client.get('/api/user/export?format=pdf')).status).toBe(400);
    expect((await new TestClient(server.url).get('/api/user/export')).status).toBe(401);
  });

  it('gives an Excel workbook with a summary of insights and the member data, formulas defused', async () => {
    const intent = await founder.client.post('/api/create-payment-intent', { productId: 'export_data', quantity: 1 });
    await founder.client.post('/api/simulated-payment-success', { paymentIntentId: intent.body.paymentIntentId });
    const file = await download(founder.client, 'xlsx');
    expect(file.status).toBe(200);
    expect(file.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(file.disposition).toMatch(/attachment; filename="hardwarehub-export-\d{4}-\d{2}-\d{2}\.xlsx"/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.bytes as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((w) => w.name)).toEqual(['Summary', 'Projects', 'Connections', 'Messages per month', 'Ratings received']);
    const summary = Object.fromEntries(workbook.getWorksheet('Summary')!.getSheetValues().slice(2).map((row) => [(row as unknown[])[1], (row as unknown[])[2]]));
    expect(summary).toMatchObject({ Projects: 2, 'Active projects': 1, 'Connections made (accepted)': 1, 'Connection requests sent': 1, 'Acceptance rate of answered requests': '100%', 'Messages sent': 1, 'Messages received': 1, 'Ratings received': 1, 'Average rating (1-5)': 4 });
    const projects = workbook.getWorksheet('Projects')!.getSheetValues().slice(2).map((row) => (row as unknown[])[1]);
    expect(projects).toEqual([`'=HYPERLINK("http://evil")`, 'CardioPatch']);
    const connection = workbook.getWorksheet('Connections')!.getRow(2).values as unknown[];
    expect(connection.slice(1, 6)).toEqual(['Wei Maker', 'Manufacturer', 'Shenzhen Boards', 'Sent', 'accepted']);
    const rating = workbook.getWorksheet('Ratings received')!.getRow(2).values as unknown[];
    expect(rating.slice(1, 6)).toEqual(['You', 'Good', 4, 'Clear specs.', 'Wei Maker']);
  });

  it('gives a zip of CSV files, one per sheet', async () => {
    const file = await download(founder.client, 'csv');
    expect(file.type).toBe('application/zip');
    const files = unzipSync(new Uint8Array(file.bytes));
    expect(Object.keys(files).sort()).toEqual(['connections.csv', 'messages-per-month.csv', 'projects.csv', 'ratings-received.csv', 'summary.csv']);
    const projects = strFromU8(files['projects.csv']!);
    expect(projects).toContain('Name,Status,Stage,Budget,Timeline,Created,Updated');
    expect(projects).toContain(`"'=HYPERLINK(""http://evil"")",Active`);
    expect(strFromU8(files['messages-per-month.csv']!)).toMatch(/\d{4}-\d{2},1,1,2/);
  });

  it('defuses every formula lead character and leaves other values alone', () => {
    expect(['=1+1', '+1', '-1', '@SUM(A1)', '\tx', 'plain', 42, null].map(safeCell)).toEqual(["'=1+1", "'+1", "'-1", "'@SUM(A1)", "'\tx", 'plain', 42, null]);
  });
});
