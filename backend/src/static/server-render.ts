import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { Socket } from 'node:net';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { Context } from 'koa';
import {
  SERVER_RENDER_FILES,
  SERVER_RENDER_MARKUP,
  type FetchRequestLike,
  type RenderSignedInPage,
  type SignedInPagePattern,
} from '#shared/api/server-render.ts';

export interface ServerRenderOptions {
  /** A render slower than this is dropped for the plain app shell (the visitor waits for the app instead). */
  timeoutMs: number;
}

interface ServerRenderBuild {
  render: RenderSignedInPage;
  patternOf: SignedInPagePattern;
  /** Route pattern -> index.html linking that page's stylesheet (scripts/build-renderer.ts). */
  templates: Record<string, string>;
}

const ROOT = '<div id="root"></div>';

/** The renderer's server build, or null when the build has none (an older build, a test's fake dist). */
async function loadBuild(distDir: string): Promise<ServerRenderBuild | null> {
  const modulePath = path.join(distDir, SERVER_RENDER_FILES.module);
  const templatesPath = path.join(distDir, SERVER_RENDER_FILES.templates);
  if (!existsSync(modulePath) || !existsSync(templatesPath)) return null;
  const [module, templates] = await Promise.all([
    import(pathToFileURL(modulePath).href) as Promise<{ renderSignedInPage?: unknown; signedInPagePattern?: unknown }>,
    readFile(templatesPath, 'utf8').then((json) => JSON.parse(json) as Record<string, string>),
  ]);
  if (typeof module.renderSignedInPage !== 'function' || typeof module.signedInPagePattern !== 'function') {
    throw new Error(`${modulePath} lacks renderSignedInPage or signedInPagePattern`);
  }
  return { render: module.renderSignedInPage as RenderSignedInPage, patternOf: module.signedInPagePattern as SignedInPagePattern, templates };
}

/** This server as the visitor reached it, from inside: the address and port of the connection they came in on. */
function loopbackOrigin(socket: Socket): string {
  const address = socket.localAddress ?? '127.0.0.1';
  return `http://${address.includes(':') ? `[${address}]` : address}:${socket.localPort}`;
}

/**
 * The page's API GETs, made as the visitor (their cookie) against this server, through every
 * middleware an API call from their browser meets (session, access rules, no-store).
 */
function fetchAsVisitor(ctx: Context, signal: AbortSignal): (request: FetchRequestLike) => Promise<Response> {
  const origin = loopbackOrigin(ctx.req.socket);
  const cookie = ctx.get('cookie');
  return async (request) => {
    const url = new URL(request.url);
    if (request.method !== 'GET' || !url.pathname.startsWith('/api/')) return Response.json({ message: 'Not available while drawing a page' }, { status: 405 });
    return fetch(`${origin}${url.pathname}${url.search}`, { headers: { cookie, accept: 'application/json', 'accept-encoding': 'identity' }, signal });
  };
}

/**
 * Signed-in pages drawn by the server with the visitor's data (renderer/src/app/server-render.tsx):
 * the HTML is the page, not a blank shell waiting for seconds of JavaScript. The response starts at
 * once with the page's <head>, so the browser fetches its stylesheet and scripts while the server
 * draws; the page follows. A render that fails or takes longer than `timeoutMs` is replaced by the
 * empty #root of the plain app shell, which then works as always: a server render is only ever a
 * head start.
 */
export function createServerRender(distDir: string, options: ServerRenderOptions, log: (line: string) => void) {
  // Loaded at start-up, not by the first visitor (the build is one large module).
  const build = loadBuild(distDir).catch((error: unknown) => {
    log(`Server render disabled: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  });

  async function drawRoot(ctx: Context, loaded: ServerRenderBuild, mobile: boolean): Promise<string | null> {
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(), options.timeoutMs);
    try {
      // The page's path and query are what matter; the Host header is the client's to write.
      const url = new URL(ctx.originalUrl, 'http://localhost').href;
      const timedOut = new Promise<null>((resolve) => abort.signal.addEventListener('abort', () => resolve(null), { once: true }));
      const page = await Promise.race([loaded.render({ url, mobile, fetch: fetchAsVisitor(ctx, abort.signal) }), timedOut]);
      if (!page) return null;
      const attributes = `class="hh-prerendered" ${SERVER_RENDER_MARKUP.sessionAttribute}="signed-in"${mobile ? ` ${SERVER_RENDER_MARKUP.viewportAttribute}="mobile"` : ''}`;
      return `<div id="root" ${attributes}>${page.html}</div><script type="application/json" id="${SERVER_RENDER_MARKUP.stateScriptId}">${page.state}</script>`;
    } catch (error) {
      if (!abort.signal.aborted) log(`Server render of ${ctx.path} failed, sent the app shell: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      return null;
    } finally {
      clearTimeout(timer);
    }
  }

  /** Answers with the drawn page and returns true, or returns false (not a signed-in page, no server build). */
  return async function serveSignedInPage(ctx: Context): Promise<boolean> {
    const loaded = await build;
    const pattern = loaded?.patternOf(ctx.path);
    const template = pattern ? loaded?.templates[pattern] : undefined;
    if (!loaded || !template?.includes(ROOT)) return false;
    const [head, tail] = [template.slice(0, template.indexOf(ROOT)), template.slice(template.indexOf(ROOT) + ROOT.length)];
    const hint = ctx.get('sec-ch-ua-mobile');
    const mobile = hint ? hint === '?1' : /Mobi|Android|iPhone/i.test(ctx.get('user-agent'));

    const body = new PassThrough();
    ctx.status = 200;
    ctx.type = 'html';
    // The visitor's own data: never kept by a shared or browser cache.
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = body;
    body.write(head);
    void drawRoot(ctx, loaded, mobile).then((root) => {
      if (!body.destroyed) body.end((root ?? ROOT) + tail);
    });
    return true;
  };
}
