import { createHash } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import { UPLOAD_LIMITS, UPLOAD_MESSAGES } from '#shared/constants/uploads.ts';
import { invalid } from '../../domain/domain-errors.ts';

export interface ProcessedImage {
  /** Content hash of the upload: the same file uploaded twice is stored once. */
  key: string;
  display: Buffer;
  thumbnail: Buffer;
  width: number;
  height: number;
}

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
const DISPLAY_SIZE = 1600;
const THUMBNAIL_SIZE = 400;

/**
 * Checks an upload from its bytes (the name and the browser's type are the sender's to choose: a
 * script renamed .jpg is refused here) and makes its display image and thumbnail, as WebP, turned
 * upright from the camera's EXIF orientation, with the metadata (GPS position included) left out.
 */
export async function processImage(bytes: Buffer, name: string): Promise<ProcessedImage> {
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw invalid(UPLOAD_MESSAGES.notAnImage(name));
  }
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) throw invalid(UPLOAD_MESSAGES.notAnImage(name));
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > UPLOAD_LIMITS.maxPixels) throw invalid(UPLOAD_MESSAGES.tooManyPixels(name));
  try {
    const source = sharp(bytes, { limitInputPixels: UPLOAD_LIMITS.maxPixels, failOn: 'error' }).rotate();
    const { data: display, info } = await source
      .clone()
      .resize(DISPLAY_SIZE, DISPLAY_SIZE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    const thumbnail = await source.clone().resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'cover', position: 'centre' }).webp({ quality: 75 }).toBuffer();
    const key = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
    return { key, display, thumbnail, width: info.width, height: info.height };
  } catch {
    // A truncated or corrupt file of an accepted type.
    throw invalid(UPLOAD_MESSAGES.notAnImage(name));
  }
}
