import { z } from 'zod';

/** GET /api/user/export?format=xlsx|csv (the export_data purchase). */
export const EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const exportQuerySchema = z.object({
  format: z.enum(EXPORT_FORMATS, { error: 'Choose the xlsx or csv format.' }).default('xlsx'),
});
