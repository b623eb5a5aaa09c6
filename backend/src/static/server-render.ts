import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { Socket } from 'node:net';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { Context } from 'koa';
import { Piscina } from 'piscina';
import { SERVER_RENDER_FILES, SERVER_RENDER_MARKUP, type SignedInPagePattern } from '#shared/api/server-render.ts';
import { describeErrorForLog, logText } from '../http/log-text.ts';
import type { RenderedPage, RenderTask } from './server-render-worker.ts';

export interface ServerRenderOptions {
  /** A render slower than this is dropped for the plain app shell (the visitor waits for the app instead). */
  timeoutMs: number;
  /** Worker threads drawing pages. */
  threads: number;
}

interface ServerRenderBuild {
  patternOf: SignedInPagePattern;
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
    import(pathToFileURL(path.join(distDir, SERVER_RENDER_FILES.patterns)).href) as Promise<{ signedInPagePattern?: unknown }>,
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
  return { patternOf: patterns.signedInPagePattern as SignedInPagePattern, template, pool };
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

  async function drawRoot(ctx: Context, loaded: ServerRenderBuild, pattern: string, mobile: boolean): Promise<string | null> {
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), options.timeoutMs)));
    try {
      // The page's path and query are what matter; the Host header is the client's to write.
      const url = new URL(ctx.originalUrl, 'http://localhost').href;
      const task: RenderTask = { url, pattern, mobile, origin: loopbackOrigin(ctx.req.socket), cookie: ctx.get('cookie'), timeoutMs: options.timeoutMs };
      // Past the timeout the render finishes in its thread (its API calls give up by then), unread.
      const page = await Promise.race([loaded.pool.run(task), timedOut]);
      if (!page || page === 'timeout') return null;
      const { drawnClass, sessionAttribute, signedInSession, viewportAttribute } = SERVER_RENDER_MARKUP;
      const attributes = `class="${drawnClass}" ${sessionAttribute}="${signedInSession}"${mobile ? ` ${viewportAttribute}="mobile"` : ''}`;
      // The CSS the page uses, inline before it: painted without waiting for (or parsing) the whole
      // stylesheets of its route, which the app loads with its code.
      const css = `<style>${page.css.replace(/<\/style/gi, '<\\/style')}</style>`;
      return `${css}<div id="root" ${attributes}>${page.html}</div><script type="application/json" id="${SERVER_RENDER_MARKUP.stateScriptId}">${page.state}</script>`;
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
      const hint = ctx.get('sec-ch-ua-mobile');
      const mobile = hint ? hint === '?1' : /Mobi|Android|iPhone/i.test(ctx.get('user-agent'));

      const body = new PassThrough();
      ctx.status = 200;
      ctx.type = 'html';
      // The visitor's own data: never kept by a shared or browser cache.
      ctx.set('Cache-Control', 'private, no-store');
      ctx.body = body;
      body.write(head);
      void drawRoot(ctx, loaded, pattern, mobile).then((root) => {
        if (!body.destroyed) body.end((root ?? ROOT) + tail);
      });
      return true;
    },
    async close(): Promise<void> {
      await (await build)?.pool.destroy();
    },
  };
}

export type ServerRender = ReturnType<typeof createServerRender>;
