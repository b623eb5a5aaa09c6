import { readFile as readFileFromDisk } from 'node:fs/promises';
import path from 'node:path';
import { DESKTOP_APP_ORIGIN } from '#shared/api/desktop-bridge.ts';
import { CAD_WORKER_ASSET, relaxScriptSrc } from '#shared/security/cad-worker-csp.ts';

/**
 * The embedded renderer, served from a privileged custom scheme (app://hardwarehub/...) by
 * `protocol.handle`. The handler is a plain Request -> Response function, so it is tested on real
 * Request/Response objects without Electron.
 *
 * - Files come only from the renderer build directory: a path that resolves outside it (encoded
 *   `..`, backslashes, NUL) is refused.
 * - Client-side routes (no file extension) get index.html: the SPA fallback.
 * - /uploads/... (images stored on the server's disk, addressed relative to the app) are fetched from
 *   the HardwareHub server. Only a raster image passes: whatever else the server (or whoever answers
 *   for it) sends would be a document on the app's own origin, where the bridge is. Redirects are
 *   neither followed nor passed on, for the same reason.
 * - Every answer carries a strict Content-Security-Policy whose connect-src is the configured server
 *   only: a response that does end up rendered as a document still runs no script but the app's.
 */
export const APP_SCHEME = 'app';
export const APP_HOST = 'hardwarehub';
export const APP_ORIGIN = DESKTOP_APP_ORIGIN;

/** For protocol.registerSchemesAsPrivileged, before the app is ready. */
export const APP_SCHEME_PRIVILEGES = {
  scheme: APP_SCHEME,
  // standard: URLs resolve like http (relative paths, origin); secure: a secure context, like https.
  privileges: { standard: true, secure: true, supportFetchAPI: true, stream: true, codeCache: true },
};

export const MIME_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.wasm': 'application/wasm',
};

const UPLOADS_PREFIX = '/uploads/';

/** The window's CSP: the app's own code and styles, the server for data, nothing else. */
export function contentSecurityPolicy(apiOrigin: string): string {
  const api = apiOrigin ? new URL(apiOrigin) : null;
  const socket = api ? `${api.protocol === 'https:' ? 'wss:' : 'ws:'}//${api.host}` : '';
  const sources = (...items: string[]) => items.filter(Boolean).join(' ');
  return [
    "default-src 'self'",
    "script-src 'self'",
    // Ant Design injects its CSS-in-JS as <style> elements.
    "style-src 'self' 'unsafe-inline'",
    // Listings may show images by web address (https); a local development server may be plain http.
    `img-src ${sources("'self'", 'data:', 'blob:', 'https:', api?.protocol === 'http:' ? api.origin : '')}`,
    "font-src 'self' data:",
    `connect-src ${sources("'self'", api?.origin ?? '', socket)}`,
    "frame-src 'none'",
    "object-src 'none'",
    "worker-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export interface AppProtocolOptions {
  /** The renderer build (index.html, assets/). */
  rootDir: string;
  /** The server's origin now (it can change in Settings), '' when none is set. */
  apiOrigin: () => string;
  /** Fetches from the server (Electron's net.fetch in the app). */
  fetchUpstream: (url: string, init: RequestInit) => Promise<Response>;
  readFile?: (file: string) => Promise<Buffer>;
}

/**
 * What /uploads may pass on: raster images. SVG is an image type too, but opened as a page it is a
 * document that runs script; the server stores WebP only.
 */
export function isPassableUpload(contentType: string | null): boolean {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  return type.startsWith('image/') && type !== 'image/svg+xml';
}

/** The file under rootDir a URL path names, or null when it would leave rootDir or cannot be decoded. */
export function resolveInside(rootDir: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const root = path.resolve(rootDir);
  const file = path.resolve(root, `.${path.posix.normalize(`/${decoded}`)}`);
  return file.startsWith(root + path.sep) ? file : null;
}

export function createAppProtocolHandler(options: AppProtocolOptions): (request: Request) => Promise<Response> {
  const readFile = options.readFile ?? readFileFromDisk;
  const root = path.resolve(options.rootDir);
  const securityHeaders = () => ({ 'X-Content-Type-Options': 'nosniff', 'Content-Security-Policy': contentSecurityPolicy(options.apiOrigin()) });
  const text = (status: number, body: string) => new Response(body, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', ...securityHeaders() } });

  async function serveFile(file: string, method: string): Promise<Response | null> {
    let body: Buffer;
    try {
      body = await readFile(file);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT' || code === 'EISDIR' || code === 'ENOTDIR') return null;
      throw error;
    }
    const ext = path.extname(file).toLowerCase();
    const policy = contentSecurityPolicy(options.apiOrigin());
    const headers = new Headers({
      'Content-Type': MIME_TYPES[ext] ?? 'application/octet-stream',
      'X-Content-Type-Options': 'nosniff',
      // The CAD reader worker alone may compile code (shared/security/cad-worker-csp.ts).
      'Content-Security-Policy': CAD_WORKER_ASSET.test(`/${path.relative(root, file).split(path.sep).join('/')}`) ? relaxScriptSrc(policy) : policy,
      // Vite's hashed file names never change content; everything else is checked each time.
      'Cache-Control': file.startsWith(path.join(root, 'assets') + path.sep) ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    if (ext === '.html') headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    return new Response(method === 'HEAD' ? null : new Uint8Array(body), { status: 200, headers });
  }

  return async (request) => {
    let url: URL;
    try {
      url = new URL(request.url);
    } catch {
      return text(400, 'Bad request');
    }
    // Node's URL gives non-special schemes an opaque origin, so scheme and host are compared instead.
    if (url.protocol !== `${APP_SCHEME}:` || url.host !== APP_HOST) return text(404, 'Not found');
    if (request.method !== 'GET' && request.method !== 'HEAD') return text(405, 'Method not allowed');

    if (url.pathname.startsWith(UPLOADS_PREFIX)) {
      const api = options.apiOrigin();
      if (!api || resolveInside(root, url.pathname) === null) return text(404, 'Not found');
      let upstream: Response;
      try {
        // 'manual': a redirect comes back as an answer (refused below), never followed to another place.
        upstream = await options.fetchUpstream(`${api}${url.pathname}${url.search}`, { method: request.method, redirect: 'manual' });
      } catch {
        return text(502, 'The HardwareHub server could not be reached.');
      }
      // Not a 2xx (an error page, a redirect, an opaque redirect): the image is not there. The upstream
      // body is dropped, never passed on.
      if (!upstream.ok || !isPassableUpload(upstream.headers.get('content-type'))) {
        void upstream.body?.cancel().catch(() => undefined);
        return upstream.ok ? text(415, 'Not an image') : text(404, 'Not found');
      }
      const headers = new Headers(securityHeaders());
      for (const name of ['content-type', 'content-length', 'cache-control', 'etag', 'last-modified']) {
        const value = upstream.headers.get(name);
        if (value) headers.set(name, value);
      }
      return new Response(upstream.body, { status: upstream.status, headers });
    }

    const file = resolveInside(root, url.pathname === '/' ? '/index.html' : url.pathname);
    if (file === null) return text(400, 'Bad request');
    const served = await serveFile(file, request.method);
    if (served) return served;
    // A client-side route (no extension): the app's shell. A missing asset stays a 404.
    if (path.extname(url.pathname) === '') {
      const shell = await serveFile(path.join(root, 'index.html'), request.method);
      if (shell) return shell;
    }
    return text(404, 'Not found');
  };
}
