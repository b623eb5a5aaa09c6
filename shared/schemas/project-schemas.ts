import { z } from 'zod';
import { textId } from './ids.ts';
import { addToList, clearableText, textList, type AddToListResult } from './common-fields.ts';
import { CONFIDENTIAL_PROJECT_FIELDS } from './nda-schemas.ts';
import { publicUserSchema } from './user-schemas.ts';

/** /projects/create: stage values and their labels, in wizard order. */
export const PROJECT_STAGES = [
  { value: 'concept', label: 'Concept / Idea' },
  { value: 'design', label: 'Design Phase' },
  { value: 'prototype', label: 'Prototyping' },
  { value: 'mvp', label: 'Minimum Viable Product' },
  { value: 'production', label: 'Production Ready' },
  { value: 'scaling', label: 'Scaling / Manufacturing' },
] as const;
export const PROJECT_STAGE_VALUES = ['concept', 'design', 'prototype', 'mvp', 'production', 'scaling'] as const;
export type ProjectStage = (typeof PROJECT_STAGE_VALUES)[number];
export const PROJECT_STAGE_LABELS: Record<ProjectStage, string> = Object.fromEntries(
  PROJECT_STAGES.map((stage) => [stage.value, stage.label]),
) as Record<ProjectStage, string>;

/** Project statuses; the badge labels on /projects. */
export const PROJECT_STATUSES = ['draft', 'active', 'completed', 'cancelled'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];
export const PROJECT_STATUS_LABELS: Record<ProjectStatus, string> = {
  draft: 'Draft',
  active: 'Active',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/** A project is created as draft (default) or active. */
export const CREATION_STATUSES = ['draft', 'active'] as const satisfies readonly ProjectStatus[];
export const CREATION_STATUS_MESSAGE = 'A new project can only start as Draft or Active.';

/**
 * Project status: draft -> active; active -> completed | cancelled | draft. Transitions out of
 * completed or cancelled are "not shown"; we read them as final (a finished or cancelled project is a
 * record, and a new one is cheap to start).
 */
export const ALLOWED_STATUS_TRANSITIONS: Record<ProjectStatus, readonly ProjectStatus[]> = {
  draft: ['active'],
  active: ['completed', 'cancelled', 'draft'],
  completed: [],
  cancelled: [],
};

export function canChangeStatus(from: ProjectStatus, to: ProjectStatus): boolean {
  return ALLOWED_STATUS_TRANSITIONS[from].includes(to);
}

const joinOr = (items: string[]) => (items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`);

/** The 409 message for a refused move, naming the moves that are allowed. */
export function statusTransitionMessage(from: ProjectStatus, to: ProjectStatus): string {
  const allowed = ALLOWED_STATUS_TRANSITIONS[from].map((status) => PROJECT_STATUS_LABELS[status]);
  const refused = `Cannot move this project from ${PROJECT_STATUS_LABELS[from]} to ${PROJECT_STATUS_LABELS[to]}.`;
  if (!allowed.length) return `${refused} ${PROJECT_STATUS_LABELS[from]} projects cannot change status.`;
  return `${refused} From ${PROJECT_STATUS_LABELS[from]} it can only move to ${joinOr(allowed)}.`;
}

/** 17 suggested tags offered by the tag input. */
export const SUGGESTED_PROJECT_TAGS = [
  'IoT', 'Robotics', 'Wearable', 'PCB Design', 'AI/ML', 'AR/VR', 'Smart Home', 'Medical Devices', 'Consumer Electronics',
  'Embedded Systems', 'Sensors', 'Automotive', 'Energy', 'Industrial', '3D Printing', 'Bluetooth', 'Drones',
] as const;

export const MAX_PROJECT_TAGS = 20;
export const MAX_TAG_LENGTH = 30;
/** The 'Duplicate Tag' toast. */
export const DUPLICATE_TAG_TITLE = 'Duplicate Tag';
export const TAG_MESSAGES = {
  duplicate: 'This tag has already been added.',
  tooMany: `You can add at most ${MAX_PROJECT_TAGS} tags.`,
  tooLong: `Tags must be at most ${MAX_TAG_LENGTH} characters.`,
};

/** The tag input's Enter: trims, ignores blanks, refuses duplicates (case-insensitive). */
export function addProjectTag(tags: readonly string[], raw: string): AddToListResult {
  return addToList(tags, raw, MAX_PROJECT_TAGS, MAX_TAG_LENGTH, TAG_MESSAGES);
}

export const PROJECT_MESSAGES = {
  nameTooShort: 'Project name must be at least 3 characters',
  nameTooLong: 'Project name must be less than 100 characters',
  descriptionTooShort: 'Description must be at least 10 characters',
  descriptionTooLong: 'Description must be at most 5000 characters',
  stage: 'Please choose a valid stage',
  status: 'Unknown project status',
  terms: 'You must agree to the terms and conditions',
  nothingToUpdate: 'Nothing to update',
  notFound: "Project not found or you don't have permission to view it.",
  ownerOnly: 'Only the project owner can change this project.',
  ownerOnlyConnections: "Only the project owner can see this project's connections.",
} as const;

const nameField = z
  .string({ error: PROJECT_MESSAGES.nameTooShort })
  .trim()
  .min(3, PROJECT_MESSAGES.nameTooShort)
  .max(100, PROJECT_MESSAGES.nameTooLong);
const descriptionField = z
  .string({ error: PROJECT_MESSAGES.descriptionTooShort })
  .trim()
  .min(10, PROJECT_MESSAGES.descriptionTooShort)
  .max(5000, PROJECT_MESSAGES.descriptionTooLong);
/** A stage value; blank or null means none. */
const stageField = z
  .union([z.enum(PROJECT_STAGE_VALUES), z.literal(''), z.null()], { error: PROJECT_MESSAGES.stage })
  .optional()
  .transform((value) => (value === '' ? null : value));
const tagsField = textList(MAX_PROJECT_TAGS, MAX_TAG_LENGTH, TAG_MESSAGES);

/** The editable fields of Create project. Budget and timeline are free text. */
const projectFields = z.object({
  name: nameField,
  description: descriptionField,
  budget: clearableText(100),
  timeline: clearableText(100),
  stage: stageField,
  requirements: clearableText(5000),
  tags: tagsField.optional(),
});

/**
 * POST /api/projects body. `status` accepts any known status here so the server can answer a
 * completed/cancelled creation with the status machine's 409 (an unknown value is a 400).
 */
export const createProjectSchema = projectFields.extend({
  status: z.enum(PROJECT_STATUSES, { error: PROJECT_MESSAGES.status }).default('draft'),
});
export type CreateProjectInput = z.input<typeof createProjectSchema>;
export type CreateProjectPayload = z.output<typeof createProjectSchema>;

/** The create wizard: the payload plus the terms box (required, never sent), status draft or active. */
export const createProjectFormSchema = projectFields.extend({
  status: z.enum(CREATION_STATUSES, { error: PROJECT_MESSAGES.status }).default('draft'),
  terms: z.literal(true, { error: PROJECT_MESSAGES.terms }),
});
export type CreateProjectFormValues = z.input<typeof createProjectFormSchema>;

/** The in-place edit form (`/projects/{id}?edit=true`): the same rules, no status, no terms. */
export const editProjectFormSchema = projectFields;
export type EditProjectFormValues = z.input<typeof editProjectFormSchema>;

/** PATCH /api/projects/{id}: any subset of the editable fields and/or a status. */
export const updateProjectSchema = projectFields
  .partial()
  .extend({ status: z.enum(PROJECT_STATUSES, { error: PROJECT_MESSAGES.status }).optional() })
  .refine((value) => Object.values(value).some((field) => field !== undefined), PROJECT_MESSAGES.nothingToUpdate);
export type UpdateProjectInput = z.input<typeof updateProjectSchema>;
export type UpdateProjectPayload = z.output<typeof updateProjectSchema>;

/** A project as the API returns it. */
export const projectSchema = z.object({
  id: z.int(),
  userId: z.int(),
  name: z.string(),
  description: z.string(),
  status: z.enum(PROJECT_STATUSES),
  budget: z.string().nullable(),
  timeline: z.string().nullable(),
  stage: z.string().nullable(),
  requirements: z.string().nullable(),
  tags: z.array(z.string()),
  /** Connections filed under this project (the rows of the Connections tab), any status. */
  connectionCount: z.int(),
  /** The end of a running featured placement (a `featured_project` purchase), else null: shown as 'Featured'. */
  featuredUntil: z.string().nullable(),
  /** Set when the team hid the project; only its owner (and admins) still see it, with the reason. */
  hiddenAt: z.string().nullable(),
  hiddenReason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The owner's public profile; sent with GET /api/projects/{id}, not with the own list. */
  owner: publicUserSchema.optional(),
  /** Fields the project's NDA withholds from this viewer (sent blank) until they sign it; absent when none. */
  hiddenFields: z.array(z.enum(CONFIDENTIAL_PROJECT_FIELDS)).optional(),
});
export type Project = z.infer<typeof projectSchema>;

/** Route parameter `:id`: plain decimal digits of a positive id, anything else is treated as not found. */
export const idParamSchema = textId('Not found');
