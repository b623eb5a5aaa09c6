import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { Socket } from 'node:net';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { Knex } from 'knex';
import type { Context } from 'koa';
import { LRUCache } from 'lru-cache';
import { Piscina } from 'piscina';
import { INERT_SHIELD, pageStylesheetLinks, SERVER_RENDER_FILES, SERVER_RENDER_MARKUP, type PublicPagePattern, type SignedInPagePattern } from '#shared/api/server-render.ts';
import { atOrigin, withPageHead } from './page-head.ts';
import { describeErrorForLog, logText } from '../http/log-text.ts';
import type { RenderedPage, RenderTask } from './server-render-worker.ts';

export interface ServerRenderOptions {
  /** A render slower than this is dropped for the plain app shell (the visitor waits for the app instead). */
  timeoutMs: number;
  /** Worker threads drawing pages. */
  threads: number;
  /** The site's public origin (APP_URL): public pages' canonical and Open Graph URLs. */
  origin: string;
}

/** How long a public page drawn for signed-out visitors is reused at most (a change in this process drops it at once: `invalidate`). */
const PUBLIC_PAGE_TTL_MS = 60_000;

interface ServerRenderBuild {
  patternOf: SignedInPagePattern;
  /** Absent in builds from before public pages were drawn. */
  publicPatternOf: PublicPagePattern | null;
  /** index.html, which the drawn page goes into. */
  template: string;
  pool: Piscina<RenderTask, RenderedPage | null>;
}

const ROOT = '<div id="root"></div>';

/** The renderer's server build, or null when the build has none (an older build, a test's fake dist). */
async function loadBuild(distDir: string, threads: number): Promise<ServerRenderBuild | null> {
  const files = [SERVER_RENDER_FILES.module, SERVER_RENDER_FILES.patterns, SERVER_RENDER_FILES.pageStyles, SERVER_RENDER_FILES.cssRules, 'index.html'];
  if (!files.every((file) => existsSync(path.join(distDir, file)))) return null;
  const [patterns, template] = await Promise.all([
    import(pathToFileURL(path.join(distDir, SERVER_RENDER_FILES.patterns)).href) as Promise<{ signedInPagePattern?: unknown; publicPagePattern?: unknown }>,
    readFile(path.join(distDir, 'index.html'), 'utf8'),
  ]);
  if (typeof patterns.signedInPagePattern !== 'function') throw new Error(`${SERVER_RENDER_FILES.patterns} has no signedInPagePattern`);
  if (!template.includes(ROOT)) throw new Error(`index.html has no ${ROOT}`);
  const pool = new Piscina<RenderTask, RenderedPage | null>({
    filename: pathToFileURL(path.join(import.meta.dirname, 'server-render-worker.ts')).href,
    workerData: { distDir },
    // One thread starts with the server, so the first visitor does not wait for the build to load.
    minThreads: 1,
    maxThreads: threads,
    // A render mostly waits for its API calls: a thread draws a few pages at once.
    concurrentTasksPerWorker: 4,
    // Tasks wait on I/O: an idle thread must keep its event loop running (no blocking Atomics.wait).
    atomics: 'disabled',
    idleTimeout: 60_000,
    // Overloaded, a visitor gets the app shell at once rather than a render that will time out.
    maxQueue: 'auto',
  });
  const publicPatternOf = typeof patterns.publicPagePattern === 'function' ? (patterns.publicPagePattern as PublicPagePattern) : null;
  return { patternOf: patterns.signedInPagePattern as SignedInPagePattern, publicPatternOf, template, pool };
}

/** Whether to draw the phone layout: the browser's client hint, else its User-Agent. */
function isMobile(ctx: Context): boolean {
  const hint = ctx.get('sec-ch-ua-mobile');
  return hint ? hint === '?1' : /Mobi|Android|iPhone/i.test(ctx.get('user-agent'));
}

/** This server as the visitor reached it, from inside: the address and port of the connection they came in on. */
function loopbackOrigin(socket: Socket): string {
  const address = socket.localAddress ?? '127.0.0.1';
  return `http://${address.includes(':') ? `[${address}]` : address}:${socket.localPort}`;
}

/**
 * Signed-in pages drawn by the server with the visitor's data (renderer/src/app/server-render.tsx,
 * in worker threads: server-render-worker.ts): the HTML is the page, not a blank shell waiting for
 * seconds of JavaScript. The response starts at once with index.html's <head>, so the browser
 * fetches the entry's stylesheet and scripts while the page is drawn; the page follows, with the
 * CSS it uses inline. A render that fails, takes longer than `timeoutMs` or finds the render queue
 * full is replaced by the empty #root of the plain app shell, which then works as always: a server
 * render is only ever a head start.
 */
export function createServerRender(distDir: string, options: ServerRenderOptions, log: (line: string) => void) {
  const build = loadBuild(distDir, options.threads).catch((error: unknown) => {
    log(`Server render disabled: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  });

  const publicPages = new LRUCache<string, { html: string; status: number }>({ max: 500, ttl: PUBLIC_PAGE_TTL_MS });
  let publicGeneration = 0;

  async function drawRoot(ctx: Context, loaded: ServerRenderBuild, pattern: string, mobile: boolean, page: RenderTask['page'] = 'signed-in', visitor: RenderTask['visitor'] = 'signed-in'): Promise<{ root: string; head?: string; notFound?: boolean } | null> {
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), options.timeoutMs)));
    try {
      // The page's path and query are what matter; the Host header is the client's to write.
      const url = new URL(ctx.originalUrl, 'http://localhost').href;
      // A signed-out visitor's page is drawn as anyone sees it: without their cookie (it may be kept for others).
      const cookie = visitor === 'anyone' ? '' : ctx.get('cookie');
      const task: RenderTask = { url, pattern, mobile, origin: loopbackOrigin(ctx.req.socket), cookie, timeoutMs: options.timeoutMs, page, visitor };
      // Past the timeout the render finishes in its thread (its API calls give up by then), unread.
      const drawn = await Promise.race([loaded.pool.run(task), timedOut]);
      if (!drawn || drawn === 'timeout') return null;
      const { drawnClass, sessionAttribute, signedInSession, viewportAttribute, renderedAtAttribute } = SERVER_RENDER_MARKUP;
      const session = visitor === 'anyone' ? 'signed-out' : signedInSession;
      const renderedAt = Number.isFinite(drawn.renderedAt) ? ` ${renderedAtAttribute}="${Math.trunc(drawn.renderedAt)}"` : '';
      const attributes = `class="${drawnClass}" ${sessionAttribute}="${session}"${mobile ? ` ${viewportAttribute}="mobile"` : ''}${renderedAt}`;
      // The CSS the page uses, inline before it: painted without waiting for (or parsing) the whole
      // stylesheets of its route, which follow the page.
      const css = `<style>${drawn.css.replace(/<\/style/gi, '<\\/style')}</style>`;
      const shield = session === signedInSession ? INERT_SHIELD : '';
      const state = `<script type="application/json" id="${SERVER_RENDER_MARKUP.stateScriptId}">${drawn.state}</script>`;
      const root = `${css}<div id="root" ${attributes}>${drawn.html}</div>${shield}${state}${pageStylesheetLinks(drawn.stylesheets)}`;
      return { root, ...(drawn.head ? { head: atOrigin(drawn.head, options.origin) } : {}), ...(drawn.notFound && { notFound: true }) };
    } catch (error) {
      log(`${logText`Server render of ${ctx.path} failed, sent the app shell:`} ${describeErrorForLog(error)}`);
      return null;
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    /** Answers with the drawn page and returns true, or returns false (not a signed-in page, no server build). */
    async serve(ctx: Context): Promise<boolean> {
      const loaded = await build;
      const pattern = loaded?.patternOf(ctx.path);
      if (!loaded || !pattern) return false;
      const head = loaded.template.slice(0, loaded.template.indexOf(ROOT));
      const tail = loaded.template.slice(loaded.template.indexOf(ROOT) + ROOT.length);
      const mobile = isMobile(ctx);

      const body = new PassThrough();
      ctx.status = 200;
      ctx.type = 'html';
      // The visitor's own data: never kept by a shared or browser cache.
      ctx.set('Cache-Control', 'private, no-store');
      ctx.body = body;
      body.write(head);
      void drawRoot(ctx, loaded, pattern, mobile).then((drawn) => {
        if (!body.destroyed) body.end((drawn?.root ?? ROOT) + tail);
      });
      return true;
    },

    /**
     * A public page drawn for any visitor, its head included, or false (not such a page, no build, the
     * render failed: the caller sends the app shell). Unlike a signed-in page, the head waits for the
     * render (its title and tags come from the page's data). A signed-out visitor's page is the same
     * for everyone: kept for PUBLIC_PAGE_TTL_MS, until a write to what pages show (`invalidate`).
     */
    async servePublic(ctx: Context, signedIn: boolean): Promise<boolean> {
      const loaded = await build;
      const pattern = loaded?.publicPatternOf?.(ctx.path);
      if (!loaded || !pattern) return false;
      const mobile = isMobile(ctx);
      const key = `${mobile ? 'm' : 'd'} ${ctx.originalUrl}`;
      let page = signedIn ? undefined : publicPages.get(key);
      if (!page) {
        const generation = publicGeneration;
        const drawn = await drawRoot(ctx, loaded, pattern, mobile, 'public', signedIn ? 'signed-in' : 'anyone');
        if (!drawn) return false;
        // A listing, post, resource or event that does not exist: the app's 404 page, with that status for crawlers and link checkers.
        page = { html: (drawn.head ? withPageHead(loaded.template, drawn.head) : loaded.template).replace(ROOT, drawn.root), status: drawn.notFound ? 404 : 200 };
        // A page drawn while its data changed is not kept.
        if (!signedIn && generation === publicGeneration) publicPages.set(key, page);
      }
      ctx.status = page.status;
      ctx.type = 'html';
      ctx.set('Cache-Control', signedIn ? 'private, no-store' : 'no-cache');
      ctx.body = page.html;
      return true;
    },

    /** Forgets the kept public pages (a listing, a rating or a seller changed). */
    invalidate(): void {
      publicGeneration++;
      publicPages.clear();
    },
    async close(): Promise<void> {
      await (await build)?.pool.destroy();
    },
  };
}

export type ServerRender = ReturnType<typeof createServerRender>;

const WRITE = /^\s*(insert|update|delete|replace)\b/i;
/** Tables whose rows public pages show: listings, their pictures and ratings, sellers' names. */
const SHOWN_ON_PUBLIC_PAGES = /\b(products|product_\w+|ratings|users)\b/i;

/**
 * Drops the kept public pages whenever this process writes what they show (knex's 'query' event,
 * whichever module writes), so a changed listing is drawn afresh at its next visit. Other
 * processes' pages follow within their PUBLIC_PAGE_TTL_MS. Returns the function that stops listening.
 */
export function dropPagesOnDataChange(knex: Knex, serverRender: Pick<ServerRender, 'invalidate'>): () => void {
  const onQuery = (query: { sql?: string }) => {
    const sql = query.sql ?? '';
    if (WRITE.test(sql) && SHOWN_ON_PUBLIC_PAGES.test(sql)) serverRender.invalidate();
  };
  knex.on('query', onQuery);
  return () => void knex.off('query', onQuery);
}
