import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AI_MESSAGES, costEstimationResponseSchema } from '#shared/schemas/ai-schemas.ts';
import { signUp, type TestAccount } from '../../test-support/accounts.ts';
import { SAMPLES } from '../../test-support/file-samples.ts';
import { tusCreation } from '../../test-support/route-catalogue.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { cookieHeader } from '../../test-support/test-sockets.ts';

const BOM_CSV = [
  'Reference,Qty,MPN,Description',
  'U1,1,ZED-F9P-04B,u-blox RTK GNSS module',
  'U2,1,STM32G071KBU6,Microcontroller',
  '"C1,C2,C3,C4",4,GRM155R71C104KA88D,Capacitor 100nF 0402',
  '"R1,R2",2,RC0402FR-0710KL,Resistor 10k 0402',
  'U9,1,QX-77821,Custom ASIC',
  '',
].join('\n');

describe('cost estimate from a bill of materials in the project files', () => {
  let server: TestServer;
  let founder: TestAccount;
  let other: TestAccount;

  beforeAll(async () => {
    server = await startTestServer();
    [founder, other] = await Promise.all([signUp(server, 'entrepreneur', {}, { verified: true }), signUp(server, 'entrepreneur', {}, { verified: true })]);
  });
  afterAll(async () => {
    await server?.close();
  });

  /** A file uploaded whole (tus creation-with-upload) to a new project of `account`'s: its id. */
  async function upload(account: TestAccount, filename: string, bytes: Buffer): Promise<number> {
    const project = await account.client.post('/api/projects', { name: 'RTK rover', description: 'A centimetre-accurate rover for surveying.', status: 'draft' });
    expect(project.status, JSON.stringify(project.body)).toBe(201);
    const response = await fetch(`${server.url}/api/files/uploads`, {
      method: 'POST',
      headers: { ...tusCreation(bytes.length, { filename, context: 'project', projectId: String(project.body.id) }), 'content-type': 'application/offset+octet-stream', cookie: cookieHeader(account.client) },
      body: new Uint8Array(bytes),
    });
    expect(response.status, await response.clone().text()).toBe(201);
    return Number(response.headers.get('x-file-id'));
  }
  const estimate = (account: TestAccount, bomFileId: number, bomFileName = 'bom.csv') =>
    account.client.post('/api/ai/cost-estimation', { designDetails: 'RTK rover board, 4-layer, 60 x 40 mm', materials: ['FR-4'], manufacturingMethod: 'PCB assembly', volume: 500, bomFileId, bomFileName });

  it('prices the BOM lines by category, lists an unknown part unpriced and is then not confident', async () => {
    const fileId = await upload(founder, 'bom.csv', Buffer.from(BOM_CSV));
    const response = await estimate(founder, fileId);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const result = costEstimationResponseSchema.parse(response.body);
    expect(result.components).toHaveLength(5);
    expect(result.components.find((line) => line.partNumber === 'ZED-F9P-04B')).toMatchObject({ category: 'GNSS module (RTK, multi-band)', quantity: 1 });
    expect(result.components.find((line) => line.partNumber === 'QX-77821')).toMatchObject({ category: null, unitCostLow: null, unitCostHigh: null });
    expect(result.confidenceLevel).toBe('low');
    expect(result.unitCostHigh).toBeGreaterThan(200);
    expect(result.figures).toEqual(expect.arrayContaining([expect.objectContaining({ label: 'Components', source: 'bom' })]));
    expect(result.breakdown[0]!.basis).toMatch(/5 lines from bom\.csv, 1 not recognised/);
  });

  it("answers 404 for another member's file, as the files module does", async () => {
    const theirs = await upload(other, 'their-bom.csv', Buffer.from(BOM_CSV));
    const response = await estimate(founder, theirs);
    expect(response.status).toBe(404);
  });

  it('refuses a file that is not a spreadsheet, and a spreadsheet without a quantity column', async () => {
    const pdf = await upload(founder, 'drawing.pdf', SAMPLES.pdf());
    const refused = await estimate(founder, pdf, 'drawing.pdf');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(AI_MESSAGES.bomFile);

    const noQuantity = await upload(founder, 'parts.csv', Buffer.from('MPN,Description\nZED-F9P-04B,GNSS module\nSTM32G071KBU6,MCU\n'));
    const unreadable = await estimate(founder, noQuantity, 'parts.csv');
    expect(unreadable.status).toBe(400);
    expect(unreadable.body.message).toBe(AI_MESSAGES.bomUnreadable);

    // Read whole into memory, a spreadsheet has a size limit of its own, said as a size.
    const huge = await upload(founder, 'huge.csv', Buffer.from(`Designator,Quantity,Description\n${'R1,1,10k 0402 resistor\n'.repeat(100_000)}`));
    const tooLarge = await estimate(founder, huge, 'huge.csv');
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.body.message).toBe(AI_MESSAGES.bomFileTooLarge);
  });
});
