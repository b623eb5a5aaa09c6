import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Router from '@koa/router';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dispatchByPath } from './router-dispatch.ts';

describe('dispatchByPath', () => {
  const entered: string[] = [];
  let server: http.Server;
  let base: string;

  beforeAll(async () => {
    const users = new Router();
    users.get('/api/users', (ctx) => void (ctx.body = 'users'));
    users.get('/api/users/:id', (ctx) => void (ctx.body = `user ${ctx.params.id}`));
    const notes = new Router();
    notes.get('/api/notes', (ctx) => void (ctx.body = 'notes'));
    notes.post('/api/notes/:id/read', (ctx) => void (ctx.body = `read ${ctx.params.id}`));
    // A route whose first segments are a parameter: its router is entered for every path.
    const anywhere = new Router();
    anywhere.get('/:section/about', (ctx) => void (ctx.body = `about ${ctx.params.section}`));
    const app = new Koa();
    app.use(dispatchByPath([users, notes, anywhere]));
    app.use((ctx) => {
      // A router that was entered leaves what it matched (maybe nothing); one that was not leaves nothing.
      entered.push(`${ctx.path} ${(ctx as { matched?: unknown[] }).matched ? 'entered' : 'skipped'}`);
      ctx.status = 404;
      ctx.body = 'not found';
    });
    server = http.createServer(app.callback());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const call = async (method: string, path: string) => {
    const response = await fetch(base + path, { method });
    return { status: response.status, body: await response.text(), allow: response.headers.get('allow') };
  };

  it('answers each route from its own router, whatever the case and a trailing slash', async () => {
    expect(await call('GET', '/api/users')).toMatchObject({ status: 200, body: 'users' });
    expect(await call('GET', '/api/users/7')).toMatchObject({ status: 200, body: 'user 7' });
    expect(await call('GET', '/API/Notes/')).toMatchObject({ status: 200, body: 'notes' });
    expect(await call('POST', '/api/notes/3/read')).toMatchObject({ status: 200, body: 'read 3' });
  });

  it('still answers a known path with the wrong method 405 with Allow, and OPTIONS with the methods', async () => {
    expect(await call('DELETE', '/api/users/7')).toMatchObject({ status: 405, allow: 'HEAD, GET' });
    expect(await call('OPTIONS', '/api/notes')).toMatchObject({ status: 200, allow: 'HEAD, GET' });
  });

  it('passes other paths on, through the routers whose routes may match anything', async () => {
    const noAnywhere = new Koa();
    const users = new Router();
    users.get('/api/users', (ctx) => void (ctx.body = 'users'));
    noAnywhere.use(dispatchByPath([users]));
    noAnywhere.use((ctx) => void (ctx.body = (ctx as { matched?: unknown[] }).matched ? 'entered' : 'skipped'));
    const alone = http.createServer(noAnywhere.callback());
    await new Promise<void>((resolve) => alone.listen(0, '127.0.0.1', resolve));
    const answer = await (await fetch(`http://127.0.0.1:${(alone.address() as AddressInfo).port}/api/other`)).text();
    await new Promise<void>((resolve) => alone.close(() => resolve()));
    expect(answer).toBe('skipped');

    entered.length = 0;
    expect(await call('GET', '/api/other')).toMatchObject({ status: 404, body: 'not found' });
    expect(await call('GET', '/team/about')).toMatchObject({ status: 200, body: 'about team' });
    expect(entered).toEqual(['/api/other entered']);
  });
});
