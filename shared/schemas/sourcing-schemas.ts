import { z } from 'zod';
import { MANUFACTURING_METHOD_LABELS, type ManufacturingMethodId } from '../constants/ai-tools.ts';
import { PARTNER_REGIONS } from '../constants/locations.ts';
import { ROLES } from '../constants/roles.ts';
import { formatCount } from '../format/numbers.ts';
import { blankToUndefined, single } from './common-fields.ts';
import { fileViewSchema } from './file-schemas.ts';
import { bodyId, textId } from './ids.ts';
import { partnerCardSchema, ratingBriefSchema } from './partner-search-schemas.ts';
import { CERTIFICATION_IDS, type CertificationId } from './supplier-profile-schemas.ts';

/**
 * Requests for quote (sourcing): a buyer sends one request (title, lines with quantity breaks, terms) to
 * several suppliers, who answer with structured quotes; the buyer compares them and awards the request,
 * whole or line by line. Money is whole US cents everywhere (`...Cents`), so no amount is ever rounded
 * between the form, the API and the database. See docs/sourcing.md.
 */

// ---------------------------------------------------------------------------------------------------
// Constants

/**
 * draft (only the buyer sees it, freely editable) -> open (suppliers quote) -> closed (the quote deadline
 * passed: no submission any more) -> awarded. A draft, open or closed request can be cancelled.
 * An open request whose deadline has passed is reported as closed even before the sweep stores it.
 */
export const RFQ_STATUSES = ['draft', 'open', 'closed', 'awarded', 'cancelled'] as const;
export type RfqStatus = (typeof RFQ_STATUSES)[number];
export const RFQ_STATUS_LABELS: Record<RfqStatus, string> = {
  draft: 'Draft',
  open: 'Open',
  closed: 'Closed',
  awarded: 'Awarded',
  cancelled: 'Cancelled',
};

/** Which moves the buyer (or the deadline sweep, open -> closed) may make. */
export const RFQ_TRANSITIONS: Record<RfqStatus, readonly RfqStatus[]> = {
  draft: ['open', 'cancelled'],
  open: ['closed', 'awarded', 'cancelled'],
  closed: ['awarded', 'cancelled', 'open'],
  awarded: [],
  cancelled: [],
};
export function canMoveRfq(from: RfqStatus, to: RfqStatus): boolean {
  return RFQ_TRANSITIONS[from].includes(to);
}

/** invited: only the invited suppliers see it; open: also suppliers who match its criteria. */
export const RFQ_VISIBILITIES = ['invited', 'open'] as const;
export type RfqVisibility = (typeof RFQ_VISIBILITIES)[number];
export const RFQ_VISIBILITY_LABELS: Record<RfqVisibility, string> = {
  invited: 'Invited suppliers only',
  open: 'Open to matching suppliers',
};

/** Incoterms 2020. */
export const INCOTERMS = ['EXW', 'FCA', 'CPT', 'CIP', 'DAP', 'DPU', 'DDP', 'FAS', 'FOB', 'CFR', 'CIF'] as const;
export type Incoterm = (typeof INCOTERMS)[number];
export const INCOTERM_LABELS: Record<Incoterm, string> = {
  EXW: 'EXW (Ex Works)',
  FCA: 'FCA (Free Carrier)',
  CPT: 'CPT (Carriage Paid To)',
  CIP: 'CIP (Carriage and Insurance Paid To)',
  DAP: 'DAP (Delivered at Place)',
  DPU: 'DPU (Delivered at Place Unloaded)',
  DDP: 'DDP (Delivered Duty Paid)',
  FAS: 'FAS (Free Alongside Ship)',
  FOB: 'FOB (Free on Board)',
  CFR: 'CFR (Cost and Freight)',
  CIF: 'CIF (Cost, Insurance and Freight)',
};

/** Roles that can be invited to quote, and that see open requests. */
export const SUPPLIER_ROLES = ['manufacturer', 'supplier'] as const satisfies ReadonlyArray<(typeof ROLES)[number]>;
export type SupplierRole = (typeof SUPPLIER_ROLES)[number];
export function isSupplierRole(role: string | null | undefined): role is SupplierRole {
  return (SUPPLIER_ROLES as readonly string[]).includes(role ?? '');
}

/**
 * A supplier's place in a request: invited (or, for an open request, joined by starting a quote),
 * declined (with a reason), quoted (a submitted quote stands), withdrawn (their quote was taken back),
 * awarded / not_awarded once the buyer decided.
 */
export const RFQ_SUPPLIER_STATUSES = ['invited', 'declined', 'quoted', 'withdrawn', 'awarded', 'not_awarded'] as const;
export type RfqSupplierStatus = (typeof RFQ_SUPPLIER_STATUSES)[number];
export const RFQ_SUPPLIER_STATUS_LABELS: Record<RfqSupplierStatus, string> = {
  invited: 'Invited',
  declined: 'Declined',
  quoted: 'Quoted',
  withdrawn: 'Quote withdrawn',
  awarded: 'Awarded',
  not_awarded: 'Not awarded',
};

/** How a supplier came to the request. */
export const RFQ_SUPPLIER_SOURCES = ['invited', 'open'] as const;
export type RfqSupplierSource = (typeof RFQ_SUPPLIER_SOURCES)[number];

/** A quote: a draft (only its supplier sees it), submitted (every submission is a kept version), withdrawn. */
export const QUOTE_STATUSES = ['draft', 'submitted', 'withdrawn'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];
export const QUOTE_STATUS_LABELS: Record<QuoteStatus, string> = { draft: 'Draft', submitted: 'Submitted', withdrawn: 'Withdrawn' };

/** private: only the supplier who asked sees the answer; all: every supplier on the request sees it (the asker is never named). */
export const ANSWER_VISIBILITIES = ['private', 'all'] as const;
export type AnswerVisibility = (typeof ANSWER_VISIBILITIES)[number];

/** Fields of an open request the buyer may still change (every change is announced to the suppliers). */
export const RFQ_OPEN_EDITABLE_FIELDS = ['description', 'quoteDeadline', 'lineNotes', 'lineFiles'] as const;
export type RfqOpenEditableField = (typeof RFQ_OPEN_EDITABLE_FIELDS)[number];
/** What the change log calls each field. */
export const RFQ_CHANGE_FIELD_LABELS: Record<string, string> = {
  title: 'Title',
  description: 'Description',
  quoteDeadline: 'Quote deadline',
  needByDate: 'Need-by date',
  deliveryLocation: 'Delivery location',
  incoterm: 'Preferred Incoterm',
  ndaRequired: 'NDA',
  visibility: 'Visibility',
  openCriteria: 'Matching criteria',
  lines: 'Line items',
  lineNotes: 'Line notes',
  lineFiles: 'Line files',
};

export const RFQ_LIMITS = {
  titleMin: 3,
  titleMax: 120,
  descriptionMin: 10,
  descriptionMax: 5000,
  maxLines: 50,
  minBreaks: 1,
  maxBreaks: 5,
  maxQuantity: 10_000_000,
  partNameMax: 120,
  materialMax: 120,
  processMax: 120,
  tolerancesMax: 200,
  finishMax: 120,
  notesMax: 2000,
  maxFilesPerItem: 10,
  deliveryLocationMax: 200,
  /** Largest tooling, setup or total amount in cents (USD 10 million). */
  maxCents: 1_000_000_000,
  /** Largest unit price in cents (USD 1 million): unit x the largest quantity stays an exact number. */
  maxUnitCents: 100_000_000,
  maxLeadTimeDays: 730,
  paymentTermsMax: 200,
  reasonMax: 500,
  questionMin: 3,
  questionMax: 2000,
  answerMax: 4000,
  /** Invitations in one call (the plan's cap per request applies on top). */
  maxInvitesPerCall: 25,
  suggestionsDefault: 10,
  suggestionsMax: 25,
} as const;

export const SOURCING_MESSAGES = {
  titleTooShort: `Title must be at least ${RFQ_LIMITS.titleMin} characters.`,
  titleTooLong: `Title must be at most ${RFQ_LIMITS.titleMax} characters.`,
  descriptionTooShort: `Description must be at least ${RFQ_LIMITS.descriptionMin} characters.`,
  descriptionTooLong: `Description must be at most ${RFQ_LIMITS.descriptionMax} characters.`,
  project: 'Choose one of your own projects.',
  noLines: 'Add at least one line item.',
  tooManyLines: `A request can have at most ${RFQ_LIMITS.maxLines} line items.`,
  line: 'Unknown line item.',
  partNameRequired: 'Give the part a name.',
  partNameTooLong: `Part name must be at most ${RFQ_LIMITS.partNameMax} characters.`,
  quantity: `Each quantity must be a whole number from 1 to ${formatCount(RFQ_LIMITS.maxQuantity)}.`,
  noBreaks: 'Give at least one quantity.',
  tooManyBreaks: `Give at most ${RFQ_LIMITS.maxBreaks} quantity breaks.`,
  breaksOrder: 'Quantity breaks must be different and in increasing order (for example 100, 1,000, 10,000).',
  materialTooLong: `Material must be at most ${RFQ_LIMITS.materialMax} characters.`,
  processTooLong: `Process must be at most ${RFQ_LIMITS.processMax} characters.`,
  tolerancesTooLong: `Tolerances must be at most ${RFQ_LIMITS.tolerancesMax} characters.`,
  finishTooLong: `Finish must be at most ${RFQ_LIMITS.finishMax} characters.`,
  notesTooLong: `Notes must be at most ${RFQ_LIMITS.notesMax} characters.`,
  files: 'Choose files you uploaded.',
  tooManyFiles: `Attach at most ${RFQ_LIMITS.maxFilesPerItem} files.`,
  fileNotFound: 'One of the files was not found, or is not yours to attach.',
  amount: 'Enter an amount in US dollars from 0 to 10,000,000.',
  targetPrice: 'Target unit price must be above 0 and at most US$1,000,000.',
  deadline: 'Choose a quote deadline (date and time).',
  deadlinePast: 'The quote deadline must be in the future.',
  deadlineOnlyLater: 'The quote deadline of an open request can only be moved later.',
  needBy: 'Choose a valid need-by date.',
  needByBeforeDeadline: 'The need-by date must be after the quote deadline.',
  deliveryLocationTooLong: `Delivery location must be at most ${RFQ_LIMITS.deliveryLocationMax} characters.`,
  incoterm: `Choose an Incoterm: ${INCOTERMS.join(', ')}.`,
  ndaRequired: 'Say whether suppliers must sign an NDA.',
  ndaNeedsProject: "An NDA can only be required for a request made from one of your projects (suppliers sign the project's NDA).",
  ndaNotSetUp: "This project does not require an NDA yet. Save the project's NDA text and require it before requiring it on a request.",
  visibility: 'Visibility must be invited or open.',
  region: `Region must be one of ${PARTNER_REGIONS.join(', ')}.`,
  verifiedOnly: 'Say whether only verified suppliers may quote.',
  requiredCertification: 'Choose required certifications from the list.',
  requiredCertificationDuplicate: 'This certification is already required.',
  nothingToUpdate: 'Nothing to update',
  notFound: 'Request for quote not found.',
  buyerOnly: 'Only the member who made this request can do this.',
  supplierOnly: 'Only manufacturers and suppliers can quote on requests.',
  notEditable: 'This request can no longer be edited.',
  openFieldLocked: (field: string) => `${field} cannot be changed once the request is open. You can change the description, line notes and files, and extend the deadline.`,
  linesLocked: 'Line items cannot be added, removed or changed once the request is open (only their notes and files).',
  badTransition: (from: RfqStatus, to: RfqStatus) => `A ${RFQ_STATUS_LABELS[from].toLowerCase()} request cannot be made ${RFQ_STATUS_LABELS[to].toLowerCase()}.`,
  notOpen: 'This request is not open for quotes.',
  deadlinePassed: 'The quote deadline has passed: quotes can no longer be submitted or revised.',
  requestsPerMonth: (planName: string, limit: number) =>
    `Your ${planName} plan allows ${limit} request${limit === 1 ? '' : 's'} for quote a month. Upgrade your plan to send more this month.`,
  invitationsPerRequest: (planName: string, limit: number) =>
    `Your ${planName} plan allows ${limit} invited supplier${limit === 1 ? '' : 's'} per request. Upgrade your plan to invite more.`,
  noSuppliers: 'Choose at least one supplier to invite.',
  tooManyInvites: `Invite at most ${RFQ_LIMITS.maxInvitesPerCall} suppliers at once.`,
  supplier: 'Choose a supplier.',
  notASupplier: 'Only manufacturers and suppliers can be invited to quote.',
  inviteSelf: 'You cannot invite yourself.',
  supplierNotFound: 'This supplier does not exist or is no longer active.',
  notInvited: 'You were not invited to this request.',
  reasonRequired: 'Please give a reason.',
  reasonTooLong: `The reason must be at most ${RFQ_LIMITS.reasonMax} characters.`,
  alreadyDeclined: 'You have declined this request.',
  cannotDeclineAfterQuote: 'Withdraw your quote before declining the request.',
  price: 'Enter a unit price above 0 and at most US$1,000,000.',
  priceLine: 'A price is for a line and quantity of this request.',
  priceDuplicate: 'Each line and quantity can be priced once.',
  noPrices: 'Price at least one line and quantity before submitting.',
  leadTime: `Lead time must be a whole number of days from 1 to ${RFQ_LIMITS.maxLeadTimeDays}.`,
  leadTimeRequired: 'Give the lead time in days.',
  validUntil: 'Choose the date until which the quote is valid.',
  validUntilRequired: 'Say until when the quote is valid.',
  validUntilPast: 'The quote must be valid until a future date.',
  paymentTermsTooLong: `Payment terms must be at most ${RFQ_LIMITS.paymentTermsMax} characters.`,
  submit: 'Say whether to submit the quote or keep it as a draft.',
  quoteNotFound: 'Quote not found.',
  quoteNotSubmitted: 'Only a submitted quote can be withdrawn.',
  quoteWithdrawn: 'You withdrew this quote. Submit it again to put it back.',
  questionTooShort: `A question must be at least ${RFQ_LIMITS.questionMin} characters.`,
  questionTooLong: `A question must be at most ${RFQ_LIMITS.questionMax} characters.`,
  answerRequired: 'Write an answer.',
  answerTooLong: `An answer must be at most ${RFQ_LIMITS.answerMax} characters.`,
  answerVisibility: 'Say whether the answer goes to the asker only or to every supplier.',
  questionNotFound: 'Question not found.',
  questionsClosed: 'Questions can only be asked while the request is open.',
  awardMode: 'Award the whole request or line by line.',
  awardNeedsQuote: 'A supplier can only be awarded what they quoted (a submitted quote).',
  awardEveryLine: 'Award each line at most once.',
  awardNoLines: 'Choose at least one line to award.',
  notAwardable: 'Only an open or closed request with quotes can be awarded.',
  ndaSignFirst: "Sign the project's NDA to see the line details and files of this request.",
  hidden: 'This request was hidden by the HardwareHub team.',
  limit: `Limit must be a whole number from 1 to ${RFQ_LIMITS.suggestionsMax}.`,
  status: 'Unknown request status.',
} as const;

// ---------------------------------------------------------------------------------------------------
// Helpers shared by the form and the server

/** The label of a process: a MANUFACTURING_METHODS id reads as its label; free text as itself. */
export function processLabel(process: string | null): string | null {
  if (!process) return null;
  return (MANUFACTURING_METHOD_LABELS as Record<string, string>)[process as ManufacturingMethodId] ?? process;
}

/** Dollars typed in a form -> whole cents (rounded to the nearest cent). */
export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}

/** What a row of the comparison costs landed: unit price x quantity + tooling/NRE + setup (all cents). */
export function landedCostCents(unitPriceCents: number, quantity: number, toolingCents: number, setupCents: number): number {
  return unitPriceCents * quantity + toolingCents + setupCents;
}

// ---------------------------------------------------------------------------------------------------
// Field builders

const optionalText = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, message)
    .nullable()
    .optional()
    .transform((value) => (value === '' ? null : value));

const fileIdsField = z
  .array(bodyId(SOURCING_MESSAGES.files), { error: SOURCING_MESSAGES.files })
  .max(RFQ_LIMITS.maxFilesPerItem, SOURCING_MESSAGES.tooManyFiles)
  .transform((ids) => [...new Set(ids)]);

const centsField = (message: string) =>
  z.number({ error: message }).int(message).min(0, message).max(RFQ_LIMITS.maxCents, message);
const unitCentsField = (message: string) =>
  z.number({ error: message }).int(message).min(1, message).max(RFQ_LIMITS.maxUnitCents, message);

const quantityField = z
  .number({ error: SOURCING_MESSAGES.quantity })
  .int(SOURCING_MESSAGES.quantity)
  .min(1, SOURCING_MESSAGES.quantity)
  .max(RFQ_LIMITS.maxQuantity, SOURCING_MESSAGES.quantity);

const quantitiesField = z
  .array(quantityField, { error: SOURCING_MESSAGES.noBreaks })
  .min(RFQ_LIMITS.minBreaks, SOURCING_MESSAGES.noBreaks)
  .max(RFQ_LIMITS.maxBreaks, SOURCING_MESSAGES.tooManyBreaks)
  .refine((breaks) => breaks.every((quantity, at) => at === 0 || quantity > breaks[at - 1]!), SOURCING_MESSAGES.breaksOrder);

/** An instant with its offset (`2027-01-21T17:00:00Z`, `...+02:00`), as a date-time picker sends it. */
const instantField = (message: string) => z.iso.datetime({ offset: true, error: message });
/** A calendar day, YYYY-MM-DD. */
const dayField = (message: string) => z.iso.date({ error: message });

const titleField = z
  .string({ error: SOURCING_MESSAGES.titleTooShort })
  .trim()
  .min(RFQ_LIMITS.titleMin, SOURCING_MESSAGES.titleTooShort)
  .max(RFQ_LIMITS.titleMax, SOURCING_MESSAGES.titleTooLong);
const descriptionField = z
  .string({ error: SOURCING_MESSAGES.descriptionTooShort })
  .trim()
  .min(RFQ_LIMITS.descriptionMin, SOURCING_MESSAGES.descriptionTooShort)
  .max(RFQ_LIMITS.descriptionMax, SOURCING_MESSAGES.descriptionTooLong);
const reasonField = z.string({ error: SOURCING_MESSAGES.reasonRequired }).trim().min(1, SOURCING_MESSAGES.reasonRequired).max(RFQ_LIMITS.reasonMax, SOURCING_MESSAGES.reasonTooLong);
const optionalReasonField = optionalText(RFQ_LIMITS.reasonMax, SOURCING_MESSAGES.reasonTooLong);

// ---------------------------------------------------------------------------------------------------
// Requests: input

/**
 * One line item. `process` is a MANUFACTURING_METHODS id (shared/constants/ai-tools.ts) or free text;
 * `targetUnitPriceCents` the buyer's optional target per unit; `fileIds` files the buyer uploaded
 * with context 'rfq' for this request (or their own project's files).
 */
export const rfqLineInputSchema = z.object({
  /** Sent when editing a stored line (an open request's lines can only change their notes and files). */
  id: bodyId(SOURCING_MESSAGES.line).optional(),
  partName: z
    .string({ error: SOURCING_MESSAGES.partNameRequired })
    .trim()
    .min(1, SOURCING_MESSAGES.partNameRequired)
    .max(RFQ_LIMITS.partNameMax, SOURCING_MESSAGES.partNameTooLong),
  quantities: quantitiesField,
  material: optionalText(RFQ_LIMITS.materialMax, SOURCING_MESSAGES.materialTooLong),
  process: optionalText(RFQ_LIMITS.processMax, SOURCING_MESSAGES.processTooLong),
  tolerances: optionalText(RFQ_LIMITS.tolerancesMax, SOURCING_MESSAGES.tolerancesTooLong),
  finish: optionalText(RFQ_LIMITS.finishMax, SOURCING_MESSAGES.finishTooLong),
  notes: optionalText(RFQ_LIMITS.notesMax, SOURCING_MESSAGES.notesTooLong),
  targetUnitPriceCents: unitCentsField(SOURCING_MESSAGES.targetPrice).nullable().optional(),
  fileIds: fileIdsField.optional(),
});
export type RfqLineInput = z.input<typeof rfqLineInputSchema>;
export type RfqLinePayload = z.output<typeof rfqLineInputSchema>;

/** For an open request: who else may see and quote (only read when visibility is open). */
export const rfqOpenCriteriaSchema = z.object({
  /** null = any region. */
  region: z.enum(PARTNER_REGIONS, { error: SOURCING_MESSAGES.region }).nullable().optional(),
  verifiedOnly: z.boolean({ error: SOURCING_MESSAGES.verifiedOnly }).optional(),
  /** Certifications a matching supplier holds approved on their supplier profile (each of them); empty = none required. */
  requiredCertifications: z
    .array(z.enum(CERTIFICATION_IDS, { error: SOURCING_MESSAGES.requiredCertification }), { error: SOURCING_MESSAGES.requiredCertification })
    .max(CERTIFICATION_IDS.length, SOURCING_MESSAGES.requiredCertification)
    .refine((ids) => new Set(ids).size === ids.length, SOURCING_MESSAGES.requiredCertificationDuplicate)
    .optional(),
});
export type RfqOpenCriteria = { region: (typeof PARTNER_REGIONS)[number] | null; verifiedOnly: boolean; requiredCertifications: CertificationId[] };

const linesField = z
  .array(rfqLineInputSchema, { error: SOURCING_MESSAGES.noLines })
  .min(1, SOURCING_MESSAGES.noLines)
  .max(RFQ_LIMITS.maxLines, SOURCING_MESSAGES.tooManyLines);

const rfqFields = {
  title: titleField,
  description: descriptionField,
  /** The buyer's project it is made from, or null for a request on its own. */
  projectId: bodyId(SOURCING_MESSAGES.project).nullable().optional(),
  lines: linesField,
  /** When quotes are due (an instant; the server refuses one in the past when the request opens). */
  quoteDeadline: instantField(SOURCING_MESSAGES.deadline),
  needByDate: dayField(SOURCING_MESSAGES.needBy).nullable().optional(),
  deliveryLocation: optionalText(RFQ_LIMITS.deliveryLocationMax, SOURCING_MESSAGES.deliveryLocationTooLong),
  incoterm: z.enum(INCOTERMS, { error: SOURCING_MESSAGES.incoterm }).nullable().optional(),
  ndaRequired: z.boolean({ error: SOURCING_MESSAGES.ndaRequired }).optional(),
  visibility: z.enum(RFQ_VISIBILITIES, { error: SOURCING_MESSAGES.visibility }).optional(),
  openCriteria: rfqOpenCriteriaSchema.optional(),
};

/**
 * POST /api/rfqs: a new request, saved as a draft (publish opens it). An NDA can only be required on a
 * request made from a project; the need-by date comes after the deadline.
 */
export const createRfqSchema = z
  .object(rfqFields)
  .refine((value) => !value.ndaRequired || value.projectId != null, { path: ['ndaRequired'], message: SOURCING_MESSAGES.ndaNeedsProject })
  .refine((value) => !value.needByDate || value.needByDate > value.quoteDeadline.slice(0, 10), {
    path: ['needByDate'],
    message: SOURCING_MESSAGES.needByBeforeDeadline,
  });
export type CreateRfqInput = z.input<typeof createRfqSchema>;
export type CreateRfqPayload = z.output<typeof createRfqSchema>;

/**
 * PATCH /api/rfqs/{id}: any field of a draft. Of an open request only the description, the deadline
 * (later only), and each line's notes and files (lines sent with their `id`, other fields unchanged);
 * every such change is logged and announced to the suppliers.
 */
export const updateRfqSchema = z
  .object({
    title: titleField.optional(),
    description: descriptionField.optional(),
    projectId: bodyId(SOURCING_MESSAGES.project).nullable().optional(),
    lines: linesField.optional(),
    quoteDeadline: instantField(SOURCING_MESSAGES.deadline).optional(),
    needByDate: dayField(SOURCING_MESSAGES.needBy).nullable().optional(),
    deliveryLocation: optionalText(RFQ_LIMITS.deliveryLocationMax, SOURCING_MESSAGES.deliveryLocationTooLong),
    incoterm: z.enum(INCOTERMS, { error: SOURCING_MESSAGES.incoterm }).nullable().optional(),
    ndaRequired: z.boolean({ error: SOURCING_MESSAGES.ndaRequired }).optional(),
    visibility: z.enum(RFQ_VISIBILITIES, { error: SOURCING_MESSAGES.visibility }).optional(),
    openCriteria: rfqOpenCriteriaSchema.optional(),
  })
  .refine((value) => Object.values(value).some((field) => field !== undefined), SOURCING_MESSAGES.nothingToUpdate);
export type UpdateRfqInput = z.input<typeof updateRfqSchema>;
export type UpdateRfqPayload = z.output<typeof updateRfqSchema>;

/** POST /api/rfqs/{id}/invitations. */
export const inviteSuppliersSchema = z.object({
  supplierIds: z
    .array(bodyId(SOURCING_MESSAGES.supplier), { error: SOURCING_MESSAGES.noSuppliers })
    .min(1, SOURCING_MESSAGES.noSuppliers)
    .max(RFQ_LIMITS.maxInvitesPerCall, SOURCING_MESSAGES.tooManyInvites)
    .transform((ids) => [...new Set(ids)]),
});
export type InviteSuppliersInput = z.input<typeof inviteSuppliersSchema>;

/** POST /api/rfqs/{id}/cancel. */
export const cancelRfqSchema = z.object({ reason: optionalReasonField });
export type CancelRfqInput = z.input<typeof cancelRfqSchema>;

/** GET /api/rfqs (the buyer's own) and /api/rfqs/inbox (a supplier's): optional status filter. */
export const rfqListQuerySchema = z.object({
  status: single(z.preprocess(blankToUndefined, z.enum(RFQ_STATUSES, { error: SOURCING_MESSAGES.status }).optional())),
});
export type RfqListQuery = z.output<typeof rfqListQuerySchema>;

/** GET /api/rfqs/{id}/suggestions?limit= */
export const supplierSuggestionQuerySchema = z.object({
  limit: single(
    z.preprocess(
      blankToUndefined,
      z.coerce
        .number({ error: SOURCING_MESSAGES.limit })
        .int(SOURCING_MESSAGES.limit)
        .min(1, SOURCING_MESSAGES.limit)
        .max(RFQ_LIMITS.suggestionsMax, SOURCING_MESSAGES.limit)
        .default(RFQ_LIMITS.suggestionsDefault),
    ),
  ),
});

/** Path parameters. */
export const rfqIdParamSchema = z.object({ id: textId(SOURCING_MESSAGES.notFound) });
export const rfqQuestionParamSchema = z.object({ id: textId(SOURCING_MESSAGES.notFound), questionId: textId(SOURCING_MESSAGES.questionNotFound) });

// ---------------------------------------------------------------------------------------------------
// Quotes: input

/** One price: a line of the request, one of its quantity breaks, and the unit price there. */
export const quotePriceInputSchema = z.object({
  lineId: bodyId(SOURCING_MESSAGES.priceLine),
  quantity: quantityField,
  unitPriceCents: unitCentsField(SOURCING_MESSAGES.price),
});
export type QuotePriceInput = z.input<typeof quotePriceInputSchema>;

/**
 * PUT /api/rfqs/{id}/quote: the supplier's quote, saved as a draft (`submit: false`) or submitted
 * (`submit: true`: a new version the buyer sees; lead time and validity required, at least one price).
 * Lines or breaks left unpriced are not quoted. Refused after the deadline.
 */
export const saveQuoteSchema = z
  .object({
    submit: z.boolean({ error: SOURCING_MESSAGES.submit }),
    prices: z
      .array(quotePriceInputSchema, { error: SOURCING_MESSAGES.priceLine })
      .max(RFQ_LIMITS.maxLines * RFQ_LIMITS.maxBreaks, SOURCING_MESSAGES.priceLine)
      .refine((prices) => new Set(prices.map((price) => `${price.lineId}:${price.quantity}`)).size === prices.length, SOURCING_MESSAGES.priceDuplicate)
      .default([]),
    toolingCents: centsField(SOURCING_MESSAGES.amount).default(0),
    setupCents: centsField(SOURCING_MESSAGES.amount).default(0),
    leadTimeDays: z
      .number({ error: SOURCING_MESSAGES.leadTime })
      .int(SOURCING_MESSAGES.leadTime)
      .min(1, SOURCING_MESSAGES.leadTime)
      .max(RFQ_LIMITS.maxLeadTimeDays, SOURCING_MESSAGES.leadTime)
      .nullable()
      .optional(),
    validUntil: dayField(SOURCING_MESSAGES.validUntil).nullable().optional(),
    incoterm: z.enum(INCOTERMS, { error: SOURCING_MESSAGES.incoterm }).nullable().optional(),
    paymentTerms: optionalText(RFQ_LIMITS.paymentTermsMax, SOURCING_MESSAGES.paymentTermsTooLong),
    notes: optionalText(RFQ_LIMITS.notesMax, SOURCING_MESSAGES.notesTooLong),
    fileIds: fileIdsField.default([]),
  })
  .superRefine((value, ctx) => {
    if (!value.submit) return;
    if (!value.prices.length) ctx.addIssue({ code: 'custom', path: ['prices'], message: SOURCING_MESSAGES.noPrices });
    if (value.leadTimeDays == null) ctx.addIssue({ code: 'custom', path: ['leadTimeDays'], message: SOURCING_MESSAGES.leadTimeRequired });
    if (value.validUntil == null) ctx.addIssue({ code: 'custom', path: ['validUntil'], message: SOURCING_MESSAGES.validUntilRequired });
  });
export type SaveQuoteInput = z.input<typeof saveQuoteSchema>;
export type SaveQuotePayload = z.output<typeof saveQuoteSchema>;

/** POST /api/rfqs/{id}/decline: the supplier says no, with a reason the buyer sees. */
export const declineRfqSchema = z.object({ reason: reasonField });
export type DeclineRfqInput = z.input<typeof declineRfqSchema>;

/** POST /api/rfqs/{id}/quote/withdraw. */
export const withdrawQuoteSchema = z.object({ reason: optionalReasonField });
export type WithdrawQuoteInput = z.input<typeof withdrawQuoteSchema>;

// ---------------------------------------------------------------------------------------------------
// Questions: input

/** POST /api/rfqs/{id}/questions (a supplier on the request). */
export const askQuestionSchema = z.object({
  question: z
    .string({ error: SOURCING_MESSAGES.questionTooShort })
    .trim()
    .min(RFQ_LIMITS.questionMin, SOURCING_MESSAGES.questionTooShort)
    .max(RFQ_LIMITS.questionMax, SOURCING_MESSAGES.questionTooLong),
});
export type AskQuestionInput = z.input<typeof askQuestionSchema>;

/** POST /api/rfqs/{id}/questions/{questionId}/answer (the buyer; answering again replaces the answer). */
export const answerQuestionSchema = z.object({
  answer: z.string({ error: SOURCING_MESSAGES.answerRequired }).trim().min(1, SOURCING_MESSAGES.answerRequired).max(RFQ_LIMITS.answerMax, SOURCING_MESSAGES.answerTooLong),
  visibility: z.enum(ANSWER_VISIBILITIES, { error: SOURCING_MESSAGES.answerVisibility }),
});
export type AnswerQuestionInput = z.input<typeof answerQuestionSchema>;

// ---------------------------------------------------------------------------------------------------
// Award: input

/**
 * POST /api/rfqs/{id}/award: the whole request to one supplier, or line by line (each line to at most
 * one supplier; lines left out are not awarded). Suppliers not awarded are told, with `reason` if given.
 */
export const awardRfqSchema = z.discriminatedUnion(
  'mode',
  [
    z.object({ mode: z.literal('whole'), supplierId: bodyId(SOURCING_MESSAGES.supplier), reason: optionalReasonField }),
    z.object({
      mode: z.literal('lines'),
      lines: z
        .array(z.object({ lineId: bodyId(SOURCING_MESSAGES.line), supplierId: bodyId(SOURCING_MESSAGES.supplier) }), { error: SOURCING_MESSAGES.awardNoLines })
        .min(1, SOURCING_MESSAGES.awardNoLines)
        .max(RFQ_LIMITS.maxLines, SOURCING_MESSAGES.tooManyLines)
        .refine((lines) => new Set(lines.map((line) => line.lineId)).size === lines.length, SOURCING_MESSAGES.awardEveryLine),
      reason: optionalReasonField,
    }),
  ],
  { error: SOURCING_MESSAGES.awardMode },
);
export type AwardRfqInput = z.input<typeof awardRfqSchema>;
export type AwardRfqPayload = z.output<typeof awardRfqSchema>;

// ---------------------------------------------------------------------------------------------------
// Responses

/** A member as a request shows them (buyer or supplier). */
export const sourcingPartySchema = z.object({
  id: z.int(),
  username: z.string(),
  fullName: z.string(),
  companyName: z.string().nullable(),
  role: z.enum(ROLES),
  location: z.string().nullable(),
  profileImage: z.string().nullable(),
  verified: z.boolean(),
});
export type SourcingParty = z.infer<typeof sourcingPartySchema>;

/**
 * A line item. For a supplier who must still sign the project's NDA, the details (material, process,
 * tolerances, finish, notes, target price) are null and `fileIds` empty: only the part name and
 * quantities show, and the request's `nda.locked` is true.
 */
export const rfqLineSchema = z.object({
  id: z.int(),
  position: z.int(),
  partName: z.string(),
  quantities: z.array(z.int()),
  material: z.string().nullable(),
  process: z.string().nullable(),
  /** The process' label (a known method's label, or the free text). */
  processLabel: z.string().nullable(),
  tolerances: z.string().nullable(),
  finish: z.string().nullable(),
  notes: z.string().nullable(),
  targetUnitPriceCents: z.int().nullable(),
  fileIds: z.array(z.int()),
  /** The files of `fileIds` as the viewer may use them (download via /api/files/{id}/download). */
  files: z.array(fileViewSchema),
});
export type RfqLine = z.infer<typeof rfqLineSchema>;

/** One announced change of an open request: which fields, with short before/after texts. */
export const rfqChangeSchema = z.object({
  id: z.int(),
  createdAt: z.string(),
  changes: z.array(
    z.object({
      field: z.string(),
      label: z.string(),
      /** Short readable values; for lines, e.g. 'Line 2 (Bracket) notes'. */
      before: z.string().nullable(),
      after: z.string().nullable(),
    }),
  ),
});
export type RfqChange = z.infer<typeof rfqChangeSchema>;

/** An invited or participating supplier, as the buyer sees them. */
export const rfqSupplierSchema = z.object({
  supplier: sourcingPartySchema,
  source: z.enum(RFQ_SUPPLIER_SOURCES),
  status: z.enum(RFQ_SUPPLIER_STATUSES),
  declineReason: z.string().nullable(),
  invitedAt: z.string(),
  /** The quote's state, or null before they started one (drafts are reported as null: the buyer never sees a draft). */
  quoteStatus: z.enum(['submitted', 'withdrawn']).nullable(),
  quoteVersion: z.int(),
  /** Whether they signed the project's NDA (null when the request requires none). */
  ndaSigned: z.boolean().nullable(),
  /** The conversation opened with them at the award (null before). */
  connectionId: z.int().nullable(),
});
export type RfqSupplier = z.infer<typeof rfqSupplierSchema>;

/** A list row (buyer's requests, a supplier's inbox, a project's requests). */
export const rfqSummarySchema = z.object({
  id: z.int(),
  title: z.string(),
  status: z.enum(RFQ_STATUSES),
  visibility: z.enum(RFQ_VISIBILITIES),
  projectId: z.int().nullable(),
  buyer: sourcingPartySchema,
  lineCount: z.int(),
  quoteDeadline: z.string(),
  needByDate: z.string().nullable(),
  ndaRequired: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  publishedAt: z.string().nullable(),
  /** Buyer's lists: invited suppliers and submitted quotes (standing, not withdrawn); 0 in a supplier's. */
  invitedCount: z.int(),
  quoteCount: z.int(),
  /** A supplier's lists: their place (null when the request is open to them but they have not joined). */
  myStatus: z.enum(RFQ_SUPPLIER_STATUSES).nullable(),
  /** A supplier's lists: their quote's state (draft included), or null. */
  myQuoteStatus: z.enum(QUOTE_STATUSES).nullable(),
  /** Set when the HardwareHub team hid it (only its buyer still sees it, with the reason). */
  hiddenAt: z.string().nullable(),
});
export type RfqSummary = z.infer<typeof rfqSummarySchema>;

/** GET /api/rfqs/{id}: the request as the viewer may see it. */
export const rfqDetailSchema = z.object({
  id: z.int(),
  title: z.string(),
  description: z.string(),
  status: z.enum(RFQ_STATUSES),
  visibility: z.enum(RFQ_VISIBILITIES),
  openCriteria: z.object({ region: z.enum(PARTNER_REGIONS).nullable(), verifiedOnly: z.boolean(), requiredCertifications: z.array(z.enum(CERTIFICATION_IDS)) }),
  projectId: z.int().nullable(),
  buyer: sourcingPartySchema,
  lines: z.array(rfqLineSchema),
  quoteDeadline: z.string(),
  needByDate: z.string().nullable(),
  deliveryLocation: z.string().nullable(),
  incoterm: z.enum(INCOTERMS).nullable(),
  ndaRequired: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  publishedAt: z.string().nullable(),
  awardedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
  viewerRole: z.enum(['buyer', 'supplier']),
  nda: z.object({
    required: z.boolean(),
    /** True while the viewing supplier must sign the project's NDA before seeing line details and files. */
    locked: z.boolean(),
    projectId: z.int().nullable(),
  }),
  /** Announced changes, newest first. */
  changes: z.array(rfqChangeSchema),
  /** The buyer's view: every supplier on the request. Empty for a supplier (who never sees who else was invited). */
  suppliers: z.array(rfqSupplierSchema),
  /** Per line, who won it (the buyer's view; a supplier sees only the lines awarded to them). */
  awards: z.array(z.object({ lineId: z.int(), supplierId: z.int() })),
  /** The supplier's view: their place and quote state (null for the buyer, or an open request not joined yet). */
  me: z
    .object({
      status: z.enum(RFQ_SUPPLIER_STATUSES),
      declineReason: z.string().nullable(),
      quoteStatus: z.enum(QUOTE_STATUSES).nullable(),
      quoteVersion: z.int(),
      /** The conversation with the buyer opened at the award, if they won something. */
      connectionId: z.int().nullable(),
      /** Not awarded: the reason the buyer gave the suppliers not chosen, if any (null otherwise). */
      outcomeReason: z.string().nullable(),
    })
    .nullable(),
  /** Whether the viewer may still submit or revise (open and before the deadline). */
  acceptingQuotes: z.boolean(),
  /** Set when the HardwareHub team hid it (only its buyer still sees it, with the reason). */
  hiddenAt: z.string().nullable(),
  hiddenReason: z.string().nullable(),
});
export type RfqDetail = z.infer<typeof rfqDetailSchema>;

/** A price in a quote. */
export const quotePriceSchema = z.object({ lineId: z.int(), quantity: z.int(), unitPriceCents: z.int() });
export type QuotePrice = z.infer<typeof quotePriceSchema>;

const quoteTermsShape = {
  prices: z.array(quotePriceSchema),
  toolingCents: z.int(),
  setupCents: z.int(),
  leadTimeDays: z.int().nullable(),
  validUntil: z.string().nullable(),
  incoterm: z.enum(INCOTERMS).nullable(),
  paymentTerms: z.string().nullable(),
  notes: z.string().nullable(),
  fileIds: z.array(z.int()),
  /** The files of `fileIds` as the viewer may use them. */
  files: z.array(fileViewSchema),
};

/** One submitted version of a quote (each submission or revision is kept). */
export const quoteVersionSchema = z.object({ id: z.int(), version: z.int(), submittedAt: z.string(), ...quoteTermsShape });
export type QuoteVersion = z.infer<typeof quoteVersionSchema>;

/**
 * A quote. The supplier's own (GET/PUT /api/rfqs/{id}/quote) carries their working copy (the draft, or
 * the last submitted terms); the buyer's (GET /api/rfqs/{id}/quotes) carries the latest submitted
 * version's terms and every version in `versions` (newest first).
 */
export const quoteSchema = z.object({
  id: z.int(),
  rfqId: z.int(),
  supplier: sourcingPartySchema,
  status: z.enum(QUOTE_STATUSES),
  /** Number of submitted versions (0: never submitted). */
  version: z.int(),
  ...quoteTermsShape,
  submittedAt: z.string().nullable(),
  withdrawnAt: z.string().nullable(),
  withdrawReason: z.string().nullable(),
  updatedAt: z.string(),
  /** Set when the HardwareHub team hid it: the buyer no longer sees it; its supplier sees the reason. */
  hiddenAt: z.string().nullable(),
  hiddenReason: z.string().nullable(),
  versions: z.array(quoteVersionSchema),
});
export type Quote = z.infer<typeof quoteSchema>;

/** GET /api/rfqs/{id}/quote: null when the supplier has not started one. */
export const myQuoteSchema = quoteSchema.nullable();

/** A question on a request. The asker is named to the buyer only; a supplier sees `mine`. */
export const rfqQuestionSchema = z.object({
  id: z.int(),
  question: z.string(),
  askedAt: z.string(),
  /** The buyer's view only (null for suppliers). */
  asker: sourcingPartySchema.nullable(),
  mine: z.boolean(),
  answer: z.string().nullable(),
  answerVisibility: z.enum(ANSWER_VISIBILITIES).nullable(),
  answeredAt: z.string().nullable(),
});
export type RfqQuestion = z.infer<typeof rfqQuestionSchema>;

/** A supplier's column in the comparison. */
export const comparisonSupplierSchema = z.object({
  supplier: sourcingPartySchema,
  rating: ratingBriefSchema,
  verified: z.boolean(),
  quoteId: z.int(),
  version: z.int(),
  submittedAt: z.string(),
  toolingCents: z.int(),
  setupCents: z.int(),
  leadTimeDays: z.int().nullable(),
  validUntil: z.string().nullable(),
  incoterm: z.enum(INCOTERMS).nullable(),
  paymentTerms: z.string().nullable(),
  /** Hours from the invitation (or joining an open request) to the first submission, one decimal. */
  responseHours: z.number().nullable(),
  /** The certifications approved on their supplier profile (pending and rejected ones left out). */
  certifications: z.array(z.enum(CERTIFICATION_IDS)),
});
export type ComparisonSupplier = z.infer<typeof comparisonSupplierSchema>;

/** One cell: a supplier's price on one line and quantity break. */
export const comparisonCellSchema = z.object({
  supplierId: z.int(),
  unitPriceCents: z.int(),
  /** unit x quantity + tooling + setup. */
  landedCostCents: z.int(),
  leadTimeDays: z.int().nullable(),
});
export type ComparisonCell = z.infer<typeof comparisonCellSchema>;

/**
 * The built-in cost engine's figure for a line at one quantity, as a reference beside the quotes: the
 * unit cost range (cents) and one-off tooling it expects, and how sure it is. Only for a line whose
 * process the engine knows.
 */
export const costReferenceSchema = z.object({
  unitLowCents: z.int(),
  unitHighCents: z.int(),
  toolingCents: z.int(),
  confidence: z.enum(['high', 'medium', 'low']),
});
export type CostReference = z.infer<typeof costReferenceSchema>;

/** One row: a line at one quantity break, with every quoting supplier's cell and the best one. */
export const comparisonRowSchema = z.object({
  lineId: z.int(),
  position: z.int(),
  partName: z.string(),
  quantity: z.int(),
  targetUnitPriceCents: z.int().nullable(),
  cells: z.array(comparisonCellSchema),
  /** The lowest landed cost (ties: shorter lead time, then earlier submission); null when nobody priced the row. */
  bestSupplierId: z.int().nullable(),
  /** The cost engine's reference; null when it does not know the line's process. */
  estimate: costReferenceSchema.nullable(),
});
export type ComparisonRow = z.infer<typeof comparisonRowSchema>;

/** GET /api/rfqs/{id}/comparison (the buyer): each supplier's latest submitted quote (withdrawn ones left out). */
export const rfqComparisonSchema = z.object({
  rfqId: z.int(),
  /** The certifications the request requires (its open criteria; empty when none): a supplier without one of them is marked. */
  requiredCertifications: z.array(z.enum(CERTIFICATION_IDS)),
  suppliers: z.array(comparisonSupplierSchema),
  rows: z.array(comparisonRowSchema),
});
export type RfqComparison = z.infer<typeof rfqComparisonSchema>;

/** GET /api/rfqs/{id}/suggestions: suppliers to invite, best match first (the partner index's ranking). */
export const supplierSuggestionSchema = z.object({
  partner: partnerCardSchema,
  /** Why this supplier, e.g. 'Expertise in CNC machining'. */
  reasons: z.array(z.string()),
  alreadyInvited: z.boolean(),
});
export type SupplierSuggestion = z.infer<typeof supplierSuggestionSchema>;

/** The dashboard's sourcing figures. */
export const sourcingDashboardSchema = z.object({
  /** As a buyer: own requests open for quotes. */
  openRequests: z.int(),
  /** As a buyer: standing submitted quotes on own open or closed requests. */
  quotesReceived: z.int(),
  /** As a supplier: requests open to them (invited or matching) with no submitted quote and not declined. */
  awaitingQuote: z.int(),
});
export type SourcingDashboard = z.infer<typeof sourcingDashboardSchema>;
