import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import send from 'koa-send';
import type { Middleware } from 'koa';

/**
 * Where uploaded images live. The disk (DATA_DIR/uploads, served at /uploads/) is the embedded
 * default; a bucket (S3-compatible) implements the same two calls and hands out its own URLs.
 */
export interface ImageStorage {
  /** Stores the bytes under `key` (a file name: letters, digits, '-' and '.') and returns its public URL. */
  put(key: string, bytes: Buffer, contentType: string): Promise<string>;
}

export const UPLOADS_PATH = '/uploads/';

export class DiskImageStorage implements ImageStorage {
  private readonly dir: string;

  constructor(dir: string) {
    this.dir = dir;
  }

  async put(key: string, bytes: Buffer): Promise<string> {
    if (!/^[A-Za-z0-9][A-Za-z0-9.-]*$/.test(key)) throw new Error(`Bad storage key ${key}`);
    await mkdir(this.dir, { recursive: true });
    // Written aside, then renamed: a reader never sees half a file.
    const temporary = path.join(this.dir, `.${key}.${process.pid}.tmp`);
    await writeFile(temporary, bytes);
    await rename(temporary, path.join(this.dir, key));
    return `${UPLOADS_PATH}${key}`;
  }

  /** Serves GET /uploads/<key>: the names are content hashes, so a file never changes (cached for a year). */
  serve(): Middleware {
    return async (ctx, next) => {
      if (!ctx.path.startsWith(UPLOADS_PATH) || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
      const name = ctx.path.slice(UPLOADS_PATH.length);
      if (!/^[A-Za-z0-9][A-Za-z0-9.-]*$/.test(name)) return next();
      try {
        await send(ctx, name, { root: this.dir, immutable: true, maxage: 365 * 24 * 60 * 60 * 1000 });
      } catch (error) {
        if ((error as { status?: number }).status === 404) return next();
        throw error;
      }
    };
  }
}
