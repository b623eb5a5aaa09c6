import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, type HiddenSourcingItem } from '#shared/schemas/admin-schemas.ts';
import type { Dashboard } from '#shared/schemas/dashboard-schemas.ts';
import { NDA_MESSAGES } from '#shared/schemas/nda-schemas.ts';
import {
  SOURCING_MESSAGES, type Quote, type RfqComparison, type RfqDetail, type RfqQuestion, type RfqSummary, type SupplierSuggestion,
} from '#shared/schemas/sourcing-schemas.ts';
import type { DomainEvent } from '../../db/domain-events.ts';
import { signUp, signUpAdmin, type AdminAccount, type TestAccount } from '../../test-support/accounts.ts';
import { ndaText, openRequest, quoteBody, rfqBody, submittedCertification, SUPPLIER_PROFILE, tusCreation } from '../../test-support/route-catalogue.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { cookieHeader } from '../../test-support/test-sockets.ts';
import { sweepRfqs } from './sourcing-sweep.ts';

const DRAWING = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

describe('requests for quote: drafts, invitations, quotes, questions, comparison, award, moderation', () => {
  let server: TestServer;
  let buyer: TestAccount;
  let freeBuyer: TestAccount;
  let supplierA: TestAccount;
  let supplierB: TestAccount;
  let openSupplier: TestAccount;
  let farSupplier: TestAccount;
  let designer: TestAccount;
  let admin: AdminAccount;
  const events: DomainEvent[] = [];

  /** A file uploaded in one tus request to a request's ('rfq') or a quote's ('quote') context: its id, or the failed response. */
  async function upload(account: TestAccount, context: 'rfq' | 'quote', rfqId: number) {
    const response = await fetch(`${server.url}/api/files/uploads`, {
      method: 'POST',
      headers: { ...tusCreation(DRAWING.length, { filename: 'drawing.pdf', context, rfqId: String(rfqId) }), 'content-type': 'application/offset+octet-stream', cookie: cookieHeader(account.client) },
      body: new Uint8Array(DRAWING),
    });
    return { status: response.status, id: Number(response.headers.get('x-file-id')), body: response.status >= 400 ? await response.json() : undefined };
  }

  const quote = (account: TestAccount, rfq: RfqDetail, overrides: Record<string, unknown> = {}) =>
    account.client.request('PUT', `/api/rfqs/${rfq.id}/quote`, quoteBody(rfq.lines[0]!.id, overrides));

  beforeAll(async () => {
    server = await startTestServer();
    server.app.deps.events.subscribe((event) => void events.push(event));
    [buyer, freeBuyer, supplierA, supplierB, openSupplier, farSupplier, designer] = await Promise.all([
      signUp(server, 'entrepreneur', { fullName: 'Ada Buyer' }, { verified: true }),
      signUp(server, 'entrepreneur', { fullName: 'Frank Free' }, { verified: true }),
      signUp(server, 'manufacturer', { fullName: 'Grace Maker', companyName: 'Grace Works' }, { verified: true }),
      signUp(server, 'supplier', { fullName: 'Hedy Supplier', companyName: 'Hedy Parts' }, { verified: true }),
      signUp(server, 'manufacturer', { fullName: 'Otto Open', location: 'Munich, Germany' }, { verified: true }),
      signUp(server, 'manufacturer', { fullName: 'Farah Far', location: 'Shenzhen, China' }, { verified: true }),
      signUp(server, 'designer', {}, { verified: true }),
    ]);
    admin = await signUpAdmin(server);
    await server.knex('users').where({ id: buyer.user.id }).update({ subscriptionPlan: 'pro' });
    for (const account of [openSupplier, farSupplier]) await account.client.patch('/api/user', { expertise: ['CNC Machining', 'Anodizing'] });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('makes a draft only its buyer sees, edits it freely, and opens it to the invited suppliers', async () => {
    const draft = await buyer.client.post('/api/rfqs', rfqBody({ needByDate: inDays(40).slice(0, 10) }));
    expect(draft.status).toBe(201);
    const created = draft.body as RfqDetail;
    expect(created).toMatchObject({ status: 'draft', viewerRole: 'buyer', visibility: 'invited', incoterm: 'FOB', suppliers: [], me: null });
    expect(created.lines).toMatchObject([{ position: 1, partName: 'Bracket', quantities: [100, 1000], process: 'cnc_machining', processLabel: 'CNC machining' }]);
    // Bad input: the shared messages.
    const bad = await buyer.client.post('/api/rfqs', rfqBody({ lines: [{ partName: 'Bracket', quantities: [1000, 100] }], ndaRequired: true }));
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({ 'lines.0.quantities': SOURCING_MESSAGES.breaksOrder, ndaRequired: SOURCING_MESSAGES.ndaNeedsProject });
    expect((await buyer.client.post('/api/rfqs', rfqBody({ quoteDeadline: inDays(-1) }))).body.message).toBe(SOURCING_MESSAGES.deadlinePast);
    expect((await buyer.client.post('/api/rfqs', rfqBody({ lines: [{ partName: 'x', quantities: [1, 2, 3, 4, 5, 6] }] }))).body.message).toBe(SOURCING_MESSAGES.tooManyBreaks);

    // Nobody else sees a draft.
    for (const account of [supplierA, designer]) expect((await account.client.get(`/api/rfqs/${created.id}`)).status).toBe(404);

    // A draft changes freely, lines included (kept by id, new ones added).
    const edited = await buyer.client.patch(`/api/rfqs/${created.id}`, {
      title: 'Sensor brackets and lids',
      lines: [{ ...rfqBody().lines[0], id: created.lines[0]!.id, notes: 'Deburr all edges' }, { partName: 'Lid', quantities: [100], process: 'Laser cutting', material: 'Steel' }],
    });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body.title).toBe('Sensor brackets and lids');
    expect(edited.body.lines.map((line: { id: number; partName: string }) => line.partName)).toEqual(['Bracket', 'Lid']);
    expect(edited.body.lines[0].id).toBe(created.lines[0]!.id);
    expect(edited.body.changes).toEqual([]);

    // Only manufacturers and suppliers are invited; not oneself.
    expect((await buyer.client.post(`/api/rfqs/${created.id}/invitations`, { supplierIds: [designer.user.id] })).body.message).toBe(SOURCING_MESSAGES.notASupplier);
    expect((await buyer.client.post(`/api/rfqs/${created.id}/invitations`, { supplierIds: [buyer.user.id] })).body.message).toBe(SOURCING_MESSAGES.inviteSelf);
    const invited = await buyer.client.post(`/api/rfqs/${created.id}/invitations`, { supplierIds: [supplierA.user.id, supplierB.user.id, supplierA.user.id] });
    expect(invited.status).toBe(200);
    expect(invited.body.suppliers.map((s: { supplier: { id: number } }) => s.supplier.id)).toEqual([supplierA.user.id, supplierB.user.id]);
    // Invited to a draft: not told yet, and they cannot see it.
    expect(events.filter((e) => e.type === 'rfq-invited')).toEqual([]);
    expect((await supplierA.client.get(`/api/rfqs/${created.id}`)).status).toBe(404);

    const published = await buyer.client.post(`/api/rfqs/${created.id}/publish`);
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({ status: 'open', publishedAt: expect.any(String) });
    expect(events).toContainEqual({ type: 'rfq-invited', rfqId: created.id, buyerId: buyer.user.id, supplierIds: [supplierA.user.id, supplierB.user.id] });
    expect((await buyer.client.post(`/api/rfqs/${created.id}/publish`)).status).toBe(409);

    // The supplier's view: the request, never who else was invited.
    const seen = (await supplierA.client.get(`/api/rfqs/${created.id}`)).body as RfqDetail;
    expect(seen).toMatchObject({ viewerRole: 'supplier', suppliers: [], me: { status: 'invited', quoteStatus: null }, acceptingQuotes: true, hiddenAt: null });
    const inbox = (await supplierA.client.get('/api/rfqs/inbox')).body as RfqSummary[];
    expect(inbox.find((row) => row.id === created.id)).toMatchObject({ myStatus: 'invited', invitedCount: 0, quoteCount: 0, myQuoteStatus: null });
    expect((await designer.client.get('/api/rfqs/inbox')).body).toEqual([]);
    expect((await designer.client.get(`/api/rfqs/${created.id}`)).status).toBe(404);
    // Buyer-only routes: the supplier is refused, a stranger does not learn it exists.
    expect((await supplierA.client.get(`/api/rfqs/${created.id}/comparison`)).status).toBe(403);
    expect((await designer.client.get(`/api/rfqs/${created.id}/comparison`)).status).toBe(404);
    const mine = (await buyer.client.get('/api/rfqs?status=open')).body as RfqSummary[];
    expect(mine.find((row) => row.id === created.id)).toMatchObject({ invitedCount: 2, lineCount: 2 });
  });

  it('keeps each submitted version, lets a supplier revise, withdraw and submit again, and never shows one supplier another\'s quote', async () => {
    const rfq = await openRequest(buyer, [supplierA, supplierB]);
    // A draft quote: the buyer sees nothing.
    const draft = await quote(supplierA, rfq, { submit: false, leadTimeDays: null });
    expect(draft.status, draft.text).toBe(200);
    expect(draft.body).toMatchObject({ status: 'draft', version: 0, versions: [] });
    expect((await buyer.client.get(`/api/rfqs/${rfq.id}/quotes`)).body).toEqual([]);
    // Submitting needs lead time and validity; a price is for a line and break of this request.
    const incomplete = await quote(supplierA, rfq, { leadTimeDays: null });
    expect(incomplete.body.errors).toMatchObject({ leadTimeDays: SOURCING_MESSAGES.leadTimeRequired });
    const wrongBreak = await quote(supplierA, rfq, { prices: [{ lineId: rfq.lines[0]!.id, quantity: 250, unitPriceCents: 100 }] });
    expect(wrongBreak.body.message).toBe(SOURCING_MESSAGES.priceLine);

    const first = await quote(supplierA, rfq);
    expect(first.body).toMatchObject({ status: 'submitted', version: 1 });
    const revised = await quote(supplierA, rfq, { toolingCents: 40_000, notes: 'Tooling reduced' });
    expect(revised.body).toMatchObject({ status: 'submitted', version: 2, toolingCents: 40_000 });
    expect((revised.body as Quote).versions.map((v) => v.version)).toEqual([2, 1]);
    expect(events.filter((e) => e.type === 'rfq-quote-submitted' && e.rfqId === rfq.id).map((e) => (e as { version: number }).version)).toEqual([1, 2]);
    // The buyer sees the history.
    const quotes = (await buyer.client.get(`/api/rfqs/${rfq.id}/quotes`)).body as Quote[];
    expect(quotes).toHaveLength(1);
    expect(quotes[0]).toMatchObject({ supplier: { id: supplierA.user.id, companyName: 'Grace Works' }, version: 2, toolingCents: 40_000 });
    expect(quotes[0]!.versions.map((v) => v.toolingCents)).toEqual([40_000, 50_000]);

    // Supplier B: their own (none), not A's; no list of quotes; no names of other suppliers.
    expect((await supplierB.client.get(`/api/rfqs/${rfq.id}/quote`)).body).toBeNull();
    expect((await supplierB.client.get(`/api/rfqs/${rfq.id}/quotes`)).status).toBe(403);
    const bView = (await supplierB.client.get(`/api/rfqs/${rfq.id}`)).body as RfqDetail;
    expect(JSON.stringify(bView)).not.toContain('Grace');
    expect(bView.suppliers).toEqual([]);
    // B declines, with a reason the buyer reads; declining twice is refused.
    expect((await supplierB.client.post(`/api/rfqs/${rfq.id}/decline`, {})).body.message).toBe(SOURCING_MESSAGES.reasonRequired);
    expect((await supplierB.client.post(`/api/rfqs/${rfq.id}/decline`, { reason: 'No capacity in March' })).body.me).toMatchObject({ status: 'declined', declineReason: 'No capacity in March' });
    expect((await supplierB.client.post(`/api/rfqs/${rfq.id}/decline`, { reason: 'Again' })).status).toBe(409);
    expect((await quote(supplierB, rfq)).body.message).toBe(SOURCING_MESSAGES.alreadyDeclined);
    // A cannot decline while their quote stands.
    expect((await supplierA.client.post(`/api/rfqs/${rfq.id}/decline`, { reason: 'Changed my mind' })).body.message).toBe(SOURCING_MESSAGES.cannotDeclineAfterQuote);

    const withdrawn = await supplierA.client.post(`/api/rfqs/${rfq.id}/quote/withdraw`, { reason: 'Material price rise' });
    expect(withdrawn.body).toMatchObject({ status: 'withdrawn', withdrawReason: 'Material price rise', version: 2 });
    expect((await supplierA.client.post(`/api/rfqs/${rfq.id}/quote/withdraw`, {})).body.message).toBe(SOURCING_MESSAGES.quoteNotSubmitted);
    const detail = (await buyer.client.get(`/api/rfqs/${rfq.id}`)).body as RfqDetail;
    expect(detail.suppliers.map((s) => [s.supplier.id, s.status, s.quoteStatus, s.declineReason])).toEqual([
      [supplierA.user.id, 'withdrawn', 'withdrawn', null],
      [supplierB.user.id, 'declined', null, 'No capacity in March'],
    ]);
    expect((await buyer.client.get(`/api/rfqs/${rfq.id}/comparison`)).body.suppliers).toEqual([]);
    expect((await quote(supplierA, rfq)).body).toMatchObject({ status: 'submitted', version: 3, withdrawnAt: null });
  });

  it('refuses submissions and revisions once the deadline has passed, and the sweep stores the closing', async () => {
    const rfq = await openRequest(buyer, [supplierA]);
    expect((await quote(supplierA, rfq)).status).toBe(200);
    await server.knex('rfqs').where({ id: rfq.id }).update({ quoteDeadline: new Date(Date.now() - 1000) });
    const late = await quote(supplierA, rfq, { toolingCents: 1 });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(SOURCING_MESSAGES.deadlinePassed);
    expect((await supplierA.client.get(`/api/rfqs/${rfq.id}`)).body).toMatchObject({ status: 'closed', acceptingQuotes: false });
    expect((await supplierA.client.post(`/api/rfqs/${rfq.id}/questions`, { question: 'Still time?' })).body.message).toBe(SOURCING_MESSAGES.questionsClosed);
    const swept = await sweepRfqs(server.app.deps);
    expect(swept.closed).toBeGreaterThanOrEqual(1);
    expect((await server.knex('rfqs').where({ id: rfq.id }).first()).status).toBe('closed');
    // Extending the deadline (later only) reopens it and is announced to the suppliers.
    expect((await buyer.client.patch(`/api/rfqs/${rfq.id}`, { quoteDeadline: inDays(-2) })).body.message).toBe(SOURCING_MESSAGES.deadlineOnlyLater);
    const extended = await buyer.client.patch(`/api/rfqs/${rfq.id}`, { quoteDeadline: inDays(3) });
    expect(extended.body).toMatchObject({ status: 'open', changes: [{ changes: [{ field: 'quoteDeadline' }] }] });
    expect((await quote(supplierA, rfq, { toolingCents: 1 })).body.version).toBe(2);
  });

  it('announces the allowed edits of an open request with what changed and refuses the others', async () => {
    const rfq = await openRequest(buyer, [supplierA, supplierB]);
    await supplierB.client.post(`/api/rfqs/${rfq.id}/decline`, { reason: 'Not our process' });
    const titled = await buyer.client.patch(`/api/rfqs/${rfq.id}`, { title: 'Another title' });
    expect(titled.status).toBe(400);
    expect(titled.body.message).toBe(SOURCING_MESSAGES.openFieldLocked('Title'));
    const line = rfq.lines[0]!;
    const requantified = await buyer.client.patch(`/api/rfqs/${rfq.id}`, { lines: [{ id: line.id, partName: line.partName, quantities: [50] }] });
    expect(requantified.body.message).toBe(SOURCING_MESSAGES.linesLocked);
    const file = await upload(buyer, 'rfq', rfq.id);
    expect(file.status).toBe(201);
    const edited = await buyer.client.patch(`/api/rfqs/${rfq.id}`, {
      title: rfq.title, description: 'Anodised brackets; see the new drawing.', lines: [{ id: line.id, partName: line.partName, quantities: line.quantities, notes: 'Class II anodise', fileIds: [file.id] }],
    });
    expect(edited.status, edited.text).toBe(200);
    const change = (edited.body as RfqDetail).changes[0]!;
    expect(change.changes.map((c) => c.field)).toEqual(['description', 'lineNotes', 'lineFiles']);
    expect(change.changes[1]).toMatchObject({ label: 'Line 1 (Bracket) notes', before: null, after: 'Class II anodise' });
    expect(events).toContainEqual({ type: 'rfq-changed', rfqId: rfq.id, changeId: change.id, fields: ['description', 'lineNotes', 'lineFiles'], supplierIds: [supplierA.user.id] });
    // The invited supplier reads the change log and the line's file.
    const seen = (await supplierA.client.get(`/api/rfqs/${rfq.id}`)).body as RfqDetail;
    expect(seen.changes).toHaveLength(1);
    expect(seen.lines[0]).toMatchObject({ notes: 'Class II anodise', fileIds: [file.id], files: [{ id: file.id, name: 'drawing.pdf' }] });
    expect((await supplierA.client.get(`/api/files/${file.id}`)).status).toBe(200);
    expect((await designer.client.get(`/api/files/${file.id}`)).status).toBe(404);
    // Only the buyer uploads to a request; a supplier uploads to their quote, which the buyer reads once submitted.
    expect((await upload(supplierA, 'rfq', rfq.id)).status).toBe(404);
    const quoteFile = await upload(supplierA, 'quote', rfq.id);
    expect(quoteFile.status).toBe(201);
    await quote(supplierA, rfq, { submit: false, fileIds: [quoteFile.id] });
    expect((await buyer.client.get(`/api/files/${quoteFile.id}`)).status).toBe(404);
    await quote(supplierA, rfq, { fileIds: [quoteFile.id] });
    expect((await buyer.client.get(`/api/files/${quoteFile.id}`)).status).toBe(200);
    expect((await supplierB.client.get(`/api/files/${quoteFile.id}`)).status).toBe(404);
    expect((await quote(supplierB, rfq, { fileIds: [quoteFile.id] })).status).toBe(409);
  });

  it('answers a question to its asker only, or to every supplier without naming the asker', async () => {
    const rfq = await openRequest(buyer, [supplierA, supplierB]);
    const asked = await supplierA.client.post(`/api/rfqs/${rfq.id}/questions`, { question: 'Can we use 6082 instead of 6061?' });
    expect(asked.status).toBe(201);
    const other = await supplierB.client.post(`/api/rfqs/${rfq.id}/questions`, { question: 'Is the flatness for the whole part?' });
    expect((await buyer.client.post(`/api/rfqs/${rfq.id}/questions`, { question: 'Buyer asking?' })).status).toBe(403);
    const list = (await buyer.client.get(`/api/rfqs/${rfq.id}/questions`)).body as RfqQuestion[];
    expect(list.map((q) => q.asker?.id)).toEqual([supplierA.user.id, supplierB.user.id]);

    const privately = await buyer.client.post(`/api/rfqs/${rfq.id}/questions/${asked.body.id}/answer`, { answer: 'Yes, 6082 is fine.', visibility: 'private' });
    expect(privately.body).toMatchObject({ answer: 'Yes, 6082 is fine.', answerVisibility: 'private' });
    expect(events).toContainEqual({ type: 'rfq-question', rfqId: rfq.id, questionId: asked.body.id, action: 'answered', recipientIds: [supplierA.user.id] });
    const forA = (await supplierA.client.get(`/api/rfqs/${rfq.id}/questions`)).body as RfqQuestion[];
    expect(forA.map((q) => [q.question, q.mine, q.answer, q.asker])).toEqual([['Can we use 6082 instead of 6061?', true, 'Yes, 6082 is fine.', null]]);
    const forB = (await supplierB.client.get(`/api/rfqs/${rfq.id}/questions`)).body as RfqQuestion[];
    expect(forB.map((q) => q.question)).toEqual(['Is the flatness for the whole part?']);

    await buyer.client.post(`/api/rfqs/${rfq.id}/questions/${asked.body.id}/answer`, { answer: 'Yes, 6082 is fine for everyone.', visibility: 'all' });
    const forBNow = (await supplierB.client.get(`/api/rfqs/${rfq.id}/questions`)).body as RfqQuestion[];
    expect(forBNow.map((q) => [q.mine, q.answer, q.asker])).toEqual([[false, 'Yes, 6082 is fine for everyone.', null], [true, null, null]]);
    expect(JSON.stringify(forBNow)).not.toContain('Grace');
    expect((await supplierA.client.post(`/api/rfqs/${rfq.id}/questions/${other.body.id}/answer`, { answer: 'x', visibility: 'all' })).status).toBe(403);
    expect((await buyer.client.post(`/api/rfqs/${rfq.id}/questions/999999/answer`, { answer: 'x', visibility: 'all' })).status).toBe(404);
  });

  it('hides the line details and files behind the project\'s NDA until the supplier signs it', async () => {
    const project = await buyer.client.post('/api/projects', { name: 'Secret sensor', description: 'A sensor behind an NDA.', status: 'active' });
    const projectId = project.body.id as number;
    // Required on the request, but the project has no NDA yet: refused at opening.
    const draft = await buyer.client.post('/api/rfqs', rfqBody({ projectId, ndaRequired: true }));
    expect(draft.status, draft.text).toBe(201);
    const early = await buyer.client.post(`/api/rfqs/${draft.body.id}/publish`);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(SOURCING_MESSAGES.ndaNotSetUp);
    const version = await buyer.client.post(`/api/projects/${projectId}/nda/versions`, { text: ndaText() });
    expect((await buyer.client.patch(`/api/projects/${projectId}/nda`, { required: true })).status).toBe(200);
    const file = await upload(buyer, 'rfq', draft.body.id);
    const line = draft.body.lines[0];
    await buyer.client.patch(`/api/rfqs/${draft.body.id}`, { lines: [{ ...rfqBody().lines[0], id: line.id, fileIds: [file.id] }] });
    await buyer.client.post(`/api/rfqs/${draft.body.id}/invitations`, { supplierIds: [supplierA.user.id] });
    expect((await buyer.client.post(`/api/rfqs/${draft.body.id}/publish`)).status).toBe(200);

    const locked = (await supplierA.client.get(`/api/rfqs/${draft.body.id}`)).body as RfqDetail;
    expect(locked.nda).toEqual({ required: true, locked: true, projectId });
    expect(locked.lines[0]).toMatchObject({ partName: 'Bracket', quantities: [100, 1000], material: null, process: null, tolerances: null, fileIds: [], files: [] });
    const blocked = await supplierA.client.get(`/api/files/${file.id}`);
    expect(blocked.status).toBe(403);
    expect(blocked.body.message).toBe(SOURCING_MESSAGES.ndaSignFirst);
    expect((await buyer.client.get(`/api/rfqs/${draft.body.id}`)).body.suppliers[0].ndaSigned).toBe(false);

    // The invited supplier may read and sign the project's NDA (not a partner of the project otherwise).
    expect((await supplierA.client.get(`/api/projects/${projectId}/shared`)).body.nda).toMatchObject({ required: true, locked: true });
    expect((await supplierB.client.get(`/api/projects/${projectId}/shared`)).status).toBe(404);
    const signed = await supplierA.client.post(`/api/projects/${projectId}/nda/signatures`, { versionId: version.body.id, fullName: 'Grace Maker' });
    expect(signed.status, signed.text).toBe(201);
    const unlocked = (await supplierA.client.get(`/api/rfqs/${draft.body.id}`)).body as RfqDetail;
    expect(unlocked.nda.locked).toBe(false);
    expect(unlocked.lines[0]).toMatchObject({ material: 'Aluminium 6061', process: 'cnc_machining', fileIds: [file.id] });
    expect((await supplierA.client.get(`/api/files/${file.id}`)).status).toBe(200);
    expect((await buyer.client.get(`/api/rfqs/${draft.body.id}`)).body.suppliers[0].ndaSigned).toBe(true);
    expect(NDA_MESSAGES.signFirst).toBeTruthy();
  });

  it('holds a free buyer to 2 requests a month and 3 invited suppliers a request', async () => {
    const extra = await Promise.all([1, 2].map(() => signUp(server, 'supplier', {}, { verified: true })));
    const first = await openRequest(freeBuyer, [supplierA, supplierB, ...extra.slice(0, 1)]);
    const tooMany = await freeBuyer.client.post(`/api/rfqs/${first.id}/invitations`, { supplierIds: [extra[1]!.user.id] });
    expect(tooMany.status).toBe(403);
    expect(tooMany.body).toMatchObject({ message: SOURCING_MESSAGES.invitationsPerRequest('Free', 3), upgradeRequired: true });
    await openRequest(freeBuyer, []);
    const third = await freeBuyer.client.post('/api/rfqs', rfqBody());
    const refused = await freeBuyer.client.post(`/api/rfqs/${third.body.id}/publish`);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ message: SOURCING_MESSAGES.requestsPerMonth('Free', 2), upgradeRequired: true });
    // Cancelled requests still count; the draft stays a draft.
    expect((await freeBuyer.client.get(`/api/rfqs/${third.body.id}`)).body.status).toBe('draft');
  });

  it('opens an open request to matching suppliers, who join by quoting', async () => {
    const rfq = await openRequest(buyer, [], { visibility: 'open', openCriteria: { region: 'Europe', verifiedOnly: false } });
    const inbox = (await openSupplier.client.get('/api/rfqs/inbox')).body as RfqSummary[];
    expect(inbox.find((row) => row.id === rfq.id)).toMatchObject({ myStatus: null, myQuoteStatus: null });
    // Outside the region, or without the process among their expertise: not shown.
    expect(((await farSupplier.client.get('/api/rfqs/inbox')).body as RfqSummary[]).some((row) => row.id === rfq.id)).toBe(false);
    expect((await farSupplier.client.get(`/api/rfqs/${rfq.id}`)).status).toBe(404);
    expect((await supplierB.client.get(`/api/rfqs/${rfq.id}`)).status).toBe(404);
    const dashboard = (await openSupplier.client.get('/api/dashboard')).body as Dashboard;
    expect(dashboard.sourcing!.awaitingQuote).toBeGreaterThanOrEqual(1);
    const joined = await quote(openSupplier, rfq);
    expect(joined.status, joined.text).toBe(200);
    const detail = (await buyer.client.get(`/api/rfqs/${rfq.id}`)).body as RfqDetail;
    expect(detail.suppliers).toMatchObject([{ supplier: { id: openSupplier.user.id }, source: 'open', status: 'quoted' }]);
    expect(((await buyer.client.get('/api/dashboard')).body as Dashboard).sourcing).toMatchObject({ openRequests: expect.any(Number), quotesReceived: expect.any(Number) });
  });

  it("matches open requests on the supplier profile too: its capabilities, its factories' region, and the certifications required (approved only)", async () => {
    // In North America with no expertise: only the profile's capability and its factory in Portugal match.
    const profileMaker = await signUp(server, 'manufacturer', { fullName: 'Pia Profile', location: 'Austin, Texas, United States' }, { verified: true });
    const profiled = await profileMaker.client.request('PUT', '/api/user/supplier-profile', { ...SUPPLIER_PROFILE, capabilities: ['cnc_machining'], materials: [], factoryLocations: ['Porto, Portugal'] });
    expect(profiled.status, profiled.text).toBe(200);
    // In Europe with the expertise, and ISO 9001 sent for review (pending).
    const certMaker = await signUp(server, 'manufacturer', { fullName: 'Cora Certified', location: 'Munich, Germany' }, { verified: true });
    expect((await certMaker.client.patch('/api/user', { expertise: ['CNC Machining'] })).status).toBe(200);
    const certificationId = await submittedCertification(certMaker, 'iso_9001');
    const sees = async (account: TestAccount, rfq: RfqDetail) => ({
      page: (await account.client.get(`/api/rfqs/${rfq.id}`)).status,
      inbox: ((await account.client.get('/api/rfqs/inbox')).body as RfqSummary[]).some((row) => row.id === rfq.id),
    });

    const european = await openRequest(buyer, [], { visibility: 'open', openCriteria: { region: 'Europe', verifiedOnly: false } });
    expect(await sees(profileMaker, european)).toEqual({ page: 200, inbox: true });
    // The factory region, not the capability alone: outside the region nothing matches.
    const asian = await openRequest(buyer, [], { visibility: 'open', openCriteria: { region: 'Asia', verifiedOnly: false } });
    expect(await sees(profileMaker, asian)).toEqual({ page: 404, inbox: false });

    const certified = await openRequest(buyer, [], { visibility: 'open', openCriteria: { region: 'Europe', verifiedOnly: false, requiredCertifications: ['iso_9001'] } });
    expect(certified.openCriteria).toEqual({ region: 'Europe', verifiedOnly: false, requiredCertifications: ['iso_9001'] });
    // Pending, or not held at all: not matching.
    for (const account of [certMaker, openSupplier, profileMaker]) expect(await sees(account, certified)).toEqual({ page: 404, inbox: false });
    expect((await admin.client.post(`/api/admin/certifications/${certificationId}/approve`, {})).status).toBe(200);
    expect(await sees(certMaker, certified)).toEqual({ page: 200, inbox: true });
    expect(((await certMaker.client.get(`/api/rfqs/${certified.id}`)).body as RfqDetail).openCriteria.requiredCertifications).toEqual(['iso_9001']);
    expect(await sees(openSupplier, certified)).toEqual({ page: 404, inbox: false });

    // Criteria are fixed once open; unknown and repeated certifications are refused with the shared messages.
    const locked = await buyer.client.patch(`/api/rfqs/${certified.id}`, { openCriteria: { requiredCertifications: [] } });
    expect(locked.status).toBe(400);
    expect(locked.body.message).toBe(SOURCING_MESSAGES.openFieldLocked('Matching criteria'));
    expect((await buyer.client.patch(`/api/rfqs/${certified.id}`, { openCriteria: { requiredCertifications: ['iso_9001'] }, description: certified.description })).status).toBe(200);
    const unknown = await buyer.client.post('/api/rfqs', rfqBody({ visibility: 'open', openCriteria: { requiredCertifications: ['iso_1234'] } }));
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(SOURCING_MESSAGES.requiredCertification);
    const twice = await buyer.client.post('/api/rfqs', rfqBody({ visibility: 'open', openCriteria: { requiredCertifications: ['ul', 'ul'] } }));
    expect(twice.body.message).toBe(SOURCING_MESSAGES.requiredCertificationDuplicate);
    // A draft's criteria change freely.
    const draft = await buyer.client.post('/api/rfqs', rfqBody({ visibility: 'open', openCriteria: { requiredCertifications: ['ul'] } }));
    const redrafted = await buyer.client.patch(`/api/rfqs/${draft.body.id}`, { openCriteria: { requiredCertifications: ['as9100', 'itar'] } });
    expect(redrafted.body.openCriteria).toEqual({ region: null, verifiedOnly: false, requiredCertifications: ['as9100', 'itar'] });

    // The suggestions say why: the profile's capabilities and the required certifications held.
    const wide = await openRequest(buyer, [], { visibility: 'open', openCriteria: { requiredCertifications: ['iso_9001'] } });
    const suggestions = (await buyer.client.get(`/api/rfqs/${wide.id}/suggestions?limit=25`)).body as SupplierSuggestion[];
    expect(suggestions.find((s) => s.partner.id === certMaker.user.id)?.reasons).toEqual(expect.arrayContaining(['Expertise in CNC Machining', 'Certified ISO 9001']));
    expect(suggestions.find((s) => s.partner.id === profileMaker.user.id)?.reasons).toContain('Capability: CNC machining');
    expect(suggestions.find((s) => s.partner.id === profileMaker.user.id)?.reasons).not.toContain('Certified ISO 9001');
  });

  it('compares the latest quotes per line and quantity with landed cost and the best supplier, as JSON and XLSX', async () => {
    const rfq = await openRequest(buyer, [supplierA, supplierB], { lines: [{ partName: 'Bracket', quantities: [100, 1000], targetUnitPriceCents: 900, process: 'CNC machining', material: 'Aluminium 6061' }] });
    const lineId = rfq.lines[0]!.id;
    await quote(supplierA, rfq, { prices: [{ lineId, quantity: 100, unitPriceCents: 1000 }, { lineId, quantity: 1000, unitPriceCents: 600 }], toolingCents: 100_000, setupCents: 0, leadTimeDays: 30 });
    await quote(supplierB, rfq, { prices: [{ lineId, quantity: 100, unitPriceCents: 1500 }, { lineId, quantity: 1000, unitPriceCents: 800 }], toolingCents: 0, setupCents: 5_000, leadTimeDays: 20 });
    // A holds ISO 9001 approved; B's is still pending (not shown); the request requires ISO 9001.
    const certification = (userId: number, status: string) => ({ userId, certification: 'iso_9001', status, submittedAt: new Date() });
    await server.knex('supplierCertifications').insert([certification(supplierA.user.id, 'approved'), certification(supplierB.user.id, 'pending')]);
    await server.knex('rfqs').where({ id: rfq.id }).update({ openRequiredCertifications: JSON.stringify(['iso_9001']) });
    const comparison = (await buyer.client.get(`/api/rfqs/${rfq.id}/comparison`)).body as RfqComparison;
    expect(comparison.requiredCertifications).toEqual(['iso_9001']);
    expect(comparison.suppliers.map((s) => s.certifications)).toEqual([['iso_9001'], []]);
    expect(comparison.suppliers.map((s) => s.supplier.id)).toEqual([supplierA.user.id, supplierB.user.id]);
    expect(comparison.suppliers[0]).toMatchObject({ toolingCents: 100_000, leadTimeDays: 30, incoterm: 'FOB', version: 1, responseHours: expect.any(Number), rating: { average: null, count: 0 } });
    // 100: A 100,000 + 100,000 = 200,000; B 150,000 + 5,000 = 155,000 -> B. 1000: A 600,000 + 100,000 = 700,000; B 800,000 + 5,000 -> A.
    expect(comparison.rows.map((row) => [row.quantity, row.cells.map((c) => c.landedCostCents), row.bestSupplierId, row.targetUnitPriceCents])).toEqual([
      [100, [200_000, 155_000], supplierB.user.id, 900],
      [1000, [700_000, 805_000], supplierA.user.id, 900],
    ]);
    // The cost engine's reference for the line as written: a range per break, lower per unit at the larger one.
    const [at100, at1000] = comparison.rows.map((row) => row.estimate!);
    expect(at100).toMatchObject({ unitLowCents: expect.any(Number), unitHighCents: expect.any(Number), confidence: expect.any(String) });
    expect(at100!.unitLowCents).toBeGreaterThan(0);
    expect(at100!.unitHighCents).toBeGreaterThanOrEqual(at100!.unitLowCents);
    expect(at1000!.unitLowCents).toBeLessThan(at100!.unitLowCents);
    const exported = await fetch(`${server.url}/api/rfqs/${rfq.id}/comparison/export`, { headers: { cookie: cookieHeader(buyer.client) } });
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-disposition')).toContain(`rfq-${rfq.id}-comparison.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await exported.arrayBuffer());
    const sheet = workbook.getWorksheet('Comparison')!;
    expect(sheet.getRow(2).values).toEqual(expect.arrayContaining([1, 'Bracket', 100, 9, 10, 2000, 15, 1550, 'Hedy Parts']));
    const suppliersSheet = workbook.getWorksheet('Suppliers')!;
    expect(suppliersSheet.rowCount).toBe(3);
    expect(suppliersSheet.getRow(1).values).toEqual(expect.arrayContaining(['Certifications', 'Missing required certifications']));
    expect(suppliersSheet.getRow(2).values).toEqual(expect.arrayContaining(['Grace Works', 'ISO 9001']));
    expect(suppliersSheet.getRow(3).values).toEqual(expect.arrayContaining(['Hedy Parts', 'None', 'ISO 9001']));
  });

  it('awards line by line, opening a conversation with the winner and telling the others', async () => {
    const rfq = await openRequest(buyer, [supplierA, supplierB], {
      lines: [{ partName: 'Bracket', quantities: [100] }, { partName: 'Lid', quantities: [100] }],
    });
    const [bracket, lid] = rfq.lines;
    const priceBoth = (account: TestAccount, cents: number) => quote(account, rfq, { prices: [{ lineId: bracket!.id, quantity: 100, unitPriceCents: cents }, { lineId: lid!.id, quantity: 100, unitPriceCents: cents }] });
    await priceBoth(supplierA, 500);
    // B only quotes the lid.
    await quote(supplierB, rfq, { prices: [{ lineId: lid!.id, quantity: 100, unitPriceCents: 300 }] });
    // An existing accepted connection with B: the award is posted in it.
    const request = await buyer.client.post('/api/connections', { recipientId: supplierB.user.id, message: 'Hello Hedy' });
    await supplierB.client.patch(`/api/connections/${request.body.id}`, { status: 'accepted' });

    const notQuoted = await buyer.client.post(`/api/rfqs/${rfq.id}/award`, { mode: 'lines', lines: [{ lineId: bracket!.id, supplierId: supplierB.user.id }] });
    expect(notQuoted.body.message).toBe(SOURCING_MESSAGES.awardNeedsQuote);
    const awarded = await buyer.client.post(`/api/rfqs/${rfq.id}/award`, {
      mode: 'lines', lines: [{ lineId: bracket!.id, supplierId: supplierA.user.id }, { lineId: lid!.id, supplierId: supplierB.user.id }], reason: 'Split by price',
    });
    expect(awarded.status, awarded.text).toBe(200);
    const detail = awarded.body as RfqDetail;
    expect(detail.status).toBe('awarded');
    expect(detail.awards).toEqual([{ lineId: bracket!.id, supplierId: supplierA.user.id }, { lineId: lid!.id, supplierId: supplierB.user.id }]);
    const aConnection = detail.suppliers.find((s) => s.supplier.id === supplierA.user.id)!.connectionId!;
    expect(detail.suppliers.find((s) => s.supplier.id === supplierB.user.id)!.connectionId).toBe(request.body.id);
    expect(events).toContainEqual({ type: 'rfq-awarded', rfqId: rfq.id, buyerId: buyer.user.id, awardedSupplierIds: [supplierA.user.id, supplierB.user.id], declinedSupplierIds: [], declinedReason: 'Split by price' });
    // A new accepted connection with A, the request named in its first message.
    const connections = (await supplierA.client.get('/api/connections')).body as Array<{ id: number; status: string }>;
    expect(connections.find((c) => c.id === aConnection)).toMatchObject({ status: 'accepted' });
    const thread = (await supplierA.client.get(`/api/messages/connection/${aConnection}`)).body;
    expect(thread.messages[0].content).toContain(`request for quote #${rfq.id}`);
    expect(thread.messages[0].content).toContain('Bracket');
    const bThread = (await supplierB.client.get(`/api/messages/connection/${request.body.id}`)).body;
    expect(bThread.messages.at(-1).content).toContain('Lid');
    // Each winner sees only their own awards; nothing changes after the award.
    expect(((await supplierB.client.get(`/api/rfqs/${rfq.id}`)).body as RfqDetail).awards).toEqual([{ lineId: lid!.id, supplierId: supplierB.user.id }]);
    expect((await supplierA.client.get(`/api/rfqs/${rfq.id}`)).body.me).toMatchObject({ status: 'awarded', connectionId: aConnection });
    expect((await buyer.client.post(`/api/rfqs/${rfq.id}/award`, { mode: 'whole', supplierId: supplierA.user.id })).status).toBe(409);
    expect((await buyer.client.patch(`/api/rfqs/${rfq.id}`, { description: 'Too late to change this.' })).body.message).toBe(SOURCING_MESSAGES.notEditable);
    expect((await quote(supplierA, rfq)).status).toBe(409);

    // A whole award: the others are declined with the reason.
    const whole = await openRequest(buyer, [supplierA, supplierB]);
    await quote(supplierA, whole);
    await quote(supplierB, whole);
    const done = await buyer.client.post(`/api/rfqs/${whole.id}/award`, { mode: 'whole', supplierId: supplierB.user.id, reason: 'Faster delivery' });
    expect(done.body.suppliers.map((s: { status: string }) => s.status)).toEqual(['not_awarded', 'awarded']);
    expect((await supplierA.client.get(`/api/rfqs/${whole.id}`)).body.me).toMatchObject({ status: 'not_awarded', outcomeReason: 'Faster delivery' });
    // The winner is not shown the reason meant for the others.
    expect((await supplierB.client.get(`/api/rfqs/${whole.id}`)).body.me).toMatchObject({ status: 'awarded', outcomeReason: null });
    expect(events).toContainEqual({ type: 'rfq-awarded', rfqId: whole.id, buyerId: buyer.user.id, awardedSupplierIds: [supplierB.user.id], declinedSupplierIds: [supplierA.user.id], declinedReason: 'Faster delivery' });
    const notices = (await supplierA.client.get('/api/notifications')).body.items as Array<{ kind: string; link: string; body: string }>;
    expect(notices.find((notice) => notice.kind === 'rfq-decision' && notice.link === `/rfqs/${whole.id}`)).toMatchObject({ body: 'Thank you for your quote. Reason given: Faster delivery' });
  });

  it('lets members report a request or a quote, and the team hide and restore them, with audit entries', async () => {
    const rfq = await openRequest(buyer, [supplierA, supplierB]);
    const submitted = await quote(supplierA, rfq);
    // A supplier reports the request; the buyer reports the quote; nobody reports what they cannot see, or their own.
    expect((await supplierA.client.post('/api/reports', { targetType: 'rfq', targetId: rfq.id, reason: 'false_content' })).status).toBe(201);
    expect((await designer.client.post('/api/reports', { targetType: 'rfq', targetId: rfq.id, reason: 'false_content' })).status).toBe(404);
    expect((await buyer.client.post('/api/reports', { targetType: 'rfq', targetId: rfq.id, reason: 'false_content' })).status).toBe(400);
    const quoteReport = await buyer.client.post('/api/reports', { targetType: 'quote', targetId: submitted.body.id, reason: 'harassment_spam' });
    expect(quoteReport.status).toBe(201);
    expect((await supplierB.client.post('/api/reports', { targetType: 'quote', targetId: submitted.body.id, reason: 'harassment_spam' })).status).toBe(404);

    // The team hides the request through its report: suppliers lose it, the buyer sees why.
    const reports = (await admin.client.get('/api/admin/reports?status=open&targetType=rfq')).body.items as Array<{ id: number; targetId: number }>;
    const report = reports.find((r) => r.targetId === rfq.id)!;
    const resolved = await admin.client.post(`/api/admin/reports/${report.id}/resolve`, { decision: 'hide', reason: 'Misleading request, asks for free samples.' });
    expect(resolved.status, resolved.text).toBe(200);
    expect((await supplierA.client.get(`/api/rfqs/${rfq.id}`)).status).toBe(404);
    expect(((await supplierA.client.get('/api/rfqs/inbox')).body as RfqSummary[]).some((row) => row.id === rfq.id)).toBe(false);
    expect((await buyer.client.get(`/api/rfqs/${rfq.id}`)).body).toMatchObject({ hiddenAt: expect.any(String), hiddenReason: 'Misleading request, asks for free samples.' });
    expect((await admin.client.post(`/api/admin/sourcing/rfq/${rfq.id}/hide`, { reason: 'Hide it once more.' })).body.message).toBe(ADMIN_MESSAGES.alreadyHidden);
    // The console lists it among the hidden requests, to restore it.
    const hiddenRfqs = (await admin.client.get('/api/admin/sourcing/hidden?type=rfq')).body.items as HiddenSourcingItem[];
    expect(hiddenRfqs.find((item) => item.id === rfq.id)).toMatchObject({
      type: 'rfq', rfqId: rfq.id, title: rfq.title, owner: { id: buyer.user.id, fullName: 'Ada Buyer' }, hiddenAt: expect.any(String), hiddenReason: 'Misleading request, asks for free samples.',
    });
    expect((await admin.client.post(`/api/admin/sourcing/rfq/${rfq.id}/restore`, { reason: 'Buyer explained the request.' })).status).toBe(200);
    expect((await supplierA.client.get(`/api/rfqs/${rfq.id}`)).status).toBe(200);

    // Hiding a quote takes it out of the buyer's quotes and comparison; its supplier sees why.
    expect((await admin.client.post(`/api/admin/sourcing/quote/${submitted.body.id}/hide`, { reason: 'Abusive notes in the quote.' })).status).toBe(200);
    expect((await buyer.client.get(`/api/rfqs/${rfq.id}/quotes`)).body).toEqual([]);
    expect((await buyer.client.get(`/api/rfqs/${rfq.id}/comparison`)).body.suppliers).toEqual([]);
    expect((await supplierA.client.get(`/api/rfqs/${rfq.id}/quote`)).body).toMatchObject({ hiddenReason: 'Abusive notes in the quote.' });
    expect((await admin.client.post(`/api/admin/sourcing/other/${submitted.body.id}/hide`, { reason: 'Not a thing we hide.' })).status).toBe(404);
    expect((await buyer.client.post(`/api/admin/sourcing/quote/${submitted.body.id}/restore`, { reason: 'Members cannot.' })).status).toBe(403);
    // The hidden list: the quote now, the restored request no longer; admins only.
    const hiddenQuotes = await admin.client.get('/api/admin/sourcing/hidden?type=quote&page=1&limit=50');
    expect(hiddenQuotes.body).toMatchObject({ page: 1, limit: 50, total: expect.any(Number) });
    expect((hiddenQuotes.body.items as HiddenSourcingItem[]).find((item) => item.id === submitted.body.id)).toMatchObject({
      type: 'quote', rfqId: rfq.id, title: rfq.title, owner: { id: supplierA.user.id }, hiddenReason: 'Abusive notes in the quote.',
    });
    expect(((await admin.client.get('/api/admin/sourcing/hidden')).body.items as HiddenSourcingItem[]).some((item) => item.id === rfq.id)).toBe(false);
    expect((await admin.client.get('/api/admin/sourcing/hidden?type=listing')).status).toBe(400);
    expect((await buyer.client.get('/api/admin/sourcing/hidden')).status).toBe(403);

    const audit = (await admin.client.get('/api/admin/audit?action=sourcing.hide')).body.items as Array<{ targetType: string; targetId: number; details: Record<string, unknown> }>;
    expect(audit).toEqual(expect.arrayContaining([
      expect.objectContaining({ targetType: 'user', targetId: buyer.user.id, details: { contentType: 'rfq', contentId: rfq.id } }),
      expect.objectContaining({ targetType: 'user', targetId: supplierA.user.id, details: { contentType: 'quote', contentId: submitted.body.id } }),
    ]));
    expect(((await admin.client.get('/api/admin/audit?action=report.hide')).body.items as Array<{ details: Record<string, unknown> }>)[0]!.details).toMatchObject({ targetType: 'rfq', targetId: rfq.id });
    expect((await admin.client.get('/api/admin/audit?action=sourcing.restore')).body.items).toHaveLength(1);
  });

  it('lists a project\'s requests for its owner, suggests suppliers to invite, and cancels', async () => {
    const project = await buyer.client.post('/api/projects', { name: 'Bracket project', description: 'Brackets for the sensor housing.', status: 'active' });
    const rfq = await openRequest(buyer, [supplierA], { projectId: project.body.id });
    expect(((await buyer.client.get(`/api/projects/${project.body.id}/rfqs`)).body as RfqSummary[]).map((row) => row.id)).toEqual([rfq.id]);
    expect((await supplierA.client.get(`/api/projects/${project.body.id}/rfqs`)).status).toBe(403);
    expect((await buyer.client.get('/api/projects/999999/rfqs')).status).toBe(404);
    const suggestions = (await buyer.client.get(`/api/rfqs/${rfq.id}/suggestions?limit=25`)).body as SupplierSuggestion[];
    expect(suggestions.every((s) => ['manufacturer', 'supplier'].includes(s.partner.role))).toBe(true);
    expect(suggestions.find((s) => s.partner.id === supplierA.user.id)?.alreadyInvited).toBe(true);
    expect(suggestions.some((s) => s.partner.id === buyer.user.id)).toBe(false);
    const cancelled = await buyer.client.post(`/api/rfqs/${rfq.id}/cancel`, { reason: 'Design changed' });
    expect(cancelled.body).toMatchObject({ status: 'cancelled', cancelReason: 'Design changed' });
    expect(events).toContainEqual({ type: 'rfq-cancelled', rfqId: rfq.id, supplierIds: [supplierA.user.id] });
    expect((await buyer.client.post(`/api/rfqs/${rfq.id}/cancel`, {})).status).toBe(409);
  });

  it('reminds the suppliers still to answer once, a day before the deadline', async () => {
    const rfq = await openRequest(buyer, [supplierA, supplierB]);
    await quote(supplierB, rfq);
    await server.knex('rfqs').where({ id: rfq.id }).update({ quoteDeadline: new Date(Date.now() + 3_600_000) });
    await sweepRfqs(server.app.deps);
    await sweepRfqs(server.app.deps);
    expect(events.filter((e) => e.type === 'rfq-deadline-soon' && e.rfqId === rfq.id)).toEqual([
      { type: 'rfq-deadline-soon', rfqId: rfq.id, quoteDeadline: expect.any(String), supplierIds: [supplierA.user.id] },
    ]);
  });
});
