import { gzipSync } from 'node:zlib';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_CASES, actorOf, buildWorld, type RouteRequest, type World } from '../test-support/route-catalogue.ts';
import { startTestServer, type TestServer } from '../test-support/test-server.ts';

/**
 * The bad-input sweep: every route's valid call (route-catalogue.ts), mutated by
 * fast-check with a fixed seed: path ids and parameters replaced by odd strings, body fields dropped,
 * retyped or made huge, unknown fields added, the whole body replaced, query parameters repeated or
 * junk, and bodies sent with a wrong content type, broken JSON or a Content-Encoding that does not
 * match. No answer may be a 5xx, and every error must be JSON `{message}`.
 * BAD_INPUT_RUNS sets the cases per route (default 25; for example 500 for a long local run).
 */
const RUNS = Number(process.env.BAD_INPUT_RUNS ?? 25);
const SEED = 20261123;

const oddText = fc.oneof(
  fc.constantFrom('-1', '0', '+1', '0x3', '1e3', '01', '1.5', '2147483648', '99999999999999999999', 'NaN', 'Infinity', 'true', 'null', 'undefined',
    '%00', '..%2F..%2Fetc%2Fpasswd', '%F0%9F%92%A9', '%E2%80%AE', '%FF', ' 1', '[]', '{}', '__proto__', 'constructor'),
  fc.string({ unit: 'grapheme', maxLength: 40 }).map(encodeURIComponent),
  fc.integer({ min: -(2 ** 53), max: 2 ** 53 }).map(String),
);

const hugeString = fc.constantFrom('x'.repeat(100_000), '💩'.repeat(20_000), '\u0000'.repeat(5000), 'a\u202Eb'.repeat(3000));
const oddValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.anything({ maxDepth: 2, maxKeys: 4, withNullPrototype: true, withBigInt: false }),
  fc.string({ unit: 'binary', maxLength: 300 }),
  hugeString,
  fc.constantFrom(-1, 0, -0, 1.5, 2 ** 31, 2 ** 53, 1e308, -1e308, true, false, null, [], {}, [1], '0x3', '+1', ' ', ''),
  fc.array(fc.string({ maxLength: 20 }), { maxLength: 300 }),
);

type Mutation =
  | { kind: 'path'; segment: number; value: string }
  | { kind: 'drop'; field: number }
  | { kind: 'retype'; field: number; value: unknown }
  | { kind: 'extra'; key: string; value: unknown }
  | { kind: 'body'; value: unknown }
  | { kind: 'query'; key: string; value: string; repeat: boolean }
  | { kind: 'encoding'; how: 'text/plain' | 'form' | 'broken-json' | 'gzip-mismatch' | 'unknown-encoding' | 'deep-json' };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constant('path' as const), segment: fc.nat(), value: oddText }),
  fc.record({ kind: fc.constant('drop' as const), field: fc.nat() }),
  fc.record({ kind: fc.constant('retype' as const), field: fc.nat(), value: oddValue }),
  fc.record({ kind: fc.constant('extra' as const), key: fc.oneof(fc.constantFrom('__proto__', 'constructor', 'id', 'role', 'userId', 'isAdmin', 'passwordHash'), fc.string({ maxLength: 20 })), value: oddValue }),
  fc.record({ kind: fc.constant('body' as const), value: oddValue }),
  fc.record({ kind: fc.constant('query' as const), key: fc.constantFrom('limit', 'offset', 'before', 'after', 'q', 'role', 'sort', 'token', 'minRating', 'x'), value: oddText, repeat: fc.boolean() }),
  fc.record({ kind: fc.constant('encoding' as const), how: fc.constantFrom('text/plain', 'form', 'broken-json', 'gzip-mismatch', 'unknown-encoding', 'deep-json') }),
);

/** Run on every route besides the generated ones: each way a body can be mis-sent. */
const ENCODING_EXAMPLES: Mutation[] = (['text/plain', 'form', 'broken-json', 'gzip-mismatch', 'unknown-encoding', 'deep-json'] as const).map((how) => ({ kind: 'encoding', how }));

interface WireRequest { method: string; path: string; headers: Record<string, string>; body?: string | Buffer }

/** Applies one mutation to a valid request; the route pattern says which path segments are parameters. */
function mutate(route: string, valid: RouteRequest, m: Mutation): WireRequest {
  const [pathOnly, query = ''] = valid.path.split('?');
  const segments = pathOnly!.split('/');
  const params = route.split(' ')[1]!.split('/').flatMap((part, index) => (part.startsWith(':') ? [index] : []));
  const search = new URLSearchParams(query);
  const hasBody = valid.method !== 'GET' && valid.method !== 'DELETE';
  let body: unknown = valid.body ?? (hasBody ? {} : undefined);
  const fields = body && typeof body === 'object' ? Object.keys(body) : [];
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  let raw: string | Buffer | undefined;

  switch (m.kind) {
    case 'path':
      if (params.length) segments[params[m.segment % params.length]!] = m.value;
      else search.set('id', m.value);
      break;
    case 'drop':
      if (fields.length) body = Object.fromEntries(Object.entries(body as object).filter(([key]) => key !== fields[m.field % fields.length]));
      break;
    case 'retype':
      if (fields.length) body = { ...(body as object), [fields[m.field % fields.length]!]: m.value };
      else body = m.value;
      break;
    case 'extra':
      body = { ...(body && typeof body === 'object' && !Array.isArray(body) ? body : {}), [m.key]: m.value };
      break;
    case 'body':
      body = m.value;
      break;
    case 'query':
      if (m.repeat) search.append(m.key, m.value);
      search.append(m.key, m.value);
      break;
    case 'encoding':
      if (m.how === 'text/plain') headers['content-type'] = 'text/plain';
      if (m.how === 'form') { headers['content-type'] = 'application/x-www-form-urlencoded'; raw = 'a=1&b=2'; }
      if (m.how === 'broken-json') raw = '{"unterminated": [1, 2';
      if (m.how === 'gzip-mismatch') headers['content-encoding'] = 'gzip';
      if (m.how === 'unknown-encoding') { headers['content-encoding'] = 'x-zstd-ish'; raw = gzipSync('{}'); }
      if (m.how === 'deep-json') raw = `${'['.repeat(5000)}${']'.repeat(5000)}`;
      break;
  }
  if (valid.method === 'GET') {
    // A GET has no body: what a body mutation would send goes into the query string instead.
    if (m.kind === 'extra' || m.kind === 'retype' || m.kind === 'body') search.append(m.kind === 'extra' ? m.key : 'body', JSON.stringify(m.value ?? null).slice(0, 4000));
    raw = undefined;
  }
  const queryString = search.toString();
  const path = segments.join('/') + (queryString ? `?${queryString}` : '');
  if (raw === undefined && valid.method !== 'GET' && (hasBody || m.kind === 'body' || m.kind === 'encoding')) raw = JSON.stringify(body ?? null);
  if (raw === undefined) delete headers['content-type'];
  return { method: valid.method, path, headers, body: raw };
}

describe('bad-input sweep', () => {
  let server: TestServer;
  let world: World;
  const counts = { routes: 0, cases: 0 };

  beforeAll(async () => {
    server = await startTestServer();
    world = await buildWorld(server);
  });
  afterAll(async () => {
    console.log(`bad-input sweep: ${counts.cases} cases over ${counts.routes} routes (${RUNS} per route: the ${ENCODING_EXAMPLES.length} fixed encoding cases, the rest generated from seed ${SEED}+route)`);
    await server?.close();
  });

  for (const [index, [route, routeCase]] of Object.entries(ROUTE_CASES).entries()) {
    it(`${route}: no 5xx, every error is JSON {message}`, async () => {
      counts.routes++;
      const actor = actorOf(world, routeCase);
      const logsBefore = server.logs.length;
      // A valid call is built once and reused while the route refuses the mutated ones (a refusal
      // changes nothing); after a case it accepted (which may have used up the item, the token or
      // the password the call relies on) the next case gets a fresh one. Building one can mean a sign-up.
      let built: RouteRequest | undefined;
      // fast-check's report quotes the whole counterexample (up to 100 kB strings): keep the first lines.
      await fc.assert(
        fc.asyncProperty(mutation, async (m) => {
          counts.cases++;
          const valid = (built ??= await routeCase.request(world, { kind: 'actor', client: actor.client, account: actor }));
          const client = valid.client ?? actor.client;
          const wire = mutate(route, valid, m);
          const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
          const response = await fetch(server.url + wire.path, {
            method: wire.method,
            headers: { ...wire.headers, ...(cookie && { cookie }) },
            body: wire.body,
            redirect: 'manual',
          });
          const text = await response.text();
          if (response.status < 400) built = undefined;
          const where = `${wire.method} ${wire.path.slice(0, 200)} ${JSON.stringify(m).slice(0, 200)} -> ${response.status} ${text.slice(0, 200)}`;
          expect(response.status, where).toBeLessThan(500);
          if (response.status >= 400) {
            expect(response.headers.get('content-type'), where).toMatch(/application\/json/);
            expect(typeof (JSON.parse(text) as { message?: unknown }).message, where).toBe('string');
          }
        }),
        // A seed per route, so routes do not all get the same sequence of cases.
        { seed: SEED + index, numRuns: RUNS, endOnFailure: true, examples: ENCODING_EXAMPLES.map((example) => [example]) },
      ).catch((error: unknown) => {
        throw new Error(String(error instanceof Error ? error.message : error).slice(0, 1500));
      });
      expect(server.logs.slice(logsBefore).filter((line) => /^\[(GET|POST|PATCH|DELETE|PUT) /.test(line)), 'no failure was logged as a 500').toEqual([]);
    }, 120_000);
  }
});
