import { z } from 'zod';
import { formatCount } from '../format/numbers.ts';
import { connectionProjectSchema } from './connection-schemas.ts';
import { bodyId } from './ids.ts';

/**
 * The project fields an owner may keep behind the NDA. Name, stage and tags stay public: they are what
 * search, profiles and connection requests show, and a partner needs them to know what they would sign for.
 */
export const CONFIDENTIAL_PROJECT_FIELDS = ['description', 'requirements', 'budget', 'timeline'] as const;
export type ConfidentialProjectField = (typeof CONFIDENTIAL_PROJECT_FIELDS)[number];
export const CONFIDENTIAL_FIELD_LABELS: Record<ConfidentialProjectField, string> = {
  description: 'Description',
  requirements: 'Requirements',
  budget: 'Budget',
  timeline: 'Timeline',
};

export const NDA_TEXT_MIN = 200;
export const NDA_TEXT_MAX = 50_000;
export const SIGNER_NAME_MAX = 100;

export const NDA_MESSAGES = {
  signFirst: "This project requires a signed NDA. Sign the project's NDA to see its files and confidential details.",
  notRequired: 'This project does not require an NDA.',
  noVersion: 'Save the NDA text before requiring partners to sign it.',
  ownerSigns: 'You own this project: partners sign its NDA, you do not.',
  ownerOnly: "Only the project owner can manage this project's NDA.",
  alreadySigned: 'You have already signed this version of the NDA.',
  staleVersion: 'The NDA was updated since you opened it. Read the new version, then sign it.',
  nameRequired: 'Type your full name to sign.',
  nameTooLong: `Your name must be at most ${SIGNER_NAME_MAX} characters.`,
  nameMismatch: (accountName: string) => `Type your full name exactly as it appears on your account: ${accountName}.`,
  textTooShort: `The NDA text must be at least ${NDA_TEXT_MIN} characters.`,
  textTooLong: `The NDA text must be at most ${formatCount(NDA_TEXT_MAX)} characters.`,
  textUnchanged: 'This text is the same as the current version.',
  field: 'Choose the confidential fields from the list.',
  required: 'Say whether partners must sign the NDA.',
  nothingToUpdate: 'Nothing to update',
  version: 'Choose the NDA version you are signing.',
  signatureNotFound: 'Signed NDA not found.',
} as const;

/** Names compared as a person would: case, surrounding and repeated spaces and Unicode forms do not count. */
export function normalizeSignerName(name: string): string {
  return name.normalize('NFC').trim().replace(/\s+/g, ' ');
}
export function sameSignerName(typed: string, accountName: string): boolean {
  return normalizeSignerName(typed).toLocaleLowerCase('en-US') === normalizeSignerName(accountName).toLocaleLowerCase('en-US');
}

/** PATCH /api/projects/{id}/nda: whether partners must sign, and which fields it covers. */
export const ndaSettingsSchema = z
  .object({
    required: z.boolean({ error: NDA_MESSAGES.required }).optional(),
    confidentialFields: z
      .array(z.enum(CONFIDENTIAL_PROJECT_FIELDS, { error: NDA_MESSAGES.field }), { error: NDA_MESSAGES.field })
      .max(CONFIDENTIAL_PROJECT_FIELDS.length, NDA_MESSAGES.field)
      .transform((fields) => CONFIDENTIAL_PROJECT_FIELDS.filter((field) => fields.includes(field)))
      .optional(),
  })
  .refine((value) => value.required !== undefined || value.confidentialFields !== undefined, NDA_MESSAGES.nothingToUpdate);
export type NdaSettingsInput = z.input<typeof ndaSettingsSchema>;

/** POST /api/projects/{id}/nda/versions: the owner's edit of the text, saved as a new version. */
export const ndaVersionInputSchema = z.object({
  text: z
    .string({ error: NDA_MESSAGES.textTooShort })
    // Line endings are kept as \n, so the text signed (and its hash) does not depend on the browser.
    .transform((text) => text.replace(/\r\n?/g, '\n').trim())
    .pipe(z.string().min(NDA_TEXT_MIN, NDA_MESSAGES.textTooShort).max(NDA_TEXT_MAX, NDA_MESSAGES.textTooLong)),
});
export type NdaVersionInput = z.input<typeof ndaVersionInputSchema>;

const signerNameField = z
  .string({ error: NDA_MESSAGES.nameRequired })
  .transform(normalizeSignerName)
  .pipe(z.string().min(1, NDA_MESSAGES.nameRequired).max(SIGNER_NAME_MAX, NDA_MESSAGES.nameTooLong));

/**
 * POST /api/projects/{id}/nda/signatures: the click-wrap signature. `versionId` is the version the
 * partner read, so a text changed meanwhile is never signed unseen. The server also checks the typed
 * name against the account's full name (`sameSignerName`), which only it knows for sure.
 */
export const signNdaSchema = z.object({
  versionId: bodyId(NDA_MESSAGES.version),
  fullName: signerNameField,
});
export type SignNdaInput = z.input<typeof signNdaSchema>;

/** The sign form: the same fields, and the typed name must match the account's (the server checks it again). */
export const signNdaFormSchema = (accountName: string) =>
  z.object({
    fullName: signerNameField.refine((typed) => sameSignerName(typed, accountName), NDA_MESSAGES.nameMismatch(accountName)),
  });
export type SignNdaFormValues = { fullName: string };

const person = z.object({ id: z.int(), fullName: z.string() });

/** One saved text of a project's NDA. */
export const ndaVersionSchema = z.object({
  id: z.int(),
  number: z.int(),
  text: z.string(),
  /** SHA-256 (hex) of `text` exactly as stored and signed. */
  sha256: z.string(),
  author: person,
  createdAt: z.string(),
});
export type NdaVersion = z.infer<typeof ndaVersionSchema>;

/** A partner's signature of one version: the click-wrap record. */
export const ndaSignatureSchema = z.object({
  id: z.int(),
  projectId: z.int(),
  versionId: z.int(),
  versionNumber: z.int(),
  signer: person,
  typedName: z.string(),
  signedAt: z.string(),
  ip: z.string(),
  userAgent: z.string(),
  /** SHA-256 (hex) of the document text signed. */
  documentSha256: z.string(),
});
export type NdaSignature = z.infer<typeof ndaSignatureSchema>;

/** A partner of the project (an accepted connection about it) and the newest version they signed, if any. */
export const ndaPartnerSchema = person.extend({ signedVersion: z.int().nullable() });
export type NdaPartner = z.infer<typeof ndaPartnerSchema>;

/** GET /api/projects/{id}/nda: the owner's view. */
export const projectNdaSchema = z.object({
  projectId: z.int(),
  required: z.boolean(),
  confidentialFields: z.array(z.enum(CONFIDENTIAL_PROJECT_FIELDS)),
  /** Newest first. */
  versions: z.array(ndaVersionSchema),
  /** Newest first. */
  signatures: z.array(ndaSignatureSchema),
  partners: z.array(ndaPartnerSchema),
  /** HardwareHub's mutual NDA, filled in with the project and the owner: the starting text of a first version. */
  template: z.string(),
});
export type ProjectNda = z.infer<typeof projectNdaSchema>;

/** A project as one of its partners sees it: the confidential fields are null and listed in `hiddenFields` until they sign. */
export const sharedProjectSchema = connectionProjectSchema.extend({
  description: z.string().nullable(),
  requirements: z.string().nullable(),
  budget: z.string().nullable(),
  timeline: z.string().nullable(),
  hiddenFields: z.array(z.enum(CONFIDENTIAL_PROJECT_FIELDS)),
  owner: person,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SharedProject = z.infer<typeof sharedProjectSchema>;

/** GET /api/projects/{id}/shared: the project, the viewer's place and the NDA's state for them. */
export const sharedProjectViewSchema = z.object({
  project: sharedProjectSchema,
  role: z.enum(['owner', 'partner']),
  nda: z.object({
    required: z.boolean(),
    /** True while the viewer must sign before seeing the files and the confidential fields. */
    locked: z.boolean(),
    confidentialFields: z.array(z.enum(CONFIDENTIAL_PROJECT_FIELDS)),
    /** The version to sign (the newest), with its text; null when there is none. */
    current: ndaVersionSchema.nullable(),
    /** The viewer's newest signature, if any (it may be of an earlier version). */
    mySignature: ndaSignatureSchema.nullable(),
  }),
});
export type SharedProjectView = z.infer<typeof sharedProjectViewSchema>;

/** GET /api/shared-projects: the projects the member is a partner of, newest connection first. */
export const sharedProjectSummarySchema = z.object({
  id: z.int(),
  name: z.string(),
  status: z.string(),
  stage: z.string().nullable(),
  owner: person,
  ndaRequired: z.boolean(),
  locked: z.boolean(),
});
export type SharedProjectSummary = z.infer<typeof sharedProjectSummarySchema>;
