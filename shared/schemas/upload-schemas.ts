import { z } from 'zod';

/** What POST /api/uploads answers: the stored images (its limits and messages: constants/uploads.ts). */
export const uploadedImageSchema = z.object({
  /** The display image (at most 1600 px on its longer side). */
  url: z.string(),
  /** A 400 x 400 crop for cards and thumbnails. */
  thumbnailUrl: z.string(),
  width: z.int(),
  height: z.int(),
  /** The name the file had on the member's computer, for the form's list. */
  name: z.string(),
});
export const uploadResultSchema = z.object({ images: z.array(uploadedImageSchema) });
export type UploadedImage = z.infer<typeof uploadedImageSchema>;
export type UploadResult = z.infer<typeof uploadResultSchema>;
