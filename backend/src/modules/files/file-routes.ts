import { Readable } from 'node:stream';
import Router from '@koa/router';
import { Server as TusServer } from '@tus/server';
import { API_PATHS } from '#shared/api/api-paths.ts';
import { FILE_LIMITS, FILE_MESSAGES, fileListQuerySchema } from '#shared/schemas/file-schemas.ts';
import type { AppContext, AppState } from '../../app-context.ts';
import { idParamOr404, invalid, notFound, parseInput } from '../../domain/domain-errors.ts';
import { access, requireUser } from '../../http/access.ts';
import { HttpError } from '../../http/http-error.ts';
import type { FileService, UploadTarget } from './file-service.ts';
import { contentDisposition, type FileStorage } from './file-storage.ts';

const fileId = (raw: string | undefined) => idParamOr404(raw, FILE_MESSAGES.notFound);
/** tus upload ids as @tus/server names them (32 hex digits). */
const UPLOAD_ID = /^[0-9a-f]{32}$/;

/** The tus server for shared files: chunks go to the storage's datastore; the routes below check who may send them. */
export function createTusServer(storage: FileStorage): TusServer {
  return new TusServer({
    path: API_PATHS.fileUploads,
    datastore: storage.datastore,
    maxSize: FILE_LIMITS.maxBytes,
    relativeLocation: true,
    // The API's CORS middleware answers for every route; tus must not add its own `*`.
    allowedOrigins: [],
    respectForwardedHeaders: false,
    disableTerminationForFinishedUploads: true,
  });
}

/**
 * Shared files. Uploads speak tus: POST creates (its Upload-Metadata says where the file goes, and
 * the member must be a party there), PATCH appends, HEAD says how much arrived, DELETE cancels; only
 * the member who created an upload may touch it. The PATCH that completes an upload records the
 * file (or refuses it, with the reason). Reads and deletes follow FileService's rules.
 */
export function fileRoutes(files: FileService, storage: FileStorage, tus: TusServer) {
  const router = new Router<AppState>();

  router.post(API_PATHS.fileUploads, access('party'), async (ctx) => {
    const user = requireUser(ctx);
    if (ctx.get('upload-concat')) throw invalid(FILE_MESSAGES.oneUpload);
    const length = ctx.get('upload-length');
    if (!/^[0-9]{1,15}$/.test(length)) throw invalid(FILE_MESSAGES.lengthRequired);
    if (Number(length) > FILE_LIMITS.maxBytes) throw new HttpError(413, FILE_MESSAGES.tooLarge);
    if (Number(length) === 0) throw invalid(FILE_MESSAGES.empty);
    const metadata = parseTusMetadata(ctx.get('upload-metadata'));
    if (!metadata) throw invalid(FILE_MESSAGES.badMetadata);
    const target = await files.authorizeUpload(user, metadata);
    // What tus keeps with the upload is what was checked, plus its uploader (never what the client said).
    ctx.req.headers['upload-metadata'] = encodeTusMetadata({ ...stringValues(target), uploaderId: String(user.id) });
    const response = await passToTus(ctx, tus);
    await answerFromTus(ctx, response, async () => {
      if (response.headers.get('upload-offset') !== length) return;
      const file = await files.finishUpload(uploadIdOf(response.headers.get('location')), user.id, target, Number(length));
      ctx.set('X-File-Id', String(file.id));
    });
  });

  // One handler for the upload's own calls: only its creator gets past the ownership check.
  const ownUpload = async (ctx: AppContext) => {
    const user = requireUser(ctx);
    const uploadId = String(ctx.params.uploadId ?? '');
    if (!UPLOAD_ID.test(uploadId)) throw notFound(FILE_MESSAGES.uploadNotFound);
    const upload = await storage.datastore.getUpload(uploadId).catch(() => null);
    if (!upload || upload.metadata?.uploaderId !== String(user.id)) throw notFound(FILE_MESSAGES.uploadNotFound);
    const response = await passToTus(ctx, tus);
    await answerFromTus(ctx, response, async () => {
      if (ctx.method !== 'PATCH' || upload.size === undefined || response.headers.get('upload-offset') !== String(upload.size)) return;
      const target = targetFrom(upload.metadata);
      const file = await files.finishUpload(uploadId, user.id, target, upload.size);
      ctx.set('X-File-Id', String(file.id));
    });
  };
  router.patch(API_PATHS.fileUpload, access('owner'), ownUpload);
  router.head(API_PATHS.fileUpload, access('owner'), ownUpload);
  router.delete(API_PATHS.fileUpload, access('owner'), ownUpload);

  router.get(API_PATHS.files, access('party'), async (ctx) => {
    const user = requireUser(ctx);
    ctx.body = await files.list(user, parseInput(fileListQuerySchema, ctx.query));
  });

  router.get(API_PATHS.file, access('party'), async (ctx) => {
    ctx.body = await files.get(requireUser(ctx), fileId(ctx.params.id));
  });

  router.get(API_PATHS.fileDownload, access('party'), async (ctx) => {
    const download = await files.openDownload(requireUser(ctx), fileId(ctx.params.id));
    const { file } = download;
    if ('url' in download) {
      // The bucket serves the bytes (as an attachment, with the recorded type): this server only checked who asks.
      ctx.set('Cache-Control', 'no-store');
      ctx.redirect(download.url);
      return;
    }
    ctx.set('Content-Disposition', contentDisposition(file.name));
    ctx.set('X-Content-Type-Options', 'nosniff');
    // Opened by itself in a tab anyway, it runs nothing.
    ctx.set('Content-Security-Policy', "default-src 'none'; sandbox");
    // Every recorded MIME type is one of the accepted kinds' (never HTML or SVG); the download is an attachment regardless.
    ctx.type = file.mime;
    ctx.length = Number(file.size);
    ctx.body = download.stream;
  });

  router.delete(API_PATHS.file, access('owner'), async (ctx) => {
    await files.delete(requireUser(ctx), fileId(ctx.params.id));
    ctx.status = 204;
  });

  return router;
}

/** The request as tus reads it: the same method, path and headers, the body streamed through. */
function passToTus(ctx: AppContext, tus: TusServer): Promise<Response> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(ctx.req.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  // A body only as tus takes one (its chunks); a JSON body or none is not read.
  const chunk = (ctx.method === 'PATCH' || ctx.method === 'POST') && ctx.is('application/offset+octet-stream');
  const request = new Request(new URL(ctx.url, 'http://localhost'), {
    method: ctx.method,
    headers,
    body: chunk ? (Readable.toWeb(ctx.req) as ReadableStream<Uint8Array>) : undefined,
    duplex: 'half',
  } as RequestInit);
  return tus.handleWeb(request);
}

/** tus's answer as the API's: its headers (not its CORS ones), its errors as JSON {message}. */
async function answerFromTus(ctx: AppContext, response: Response, onSuccess: () => Promise<void>): Promise<void> {
  const text = await response.text();
  if (response.status >= 400) throw new HttpError(response.status, text.trim() || FILE_MESSAGES.unavailable);
  await onSuccess();
  response.headers.forEach((value, name) => {
    if (!/^(access-control-|content-length$|content-type$)/i.test(name)) ctx.set(name, value);
  });
  ctx.status = response.status;
  if (text && response.status !== 204) ctx.body = text;
}

function uploadIdOf(location: string | null): string {
  const id = location?.split('/').pop() ?? '';
  if (!UPLOAD_ID.test(id)) throw new Error(`tus answered an unexpected Location ${location}`);
  return id;
}

/** The target stored with an upload at its creation (checked then; its party is checked again at the finish). */
function targetFrom(metadata: Record<string, string | null> | undefined): UploadTarget {
  const m = metadata ?? {};
  if (m.context === 'conversation') return { context: 'conversation', filename: m.filename ?? '', connectionId: Number(m.connectionId) };
  if (m.context === 'profile' || m.context === 'certificate') return { context: m.context, filename: m.filename ?? '' };
  if (m.context === 'rfq' || m.context === 'quote') return { context: m.context, filename: m.filename ?? '', rfqId: Number(m.rfqId) };
  return { context: 'project', filename: m.filename ?? '', projectId: Number(m.projectId), ...(m.revisionOf ? { revisionOf: Number(m.revisionOf) } : {}) };
}

function stringValues(target: UploadTarget): Record<string, string> {
  return Object.fromEntries(Object.entries(target).filter(([, value]) => value !== undefined).map(([key, value]) => [key, String(value)]));
}

/** tus Upload-Metadata: `key base64value` pairs separated by commas; null when malformed. */
export function parseTusMetadata(header: string): Record<string, string> | null {
  if (!header.trim() || header.length > 4096) return null;
  const result: Record<string, string> = {};
  for (const pair of header.split(',')) {
    const match = /^\s*([A-Za-z0-9_.-]{1,64})(?: ([A-Za-z0-9+/]*={0,2}))?\s*$/.exec(pair);
    if (!match || match[1]! in result || match[1] === '__proto__') return null;
    result[match[1]!] = Buffer.from(match[2] ?? '', 'base64').toString('utf8');
  }
  return result;
}

function encodeTusMetadata(values: Record<string, string>): string {
  return Object.entries(values).map(([key, value]) => `${key} ${Buffer.from(value, 'utf8').toString('base64')}`).join(',');
}
