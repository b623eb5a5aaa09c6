import Router from '@koa/router';
import multer from '@koa/multer';
import type { Middleware } from 'koa';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { API_PATHS } from '#shared/api/api-paths.ts';
import type { UploadResult } from '#shared/schemas/upload-schemas.ts';
import { UPLOAD_LIMITS, UPLOAD_MESSAGES } from '#shared/constants/uploads.ts';
import { access, requireUser } from '../../http/access.ts';
import type { AppDeps, AppState } from '../../app-context.ts';
import { invalid, rateLimited, unavailable, type DomainError } from '../../domain/domain-errors.ts';
import { HttpError } from '../../http/http-error.ts';
import { processImage } from './image-processing.ts';
import { storeImage } from './image-storage.ts';
import { UploadService } from './upload-service.ts';

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
    if (!ctx.is('multipart/form-data')) throw invalid(UPLOAD_MESSAGES.noFiles);
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

function tooManyUploads(retryAfterMs: number): DomainError {
  return rateLimited(UPLOAD_MESSAGES.tooManyUploads(Math.max(1, Math.ceil(retryAfterMs / 60_000))), Math.ceil(retryAfterMs / 1000));
}

/**
 * Each member may upload UPLOAD_LIMITS.perMember images per window (every image counts, across
 * processes with Redis): a member who has spent it is refused before the files are read.
 */
function refuseSpentAllowance(deps: AppDeps): Middleware<AppState> {
  return async (ctx, next) => {
    const spent = await deps.limiters.uploadsByMember.get(String(requireUser(ctx).id));
    if (spent && spent.consumedPoints >= deps.limiters.uploadsByMember.points) throw tooManyUploads(spent.msBeforeNext);
    await next();
  };
}

/** POST /api/uploads: product images, checked, resized and stored. */
export function uploadRoutes(deps: AppDeps, uploads = new UploadService(deps)) {
  const router = new Router<AppState>();

  router.post(API_PATHS.uploads, access('signedIn'), refuseSpentAllowance(deps), readImages(), async (ctx) => {
    const user = requireUser(ctx);
    const files = (Array.isArray(ctx.request.files) ? ctx.request.files : []) as multer.File[];
    if (!files.length) throw invalid(UPLOAD_MESSAGES.noFiles);
    try {
      await deps.limiters.uploadsByMember.consume(String(user.id), files.length);
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) throw tooManyUploads(rejection.msBeforeNext);
      throw rejection;
    }
    // All checked before any is stored: one bad file refuses the batch, and nothing is left behind.
    const processed = [];
    for (const file of files) {
      const name = file.originalname.slice(0, 200);
      processed.push({ name, ...(await processImage(file.buffer, name)) });
    }
    // The rows first: an image being swept at this moment is kept (upload-service.ts).
    await uploads.record(user.id, processed.map((image) => image.key));
    const images: UploadResult['images'] = [];
    try {
      for (const image of processed) images.push({ ...(await storeImage(deps.imageStorage, image)), width: image.width, height: image.height, name: image.name });
    } catch (error) {
      // The disk full, the bucket unreachable or refusing: the member can try again; the log says why.
      deps.log(`Storing an upload failed: ${error instanceof Error ? error.message : String(error)}`);
      throw unavailable(UPLOAD_MESSAGES.failed);
    }
    ctx.status = 201;
    ctx.body = { images } satisfies UploadResult;
  });

  return router;
}
