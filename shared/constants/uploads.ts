/**
 * POST /api/uploads: product images as multipart form data, field `images`, one or more
 * files. JPEG, PNG or WebP (checked from the bytes, not the name), each up to 5 MB, up to 10 per
 * request (a listing holds 10). Each is stored as a display image and a thumbnail (WebP).
 */
export const UPLOAD_LIMITS = {
  field: 'images',
  maxBytes: 5 * 1024 * 1024,
  maxFiles: 10,
  /** Decoded size limit: a small file can unpack into a huge bitmap. */
  maxPixels: 40_000_000,
  types: ['image/jpeg', 'image/png', 'image/webp'],
  /** Images one member may upload per window (a listing holds 10: that is ten full listings). */
  perMember: 100,
  perMemberWindowMinutes: 10,
} as const;

export const UPLOAD_MESSAGES = {
  noFiles: 'Choose JPEG, PNG or WebP images to upload.',
  tooLarge: 'Each image must be 5 MB or smaller.',
  tooMany: `Upload at most ${UPLOAD_LIMITS.maxFiles} images at a time.`,
  notAnImage: (name: string) => `${name} is not a JPEG, PNG or WebP image.`,
  tooManyPixels: (name: string) => `${name} is too large in pixels (at most 40 megapixels).`,
  failed: 'Upload failed. Please try again.',
  tooManyUploads: (minutes: number) => `You have uploaded a lot of images in a short time. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
} as const;

/**
 * An uploaded display image's thumbnail, stored beside it (`/uploads/<hash>.webp` ->
 * `/uploads/<hash>-thumb.webp`, the same in a bucket); an image given by address is its own.
 */
export function thumbnailOf(url: string): string {
  return url.replace(/(\/[0-9a-f]{32})\.webp$/, '$1-thumb.webp');
}
