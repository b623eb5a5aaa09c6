import Router from '@koa/router';
import multer from '@koa/multer';
import type { Middleware } from 'koa';
import { API_PATHS } from '#shared/api/api-paths.ts';
import { UPLOAD_LIMITS, UPLOAD_MESSAGES, type UploadResult } from '#shared/schemas/upload-schemas.ts';
import { access } from '../../http/access.ts';
import type { AppDeps, AppState } from '../../app-context.ts';
import { badRequest, HttpError } from '../../http/http-error.ts';
import { requireUser } from '../auth/auth-routes.ts';
import { processImage } from './image-processing.ts';
import { storeImage } from './image-storage.ts';

/** Multer's refusals (limits, a part it cannot read) as the API's 400/413 with a message. */
const MULTER_MESSAGES: Record<string, [number, string]> = {
  LIMIT_FILE_SIZE: [413, UPLOAD_MESSAGES.tooLarge],
  LIMIT_FILE_COUNT: [400, UPLOAD_MESSAGES.tooMany],
  LIMIT_UNEXPECTED_FILE: [400, UPLOAD_MESSAGES.noFiles],
  LIMIT_PART_COUNT: [400, UPLOAD_MESSAGES.tooMany],
  LIMIT_FIELD_COUNT: [400, UPLOAD_MESSAGES.noFiles],
};

function readImages(): Middleware {
  const parse = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: UPLOAD_LIMITS.maxBytes, files: UPLOAD_LIMITS.maxFiles, fields: 5, parts: UPLOAD_LIMITS.maxFiles + 5, headerPairs: 100 },
  }).array(UPLOAD_LIMITS.field, UPLOAD_LIMITS.maxFiles);
  return async (ctx, next) => {
    if (!ctx.is('multipart/form-data')) throw badRequest(UPLOAD_MESSAGES.noFiles);
    try {
      await parse(ctx, async () => undefined);
    } catch (error) {
      const code = (error as { code?: string }).code ?? '';
      const [status, message] = MULTER_MESSAGES[code] ?? [400, UPLOAD_MESSAGES.noFiles];
      throw new HttpError(status, message);
    }
    await next();
  };
}

/** POST /api/uploads (issue 11): product images, checked, resized and stored. */
export function uploadRoutes(deps: AppDeps) {
  const router = new Router<AppState>();

  router.post(API_PATHS.uploads, access('signedIn'), readImages(), async (ctx) => {
    requireUser(ctx);
    const files = (Array.isArray(ctx.request.files) ? ctx.request.files : []) as multer.File[];
    if (!files.length) throw badRequest(UPLOAD_MESSAGES.noFiles);
    // All checked before any is stored: one bad file refuses the batch, and nothing is left behind.
    const processed = [];
    for (const file of files) {
      const name = file.originalname.slice(0, 200);
      processed.push({ name, ...(await processImage(file.buffer, name)) });
    }
    const images: UploadResult['images'] = [];
    try {
      for (const image of processed) images.push({ ...(await storeImage(deps.imageStorage, image)), width: image.width, height: image.height, name: image.name });
    } catch (error) {
      // The disk full, the bucket unreachable or refusing: the member can try again; the log says why.
      deps.log(`Storing an upload failed: ${error instanceof Error ? error.message : String(error)}`);
      throw new HttpError(503, UPLOAD_MESSAGES.failed);
    }
    ctx.status = 201;
    ctx.body = { images } satisfies UploadResult;
  });

  return router;
}
