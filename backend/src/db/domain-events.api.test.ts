import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../test-support/accounts.ts';
import { TestClient } from '../test-support/test-client.ts';
import { REDIS_TEST_URL, redisTestsEnabled } from '../test-support/test-redis.ts';
import { startTestServer, type TestServer } from '../test-support/test-server.ts';
import type { DomainEvent } from './domain-events.ts';

const redisAvailable = await redisTestsEnabled();

describe('changes announced after the commit (domain-events.ts)', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  async function hearing<T>(act: () => Promise<T>): Promise<{ result: T; heard: DomainEvent[] }> {
    const heard: DomainEvent[] = [];
    const stop = server.app.deps.events.subscribe((event) => void heard.push(event));
    try {
      return { result: await act(), heard };
    } finally {
      stop();
    }
  }

  it('announces a profile edit exactly once, saying whether listings show what changed', async () => {
    const { client, user } = await signUp(server, 'designer');
    const renamed = await hearing(() => client.patch('/api/user', { fullName: 'Announced Once' }));
    expect(renamed.result.status).toBe(200);
    expect(renamed.heard).toEqual([{ type: 'member-changed', userIds: [user.id], shownOnListings: true }]);

    const bio = await hearing(() => client.patch('/api/user', { bio: 'Only the bio.' }));
    expect(bio.heard).toEqual([{ type: 'member-changed', userIds: [user.id], shownOnListings: false }]);
  });

  it('announces nothing for a refused change', async () => {
    const { client } = await signUp(server, 'designer');
    const refused = await hearing(() => client.post('/api/user/deactivate', { confirmation: 'nope' }));
    expect(refused.result.status).toBe(400);
    expect(refused.heard).toEqual([]);
  });
});

describe.skipIf(!redisAvailable)('changes announced to the other processes through Redis', () => {
  let server: TestServer;
  let sibling: { url: string; close(): Promise<void> };

  beforeAll(async () => {
    server = await startTestServer({ REDIS_URL: REDIS_TEST_URL });
    sibling = await server.startSibling();
  });
  afterAll(async () => {
    await sibling?.close();
    await server?.close();
  });

  it("shows a member's edit in the other process's partner search", async () => {
    const viewer = await signUp(server, 'entrepreneur');
    const onSibling = new TestClient(sibling.url);
    viewer.client.cookies.forEach((value, name) => onSibling.cookies.set(name, value));
    const found = async () => ((await onSibling.get('/api/users?q=zephyrine')).body as { total: number }).total;
    // The sibling's index is loaded by this first search.
    expect(await found()).toBe(0);

    const member = await signUp(server, 'manufacturer', { fullName: 'Zephyrine Quill', companyName: 'Quill Works', location: 'Oslo, Norway' });
    await expect.poll(found, { timeout: 5000 }).toBe(1);
    expect((await member.client.patch('/api/user', { fullName: 'Someone Else' })).status).toBe(200);
    await expect.poll(found, { timeout: 5000 }).toBe(0);
  });
});
