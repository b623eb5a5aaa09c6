import { mkdir, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DeleteObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import send from 'koa-send';
import type { Middleware } from 'koa';

/**
 * Where uploaded images live. The disk (DATA_DIR/uploads, served at /uploads/) is the embedded
 * default; a bucket (S3-compatible) implements the same calls and hands out its own URLs.
 */
export interface ImageStorage {
  /** Stores the bytes under `key` (a file name: letters, digits, '-' and '.') and returns its public URL. */
  put(key: string, bytes: Buffer, contentType: string): Promise<string>;
  /** Removes what `put` stored under `key`; a key already gone is not an error. */
  delete(key: string): Promise<void>;
}

export const UPLOADS_PATH = '/uploads/';
/** A storage key, which is also a file name: no path, no leading dot. */
const STORAGE_KEY = /^[A-Za-z0-9][A-Za-z0-9.-]*$/;

function assertKey(key: string): void {
  if (!STORAGE_KEY.test(key)) throw new Error(`Bad storage key ${key}`);
}

/** Stores a processed image (image-processing.ts): the display WebP and its thumbnail beside it (`thumbnailOf`). */
export async function storeImage(storage: ImageStorage, image: { key: string; display: Buffer; thumbnail: Buffer }): Promise<{ url: string; thumbnailUrl: string }> {
  const url = await storage.put(`${image.key}.webp`, image.display, 'image/webp');
  const thumbnailUrl = await storage.put(`${image.key}-thumb.webp`, image.thumbnail, 'image/webp');
  return { url, thumbnailUrl };
}

/** Removes both files `storeImage` wrote for this key. */
export async function removeImage(storage: ImageStorage, key: string): Promise<void> {
  await storage.delete(`${key}.webp`);
  await storage.delete(`${key}-thumb.webp`);
}

export class DiskImageStorage implements ImageStorage {
  private readonly dir: string;

  constructor(dir: string) {
    this.dir = dir;
  }

  async put(key: string, bytes: Buffer): Promise<string> {
    assertKey(key);
    await mkdir(this.dir, { recursive: true });
    // Written aside, then renamed: a reader never sees half a file.
    const temporary = path.join(this.dir, `.${key}.${process.pid}.tmp`);
    await writeFile(temporary, bytes);
    await rename(temporary, path.join(this.dir, key));
    return `${UPLOADS_PATH}${key}`;
  }

  async delete(key: string): Promise<void> {
    assertKey(key);
    await unlink(path.join(this.dir, key)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
  }

  /**
   * Serves GET /uploads/<key>: the names are content hashes, so a file never changes (cached for a year).
   * Anything else under /uploads/ is a plain 404, never the web app's page (an image that is not there
   * must not answer 200 with HTML).
   */
  serve(): Middleware {
    return async (ctx, next) => {
      if (!ctx.path.startsWith(UPLOADS_PATH) || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
      const name = ctx.path.slice(UPLOADS_PATH.length);
      try {
        if (STORAGE_KEY.test(name) && (await send(ctx, name, { root: this.dir, immutable: true, maxage: 365 * 24 * 60 * 60 * 1000 }))) return;
      } catch (error) {
        const status = (error as { status?: number }).status;
        if (status !== 404 && status !== 400 && status !== 403) throw error;
      }
      ctx.status = 404;
      ctx.type = 'text/plain';
      ctx.set('Cache-Control', 'no-store');
      ctx.body = 'Not found';
    };
  }
}

export interface S3StorageOptions {
  bucket: string;
  /** Where the bucket's objects are read from (a CDN, the bucket's public URL): `${publicUrl}/${prefix}${key}`. */
  publicUrl: string;
  /** An S3-compatible service (MinIO, Cloudflare R2, Backblaze B2...); unset for AWS. */
  endpoint?: string;
  region: string;
  /** Unset: the AWS SDK's usual chain (environment, instance role...). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  forcePathStyle: boolean;
  prefix: string;
}

/** Uploaded images in an S3-compatible bucket (S3_BUCKET): the server writes them, the bucket or its CDN serves them. */
export class S3ImageStorage implements ImageStorage {
  private readonly client: S3Client;
  private readonly options: S3StorageOptions;

  constructor(options: S3StorageOptions) {
    this.options = options;
    this.client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      credentials: options.credentials,
      forcePathStyle: options.forcePathStyle,
      // Two attempts at most: an upload waits for this.
      maxAttempts: 2,
    });
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<string> {
    assertKey(key);
    const objectKey = `${this.options.prefix}${key}`;
    await this.client.send(
      new PutObjectCommand({ Bucket: this.options.bucket, Key: objectKey, Body: bytes, ContentType: contentType, CacheControl: 'public, max-age=31536000, immutable' }),
    );
    return `${this.options.publicUrl}/${objectKey}`;
  }

  async delete(key: string): Promise<void> {
    assertKey(key);
    // S3 answers a delete of a missing object with success.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key: `${this.options.prefix}${key}` }));
  }

  close(): void {
    this.client.destroy();
  }
}

/** The storage the configuration names: the bucket when S3_BUCKET is set, else the disk. */
export function imageStorageFor(config: { uploadsDir: string; s3: S3StorageOptions | null }): ImageStorage {
  return config.s3 ? new S3ImageStorage(config.s3) : new DiskImageStorage(config.uploadsDir);
}
