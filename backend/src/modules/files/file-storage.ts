import { createReadStream } from 'node:fs';
import { mkdir, rename, unlink } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { CopyObjectCommand, DeleteObjectCommand, GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { FileStore } from '@tus/file-store';
import { S3Store } from '@tus/s3-store';
import type { DataStore } from '@tus/server';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { S3StorageOptions } from '../uploads/index.ts';

/**
 * Where shared files live, private (never served as they are: downloads go through the API's
 * checks). Uploads arrive through tus into `datastore` in chunks; once finished the bytes are moved
 * to their final key (`files/<uuid>`, or `quarantine/<uuid>` once found infected). The same S3
 * settings as the uploaded images' (S3_BUCKET...) select the bucket; otherwise the disk under
 * DATA_DIR/files.
 */
export interface FileStorage {
  readonly datastore: DataStore;
  /** The bytes of a finished tus upload, before they are adopted. */
  readUpload(uploadId: string): Promise<Readable>;
  /** Moves a finished tus upload's bytes to `key` and forgets the upload. */
  adoptUpload(uploadId: string, key: string): Promise<void>;
  /** Forgets a finished upload that was refused, bytes and all. */
  discardUpload(uploadId: string): Promise<void>;
  read(key: string): Promise<Readable>;
  /**
   * A short-lived URL from which the member's browser fetches the bytes itself as an attachment named
   * `name` (the bucket serves them, not this server); null where the bytes are streamed instead (disk).
   */
  signedDownloadUrl(key: string, name: string, mime: string): Promise<string | null>;
  move(from: string, to: string): Promise<void>;
  /** A key already gone is not an error. */
  delete(key: string): Promise<void>;
  close(): void;
}

/** How long an unfinished upload may be resumed before the sweep removes it. */
const UNFINISHED_UPLOAD_MS = 24 * 60 * 60 * 1000;

/** Long enough to follow the redirect, short enough that a leaked URL is soon useless. */
export const SIGNED_DOWNLOAD_SECONDS = 60;

/** `files/<uuid>` or `quarantine/<uuid>`: no user input ever reaches a key. */
const STORAGE_KEY = /^(files|quarantine)\/[0-9a-f-]{36}$/;
function assertKey(key: string): string {
  if (!STORAGE_KEY.test(key)) throw new Error(`Bad file storage key ${key}`);
  return key;
}
/** Opened before it is handed out, so a missing file is an error here and not mid-response. */
async function opened(stream: Readable & { once: Readable['once'] }): Promise<Readable> {
  await new Promise<void>((resolve, reject) => stream.once('open', () => resolve()).once('error', reject));
  return stream;
}

/** An attachment (the download route's, and the bucket's answer to a signed URL) with the name in UTF-8 (RFC 5987) and a plain ASCII fallback. */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

const ignoreMissing = (error: NodeJS.ErrnoException) => {
  if (error.code !== 'ENOENT') throw error;
};

export class DiskFileStorage implements FileStorage {
  readonly datastore: FileStore;
  private readonly uploadsDir: string;
  private readonly storeDir: string;

  constructor(dir: string) {
    this.uploadsDir = path.join(dir, 'uploads');
    this.storeDir = path.join(dir, 'store');
    this.datastore = new FileStore({ directory: this.uploadsDir, expirationPeriodInMilliseconds: UNFINISHED_UPLOAD_MS });
  }

  private pathOf(key: string): string {
    return path.join(this.storeDir, assertKey(key));
  }

  private uploadPath(uploadId: string): string {
    return path.join(this.uploadsDir, path.basename(uploadId));
  }

  readUpload(uploadId: string): Promise<Readable> {
    return opened(createReadStream(this.uploadPath(uploadId)));
  }

  async discardUpload(uploadId: string): Promise<void> {
    await unlink(this.uploadPath(uploadId)).catch(ignoreMissing);
    await unlink(`${this.uploadPath(uploadId)}.json`).catch(ignoreMissing);
  }

  async adoptUpload(uploadId: string, key: string): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    await rename(this.uploadPath(uploadId), target);
    // The upload's bookkeeping (FileStore keeps it beside the bytes).
    await unlink(`${this.uploadPath(uploadId)}.json`).catch(ignoreMissing);
  }

  read(key: string): Promise<Readable> {
    return opened(createReadStream(this.pathOf(key)));
  }

  signedDownloadUrl(): Promise<string | null> {
    return Promise.resolve(null);
  }

  async move(from: string, to: string): Promise<void> {
    const target = this.pathOf(to);
    await mkdir(path.dirname(target), { recursive: true });
    await rename(this.pathOf(from), target);
  }

  async delete(key: string): Promise<void> {
    await unlink(this.pathOf(key)).catch(ignoreMissing);
  }

  close(): void {}
}

export class S3FileStorage implements FileStorage {
  readonly datastore: S3Store;
  private readonly client: S3Client;
  private readonly options: S3StorageOptions;

  constructor(options: S3StorageOptions) {
    this.options = options;
    const clientConfig = { region: options.region, endpoint: options.endpoint, credentials: options.credentials, forcePathStyle: options.forcePathStyle };
    this.client = new S3Client({ ...clientConfig, maxAttempts: 3 });
    this.datastore = new S3Store({ partSize: 8 * 1024 * 1024, expirationPeriodInMilliseconds: UNFINISHED_UPLOAD_MS, s3ClientConfig: { bucket: options.bucket, ...clientConfig } });
  }

  private objectKey(key: string): string {
    return `${this.options.prefix}${assertKey(key)}`;
  }

  async readUpload(uploadId: string): Promise<Readable> {
    const object = await this.client.send(new GetObjectCommand({ Bucket: this.options.bucket, Key: uploadId }));
    return object.Body as Readable;
  }

  async adoptUpload(uploadId: string, key: string): Promise<void> {
    const { bucket } = this.options;
    await this.client.send(new CopyObjectCommand({ Bucket: bucket, CopySource: `${bucket}/${encodeURIComponent(uploadId)}`, Key: this.objectKey(key) }));
    await this.discardUpload(uploadId);
  }

  async discardUpload(uploadId: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key: uploadId }));
    await this.client.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key: `${uploadId}.info` }));
  }

  async read(key: string): Promise<Readable> {
    const object = await this.client.send(new GetObjectCommand({ Bucket: this.options.bucket, Key: this.objectKey(key) }));
    return object.Body as Readable;
  }

  signedDownloadUrl(key: string, name: string, mime: string): Promise<string> {
    const command = new GetObjectCommand({
      Bucket: this.options.bucket,
      Key: this.objectKey(key),
      // The bucket answers with these, so the browser saves the file under its name and never renders it.
      ResponseContentDisposition: contentDisposition(name),
      ResponseContentType: mime,
    });
    return getSignedUrl(this.client, command, { expiresIn: SIGNED_DOWNLOAD_SECONDS });
  }

  async move(from: string, to: string): Promise<void> {
    const { bucket } = this.options;
    await this.client.send(new CopyObjectCommand({ Bucket: bucket, CopySource: `${bucket}/${this.objectKey(from)}`, Key: this.objectKey(to) }));
    await this.delete(from);
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key: this.objectKey(key) }));
  }

  close(): void {
    this.client.destroy();
  }
}

/** The bucket when S3_BUCKET is set (as for images), else the disk under DATA_DIR/files. */
export function fileStorageFor(config: { dataDir: string; s3: S3StorageOptions | null }): FileStorage {
  return config.s3 ? new S3FileStorage(config.s3) : new DiskFileStorage(path.join(config.dataDir, 'files'));
}

