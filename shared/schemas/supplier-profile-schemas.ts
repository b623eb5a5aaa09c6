import { z } from 'zod';
import { MANUFACTURING_METHOD_LABELS, MANUFACTURING_METHODS, MATERIAL_LABELS, MATERIALS } from '../constants/ai-tools.ts';
import type { Role } from '../constants/roles.ts';
import { textList } from './common-fields.ts';
import { FILE_KINDS } from './file-schemas.ts';
import { bodyId } from './ids.ts';

/**
 * A manufacturer's or supplier's profile as a buyer judges it (GET/PUT /api/user/supplier-profile, shown on
 * GET /api/users/:id): what they make and from what, their certifications (each reviewed by the team
 * against its certificate file), their shop floor's numbers and a portfolio of parts.
 * Capabilities and materials hold the cost engine's ids for the listed ones and free text for the rest.
 */

export const SUPPLIER_PROFILE_ROLES = ['manufacturer', 'supplier'] as const satisfies readonly Role[];
export const hasSupplierProfile = (role: string | null | undefined) => (SUPPLIER_PROFILE_ROLES as readonly string[]).includes(role ?? '');

export const CERTIFICATIONS = [
  { id: 'iso_9001', label: 'ISO 9001' },
  { id: 'iso_13485', label: 'ISO 13485' },
  { id: 'iatf_16949', label: 'IATF 16949' },
  { id: 'as9100', label: 'AS9100' },
  { id: 'itar', label: 'ITAR registration' },
  { id: 'ul', label: 'UL' },
  { id: 'rohs_reach', label: 'RoHS/REACH' },
] as const;
export type CertificationId = (typeof CERTIFICATIONS)[number]['id'];
export const CERTIFICATION_IDS = CERTIFICATIONS.map((c) => c.id) as [CertificationId, ...CertificationId[]];
export const CERTIFICATION_LABELS = Object.fromEntries(CERTIFICATIONS.map((c) => [c.id, c.label])) as Record<CertificationId, string>;

export const CERTIFICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type CertificationStatus = (typeof CERTIFICATION_STATUSES)[number];

export const COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-1000', '1000+'] as const;
export type CompanySize = (typeof COMPANY_SIZES)[number];

export const SUPPLIER_LIMITS = {
  /** Above every plan's capability allowance (Pro is 'unlimited'): the hard cap. */
  capabilities: 40,
  materials: 40,
  entryLength: 60,
  equipment: 40,
  equipmentLength: 120,
  factoryLocations: 10,
  locationLength: 120,
  languages: 15,
  languageLength: 40,
  capacityUnitLength: 40,
  portfolioItems: 24,
  portfolioFiles: 8,
} as const;

export const SUPPLIER_PROFILE_MESSAGES = {
  rolesOnly: 'Supplier profiles are for manufacturers and suppliers.',
  capabilityDuplicate: 'This capability has already been added.',
  capabilitiesTooMany: `You can list at most ${SUPPLIER_LIMITS.capabilities} capabilities.`,
  entryTooLong: `Each entry must be at most ${SUPPLIER_LIMITS.entryLength} characters.`,
  materialDuplicate: 'This material has already been added.',
  materialsTooMany: `You can list at most ${SUPPLIER_LIMITS.materials} materials.`,
  equipmentDuplicate: 'This machine has already been added.',
  equipmentTooMany: `You can list at most ${SUPPLIER_LIMITS.equipment} machines.`,
  equipmentTooLong: `Each machine must be at most ${SUPPLIER_LIMITS.equipmentLength} characters.`,
  locationDuplicate: 'This factory location has already been added.',
  locationsTooMany: `You can list at most ${SUPPLIER_LIMITS.factoryLocations} factory locations.`,
  locationTooLong: `Each factory location must be at most ${SUPPLIER_LIMITS.locationLength} characters.`,
  languageDuplicate: 'This language has already been added.',
  languagesTooMany: `You can list at most ${SUPPLIER_LIMITS.languages} languages.`,
  languageTooLong: `Each language must be at most ${SUPPLIER_LIMITS.languageLength} characters.`,
  minOrderQuantity: 'Minimum order quantity must be a whole number from 1 to 10,000,000.',
  prototypeLeadDays: 'Prototype lead time must be a whole number of days from 1 to 365.',
  productionLeadWeeks: 'Production lead time must be a whole number of weeks from 1 to 104.',
  capacityAmount: 'Monthly capacity must be a whole number from 1 to 1,000,000,000.',
  capacityUnit: 'Say what the monthly capacity counts (parts, boards, kg...), in at most 40 characters.',
  companySize: 'Choose a company size: 1-10, 11-50, 51-200, 201-1000 or 1000+.',
  yearFounded: 'Year founded must be a year from 1800 to this year.',
  certification: 'Choose a certification from the list.',
  certificateFile: 'Attach the certificate (a PDF or an image you uploaded).',
  certificateKind: 'The certificate must be a PDF or an image.',
  certificationNotFound: 'Certification not found.',
  portfolioNotFound: 'Portfolio item not found.',
  portfolioTitle: 'Give the part a title of 1 to 100 characters.',
  portfolioDescription: 'The description must be at most 2000 characters.',
  portfolioFiles: `Attach at most ${SUPPLIER_LIMITS.portfolioFiles} pictures and ${SUPPLIER_LIMITS.portfolioFiles} files.`,
  portfolioFile: 'Attach only files you uploaded to your profile.',
  portfolioPicture: 'Pictures must be images.',
  portfolioTooMany: `A portfolio holds at most ${SUPPLIER_LIMITS.portfolioItems} parts.`,
  alreadyApproved: 'This certification is already approved.',
  notPending: 'This certification is not waiting for review.',
  certificationApproved: 'Certification approved.',
  certificationRejected: 'Certification rejected.',
} as const;

const M = SUPPLIER_PROFILE_MESSAGES;
const currentYear = () => new Date().getUTCFullYear();

const wholeNumber = (min: number, max: number, message: string) => z.number({ error: message }).int(message).min(min, message).max(max, message);

export const monthlyCapacitySchema = z.object({
  amount: wholeNumber(1, 1_000_000_000, M.capacityAmount),
  unit: z.string({ error: M.capacityUnit }).trim().min(1, M.capacityUnit).max(SUPPLIER_LIMITS.capacityUnitLength, M.capacityUnit),
});
export type MonthlyCapacity = z.infer<typeof monthlyCapacitySchema>;

/**
 * PUT /api/user/supplier-profile: the whole editable profile (certifications and portfolio have their
 * own routes). Lists may be empty; numbers and choices may be null (not stated).
 */
export const supplierProfileInputSchema = z.object({
  capabilities: textList(SUPPLIER_LIMITS.capabilities, SUPPLIER_LIMITS.entryLength, { duplicate: M.capabilityDuplicate, tooMany: M.capabilitiesTooMany, tooLong: M.entryTooLong }),
  materials: textList(SUPPLIER_LIMITS.materials, SUPPLIER_LIMITS.entryLength, { duplicate: M.materialDuplicate, tooMany: M.materialsTooMany, tooLong: M.entryTooLong }),
  equipment: textList(SUPPLIER_LIMITS.equipment, SUPPLIER_LIMITS.equipmentLength, { duplicate: M.equipmentDuplicate, tooMany: M.equipmentTooMany, tooLong: M.equipmentTooLong }),
  minOrderQuantity: wholeNumber(1, 10_000_000, M.minOrderQuantity).nullable(),
  prototypeLeadDays: wholeNumber(1, 365, M.prototypeLeadDays).nullable(),
  productionLeadWeeks: wholeNumber(1, 104, M.productionLeadWeeks).nullable(),
  monthlyCapacity: monthlyCapacitySchema.nullable(),
  companySize: z.enum(COMPANY_SIZES, { error: M.companySize }).nullable(),
  yearFounded: z.number({ error: M.yearFounded }).int(M.yearFounded).min(1800, M.yearFounded).refine((year) => year <= currentYear(), M.yearFounded).nullable(),
  factoryLocations: textList(SUPPLIER_LIMITS.factoryLocations, SUPPLIER_LIMITS.locationLength, { duplicate: M.locationDuplicate, tooMany: M.locationsTooMany, tooLong: M.locationTooLong }),
  languages: textList(SUPPLIER_LIMITS.languages, SUPPLIER_LIMITS.languageLength, { duplicate: M.languageDuplicate, tooMany: M.languagesTooMany, tooLong: M.languageTooLong }),
});
export type SupplierProfileInput = z.input<typeof supplierProfileInputSchema>;
export type SupplierProfileFields = z.output<typeof supplierProfileInputSchema>;

export const EMPTY_SUPPLIER_FIELDS: SupplierProfileFields = {
  capabilities: [], materials: [], equipment: [], minOrderQuantity: null, prototypeLeadDays: null, productionLeadWeeks: null,
  monthlyCapacity: null, companySize: null, yearFounded: null, factoryLocations: [], languages: [],
};

/** POST /api/user/supplier-profile/certifications: a certification with its certificate (a file uploaded with context 'certificate'). */
export const certificationSubmitSchema = z.object({
  certification: z.enum(CERTIFICATION_IDS, { error: M.certification }),
  fileId: bodyId(M.certificateFile),
});
export type CertificationSubmitInput = z.input<typeof certificationSubmitSchema>;

/** POST/PATCH portfolio items: pictures (images) and files uploaded with context 'profile'. */
export const portfolioItemInputSchema = z.object({
  title: z.string({ error: M.portfolioTitle }).trim().min(1, M.portfolioTitle).max(100, M.portfolioTitle),
  description: z.string({ error: M.portfolioDescription }).trim().max(2000, M.portfolioDescription).default(''),
  imageFileIds: z.array(bodyId(M.portfolioFile), { error: M.portfolioFiles }).max(SUPPLIER_LIMITS.portfolioFiles, M.portfolioFiles).default([]),
  fileIds: z.array(bodyId(M.portfolioFile), { error: M.portfolioFiles }).max(SUPPLIER_LIMITS.portfolioFiles, M.portfolioFiles).default([]),
});
export type PortfolioItemInput = z.input<typeof portfolioItemInputSchema>;

// ------------------------------------------------------------------ views

/** A file a profile shows: read through /api/files/:id/download. */
export const profileFileSchema = z.object({
  id: z.int(),
  name: z.string(),
  kind: z.enum(FILE_KINDS),
  mime: z.string(),
  size: z.int(),
});
export type ProfileFile = z.infer<typeof profileFileSchema>;

/** A certification as shown: others see approved ones only, without the file or the reviewer's reason. */
export const certificationViewSchema = z.object({
  id: z.int(),
  certification: z.enum(CERTIFICATION_IDS),
  status: z.enum(CERTIFICATION_STATUSES),
  /** The reviewer's reason for a rejection (owner only). */
  reason: z.string().nullable(),
  /** The certificate (owner and admins only). */
  file: profileFileSchema.nullable(),
  submittedAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type CertificationView = z.infer<typeof certificationViewSchema>;

export const portfolioItemSchema = z.object({
  id: z.int(),
  title: z.string(),
  description: z.string(),
  images: z.array(profileFileSchema),
  files: z.array(profileFileSchema),
  createdAt: z.string(),
});
export type PortfolioItem = z.infer<typeof portfolioItemSchema>;

export const supplierProfileSchema = z.object({
  capabilities: z.array(z.string()),
  materials: z.array(z.string()),
  equipment: z.array(z.string()),
  minOrderQuantity: z.int().nullable(),
  prototypeLeadDays: z.int().nullable(),
  productionLeadWeeks: z.int().nullable(),
  monthlyCapacity: z.object({ amount: z.int(), unit: z.string() }).nullable(),
  companySize: z.enum(COMPANY_SIZES).nullable(),
  yearFounded: z.int().nullable(),
  factoryLocations: z.array(z.string()),
  languages: z.array(z.string()),
  certifications: z.array(certificationViewSchema),
  portfolio: z.array(portfolioItemSchema),
  updatedAt: z.string().nullable(),
});
export type SupplierProfile = z.infer<typeof supplierProfileSchema>;

/** GET /api/admin/certifications?status=: the review queue (oldest submission first). */
export const certificationQueueQuerySchema = z.object({
  status: z.preprocess((value) => (Array.isArray(value) ? value.at(-1) : value) || undefined, z.enum(CERTIFICATION_STATUSES, { error: 'Status must be pending, approved or rejected.' }).default('pending')),
});

export const certificationQueueItemSchema = z.object({
  id: z.int(),
  certification: z.enum(CERTIFICATION_IDS),
  status: z.enum(CERTIFICATION_STATUSES),
  reason: z.string().nullable(),
  member: z.object({ id: z.int(), fullName: z.string(), username: z.string(), role: z.string(), companyName: z.string().nullable() }),
  file: profileFileSchema.nullable(),
  submittedAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type CertificationQueueItem = z.infer<typeof certificationQueueItemSchema>;

// ------------------------------------------------------------------ labels

/** A capability as shown: the cost engine's label for a listed process, the text itself otherwise. */
export const capabilityLabel = (entry: string) => (MANUFACTURING_METHOD_LABELS as Record<string, string>)[entry] ?? entry;
export const materialLabel = (entry: string) => (MATERIAL_LABELS as Record<string, string>)[entry] ?? entry;
export const CAPABILITY_OPTIONS = MANUFACTURING_METHODS.map((m) => ({ value: m.id as string, label: m.label as string }));
export const MATERIAL_OPTIONS = MATERIALS.map((m) => ({ value: m.id as string, label: m.label as string }));

// ------------------------------------------------------------------ completeness

/**
 * What a complete profile weighs, out of 100 (docs/supplier-profiles.md says why): what a buyer filters
 * and shortlists on weighs most.
 */
export const COMPLETENESS_WEIGHTS = {
  capabilities: 20,
  materials: 15,
  certifications: 15,
  portfolio: 15,
  leadTimes: 10,
  minOrderQuantity: 5,
  monthlyCapacity: 5,
  factoryLocations: 5,
  company: 5,
  equipment: 3,
  languages: 2,
} as const;
export type CompletenessPart = keyof typeof COMPLETENESS_WEIGHTS;

export const COMPLETENESS_HINTS: Record<CompletenessPart, string> = {
  capabilities: 'Add capabilities',
  materials: 'Add materials',
  certifications: 'Add certifications',
  portfolio: 'Add a portfolio part',
  leadTimes: 'Add lead times',
  minOrderQuantity: 'Add a minimum order quantity',
  monthlyCapacity: 'Add monthly capacity',
  factoryLocations: 'Add factory locations',
  company: 'Add company size and year founded',
  equipment: 'Add equipment',
  languages: 'Add languages',
};

export interface Completeness {
  percent: number;
  /** Missing parts, heaviest first. */
  missing: Array<{ part: CompletenessPart; hint: string; weight: number }>;
}

type CompletenessInput = Pick<SupplierProfile, 'capabilities' | 'materials' | 'equipment' | 'minOrderQuantity' | 'prototypeLeadDays' | 'productionLeadWeeks'
  | 'monthlyCapacity' | 'companySize' | 'yearFounded' | 'factoryLocations' | 'languages'> & {
  certifications: ReadonlyArray<Pick<CertificationView, 'status'>>;
  portfolio: readonly unknown[];
};

/**
 * How complete a profile is. A certification counts once sent (pending or approved: the member did
 * their part; a rejected one does not); lead times need both numbers, company both size and year.
 */
export function supplierProfileCompleteness(profile: CompletenessInput): Completeness {
  const done: Record<CompletenessPart, boolean> = {
    capabilities: profile.capabilities.length > 0,
    materials: profile.materials.length > 0,
    certifications: profile.certifications.some((c) => c.status !== 'rejected'),
    portfolio: profile.portfolio.length > 0,
    leadTimes: profile.prototypeLeadDays !== null && profile.productionLeadWeeks !== null,
    minOrderQuantity: profile.minOrderQuantity !== null,
    monthlyCapacity: profile.monthlyCapacity !== null,
    factoryLocations: profile.factoryLocations.length > 0,
    company: profile.companySize !== null && profile.yearFounded !== null,
    equipment: profile.equipment.length > 0,
    languages: profile.languages.length > 0,
  };
  const parts = Object.keys(COMPLETENESS_WEIGHTS) as CompletenessPart[];
  const percent = parts.reduce((sum, part) => sum + (done[part] ? COMPLETENESS_WEIGHTS[part] : 0), 0);
  const missing = parts
    .filter((part) => !done[part])
    .map((part) => ({ part, hint: COMPLETENESS_HINTS[part], weight: COMPLETENESS_WEIGHTS[part] }))
    .sort((a, b) => b.weight - a.weight);
  return { percent, missing };
}
