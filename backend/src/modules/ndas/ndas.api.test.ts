import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_MESSAGES } from '#shared/schemas/file-schemas.ts';
import { NDA_MESSAGES, type ProjectNda, type SharedProjectView } from '#shared/schemas/nda-schemas.ts';
import { PROJECT_MESSAGES } from '#shared/schemas/project-schemas.ts';
import { signUp, type TestAccount } from '../../test-support/accounts.ts';
import { tusCreation } from '../../test-support/route-catalogue.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { cookieHeader } from '../../test-support/test-sockets.ts';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const BOM = Buffer.from('part,quantity,supplier\nM3 screw,40,Acme\nStandoff,8,Acme\n');
const SIGNER_AGENT = 'NdaTestBrowser/1.0 (X11; Linux x86_64)';

/** The text of every page of a PDF, as pdf.js reads it. */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const fonts = path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts/');
  const task = getDocument({ data: new Uint8Array(bytes), standardFontDataUrl: fonts, verbosity: 0 });
  const doc = await task.promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await task.destroy();
  return pages.join('\n');
}

describe('project NDAs: versions, click-wrap signatures, the lock on files and confidential fields', () => {
  let server: TestServer;
  let owner: TestAccount;
  let partner: TestAccount;
  let latePartner: TestAccount;
  let stranger: TestAccount;
  let projectId: number;
  let fileId: number;
  let connectionId: number;
  let firstText: string;

  const raw = (account: TestAccount, route: string) => fetch(`${server.url}${route}`, { headers: { cookie: cookieHeader(account.client) } });
  const shared = async (account: TestAccount) => (await account.client.get(`/api/projects/${projectId}/shared`)).body as SharedProjectView;
  const ownerView = async () => (await owner.client.get(`/api/projects/${projectId}/nda`)).body as ProjectNda;
  /** The project's files, a file, its bytes and a new upload, as `account`: the statuses. */
  async function fileAccess(account: TestAccount) {
    const list = await account.client.get(`/api/files?projectId=${projectId}`);
    const one = await account.client.get(`/api/files/${fileId}`);
    const download = await raw(account, `/api/files/${fileId}/download`);
    const upload = await account.client.request('POST', '/api/files/uploads', undefined, tusCreation(BOM.length, { filename: 'notes.csv', context: 'project', projectId: String(projectId) }));
    return { list, one, download: { status: download.status, body: download.status >= 400 ? await download.json() : await download.arrayBuffer() }, upload };
  }
  async function connect(account: TestAccount): Promise<number> {
    const request = await owner.client.post('/api/connections', { recipientId: account.user.id, message: 'Let us build the patch', projectId });
    await account.client.patch(`/api/connections/${request.body.id}`, { status: 'accepted' });
    return request.body.id as number;
  }

  beforeAll(async () => {
    server = await startTestServer();
    [owner, partner, latePartner, stranger] = await Promise.all([
      signUp(server, 'entrepreneur', { fullName: 'Ada Lovelace' }, { verified: true }),
      signUp(server, 'manufacturer', { fullName: 'Grace Hopper' }, { verified: true }),
      signUp(server, 'supplier', { fullName: 'Hedy Lamarr' }, { verified: true }),
      signUp(server, 'designer', {}, { verified: true }),
    ]);
    await server.knex('users').where({ id: owner.user.id }).update({ subscriptionPlan: 'pro' });
    projectId = (await owner.client.post('/api/projects', {
      name: 'CardioPatch ECG Wearable', description: 'A 7-day single-lead ECG patch with on-device arrhythmia detection.',
      budget: '$150,000', timeline: '9 months', requirements: 'ISO 13485 contract manufacturer.', status: 'active',
    })).body.id;
    connectionId = await connect(partner);
    const created = await fetch(`${server.url}/api/files/uploads`, {
      method: 'POST',
      headers: { ...tusCreation(BOM.length, { filename: 'bom.csv', context: 'project', projectId: String(projectId) }), 'content-type': 'application/offset+octet-stream', cookie: cookieHeader(owner.client) },
      body: new Uint8Array(BOM),
    });
    expect(created.status, await created.clone().text()).toBe(201);
    fileId = Number(created.headers.get('x-file-id'));
  });
  afterAll(async () => {
    await server?.close();
  });

  it('offers the mutual template and refuses to require an NDA before a version is saved', async () => {
    const before = await fileAccess(partner);
    expect([before.list.status, before.one.status, before.download.status]).toEqual([200, 200, 200]);
    expect((await shared(partner)).nda).toMatchObject({ required: false, locked: false, current: null });

    const view = await ownerView();
    expect(view).toMatchObject({ required: false, confidentialFields: [], versions: [], signatures: [], partners: [{ id: partner.user.id, signedVersion: null }] });
    for (const part of ['MUTUAL NON-DISCLOSURE AGREEMENT', 'CardioPatch ECG Wearable', 'Ada Lovelace', 'Confidential Information', 'Exclusions', 'Return or destruction', 'No licence', '[STATE / COUNTRY']) {
      expect(view.template).toContain(part);
    }
    const refused = await owner.client.patch(`/api/projects/${projectId}/nda`, { required: true });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ message: NDA_MESSAGES.noVersion });
    expect((await owner.client.patch(`/api/projects/${projectId}/nda`, {})).body.message).toBe(NDA_MESSAGES.nothingToUpdate);
    const badField = await owner.client.patch(`/api/projects/${projectId}/nda`, { confidentialFields: ['name'] });
    expect(badField.status).toBe(400);
    const short = await owner.client.post(`/api/projects/${projectId}/nda/versions`, { text: 'Keep it secret.' });
    expect(short.status).toBe(400);
    expect(short.body.errors).toEqual({ text: NDA_MESSAGES.textTooShort });
    // Only the owner manages it: a partner is refused, a stranger sees an active project but not its NDA.
    expect((await partner.client.get(`/api/projects/${projectId}/nda`)).status).toBe(403);
    expect((await stranger.client.post(`/api/projects/${projectId}/nda/versions`, { text: view.template })).status).toBe(403);

    firstText = view.template.replace(/\[STATE \/ COUNTRY: to be completed by the Owner\]/, 'England and Wales').replace(/\[CITY, STATE \/ COUNTRY: to be completed by the Owner\]/, 'London, England');
    const saved = await owner.client.post(`/api/projects/${projectId}/nda/versions`, { text: `${firstText}\r\n` });
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({ number: 1, text: firstText.trim(), sha256: sha256(firstText.trim()), author: { id: owner.user.id } });
    firstText = firstText.trim();
    const again = await owner.client.post(`/api/projects/${projectId}/nda/versions`, { text: firstText });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(NDA_MESSAGES.textUnchanged);

    const required = await owner.client.patch(`/api/projects/${projectId}/nda`, { required: true, confidentialFields: ['requirements', 'budget', 'budget'] });
    expect(required.status).toBe(200);
    expect(required.body).toMatchObject({ required: true, confidentialFields: ['requirements', 'budget'] });
  });

  it('withholds the files (403 saying to sign) and the confidential fields from a partner who has not signed; 404 for others', async () => {
    const locked = await fileAccess(partner);
    for (const response of [locked.list, locked.one, locked.download, locked.upload]) {
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ message: NDA_MESSAGES.signFirst });
    }
    const outsider = await fileAccess(stranger);
    for (const response of [outsider.list, outsider.one, outsider.download, outsider.upload]) expect(response.status).toBe(404);
    expect(outsider.list.body.message).toBe(FILE_MESSAGES.noProject);

    const view = await shared(partner);
    expect(view.role).toBe('partner');
    expect(view.nda).toMatchObject({ required: true, locked: true, confidentialFields: ['requirements', 'budget'], current: { number: 1, text: firstText }, mySignature: null });
    expect(view.project).toMatchObject({ name: 'CardioPatch ECG Wearable', description: expect.stringContaining('ECG patch'), timeline: '9 months', budget: null, requirements: null, hiddenFields: ['requirements', 'budget'] });
    for (const account of [stranger, latePartner]) {
      const response = await account.client.get(`/api/projects/${projectId}/shared`);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: PROJECT_MESSAGES.notFound });
    }
    // The project's own page and the owner's profile blank them too; the owner sees everything.
    for (const account of [partner, stranger]) {
      const page = await account.client.get(`/api/projects/${projectId}`);
      expect(page.body).toMatchObject({ budget: null, requirements: null, timeline: '9 months', hiddenFields: ['requirements', 'budget'] });
      expect(page.text).not.toContain('$150,000');
    }
    const profile = await stranger.client.get(`/api/users/${owner.user.id}`);
    expect(profile.text).toContain('CardioPatch ECG Wearable');
    expect(profile.text).not.toContain('ISO 13485');
    const own = await owner.client.get(`/api/projects/${projectId}`);
    expect(own.body).toMatchObject({ budget: '$150,000', requirements: 'ISO 13485 contract manufacturer.' });
    expect(own.body.hiddenFields).toBeUndefined();
    expect((await owner.client.get(`/api/files?projectId=${projectId}`)).status).toBe(200);
    expect((await shared(owner)).nda.locked).toBe(false);

    const list = await partner.client.get('/api/shared-projects');
    expect(list.body).toEqual([{ id: projectId, name: 'CardioPatch ECG Wearable', status: 'active', stage: null, owner: { id: owner.user.id, fullName: 'Ada Lovelace' }, ndaRequired: true, locked: true }]);
    expect((await stranger.client.get('/api/shared-projects')).body).toEqual([]);
  });

  it('refuses a signature with the wrong name (400), an outdated version (409), the owner (403) and strangers (404)', async () => {
    const versionId = (await shared(partner)).nda.current!.id;
    const sign = (account: TestAccount, body: unknown) => account.client.post(`/api/projects/${projectId}/nda/signatures`, body);
    const wrong = await sign(partner, { versionId, fullName: 'Grace Kelly' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ message: NDA_MESSAGES.nameMismatch('Grace Hopper'), errors: { fullName: NDA_MESSAGES.nameMismatch('Grace Hopper') } });
    const blank = await sign(partner, { versionId, fullName: '   ' });
    expect(blank.body.errors).toEqual({ fullName: NDA_MESSAGES.nameRequired });
    expect((await sign(partner, { versionId: versionId + 1000, fullName: 'Grace Hopper' })).body).toEqual({ message: NDA_MESSAGES.staleVersion });
    expect((await sign(owner, { versionId, fullName: 'Ada Lovelace' })).body).toEqual({ message: NDA_MESSAGES.ownerSigns });
    expect((await sign(stranger, { versionId, fullName: 'Test designer' })).status).toBe(404);
    expect(await server.knex('nda_signatures').count({ n: '*' }).first()).toMatchObject({ n: 0 });
  });

  it('records a signature with time, IP, user agent and the text hash; both sides get the signed PDF by mail and download', async () => {
    const versionId = (await shared(partner)).nda.current!.id;
    const before = Date.now();
    const signed = await partner.client.request('POST', `/api/projects/${projectId}/nda/signatures`, { versionId, fullName: '  grace   HOPPER ' }, { 'user-agent': SIGNER_AGENT });
    expect(signed.status).toBe(201);
    expect(signed.body).toMatchObject({
      projectId, versionId, versionNumber: 1, signer: { id: partner.user.id, fullName: 'Grace Hopper' }, typedName: 'grace HOPPER',
      userAgent: SIGNER_AGENT, documentSha256: sha256(firstText),
    });
    expect(signed.body.ip).toMatch(/127\.0\.0\.1|::1/);
    expect(Date.parse(signed.body.signedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect((await partner.client.post(`/api/projects/${projectId}/nda/signatures`, { versionId, fullName: 'Grace Hopper' })).body).toEqual({ message: NDA_MESSAGES.alreadySigned });

    // Unlocked: the files and the confidential fields.
    const open = await fileAccess(partner);
    expect([open.list.status, open.one.status, open.download.status, open.upload.status]).toEqual([200, 200, 200, 201]);
    expect(Buffer.from(open.download.body as ArrayBuffer).equals(BOM)).toBe(true);
    const view = await shared(partner);
    expect(view.nda).toMatchObject({ locked: false, mySignature: { id: signed.body.id, versionNumber: 1 } });
    expect(view.project).toMatchObject({ budget: '$150,000', requirements: 'ISO 13485 contract manufacturer.', hiddenFields: [] });
    expect((await partner.client.get(`/api/projects/${projectId}`)).body.budget).toBe('$150,000');
    // Still withheld from everyone who did not sign.
    expect((await stranger.client.get(`/api/projects/${projectId}`)).body.budget).toBeNull();

    const record = (await ownerView()).signatures;
    expect(record).toEqual([signed.body]);
    expect((await ownerView()).partners).toEqual([{ id: partner.user.id, fullName: 'Grace Hopper', signedVersion: 1 }]);

    for (const account of [owner, partner]) {
      const mail = await server.mailbox.waitFor(account.email, /^Signed NDA: CardioPatch ECG Wearable \(version 1\)$/);
      expect(mail.attachments).toHaveLength(1);
      const [attachment] = mail.attachments;
      expect(attachment).toMatchObject({ mimeType: 'application/pdf', filename: `nda-cardiopatch-ecg-wearable-v1-${signed.body.id}.pdf` });
      const pdf = await PDFDocument.load(attachment!.bytes);
      expect(pdf.getPageCount()).toBeGreaterThanOrEqual(2);
      expect(pdf.getTitle()).toContain('CardioPatch ECG Wearable');
      const text = await pdfText(attachment!.bytes);
      for (const part of ['Ada Lovelace', 'Grace Hopper', 'grace HOPPER', signed.body.ip, SIGNER_AGENT, sha256(firstText), 'NDA version: 1', 'England and Wales', 'UTC']) expect(text).toContain(part);
      expect(mail.text).toContain(sha256(firstText));
    }

    for (const account of [owner, partner]) {
      const download = await raw(account, `/api/nda-signatures/${signed.body.id}/pdf`);
      expect(download.status).toBe(200);
      expect(download.headers.get('content-type')).toBe('application/pdf');
      expect(download.headers.get('content-disposition')).toBe(`attachment; filename="nda-cardiopatch-ecg-wearable-v1-${signed.body.id}.pdf"`);
      expect((await PDFDocument.load(await download.arrayBuffer())).getPageCount()).toBeGreaterThanOrEqual(2);
    }
    const refused = await raw(stranger, `/api/nda-signatures/${signed.body.id}/pdf`);
    expect(refused.status).toBe(404);
    expect(await refused.json()).toEqual({ message: NDA_MESSAGES.signatureNotFound });
  });

  it('keeps earlier signatures valid when a new version is saved; new partners sign the newest', async () => {
    const secondText = `${firstText}\n\n12. Samples\nPrototype samples stay the Discloser's property and are returned on request.`;
    const saved = await owner.client.post(`/api/projects/${projectId}/nda/versions`, { text: secondText });
    expect(saved.body).toMatchObject({ number: 2, sha256: sha256(secondText) });
    const view = await ownerView();
    expect(view.versions.map((version) => version.number)).toEqual([2, 1]);
    expect(view.versions[1]!.text).toBe(firstText);

    // The partner who signed version 1 keeps access and sees which version they signed.
    expect((await partner.client.get(`/api/files?projectId=${projectId}`)).status).toBe(200);
    expect((await shared(partner)).nda).toMatchObject({ locked: false, current: { number: 2 }, mySignature: { versionNumber: 1 } });

    // A partner who joins now signs version 2; version 1 is no longer offered.
    await connect(latePartner);
    const late = await shared(latePartner);
    expect(late.nda).toMatchObject({ locked: true, current: { number: 2, text: secondText } });
    expect((await latePartner.client.get(`/api/files?projectId=${projectId}`)).status).toBe(403);
    const sign = (versionId: number) => latePartner.client.post(`/api/projects/${projectId}/nda/signatures`, { versionId, fullName: 'Hedy Lamarr' });
    expect((await sign(view.versions[1]!.id)).body).toEqual({ message: NDA_MESSAGES.staleVersion });
    expect((await sign(saved.body.id)).body).toMatchObject({ versionNumber: 2, documentSha256: sha256(secondText) });
    expect((await latePartner.client.get(`/api/files?projectId=${projectId}`)).status).toBe(200);
    const after = await ownerView();
    expect(after.signatures.map((signature) => [signature.signer.fullName, signature.versionNumber])).toEqual([['Hedy Lamarr', 2], ['Grace Hopper', 1]]);
  });

  it('lets nobody in once their connection ends, and lifts the lock for all when the owner stops requiring it', async () => {
    const signatureId = (await shared(partner)).nda.mySignature!.id;
    // The connection about the project ends (removed behind the API).
    await server.knex('connections').where({ id: connectionId }).delete();
    expect((await partner.client.get(`/api/files?projectId=${projectId}`)).status).toBe(404);
    expect((await partner.client.get(`/api/projects/${projectId}/shared`)).status).toBe(404);
    expect((await partner.client.get('/api/shared-projects')).body).toEqual([]);
    // Their signed copy stays theirs.
    expect((await raw(partner, `/api/nda-signatures/${signatureId}/pdf`)).status).toBe(200);
    // The owner still sees the record.
    expect((await ownerView()).signatures).toHaveLength(2);

    const third = await signUp(server, 'designer', { fullName: 'Lynn Conway' }, { verified: true });
    await connect(third);
    expect((await third.client.get(`/api/files?projectId=${projectId}`)).status).toBe(403);
    expect((await owner.client.patch(`/api/projects/${projectId}/nda`, { required: false })).body.required).toBe(false);
    expect((await third.client.get(`/api/files?projectId=${projectId}`)).status).toBe(200);
    expect((await shared(third)).project).toMatchObject({ budget: '$150,000', hiddenFields: [] });
    expect((await stranger.client.get(`/api/projects/${projectId}`)).body.budget).toBe('$150,000');
  });
});
