import { MANUFACTURING_METHODS, MANUFACTURING_METHOD_LABELS } from '#shared/constants/ai-tools.ts';
import { createRfqSchema, dollarsToCents, type CreateRfqInput, type Incoterm, type RfqDetail, type RfqVisibility } from '#shared/schemas/sourcing-schemas.ts';
import type { PartnerRegion } from '#shared/constants/locations.ts';
import type { CertificationId } from '#shared/schemas/supplier-profile-schemas.ts';
import type { FormikErrors } from 'formik';
import { setIn } from 'formik';
import { centsToDollars } from './sourcing-format.ts';

/** One line item as the form holds it: texts as typed, the target price in dollars. */
export interface RfqLineForm {
  id?: number;
  partName: string;
  quantities: number[];
  material: string;
  /** A known method's label or free text; sent as the method's id when it is one. */
  process: string;
  tolerances: string;
  finish: string;
  notes: string;
  targetUnitPrice: number | null;
  fileIds: number[];
}

export interface RfqFormValues {
  title: string;
  description: string;
  projectId: number | null;
  lines: RfqLineForm[];
  /** An ISO instant, '' until chosen. */
  quoteDeadline: string;
  /** YYYY-MM-DD, '' for none. */
  needByDate: string;
  deliveryLocation: string;
  incoterm: Incoterm | '';
  ndaRequired: boolean;
  visibility: RfqVisibility;
  /** An open request's matching criteria: a region ('' for any), verified suppliers only, certifications required (approved on the supplier's profile). */
  openRegion: PartnerRegion | '';
  verifiedOnly: boolean;
  requiredCertifications: CertificationId[];
}

export const emptyLine = (): RfqLineForm => ({
  partName: '', quantities: [], material: '', process: '', tolerances: '', finish: '', notes: '', targetUnitPrice: null, fileIds: [],
});

export const emptyRfqForm = (projectId: number | null = null): RfqFormValues => ({
  title: '',
  description: '',
  projectId,
  lines: [emptyLine()],
  quoteDeadline: '',
  needByDate: '',
  deliveryLocation: '',
  incoterm: '',
  ndaRequired: false,
  visibility: 'invited',
  openRegion: '',
  verifiedOnly: false,
  requiredCertifications: [],
});

const METHOD_ID_BY_LABEL = new Map<string, string>(MANUFACTURING_METHODS.map((method) => [method.label.toLowerCase(), method.id]));
const text = (value: string) => (value.trim() ? value.trim() : null);

/** The request's body: trimmed, blanks as null, dollars as cents, a known process as its id. */
export function toRfqPayload(values: RfqFormValues): CreateRfqInput {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    projectId: values.projectId,
    lines: values.lines.map((line) => ({
      ...(line.id ? { id: line.id } : {}),
      partName: line.partName.trim(),
      quantities: line.quantities,
      material: text(line.material),
      process: METHOD_ID_BY_LABEL.get(line.process.trim().toLowerCase()) ?? text(line.process),
      tolerances: text(line.tolerances),
      finish: text(line.finish),
      notes: text(line.notes),
      targetUnitPriceCents: line.targetUnitPrice == null ? null : dollarsToCents(line.targetUnitPrice),
      fileIds: line.fileIds,
    })),
    quoteDeadline: values.quoteDeadline,
    needByDate: values.needByDate || null,
    deliveryLocation: text(values.deliveryLocation),
    incoterm: values.incoterm || null,
    // Only a request made from a project can require its NDA.
    ndaRequired: values.projectId != null && values.ndaRequired,
    visibility: values.visibility,
    ...(values.visibility === 'open'
      ? { openCriteria: { region: values.openRegion || null, verifiedOnly: values.verifiedOnly, requiredCertifications: values.requiredCertifications } }
      : {}),
  };
}

/** The form's starting values from a stored draft. */
export function rfqToForm(rfq: RfqDetail): RfqFormValues {
  return {
    title: rfq.title,
    description: rfq.description,
    projectId: rfq.projectId,
    lines: rfq.lines.map((line) => ({
      id: line.id,
      partName: line.partName,
      quantities: [...line.quantities],
      material: line.material ?? '',
      process: line.process ? ((MANUFACTURING_METHOD_LABELS as Record<string, string>)[line.process] ?? line.process) : '',
      tolerances: line.tolerances ?? '',
      finish: line.finish ?? '',
      notes: line.notes ?? '',
      targetUnitPrice: centsToDollars(line.targetUnitPriceCents),
      fileIds: [...line.fileIds],
    })),
    quoteDeadline: rfq.quoteDeadline,
    needByDate: rfq.needByDate ?? '',
    deliveryLocation: rfq.deliveryLocation ?? '',
    incoterm: rfq.incoterm ?? '',
    ndaRequired: rfq.ndaRequired,
    visibility: rfq.visibility,
    openRegion: rfq.openCriteria.region ?? '',
    verifiedOnly: rfq.openCriteria.verifiedOnly,
    requiredCertifications: [...rfq.openCriteria.requiredCertifications],
  };
}

/** Where a payload field's message sits in the form (the price is typed in dollars under another name). */
function formPath(path: readonly PropertyKey[]): string {
  const parts = path.map(String);
  // A single quantity's message belongs to the line's breaks as a whole.
  if (parts[0] === 'lines' && parts[2] === 'quantities') return parts.slice(0, 3).join('.');
  if (parts[0] === 'lines' && parts[2] === 'targetUnitPriceCents') return `lines.${parts[1]}.targetUnitPrice`;
  return parts.join('.');
}

/**
 * Formik's validate: the shared create schema run on the body the form would send, its messages
 * placed under the fields (the first message of each field).
 */
export function validateRfqForm(values: RfqFormValues): FormikErrors<RfqFormValues> {
  const result = createRfqSchema.safeParse(toRfqPayload(values));
  if (result.success) return {};
  let errors: FormikErrors<RfqFormValues> = {};
  const seen = new Set<string>();
  for (const issue of result.error.issues) {
    const path = formPath(issue.path);
    if (seen.has(path)) continue;
    seen.add(path);
    errors = setIn(errors, path, issue.message);
  }
  return errors;
}
