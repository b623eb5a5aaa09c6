import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../db/database.ts';
import { signUpPayload } from '../../test-support/accounts.ts';
import { startProcessPair, type ProcessPair } from '../../test-support/process-pair.ts';
import { TestClient } from '../../test-support/test-client.ts';
import { testEngine } from '../../test-support/test-database.ts';
import { startTestMailbox } from '../../test-support/test-mailbox.ts';
import { redisTestsEnabled } from '../../test-support/test-redis.ts';
import { pollInterval } from '../../test-support/test-sockets.ts';
import { NOTIFICATION_JOBS } from './index.ts';

const available = await redisTestsEnabled();

/** A member signed in on both processes (the session lives in Redis): `on[0]` talks to one, `on[1]` to two. */
interface Member {
  id: number;
  email: string;
  fullName: string;
  on: [TestClient, TestClient];
}

interface Request {
  requester: Member;
  recipient: Member;
  message: string;
  /** The process that takes the request: 0 (one) or 1 (two). */
  via: 0 | 1;
}

describe.skipIf(!available)(`notification mails with two processes sharing ${testEngine() === 'mysql' ? 'MySQL' : 'SQLite'} and Redis`, () => {
  let pair: ProcessPair;
  let mailbox: Awaited<ReturnType<typeof startTestMailbox>>;
  let knex: Knex;

  beforeAll(async () => {
    mailbox = await startTestMailbox();
    // Polling every 100 ms (not 2 s), so the process that did not enqueue a job races the one that did for it.
    pair = await startProcessPair('mail-processes-secret-mail-processes-0123', { env: { SMTP_URL: mailbox.url, JOB_POLL_MS: '100' } });
    knex = createDatabase({ databaseUrl: pair.databaseUrl, dataDir: pair.dataDir });
  });
  afterAll(async () => {
    await knex?.destroy();
    await pair?.stop();
    await mailbox?.close();
  });

  async function member(fullName: string, role: 'entrepreneur' | 'manufacturer', home: 0 | 1): Promise<Member> {
    const on: [TestClient, TestClient] = [new TestClient(pair.one.url), new TestClient(pair.two.url)];
    const payload = signUpPayload(role, { fullName });
    const registered = await on[home].post('/api/register', payload);
    if (registered.status !== 201) throw new Error(`sign-up failed: ${registered.status} ${registered.text}`);
    on[home].cookies.forEach((value, name) => on[1 - home]!.cookies.set(name, value));
    return { id: registered.body.id as number, email: payload.email.toLowerCase(), fullName, on };
  }

  /** Polls `check` until it holds; the failure names what was waited for and what the processes printed. */
  async function until(what: () => string, check: () => boolean | Promise<boolean>, timeoutMs = 15_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms: ${what()}\n--- one:\n${pair.one.output()}\n--- two:\n${pair.two.output()}`);
      await pollInterval(50);
    }
  }

  const requestMails = () => mailbox.mails.filter((mail) => / wants to connect$/.test(mail.subject));
  let mailJobs = -1;
  const mailJobsLeft = async () => (mailJobs = Number((await knex('jobs').where({ kind: NOTIFICATION_JOBS.mail }).count({ count: '*' }).first())?.count ?? 0));

  /**
   * Redis hands one process's announcements to the other in the order they were made: once a later one from
   * `from` (a profile change, seen in the other process's partner search) has arrived, so have the events of
   * every connection request made there. A notification made from a heard event (instead of only in the
   * process that announced it) would be on its way by then.
   */
  async function heardByTheOther(changed: Member, searcher: Member, from: 0 | 1, location: string): Promise<void> {
    const city = location.split(',')[0]!;
    const found = async () => ((await searcher.on[1 - from]!.get(`/api/users?location=${encodeURIComponent(city)}&locationType=exact`)).body as { items: Array<{ id: number }> }).items.map((card) => card.id);
    // The other process's partner index is loaded now, so what follows reaches it only through Redis.
    expect(await found()).not.toContain(changed.id);
    expect((await changed.on[from].patch('/api/user', { location })).status).toBe(200);
    await until(() => `${location} seen on the other process`, async () => (await found()).includes(changed.id), 5000);
  }

  it('mails each connection request taken by either process exactly once, and lists it once', async () => {
    // Requesters and recipients registered on both processes; each then sends through both.
    const requesters = await Promise.all(Array.from({ length: 6 }, (_, i) => member(`Requester ${i}`, 'entrepreneur', (i % 2) as 0 | 1)));
    const recipients = await Promise.all(Array.from({ length: 6 }, (_, i) => member(`Recipient ${i}`, 'manufacturer', ((i + 1) % 2) as 0 | 1)));
    // Every requester asks every recipient: 36 requests, 6 per requester (under the free plan's 10 a month), each
    // requester's and each recipient's alternating between the processes.
    const requests: Request[] = requesters.flatMap((requester, r) =>
      recipients.map((recipient, c) => ({ requester, recipient, message: `Request ${r}-${c}: shall we build it together?`, via: ((r + c) % 2) as 0 | 1 })),
    );

    // The requesters at once, each one's requests in turn: the two processes write to the database side by side.
    await Promise.all(
      requesters.map(async (requester) => {
        for (const request of requests.filter((each) => each.requester === requester)) {
          const response = await requester.on[request.via].post('/api/connections', { recipientId: request.recipient.id, message: request.message });
          expect(response.status, `${response.text}\n--- one:\n${pair.one.output()}\n--- two:\n${pair.two.output()}`).toBe(201);
        }
      }),
    );

    await until(() => `${requests.length} request mails (have ${requestMails().length})`, () => requestMails().length >= requests.length);
    // Every notification's job has ended (a job's row goes once its mail was taken by the mail server), ...
    await until(() => `no notification-mail job left (have ${mailJobs})`, async () => (await mailJobsLeft()) === 0);
    // ... and each process has heard everything the other announced: nothing more is coming.
    await heardByTheOther(recipients[0]!, requesters[0]!, 0, 'Osaka, Japan');
    await heardByTheOther(recipients[1]!, requesters[1]!, 1, 'Lima, Peru');
    expect(await mailJobsLeft()).toBe(0);

    const mails = requestMails();
    expect(mails).toHaveLength(requests.length);
    for (const { requester, recipient, message } of requests) {
      const its = mails.filter((mail) => mail.text.includes(message));
      expect(its, message).toHaveLength(1);
      expect(its[0]!.to).toEqual([recipient.email]);
      expect(its[0]!.subject).toBe(`${requester.fullName} wants to connect`);
    }
    for (const recipient of recipients) expect(mails.filter((mail) => mail.to.includes(recipient.email))).toHaveLength(requesters.length);

    // One notification per request, stamped mailed; nothing failed or waiting.
    const rows = (await knex('notifications').where({ kind: 'connection-request' })) as Array<{ mailedAt: unknown }>;
    expect(rows).toHaveLength(requests.length);
    expect(rows.filter((row) => row.mailedAt === null)).toEqual([]);
    expect(await knex('jobs').whereNotNull('failedAt')).toEqual([]);

    // Each recipient's bell, asked of either process, lists each of their requests once.
    for (const [index, recipient] of recipients.entries()) {
      const page = await recipient.on[(index % 2) as 0 | 1].get('/api/notifications?limit=50');
      expect(page.status, page.text).toBe(200);
      const bodies = (page.body.items as Array<{ kind: string; body: string }>).filter((item) => item.kind === 'connection-request').map((item) => item.body);
      const expected = requests.filter((request) => request.recipient === recipient).map((request) => request.message);
      expect(bodies.toSorted()).toEqual(expected.toSorted());
    }
    expect(`${pair.one.output()}\n${pair.two.output()}`).not.toMatch(/jobs: .*failed|domain events: a subscriber failed/);
  });
});
