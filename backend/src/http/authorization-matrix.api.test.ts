import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_CASES, actorOf, buildWorld, send, type Caller, type World } from '../test-support/route-catalogue.ts';
import { TestClient } from '../test-support/test-client.ts';
import { startTestServer, type TestServer } from '../test-support/test-server.ts';
import type { AccessRule } from './access.ts';
import { GUARD_MESSAGES } from './request-guards.ts';

/**
 * The authorization matrix: every route declares its access rule on its router
 * (http/access.ts) and is called as anonymous, as a stranger and as its owner or party, on the
 * engine of TEST_DB. The expectations follow from the rule alone:
 *
 * | rule     | anonymous | stranger (another member) | owner / party  |
 * |----------|-----------|---------------------------|----------------|
 * | public   | allowed   | allowed                   | allowed        |
 * | signedIn | 401       | allowed                   | allowed        |
 * | owner    | 401       | 403 or 404                | allowed        |
 * | party    | 401       | 403 or 404                | allowed        |
 * | admin    | 401       | 403                       | (admin) allowed|
 *
 * Admin routes are also called as the owner (another member: 403) below, and by an admin whose
 * session has no second factor (403).
 *
 * "allowed" is 2xx (or a status the case names, e.g. 302), and never 401/403 or 5xx.
 *
 * The routers match paths regardless of letter case, so every route is also called once with its
 * `/api` prefix in another case (`/API` or `/Api`, alternately): anonymous, expecting its rule, and
 * (for a write) as a cross-site form would send it, expecting the cross-site refusal.
 */
describe('authorization matrix', () => {
  let server: TestServer;
  let world: World;

  beforeAll(async () => {
    server = await startTestServer();
    world = await buildWorld(server);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('has an access rule declared for every route', () => {
    const undeclared = [...server.app.routeAccess].filter(([, rule]) => !rule).map(([route]) => route);
    expect(undeclared, 'routes without access(...) as their first middleware').toEqual([]);
  });

  it('has a catalogue case for every route, and none for a route that does not exist', () => {
    expect(Object.keys(ROUTE_CASES).sort()).toEqual([...server.app.routes].sort());
  });

  const allowed = (status: number, okStatuses: number[] = []) => (status >= 200 && status < 300) || okStatuses.includes(status);

  it('answers every route as its rule says, for anonymous, stranger and owner/party', async () => {
    const failures: string[] = [];
    const rows: string[] = [];
    for (const [route, routeCase] of Object.entries(ROUTE_CASES)) {
      const rule = server.app.routeAccess.get(route) as AccessRule;
      const actor = actorOf(world, routeCase);
      const callers: Caller[] = [
        { kind: 'anonymous', client: new TestClient(server.url) },
        { kind: 'stranger', client: world.stranger.client, account: world.stranger },
        { kind: 'actor', client: actor.client, account: actor },
      ];
      const statuses: number[] = [];
      for (const caller of callers) {
        const request = await routeCase.request(world, caller);
        const response = await send(request.client ?? caller.client, request);
        statuses.push(response.status);
        const fail = (expected: string) => failures.push(`${route} as ${caller.kind} (${rule}): expected ${expected}, got ${response.status} ${response.text.slice(0, 160)}`);
        if (response.status >= 500) fail('no 5xx');
        else if (caller.kind === 'anonymous') {
          if (rule === 'public' ? [401, 403].includes(response.status) : response.status !== 401) fail(rule === 'public' ? 'allowed' : '401');
        } else if (caller.kind === 'stranger') {
          if ((rule === 'owner' || rule === 'party') && ![403, 404].includes(response.status)) fail('403 or 404');
          if (rule === 'admin' && response.status !== 403) fail('403');
          if ((rule === 'public' || rule === 'signedIn') && [401, 403].includes(response.status)) fail('allowed');
        } else if (!allowed(response.status, routeCase.okStatuses)) fail('allowed');
        if (response.status >= 400 && typeof response.body?.message !== 'string') fail('a JSON {message} error body');
      }
      rows.push(`${route.padEnd(40)} ${rule.padEnd(9)} ${statuses.join(' / ')}`);
    }
    // The table of what each route answered (anonymous / stranger / owner-or-party), for the reader of the log.
    console.log(`authorization matrix (${rows.length} routes)\n${rows.join('\n')}`);
    expect(failures).toEqual([]);
    // About 280 requests, many making accounts (a password hash each): minutes on a machine busy with the other suites.
  }, 180_000);

  it('refuses every admin route to members and to an admin signed in without two-factor sign-in', async () => {
    // A member promoted behind the API keeps a session without a second factor: refused until they sign in again.
    const halfAdmin = await world.fresh();
    await server.knex('users').where({ id: halfAdmin.user.id }).update({ role: 'admin' });
    const failures: string[] = [];
    const adminRoutes = Object.entries(ROUTE_CASES).filter(([route]) => server.app.routeAccess.get(route) === 'admin');
    expect(adminRoutes.length).toBeGreaterThanOrEqual(17);
    for (const [route, routeCase] of adminRoutes) {
      for (const [who, client] of [['member', world.owner.client], ['admin without 2FA', halfAdmin.client]] as const) {
        const request = await routeCase.request(world, { kind: 'stranger', client });
        const response = await send(client, request);
        if (response.status !== 403) failures.push(`${route} as ${who}: ${response.status}`);
      }
    }
    expect(failures).toEqual([]);
  });

  /** One case variant per route (upper-case or mixed, alternately), to keep the run short. */
  const caseVariant = (path: string, index: number) => `${index % 2 ? '/API' : '/Api'}${path.slice('/api'.length)}`;

  it('guards every route whatever the letter case of its path: cross-site writes, anonymous access, no-store, JSON errors', async () => {
    // A signed-in victim whose browser a foreign page drives (its own account, so the shared ones stay untouched).
    const victim = await world.fresh();
    const cookie = [...victim.client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const failures: string[] = [];
    for (const [index, [route, routeCase]] of Object.entries(ROUTE_CASES).entries()) {
      const rule = server.app.routeAccess.get(route) as AccessRule;
      const anonymous: Caller = { kind: 'anonymous', client: new TestClient(server.url) };
      const request = await routeCase.request(world, anonymous);
      const path = caseVariant(request.path, index);
      const fail = (what: string, response: { status: number; text: string }) =>
        failures.push(`${request.method} ${path} (${route}, ${rule}): expected ${what}, got ${response.status} ${response.text.slice(0, 160)}`);
      if (request.method !== 'GET') {
        // What a cross-site form or a fetch without preflight sends: another site's Origin, text/plain, the cookie.
        const forged = await fetch(server.url + path, {
          method: request.method, redirect: 'manual', headers: { origin: 'https://evil.example', 'content-type': 'text/plain', cookie }, body: JSON.stringify(request.body ?? {}),
        });
        const text = await forged.text();
        if (forged.status !== 403 || text !== JSON.stringify({ message: GUARD_MESSAGES.crossSite })) fail('the cross-site refusal (403)', { status: forged.status, text });
      }
      const response = await send(request.client ?? anonymous.client, { ...request, path });
      if (response.status >= 500) fail('no 5xx', response);
      else if (rule === 'public' ? [401, 403].includes(response.status) : response.status !== 401) fail(rule === 'public' ? 'allowed' : '401', response);
      if (response.headers.get('cache-control') !== 'no-store') fail('Cache-Control: no-store', response);
      if (response.status >= 400 && typeof response.body?.message !== 'string') fail('a JSON {message} error body', response);
    }
    // Unknown API paths and methods answer in the API's shape in any case too, never with the web app's page.
    const unknown = await new TestClient(server.url).get('/API/no-such-route');
    if (unknown.status !== 404 || unknown.body?.message !== 'Not found') failures.push(`GET /API/no-such-route: expected 404 {message}, got ${unknown.status} ${unknown.text.slice(0, 160)}`);
    const wrongMethod = await new TestClient(server.url).request('DELETE', '/Api/login');
    if (wrongMethod.status !== 405 || typeof wrongMethod.body?.message !== 'string') failures.push(`DELETE /Api/login: expected 405 JSON, got ${wrongMethod.status} ${wrongMethod.text.slice(0, 160)}`);
    expect(failures).toEqual([]);
    expect((await victim.client.get('/api/user')).status, 'the victim is still signed in').toBe(200);
  });

  it('would catch a route whose rule is broken (the check can fail)', async () => {
    // A draft project read by a stranger must be 404: flip the draft to active and the stranger sees it.
    const request = await ROUTE_CASES['GET /api/projects/:id']!.request(world, { kind: 'stranger', client: world.stranger.client });
    expect((await send(world.stranger.client, request)).status).toBe(404);
    await server.knex('projects').where({ id: world.draftProjectId }).update({ status: 'active' });
    expect((await send(world.stranger.client, request)).status).toBe(200);
    await server.knex('projects').where({ id: world.draftProjectId }).update({ status: 'draft' });
  });
});
