import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

// The transport is read once, when the base api is first imported: the bridge is in place before that.
vi.hoisted(() => {
  (globalThis as { window?: unknown }).window = { hardwareHub: { apiOrigin: 'http://api.test/' } };
});

// Test files share their worker's modules: another file may have imported the base api before the
// bridge existed, so this file imports it afresh.
let authApi: (typeof import('./index.ts'))['authApi'];
let makeStore: (typeof import('../../lib/store/store.ts'))['makeStore'];
beforeAll(async () => {
  vi.resetModules();
  ({ authApi } = await import('./index.ts'));
  ({ makeStore } = await import('../../lib/store/store.ts'));
});

/**
 * The whole request path through the real RTK Query api, with a desktop bridge present:
 * the origin comes from the bridge, no cookie and no token travel from the page (the shell's main
 * process adds the session), and a 401 on GET /api/user means "no user".
 */
describe('base api with a desktop bridge', () => {
  afterEach(() => vi.unstubAllGlobals());
  afterAll(() => {
    delete (globalThis as { window?: unknown }).window;
  });

  function setup(responses: Response[]) {
    const requests: Request[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => {
        requests.push(request);
        const next = responses.shift();
        if (!next) throw new Error('unexpected request');
        return next;
      }),
    );
    return { store: makeStore(), requests };
  }

  it('treats 401 as anonymous and calls the bridge origin without credentials or token', async () => {
    const { store, requests } = setup([Response.json({ message: 'Not signed in' }, { status: 401 })]);
    const result = await store.dispatch(authApi.endpoints.getCurrentUser.initiate());
    expect(result.data).toBeNull();
    expect(result.isError).toBe(false);
    expect(requests[0]?.url).toBe('http://api.test/api/user');
    expect(requests[0]?.headers.get('Authorization')).toBeNull();
    expect(requests[0]?.credentials).toBe('omit');
  });

  it('rejects with an ApiError carrying field errors', async () => {
    const { store } = setup([Response.json({ message: 'Email taken', errors: { email: 'Email taken' } }, { status: 409 })]);
    const outcome = store.dispatch(
      authApi.endpoints.register.initiate({
        username: 'ada',
        email: 'ada@example.com',
        password: 'x',
        fullName: 'Ada',
        role: 'entrepreneur',
        dataConsent: true,
        privacyPolicyAccepted: true,
        termsAccepted: true,
      }),
    );
    await expect(outcome.unwrap()).rejects.toMatchObject({ kind: 'api-error', status: 409, message: 'Email taken', fieldErrors: { email: 'Email taken' } });
  });
});
