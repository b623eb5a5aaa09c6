import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { workerData } from 'piscina';
import { SERVER_RENDER_FILES, SERVER_RENDER_MARKUP, type FetchRequestLike, type RenderPublicPage, type RenderSignedInPage, type ServerRenderedPage } from '#shared/api/server-render.ts';
import { criticalCss, usedClasses, type CssRule } from './critical-css.ts';

/**
 * A worker thread of the server render pool (server-render.ts): draws signed-in pages with the
 * renderer's server build, off the event loop that answers API calls and serves the page's own
 * stylesheet and scripts meanwhile.
 */
export interface RenderTask {
  url: string;
  /** The page's route pattern, which names its stylesheets. */
  pattern: string;
  mobile: boolean;
  /** This server's loopback origin (the connection the visitor came in on) and their cookie. */
  origin: string;
  cookie: string;
  /** The page's data requests give up after this; the main thread stops waiting then too. */
  timeoutMs: number;
  /** A signed-in page, or a public page (drawn for the signed-in visitor, or as anyone sees it). */
  page: 'signed-in' | 'public';
  visitor: 'signed-in' | 'anyone';
}

/** The drawn page plus the CSS its first paint needs (critical-css.ts) and its route's stylesheets. */
export interface RenderedPage extends ServerRenderedPage {
  css: string;
  stylesheets: string[];
}

const { distDir } = workerData as { distDir: string };
const readJson = async <T>(file: string) => JSON.parse(await readFile(path.join(distDir, file), 'utf8')) as T;
const build = import(pathToFileURL(path.join(distDir, SERVER_RENDER_FILES.module)).href) as Promise<{ renderSignedInPage: RenderSignedInPage; renderPublicPage?: RenderPublicPage }>;
const styles = Promise.all([readJson<Record<string, string[]>>(SERVER_RENDER_FILES.pageStyles), readJson<Record<string, CssRule[]>>(SERVER_RENDER_FILES.cssRules)]);

/**
 * The page's API GETs, made as the visitor (their cookie) against this server, through every
 * middleware an API call from their browser meets (session, access rules, no-store).
 */
function fetchAsVisitor({ origin, cookie, timeoutMs }: RenderTask): (request: FetchRequestLike) => Promise<Response> {
  const signal = AbortSignal.timeout(timeoutMs);
  return async (request) => {
    const url = new URL(request.url);
    if (request.method !== 'GET' || !url.pathname.startsWith('/api/')) return Response.json({ message: 'Not available while drawing a page' }, { status: 405 });
    return fetch(`${origin}${url.pathname}${url.search}`, { headers: { cookie, accept: 'application/json', 'accept-encoding': 'identity' }, signal });
  };
}

export default async function renderTask(task: RenderTask): Promise<RenderedPage | null> {
  const [{ renderSignedInPage, renderPublicPage }, [pageStyles, rules]] = await Promise.all([build, styles]);
  const request = { url: task.url, mobile: task.mobile, fetch: fetchAsVisitor(task) };
  const page =
    task.page === 'public' ? ((await renderPublicPage?.({ ...request, signedIn: task.visitor === 'signed-in' })) ?? null) : await renderSignedInPage(request);
  if (!page) return null;
  // #root's own class (server-render.ts) counts as used: global.css hides it from dark-theme readers.
  const classes = usedClasses(page.html).add(SERVER_RENDER_MARKUP.drawnClass);
  const stylesheets = pageStyles[task.pattern] ?? [];
  const css = stylesheets.map((file) => criticalCss(rules[file] ?? [], classes)).join('');
  return { ...page, css, stylesheets };
}
