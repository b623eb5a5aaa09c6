import { createHash } from 'node:crypto';
import http from 'node:http';
import { Readable } from 'node:stream';
import * as tus from 'tus-js-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fileStatusEventSchema } from '#shared/api/realtime-events.ts';
import { FILE_MESSAGES, type FileList, type FileView } from '#shared/schemas/file-schemas.ts';
import type { DomainEvent } from '../../db/domain-events.ts';
import { signUp, type TestAccount } from '../../test-support/accounts.ts';
import { SAMPLES } from '../../test-support/file-samples.ts';
import { TUS, tusCreation } from '../../test-support/route-catalogue.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { cookieHeader, openTab, type TestTab } from '../../test-support/test-sockets.ts';
import type { ScanVerdict, VirusScanner } from './index.ts';

/** A scanner the test drives: its verdict, an outage, or a scan held until released. */
class FakeScanner implements VirusScanner {
  enabled = true;
  mode: 'clean' | 'infected' | 'down' | 'hold' = 'clean';
  scans: string[] = [];
  private held: Array<() => void> = [];

  async scan(bytes: Readable): Promise<ScanVerdict> {
    const hash = createHash('sha256');
    for await (const chunk of bytes) hash.update(chunk as Buffer);
    this.scans.push(hash.digest('hex'));
    if (this.mode === 'hold') await new Promise<void>((resolve) => this.held.push(resolve));
    if (this.mode === 'down') throw new Error('clamd is not answering');
    return this.mode === 'infected' ? { verdict: 'infected', signature: 'Eicar-Test-Signature' } : { verdict: 'clean' };
  }

  ping = () => Promise.resolve(this.mode !== 'down');

  release(mode: 'clean' | 'infected' | 'down' = 'clean'): void {
    this.mode = mode;
    this.held.splice(0).forEach((resolve) => resolve());
  }
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('shared files: tus uploads, kinds, access, downloads and scans', () => {
  let server: TestServer;
  const scanner = new FakeScanner();
  let owner: TestAccount;
  let partner: TestAccount;
  let stranger: TestAccount;
  let connectionId: number;
  let projectId: number;
  let projectConnectionId: number;
  const tabs: TestTab[] = [];
  const heard: DomainEvent[] = [];

  beforeAll(async () => {
    server = await startTestServer({}, { virusScanner: scanner, fileScanRetryMs: 30 });
    server.app.deps.events.subscribe((event) => void heard.push(event));
    [owner, partner, stranger] = await Promise.all([signUp(server, 'entrepreneur', {}, { verified: true }), signUp(server, 'manufacturer', {}, { verified: true }), signUp(server, 'designer', {}, { verified: true })]);
    projectId = (await owner.client.post('/api/projects', { name: 'Enclosure', description: 'A sealed enclosure for the sensor board.', status: 'draft' })).body.id;
    const request = await owner.client.post('/api/connections', { recipientId: partner.user.id, message: 'Let us build the enclosure', projectId });
    projectConnectionId = request.body.id;
    await partner.client.patch(`/api/connections/${projectConnectionId}`, { status: 'accepted' });
    connectionId = projectConnectionId;
  });
  afterEach(() => {
    tabs.splice(0).forEach((tab) => tab.close());
    scanner.release('clean');
  });
  afterAll(async () => {
    await server?.close();
  });

  /** Uploads through tus-js-client (Node), in chunks; resolves with the response's X-File-Id, or rejects with the server's answer. */
  function tusUpload(account: TestAccount, bytes: Buffer, metadata: Record<string, string>, chunkSize = 64 * 1024): Promise<number> {
    return new Promise((resolve, reject) => {
      const upload = new tus.Upload(bytes, {
        endpoint: `${server.url}/api/files/uploads`,
        metadata,
        headers: { cookie: cookieHeader(account.client) },
        chunkSize,
        retryDelays: [],
        storeFingerprintForResuming: false,
        onError: (error) => reject(error),
        onSuccess: (payload) => resolve(Number(payload.lastResponse.getHeader('X-File-Id'))),
      });
      upload.start();
    });
  }
  const inConversation = (filename: string) => ({ filename, context: 'conversation', connectionId: String(connectionId) });
  const inProject = (filename: string, extra: Record<string, string> = {}) => ({ filename, context: 'project', projectId: String(projectId), ...extra });

  /** A whole file in one creation request (creation-with-upload), as raw tus. */
  function createWith(account: TestAccount, bytes: Buffer, metadata: Record<string, string>) {
    return fetch(`${server.url}/api/files/uploads`, {
      method: 'POST',
      headers: { ...tusCreation(bytes.length, metadata), 'content-type': 'application/offset+octet-stream', cookie: cookieHeader(account.client) },
      body: new Uint8Array(bytes),
    });
  }
  async function uploadWhole(account: TestAccount, bytes: Buffer, metadata: Record<string, string>): Promise<number> {
    const response = await createWith(account, bytes, metadata);
    expect(response.status, await response.clone().text()).toBe(201);
    return Number(response.headers.get('x-file-id'));
  }
  /** Sends conversation files with a message (until then they are the uploader's draft). */
  async function send(account: TestAccount, ...attachmentIds: number[]): Promise<void> {
    const recipientId = account === owner ? partner.user.id : owner.user.id;
    const response = await account.client.post('/api/messages', { connectionId, recipientId, content: 'Files attached', attachmentIds });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
  }
  const fileOf = async (account: TestAccount, id: number) => (await account.client.get(`/api/files/${id}`)).body as FileView;
  async function statusBecomes(id: number, status: FileView['scanStatus']): Promise<void> {
    const deadline = Date.now() + 5000;
    while ((await fileOf(owner, id)).scanStatus !== status) {
      if (Date.now() > deadline) throw new Error(`file ${id} is still ${(await fileOf(owner, id)).scanStatus}, not ${status}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  it('uploads a model in chunks with tus-js-client, records it by its content and scans it clean, telling the uploader', async () => {
    const tab = await openTab(server.url, owner.client);
    tabs.push(tab);
    const bytes = SAMPLES.binaryStl(4000); // 200 kB: four chunks
    const id = await tusUpload(owner, bytes, { ...inConversation('enclosure.stl'), filetype: 'model/stl' });
    expect(id).toBeGreaterThan(0);
    await statusBecomes(id, 'clean');
    await send(owner, id);
    expect(await fileOf(partner, id)).toMatchObject({
      id, name: 'enclosure.stl', kind: 'stl', mime: 'model/stl', size: bytes.length, sha256: sha256(bytes), scanStatus: 'clean',
      uploader: { id: owner.user.id }, context: 'conversation', connectionId, revision: 1, revisionOf: null, downloadable: true,
    });
    // The scanner read the stored bytes, streamed from storage.
    expect(scanner.scans).toContain(sha256(bytes));
    expect(fileStatusEventSchema.parse(await tab.waitFor('file_status', (payload) => (payload as { fileId: number }).fileId === id))).toEqual({ fileId: id, name: 'enclosure.stl', scanStatus: 'clean', uploaderId: owner.user.id });
    // Announced after each commit: the file added (pending its scan), then scanned.
    // (A model's geometry is read after its scan, in its own time: model-geometry.api.test.ts.)
    expect(heard.filter((event) => 'fileId' in event && event.fileId === id && event.type !== 'file-geometry-read')).toEqual([
      { type: 'file-added', fileId: id, uploaderId: owner.user.id, scanStatus: 'pending' },
      { type: 'file-scanned', fileId: id, uploaderId: owner.user.id, name: 'enclosure.stl', scanStatus: 'clean' },
    ]);
  });

  it('resumes an upload after an interrupted PATCH: HEAD says how much arrived, the rest completes it', async () => {
    const bytes = Buffer.concat([SAMPLES.pdf(), Buffer.alloc(300 * 1024, 0x20), Buffer.from('\n%%EOF\n')]);
    const created = await owner.client.request('POST', '/api/files/uploads', undefined, tusCreation(bytes.length, inConversation('drawing.pdf')));
    expect(created.status, created.text).toBe(201);
    const location = created.headers.get('location')!;
    expect(location).toMatch(/^\/api\/files\/uploads\/[0-9a-f]{32}$/);

    // 100 kB sent, then the connection drops in the middle of the PATCH.
    await new Promise<void>((resolve) => {
      const request = http.request(`${server.url}${location}`, {
        method: 'PATCH',
        headers: { ...TUS, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream', 'content-length': String(bytes.length), cookie: cookieHeader(owner.client) },
      });
      request.on('error', () => resolve());
      request.write(bytes.subarray(0, 100 * 1024), () => setTimeout(() => { request.destroy(); resolve(); }, 200));
    });

    let offset: number;
    const deadline = Date.now() + 5000;
    // The server finishes writing what it received once it notices the drop.
    do {
      await new Promise((resolve) => setTimeout(resolve, 50));
      const head = await owner.client.request('HEAD', location, undefined, TUS);
      expect(head.status).toBe(200);
      expect(head.headers.get('upload-length')).toBe(String(bytes.length));
      offset = Number(head.headers.get('upload-offset'));
    } while (offset === 0 && Date.now() < deadline);
    expect(offset).toBeGreaterThan(0);
    expect(offset).toBeLessThanOrEqual(100 * 1024);

    const rest = await fetch(`${server.url}${location}`, {
      method: 'PATCH',
      headers: { ...TUS, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream', cookie: cookieHeader(owner.client) },
      body: new Uint8Array(bytes.subarray(offset)),
    });
    expect(rest.status, await rest.clone().text()).toBe(204);
    const id = Number(rest.headers.get('x-file-id'));
    await statusBecomes(id, 'clean');
    const download = await owner.client.get(`/api/files/${id}/download`);
    expect(sha256(Buffer.from(await (await fetch(`${server.url}/api/files/${id}/download`, { headers: { cookie: cookieHeader(owner.client) } })).arrayBuffer()))).toBe(sha256(bytes));
    expect(download.status).toBe(200);
    // The finished upload is gone: it cannot be resumed or touched again.
    expect((await owner.client.request('HEAD', location, undefined, TUS)).status).toBe(404);
  });

  it('refuses an upload over 200 MB from its declared length, before any byte is sent', async () => {
    const response = await owner.client.request('POST', '/api/files/uploads', undefined, tusCreation(200 * 1024 * 1024 + 1, inConversation('huge.step')));
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ message: FILE_MESSAGES.tooLarge });
    const exactly = await owner.client.request('POST', '/api/files/uploads', undefined, tusCreation(200 * 1024 * 1024, inConversation('big.step')));
    expect(exactly.status).toBe(201);
    expect((await owner.client.request('DELETE', exactly.headers.get('location')!, undefined, TUS)).status).toBe(204);
  });

  it('refuses a file whose content is not accepted, or does not match its name, with the reason, and records nothing', async () => {
    const before = await server.knex('files').count({ n: '*' }).first();
    const executable = await createWith(owner, SAMPLES.exe(), inConversation('setup.pdf'));
    expect(executable.status).toBe(400);
    expect(await executable.json()).toEqual({ message: 'This file is not one HardwareHub accepts: it looks like an executable.' });
    const mismatch = await createWith(owner, SAMPLES.pdf(), inConversation('bracket.stl'));
    expect(await mismatch.json()).toEqual({ message: FILE_MESSAGES.nameMismatch('stl', 'a PDF') });
    await expect(tusUpload(owner, Buffer.from('<!doctype html><script>alert(1)</script>'), inConversation('page.csv'))).rejects.toThrow(/web page/);
    expect(await server.knex('files').count({ n: '*' }).first()).toEqual(before);
    // Metadata that says nowhere, or somewhere else: refused before the upload exists.
    const noWhere = await owner.client.request('POST', '/api/files/uploads', undefined, tusCreation(10, { filename: 'a.csv' }));
    expect(noWhere.status).toBe(400);
    expect(typeof noWhere.body.message).toBe('string');
  });

  it('lets only the parties see a conversation file, the uploader download it before its scan, and no one an infected one', async () => {
    scanner.mode = 'hold';
    const bytes = SAMPLES.step();
    const id = await uploadWhole(owner, bytes, inConversation('Gehäuse "v2".step'));
    // Not sent yet: the uploader's draft, which the partner cannot see.
    expect((await partner.client.get(`/api/files/${id}`)).status).toBe(404);
    expect(((await partner.client.get(`/api/files?connectionId=${connectionId}`)).body as FileList).files.map((file) => file.id)).not.toContain(id);
    expect(((await owner.client.get(`/api/files?connectionId=${connectionId}`)).body as FileList).files.map((file) => file.id)).toContain(id);
    await send(owner, id);
    // Pending: listed for the partner, not downloadable by them; the uploader may.
    const listed = (await partner.client.get(`/api/files?connectionId=${connectionId}`)).body as FileList;
    expect(listed.files.find((file) => file.id === id)).toMatchObject({ scanStatus: 'pending', downloadable: false });
    const early = await partner.client.get(`/api/files/${id}/download`);
    expect(early.status).toBe(409);
    expect(early.body).toEqual({ message: FILE_MESSAGES.notYetScanned });
    expect((await owner.client.get(`/api/files/${id}/download`)).status).toBe(200);
    // A stranger: not found, whatever they ask.
    for (const path of [`/api/files/${id}`, `/api/files/${id}/download`, `/api/files?connectionId=${connectionId}`]) {
      expect((await stranger.client.get(path)).status, path).toBe(404);
    }
    expect((await stranger.client.delete(`/api/files/${id}`)).status).toBe(404);
    const strangerUpload = await stranger.client.request('POST', '/api/files/uploads', undefined, tusCreation(10, inConversation('x.csv')));
    expect(strangerUpload.status).toBe(404);

    scanner.release('clean');
    await statusBecomes(id, 'clean');
    const download = await fetch(`${server.url}/api/files/${id}/download`, { headers: { cookie: cookieHeader(partner.client) } });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename="Geh_use _v2_.step"; filename*=UTF-8''Geh%C3%A4use%20%22v2%22.step`);
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    expect(download.headers.get('content-type')).toBe('model/step');
    expect(download.headers.get('cache-control')).toBe('no-store');
    expect(Buffer.from(await download.arrayBuffer())).toEqual(bytes);

    // Infected: quarantined, listed as such, downloadable by no one (the uploader neither); the uploader is told.
    const tab = await openTab(server.url, owner.client);
    tabs.push(tab);
    scanner.mode = 'hold';
    const bad = await uploadWhole(owner, SAMPLES.csv(), inConversation('bom.csv'));
    await send(owner, bad);
    scanner.release('infected');
    await statusBecomes(bad, 'infected');
    expect(fileStatusEventSchema.parse(await tab.waitFor('file_status', (payload) => (payload as { fileId: number }).fileId === bad))).toEqual({ fileId: bad, name: 'bom.csv', scanStatus: 'infected', uploaderId: owner.user.id });
    for (const account of [owner, partner]) {
      const response = await account.client.get(`/api/files/${bad}/download`);
      expect(response.status).toBe(409);
      expect(response.body).toEqual({ message: FILE_MESSAGES.quarantined });
    }
    const row = await server.knex('files').where({ id: bad }).first();
    expect(row).toMatchObject({ scanStatus: 'infected', scanSignature: 'Eicar-Test-Signature' });
    expect(row.storageKey).toMatch(/^quarantine\//);
  });

  it('keeps project revisions as a chain, lets the owner and members in, and shuts out a removed partner at once', async () => {
    const first = await uploadWhole(partner, SAMPLES.step(), inProject('bracket.step'));
    const second = await uploadWhole(owner, SAMPLES.step(), inProject('bracket-v2.step', { revisionOf: String(first) }));
    const third = await uploadWhole(partner, SAMPLES.step(), inProject('bracket-v3.step', { revisionOf: String(second) }));
    const list = (await owner.client.get(`/api/files?projectId=${projectId}`)).body as FileList;
    expect(list.files).toHaveLength(1);
    expect(list.files[0]).toMatchObject({ id: third, revision: 3, revisionOf: first });
    expect(list.files[0]!.earlierRevisions.map((file) => [file.id, file.revision])).toEqual([[second, 2], [first, 1]]);
    // A revision of a file of another context is refused.
    const conversationFile = await uploadWhole(owner, SAMPLES.obj(), inConversation('cube.obj'));
    const wrongChain = await owner.client.request('POST', '/api/files/uploads', undefined, tusCreation(10, inProject('x.step', { revisionOf: String(conversationFile) })));
    expect(wrongChain.status).toBe(404);
    expect(wrongChain.body).toEqual({ message: FILE_MESSAGES.revisionNotFound });
    expect((await stranger.client.get(`/api/files?projectId=${projectId}`)).status).toBe(404);

    // The project owner may delete a member's file; the member may not delete the owner's.
    expect((await partner.client.delete(`/api/files/${second}`)).status).toBe(403);
    expect((await owner.client.delete(`/api/files/${first}`)).status).toBe(204);
    const after = (await owner.client.get(`/api/files?projectId=${projectId}`)).body as FileList;
    expect(after.files[0]).toMatchObject({ id: third, revision: 3, revisionOf: second });
    expect(after.files[0]!.earlierRevisions.map((file) => file.id)).toEqual([second]);

    // The partner's connection no longer about the project: no access at their next request.
    await server.knex('connections').where({ id: projectConnectionId }).update({ projectId: null });
    expect((await partner.client.get(`/api/files/${third}`)).status).toBe(404);
    expect((await partner.client.get(`/api/files/${third}/download`)).status).toBe(404);
    expect((await partner.client.get(`/api/files?projectId=${projectId}`)).status).toBe(404);
    expect((await partner.client.delete(`/api/files/${third}`)).status).toBe(404);
    expect((await owner.client.get(`/api/files/${third}`)).status).toBe(200);
    await server.knex('connections').where({ id: projectConnectionId }).update({ projectId });
  });

  it('keeps a file pending through a scanner outage, retries with back-off, and a restarted process scans what was left pending', async () => {
    scanner.mode = 'down';
    const id = await uploadWhole(owner, SAMPLES.csv(), inConversation('parts.csv'));
    const deadline = Date.now() + 5000;
    while (server.logs.filter((line) => line.includes(`file scan of ${id} failed`)).length < 3 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    const failures = server.logs.filter((line) => line.includes(`file scan of ${id} failed`));
    expect(failures.length).toBeGreaterThanOrEqual(3);
    // Each wait twice the one before.
    expect(failures.slice(0, 3).map((line) => Number(/again in (\d+) ms/.exec(line)![1]))).toEqual([30, 60, 120]);
    expect((await fileOf(owner, id)).scanStatus).toBe('pending');
    scanner.release('clean');
    await statusBecomes(id, 'clean');

    // Held in the scanner when "the process stops": a new process finds it pending and scans it.
    scanner.mode = 'hold';
    const left = await uploadWhole(owner, SAMPLES.obj(), inConversation('left.obj'));
    const scansBefore = scanner.scans.length;
    const sibling = await server.startSibling();
    try {
      const until = Date.now() + 5000;
      while (scanner.scans.length === scansBefore && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(scanner.scans.length).toBeGreaterThan(scansBefore);
      scanner.release('clean');
      await statusBecomes(left, 'clean');
    } finally {
      await sibling.close();
    }
  });

  it('records files as not scanned without a scanner, downloadable by the parties and shown so', async () => {
    scanner.enabled = false;
    try {
      const id = await uploadWhole(owner, SAMPLES.zip(), inConversation('gerbers.zip'));
      await send(owner, id);
      expect(await fileOf(partner, id)).toMatchObject({ scanStatus: 'not_scanned', kind: 'zip', downloadable: true });
      expect((await partner.client.get(`/api/files/${id}/download`)).status).toBe(200);
    } finally {
      scanner.enabled = true;
    }
  });

  it('lets only the uploader resume or cancel their upload', async () => {
    const created = await owner.client.request('POST', '/api/files/uploads', undefined, tusCreation(10, inConversation('a.csv')));
    const location = created.headers.get('location')!;
    expect((await partner.client.request('HEAD', location, undefined, TUS)).status).toBe(404);
    expect((await partner.client.request('DELETE', location, undefined, TUS)).status).toBe(404);
    // A page of another site cannot send chunks with the member's cookie, whatever the body's type.
    const forged = await fetch(`${server.url}${location}`, {
      method: 'PATCH',
      headers: { ...TUS, origin: 'https://evil.example', 'upload-offset': '0', 'content-type': 'application/offset+octet-stream', cookie: cookieHeader(owner.client) },
      body: 'a,b\n1,2\n',
    });
    expect(forged.status).toBe(403);
    expect((await owner.client.request('HEAD', location, undefined, TUS)).headers.get('upload-offset')).toBe('0');
    // The chunk type is taken on the upload paths only.
    const elsewhere = await owner.client.request('PATCH', '/api/user', 'a,b', { 'content-type': 'application/offset+octet-stream' });
    expect(elsewhere.status).toBe(415);
    expect((await owner.client.request('DELETE', location, undefined, TUS)).status).toBe(204);
    expect((await owner.client.request('HEAD', location, undefined, TUS)).status).toBe(404);
  });
});
