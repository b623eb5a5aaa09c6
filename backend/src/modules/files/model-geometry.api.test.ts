import { Readable } from 'node:stream';
import * as tus from 'tus-js-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fileStatusEventSchema } from '#shared/api/realtime-events.ts';
import type { FileView, ModelGeometry } from '#shared/schemas/file-schemas.ts';
import { DEMO_BRACKET, demoPartStep, demoPartStl, type DemoPart } from '../../db/seed/demo-engineering-files.ts';
import type { DomainEvent } from '../../db/domain-events.ts';
import { signUp, type TestAccount } from '../../test-support/accounts.ts';
import { SAMPLES } from '../../test-support/file-samples.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { cookieHeader, openTab, pollInterval, type TestTab } from '../../test-support/test-sockets.ts';
import type { ScanVerdict, VirusScanner } from './index.ts';

/** Clean, or infected, as the test says; or off (files recorded 'not_scanned'). */
class FakeScanner implements VirusScanner {
  enabled = true;
  verdict: ScanVerdict = { verdict: 'clean' };
  async scan(bytes: Readable): Promise<ScanVerdict> {
    for await (const chunk of bytes) void chunk;
    return this.verdict;
  }
  ping = () => Promise.resolve(true);
}

/** A 40 × 25 × 12 mm block. */
const BLOCK: DemoPart = { name: 'Block', profile: [[0, 0], [40, 0], [40, 25], [0, 25]], height: 12 };

describe('model geometry of uploaded files', () => {
  let server: TestServer;
  const scanner = new FakeScanner();
  let owner: TestAccount;
  let projectId: number;
  const tabs: TestTab[] = [];
  const heard: DomainEvent[] = [];
  let infectedId = 0;

  beforeAll(async () => {
    server = await startTestServer({}, { virusScanner: scanner });
    server.app.deps.events.subscribe((event) => void heard.push(event));
    owner = await signUp(server, 'entrepreneur', {}, { verified: true });
    projectId = (await owner.client.post('/api/projects', { name: 'Bracket', description: 'A bracket for the sensor mast.', status: 'draft' })).body.id;
  });
  afterEach(() => {
    tabs.splice(0).forEach((tab) => tab.close());
    scanner.enabled = true;
    scanner.verdict = { verdict: 'clean' };
  });
  afterAll(async () => {
    await server?.close();
  });

  function upload(bytes: Buffer, filename: string): Promise<number> {
    return new Promise((resolve, reject) => {
      new tus.Upload(bytes, {
        endpoint: `${server.url}/api/files/uploads`,
        metadata: { filename, context: 'project', projectId: String(projectId) },
        headers: { cookie: cookieHeader(owner.client) },
        chunkSize: 1024,
        retryDelays: [],
        storeFingerprintForResuming: false,
        onError: reject,
        onSuccess: (payload) => resolve(Number(payload.lastResponse.getHeader('X-File-Id'))),
      }).start();
    });
  }
  const fileOf = async (id: number) => (await owner.client.get(`/api/files/${id}`)).body as FileView;
  /** Polls the file until `done` holds of it (an OpenCascade worker's first start takes a few seconds). */
  async function until(id: number, done: (file: FileView) => boolean, timeoutMs = 20_000): Promise<FileView> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const file = await fileOf(id);
      if (done(file)) return file;
      if (Date.now() > deadline) throw new Error(`file ${id} did not get there: ${JSON.stringify(file)}`);
      await pollInterval(25);
    }
  }
  const geometryRead = (id: number) => heard.some((event) => event.type === 'file-geometry-read' && event.fileId === id);
  const expectGeometry = (geometry: ModelGeometry | null, expected: Omit<ModelGeometry, 'volumeMm3' | 'surfaceAreaMm2'> & { volumeMm3: number; surfaceAreaMm2: number }) => {
    expect(geometry).toMatchObject({ units: expected.units, boundingBoxMm: expected.boundingBoxMm, triangles: expected.triangles, faces: expected.faces });
    expect(geometry!.volumeMm3).toBeCloseTo(expected.volumeMm3, 3);
    expect(geometry!.surfaceAreaMm2).toBeCloseTo(expected.surfaceAreaMm2, 3);
  };

  it('reads an uploaded STL once it is scanned clean, stores it with the file and tells the uploader', async () => {
    const tab = await openTab(server.url, owner.client);
    tabs.push(tab);
    const id = await upload(demoPartStl(DEMO_BRACKET), 'bracket.stl');
    const file = await until(id, (f) => f.geometry !== null);
    expect(file.scanStatus).toBe('clean');
    expectGeometry(file.geometry, { units: 'unknown', boundingBoxMm: { x: 60, y: 40, z: 30 }, volumeMm3: 14_250, surfaceAreaMm2: 6950, triangles: 20, faces: null });
    // The list shows it too; the uploader hears of the scan, then of the geometry.
    const listed = (await owner.client.get(`/api/files?projectId=${projectId}`)).body as { files: FileView[] };
    expect(listed.files.find((f) => f.id === id)?.geometry).toEqual(file.geometry);
    const deadline = Date.now() + 3000;
    const pushes = () => tab.events.filter((e) => e.event === 'file_status' && (e.payload as { fileId: number }).fileId === id);
    while (pushes().length < 2 && Date.now() < deadline) await pollInterval(10);
    expect(pushes().map((e) => fileStatusEventSchema.parse(e.payload))).toEqual([
      { fileId: id, name: 'bracket.stl', scanStatus: 'clean', uploaderId: owner.user.id },
      { fileId: id, name: 'bracket.stl', scanStatus: 'clean', uploaderId: owner.user.id },
    ]);
  });

  it('reads an uploaded STEP with OpenCascade in a worker thread, without a scanner configured', async () => {
    scanner.enabled = false;
    const id = await upload(demoPartStep(BLOCK), 'block.step');
    const file = await until(id, (f) => f.geometry !== null);
    expect(file.scanStatus).toBe('not_scanned');
    expectGeometry(file.geometry, { units: 'mm', boundingBoxMm: { x: 40, y: 25, z: 12 }, volumeMm3: 12_000, surfaceAreaMm2: 2 * (40 * 25 + 40 * 12 + 25 * 12), triangles: 12, faces: 6 });
  });

  it('never parses an infected model, and records a malformed one as unreadable without trying again', async () => {
    scanner.verdict = { verdict: 'infected', signature: 'Eicar-Test-Signature' };
    const infected = await upload(demoPartStl(BLOCK), 'block.stl');
    await until(infected, (f) => f.scanStatus === 'infected');
    scanner.verdict = { verdict: 'clean' };
    const malformed = await upload(SAMPLES.step(), 'not-a-solid.step');
    await until(malformed, () => geometryRead(malformed));
    expect(await fileOf(malformed)).toMatchObject({ scanStatus: 'clean', geometry: null });
    expect(await server.knex('files').where({ id: malformed }).first()).toMatchObject({ geometryStatus: 'failed', geometry: null });
    expect(server.logs.some((line) => line.includes(`the geometry of file ${malformed} (step) could not be read`))).toBe(true);
    expect(geometryRead(infected)).toBe(false);
    infectedId = infected;
  });

  it('reads the models a restart left unread, and never the infected one', async () => {
    scanner.enabled = false;
    const id = await upload(demoPartStl(BLOCK), 'block-2.stl');
    await until(id, (f) => f.geometry !== null);
    // As if the process had stopped before reading it.
    await server.knex('files').where({ id }).update({ geometry: null, geometryStatus: null });
    expect((await fileOf(id)).geometry).toBeNull();
    const sibling = await server.startSibling();
    try {
      const file = await until(id, (f) => f.geometry !== null);
      expect(file.geometry).toMatchObject({ boundingBoxMm: { x: 40, y: 25, z: 12 }, volumeMm3: 12_000 });
      // The restart looks for unread models in id order: the older infected file was passed over, not read.
      expect(geometryRead(infectedId)).toBe(false);
      expect(await server.knex('files').where({ id: infectedId }).first()).toMatchObject({ scanStatus: 'infected', geometryStatus: null, geometry: null });
    } finally {
      await sibling.close();
    }
  });
});
