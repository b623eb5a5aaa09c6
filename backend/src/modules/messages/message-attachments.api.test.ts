import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_ERRORS, messageWithSenderSchema, threadPageSchema, type MessageWithSender } from '#shared/schemas/message-schemas.ts';
import { signUp, signUpAdmin, type TestAccount } from '../../test-support/accounts.ts';
import { SAMPLES } from '../../test-support/file-samples.ts';
import { tusCreation } from '../../test-support/route-catalogue.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { cookieHeader, openTab, type TestTab } from '../../test-support/test-sockets.ts';

describe('messages carrying files', () => {
  let server: TestServer;
  let alice: TestAccount;
  let bob: TestAccount;
  let carol: TestAccount;
  let connectionId: number;
  let otherConnectionId: number;
  const tabs: TestTab[] = [];

  beforeAll(async () => {
    server = await startTestServer();
    [alice, bob, carol] = await Promise.all([signUp(server, 'entrepreneur'), signUp(server, 'manufacturer'), signUp(server, 'designer')]);
    const connect = async (from: TestAccount, to: TestAccount) => {
      const created = await from.client.post('/api/connections', { recipientId: to.user.id, message: 'Shall we work together?' });
      expect((await to.client.patch(`/api/connections/${created.body.id}`, { status: 'accepted' })).status).toBe(200);
      return created.body.id as number;
    };
    connectionId = await connect(alice, bob);
    otherConnectionId = await connect(alice, carol);
  });
  afterEach(() => tabs.splice(0).forEach((tab) => tab.close()));
  afterAll(async () => {
    await server?.close();
  });

  /** One whole file in a tus creation request; its recorded id. */
  async function upload(account: TestAccount, bytes: Buffer, filename: string, inConnection = connectionId): Promise<number> {
    const response = await fetch(`${server.url}/api/files/uploads`, {
      method: 'POST',
      headers: { ...tusCreation(bytes.length, { filename, context: 'conversation', connectionId: String(inConnection) }), 'content-type': 'application/offset+octet-stream', cookie: cookieHeader(account.client) },
      body: new Uint8Array(bytes),
    });
    expect(response.status, await response.clone().text()).toBe(201);
    return Number(response.headers.get('x-file-id'));
  }
  const send = (account: TestAccount, body: Record<string, unknown>, to = account === alice ? bob : alice) =>
    account.client.post('/api/messages', { connectionId, recipientId: to.user.id, ...body });
  const messageCount = async () => Number((await server.knex('messages').where({ connectionId }).count({ n: '*' }).first())!.n);

  it('sends several files with one message, with or without text, and both sides see them in the thread and live', async () => {
    const bobTab = await openTab(server.url, bob.client);
    tabs.push(bobTab);
    const drawing = await upload(alice, SAMPLES.pdf(), 'drawing.pdf');
    const model = await upload(alice, SAMPLES.step(), 'bracket.step');

    const sent = await send(alice, { attachmentIds: [model, drawing] });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const message = messageWithSenderSchema.parse(sent.body);
    expect(message.content).toBe('');
    // In the order they were uploaded, as the sender sees them.
    expect(message.attachments.map((file) => [file.id, file.name, file.kind, file.uploader.id])).toEqual([
      [drawing, 'drawing.pdf', 'pdf', alice.user.id],
      [model, 'bracket.step', 'step', alice.user.id],
    ]);

    const pushed = (await bobTab.waitFor('new_message', (payload) => (payload as { message: MessageWithSender }).message.id === message.id)) as { message: MessageWithSender };
    expect(pushed.message.attachments.map((file) => file.id)).toEqual([drawing, model]);

    const thread = threadPageSchema.parse((await bob.client.get(`/api/messages/connection/${connectionId}`)).body);
    expect(thread.messages.find((m) => m.id === message.id)?.attachments.map((file) => file.name)).toEqual(['drawing.pdf', 'bracket.step']);
    const summaries = (await bob.client.get('/api/messages/summaries')).body as Array<{ connectionId: number; lastMessage: MessageWithSender }>;
    expect(summaries.find((s) => s.connectionId === connectionId)?.lastMessage.attachments).toHaveLength(2);
    // Sent, the files are the conversation's: the other side may list and read them.
    expect((await bob.client.get(`/api/files/${model}`)).status).toBe(200);

    const withText = await send(bob, { content: 'Quote attached', attachmentIds: [await upload(bob, SAMPLES.csv(), 'quote.csv')] });
    expect(withText.status).toBe(201);
    expect(withText.body).toMatchObject({ content: 'Quote attached', attachments: [{ name: 'quote.csv', kind: 'csv' }] });
  });

  it('refuses files that are not the sender\'s unsent uploads to this conversation, and then stores no message', async () => {
    const mine = await upload(alice, SAMPLES.csv(), 'parts.csv');
    const bobs = await upload(bob, SAMPLES.csv(), 'bob.csv');
    const elsewhere = await upload(alice, SAMPLES.csv(), 'carol.csv', otherConnectionId);
    const before = await messageCount();
    for (const attachmentIds of [[bobs], [elsewhere], [mine, 999999]]) {
      const refused = await send(alice, { content: 'See attached', attachmentIds });
      expect(refused.status, String(attachmentIds)).toBe(400);
      expect(refused.body).toEqual({ message: MESSAGE_ERRORS.attachment });
    }
    expect(await messageCount()).toBe(before);

    expect((await send(alice, { content: 'Parts list', attachmentIds: [mine] })).status).toBe(201);
    const again = await send(alice, { content: 'Parts list again', attachmentIds: [mine] });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: MESSAGE_ERRORS.attachmentTaken });

    const empty = await send(alice, { content: '   ', attachmentIds: [] });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ message: MESSAGE_ERRORS.empty });
  });

  it('answers a retried send with the stored message and its files', async () => {
    const file = await upload(alice, SAMPLES.obj(), 'cube.obj');
    const clientMessageId = randomUUID();
    const first = await send(alice, { content: 'The cube', clientMessageId, attachmentIds: [file] });
    const retry = await send(alice, { content: 'The cube', clientMessageId, attachmentIds: [file] });
    expect([first.status, retry.status]).toEqual([201, 200]);
    // The same message with the same files; a file's own state (its scan, a model's geometry) is
    // read afresh, and may have moved on between the two answers.
    const withFileIds = (body: MessageWithSender) => ({ ...body, attachments: body.attachments.map((f) => f.id) });
    expect(withFileIds(retry.body as MessageWithSender)).toEqual(withFileIds(first.body as MessageWithSender));
    expect((retry.body as MessageWithSender).attachments.map((f) => f.id)).toEqual([file]);
  });

  it("tells the recipient when a file sent to them has been scanned", async () => {
    const bobTab = await openTab(server.url, bob.client);
    tabs.push(bobTab);
    const file = await upload(alice, SAMPLES.csv(), 'costs.csv');
    expect((await send(alice, { content: 'Costs', attachmentIds: [file] })).status).toBe(201);
    // Without a scanner the file is recorded as not scanned; announcing its scan reaches both sides.
    const row = await server.knex('files').where({ id: file }).first();
    await server.app.deps.events.announce({ type: 'file-scanned', fileId: file, uploaderId: alice.user.id, name: row.name, scanStatus: 'clean' });
    expect(await bobTab.waitFor('file_status', (payload) => (payload as { fileId: number }).fileId === file)).toEqual({ fileId: file, name: 'costs.csv', scanStatus: 'clean', uploaderId: alice.user.id });
  });

  it('lets an admin read the files of a reported message, and no others', async () => {
    const admin = await signUpAdmin(server);
    const reported = await upload(alice, SAMPLES.pdf(), 'offer.pdf');
    const other = await upload(alice, SAMPLES.pdf(), 'other.pdf');
    const message = (await send(alice, { content: 'Our offer', attachmentIds: [reported] })).body as MessageWithSender;
    expect((await send(alice, { content: 'Something else', attachmentIds: [other] })).status).toBe(201);
    expect((await admin.client.get(`/api/files/${reported}`)).status).toBe(404);

    expect((await bob.client.post('/api/reports', { targetType: 'message', targetId: message.id, reason: 'illegal' })).status).toBe(201);
    // The report in the team's queue carries the message's files.
    const queue = (await admin.client.get('/api/admin/reports?targetType=message')).body as { items: Array<{ targetId: number; files: Array<{ id: number }> }> };
    expect(queue.items.find((item) => item.targetId === message.id)?.files.map((file) => file.id)).toEqual([reported]);
    expect((await admin.client.get(`/api/files/${reported}`)).body).toMatchObject({ id: reported, name: 'offer.pdf', downloadable: true });
    expect((await admin.client.get(`/api/files/${reported}/download`)).status).toBe(200);
    // Not the conversation's other files, not its list, and no deleting.
    expect((await admin.client.get(`/api/files/${other}`)).status).toBe(404);
    expect((await admin.client.get(`/api/files?connectionId=${connectionId}`)).status).toBe(404);
    expect((await admin.client.delete(`/api/files/${reported}`)).status).toBe(404);
  });

  it('takes files over the socket too', async () => {
    const aliceTab = await openTab(server.url, alice.client);
    tabs.push(aliceTab);
    const file = await upload(alice, SAMPLES.asciiStl(), 'part.stl');
    const ack = await aliceTab.socket.timeout(3000).emitWithAck('message', { connectionId, recipientId: bob.user.id, content: '', clientMessageId: randomUUID(), attachmentIds: [file] });
    expect(ack).toMatchObject({ ok: true, message: { attachments: [{ id: file, name: 'part.stl' }] } });
  });
});
