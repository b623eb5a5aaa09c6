import { z } from 'zod';
import { bodyId, textId } from './ids.ts';

/**
 * Files shared in a conversation (an accepted connection) or a project, or shown on a supplier profile
 * (`profile`: portfolio pictures and files, readable by any signed-in member; `certificate`: a
 * certification's certificate, readable by its uploader and the admins only), uploaded through tus
 * (POST/PATCH/HEAD/DELETE /api/files/uploads), then read through /api/files. The kind is found from
 * the content (the name's extension must agree with it where it names one).
 */
export const FILE_LIMITS = {
  maxBytes: 200 * 1024 * 1024,
  /** Longest original name kept (for display; the stored key never uses it). */
  nameLength: 200,
} as const;

export const FILE_KINDS = ['pdf', 'image', 'step', 'iges', 'stl', '3mf', 'obj', 'zip', 'xlsx', 'csv', 'docx'] as const;
export type FileKind = (typeof FILE_KINDS)[number];

/** `rfq`: a request for quote's files (its buyer's); `quote`: a supplier's files on their quote of a request (sourcing-schemas.ts). */
export const FILE_CONTEXTS = ['conversation', 'project', 'profile', 'certificate', 'rfq', 'quote'] as const;
export type FileContext = (typeof FILE_CONTEXTS)[number];

/** pending: waiting for the scanner; not_scanned: no scanner is configured (shown as such). */
export const SCAN_STATUSES = ['pending', 'clean', 'infected', 'not_scanned'] as const;
export type ScanStatus = (typeof SCAN_STATUSES)[number];

export const FILE_MESSAGES = {
  notFound: 'File not found.',
  uploadNotFound: 'Upload not found.',
  tooLarge: 'Files can be at most 200 MB.',
  empty: 'This file is empty.',
  lengthRequired: 'Say the size of the file (Upload-Length) when the upload starts.',
  oneUpload: 'Send each file as one upload (uploads cannot be joined).',
  badMetadata: 'The upload does not say where the file goes.',
  noFilename: 'Give the file a name.',
  badContext: 'Choose a conversation or a project for the file.',
  noConnection: 'Conversation not found.',
  noProject: 'Project not found.',
  noRfq: 'Request for quote not found.',
  revisionNotFound: 'The file this is a revision of was not found in this project.',
  revisionOnlyInProjects: 'Only project files have revisions.',
  notAccepted: (what: string) => `This file is not one HardwareHub accepts: it looks like ${what}.`,
  unknownType: 'This file is not one HardwareHub accepts. Upload PDF, images, CAD models (STEP, IGES, STL, 3MF, OBJ), ZIP archives, XLSX, CSV or DOCX.',
  nameMismatch: (extension: string, kind: string) => `This file is named .${extension} but its content is ${kind}. Rename it or upload the right file.`,
  notYetScanned: 'This file is still being checked for viruses. It can be downloaded once the check is done.',
  quarantined: 'This file was found to contain a virus and was removed.',
  quarantinedTitle: 'Virus found',
  quarantinedNotice: (name: string) => `${name} was found to contain a virus and was removed. No one can download it.`,
  deleteNotAllowed: 'Only the uploader (or the project owner, for project files) can delete this file.',
  unavailable: 'Files are unavailable right now. Please try again.',
} as const;

const filename = z
  .string({ error: FILE_MESSAGES.noFilename })
  .trim()
  .min(1, FILE_MESSAGES.noFilename)
  .max(FILE_LIMITS.nameLength * 2, FILE_MESSAGES.noFilename);

/**
 * The tus Upload-Metadata of a new upload: the name, and where the file goes. `revisionOf` (projects
 * only) makes it the next revision of that file. Other keys (tus clients add their own, e.g.
 * `filetype`) are dropped: only these are kept with the upload.
 */
export const fileUploadMetadataSchema = z.discriminatedUnion(
  'context',
  [
    z.object({ filename, context: z.literal('conversation'), connectionId: textId(FILE_MESSAGES.noConnection) }),
    z.object({
      filename,
      context: z.literal('project'),
      projectId: textId(FILE_MESSAGES.noProject),
      revisionOf: textId(FILE_MESSAGES.revisionNotFound).optional(),
    }),
    z.object({ filename, context: z.literal('profile') }),
    z.object({ filename, context: z.literal('certificate') }),
    z.object({ filename, context: z.literal('rfq'), rfqId: textId(FILE_MESSAGES.noRfq) }),
    z.object({ filename, context: z.literal('quote'), rfqId: textId(FILE_MESSAGES.noRfq) }),
  ],
  { error: FILE_MESSAGES.badContext },
);
export type FileUploadMetadata = z.input<typeof fileUploadMetadataSchema>;

/** GET /api/files?connectionId= | ?projectId= (exactly one). */
export const fileListQuerySchema = z.union(
  [z.strictObject({ connectionId: textId(FILE_MESSAGES.noConnection) }), z.strictObject({ projectId: textId(FILE_MESSAGES.noProject) })],
  { error: FILE_MESSAGES.badContext },
);

/** The kinds that are 3D models: their geometry is read on the server and they open in the 3D viewer. */
export const MODEL_KINDS = ['step', 'iges', 'stl', '3mf', 'obj'] as const satisfies readonly FileKind[];
export type ModelKind = (typeof MODEL_KINDS)[number];
export const isModelKind = (kind: FileKind): kind is ModelKind => (MODEL_KINDS as readonly FileKind[]).includes(kind);

/** Length units a model file may declare; 'unknown' where it declares none (STL, OBJ), read as millimetres. */
export const MODEL_UNITS = ['mm', 'cm', 'm', 'in', 'ft', 'unknown'] as const;

/**
 * A model's geometry as the server read it, in millimetres whatever the file's own unit: the axis-aligned
 * bounding box, the enclosed volume (null when the mesh is not closed, so no volume is meaningful), the
 * surface area, the triangle count of its mesh and, for STEP and IGES, the B-rep face count.
 */
export const modelGeometrySchema = z.object({
  units: z.enum(MODEL_UNITS),
  boundingBoxMm: z.object({ x: z.number().nonnegative(), y: z.number().nonnegative(), z: z.number().nonnegative() }),
  volumeMm3: z.number().nonnegative().nullable(),
  surfaceAreaMm2: z.number().nonnegative(),
  triangles: z.int().nonnegative(),
  faces: z.int().nonnegative().nullable(),
});
export type ModelGeometry = z.infer<typeof modelGeometrySchema>;

export const fileViewSchema = z.object({
  id: z.int(),
  name: z.string(),
  kind: z.enum(FILE_KINDS),
  mime: z.string(),
  size: z.int(),
  sha256: z.string(),
  scanStatus: z.enum(SCAN_STATUSES),
  scannedAt: z.string().nullable(),
  uploader: z.object({ id: z.int(), name: z.string() }),
  context: z.enum(FILE_CONTEXTS),
  connectionId: z.int().nullable(),
  projectId: z.int().nullable(),
  /** The first file of its revision chain (its own id for the first); revision 1, 2, ... */
  revisionOf: z.int().nullable(),
  revision: z.int(),
  /** Whether the viewer may download it now (scanned clean or not scanned; the uploader always). */
  downloadable: z.boolean(),
  /** A model's geometry once read (null for other kinds, before it is read, or when it could not be). */
  geometry: modelGeometrySchema.nullable(),
  createdAt: z.string(),
});
export type FileView = z.infer<typeof fileViewSchema>;

/** A listed file with its earlier revisions (newest first). */
export const fileListEntrySchema = fileViewSchema.extend({ earlierRevisions: z.array(fileViewSchema) });
export const fileListSchema = z.object({ files: z.array(fileListEntrySchema) });
export type FileList = z.infer<typeof fileListSchema>;

/**
 * file_status (realtime-events.ts): to the uploader (and, for a file sent in a conversation, its other
 * side) once the file's scan is done and, for a 3D model, again once its geometry has been read (or
 * found unreadable): the client reads the file again. `uploaderId` so the uploader alone is told of a virus.
 */
export const fileStatusEventSchema = z.object({
  fileId: bodyId(FILE_MESSAGES.notFound),
  name: z.string(),
  scanStatus: z.enum(SCAN_STATUSES),
  uploaderId: bodyId(FILE_MESSAGES.notFound),
});
export type FileStatusEvent = z.infer<typeof fileStatusEventSchema>;
