import { dollarsToCents, saveQuoteSchema, type Incoterm, type Quote, type RfqDetail, type SaveQuoteInput } from '#shared/schemas/sourcing-schemas.ts';
import type { FormikErrors } from 'formik';
import { centsToDollars } from './sourcing-format.ts';

/** The key of one price: a line at one of its quantity breaks. */
export const priceKey = (lineId: number, quantity: number) => `${lineId}:${quantity}`;

/** The quote as the form holds it: dollars as typed, blanks as null or ''. */
export interface QuoteFormValues {
  /** Unit price in dollars per line and break; null leaves that break unquoted. */
  prices: Record<string, number | null>;
  tooling: number | null;
  setup: number | null;
  leadTimeDays: number | null;
  /** YYYY-MM-DD, '' until chosen. */
  validUntil: string;
  incoterm: Incoterm | '';
  paymentTerms: string;
  notes: string;
}

/** Every break of every line, filled from the supplier's working copy when there is one. */
export function quoteToForm(rfq: RfqDetail, quote: Quote | null): QuoteFormValues {
  const prices: Record<string, number | null> = {};
  for (const line of rfq.lines) for (const quantity of line.quantities) prices[priceKey(line.id, quantity)] = null;
  for (const price of quote?.prices ?? []) prices[priceKey(price.lineId, price.quantity)] = centsToDollars(price.unitPriceCents);
  return {
    prices,
    tooling: centsToDollars(quote?.toolingCents ?? null),
    setup: centsToDollars(quote?.setupCents ?? null),
    leadTimeDays: quote?.leadTimeDays ?? null,
    validUntil: quote?.validUntil ?? '',
    // The buyer's preference is the natural starting point.
    incoterm: quote?.incoterm ?? rfq.incoterm ?? '',
    paymentTerms: quote?.paymentTerms ?? '',
    notes: quote?.notes ?? '',
  };
}

/** PUT /api/rfqs/{id}/quote: the breaks priced, dollars as cents, blanks as null. */
export function toQuotePayload(values: QuoteFormValues, submit: boolean, fileIds: number[] = []): SaveQuoteInput {
  return {
    submit,
    prices: Object.entries(values.prices)
      .filter((entry): entry is [string, number] => entry[1] !== null)
      .map(([key, dollars]) => {
        const [lineId, quantity] = key.split(':').map(Number) as [number, number];
        return { lineId, quantity, unitPriceCents: dollarsToCents(dollars) };
      }),
    toolingCents: values.tooling === null ? 0 : dollarsToCents(values.tooling),
    setupCents: values.setup === null ? 0 : dollarsToCents(values.setup),
    leadTimeDays: values.leadTimeDays,
    validUntil: values.validUntil || null,
    incoterm: values.incoterm || null,
    paymentTerms: values.paymentTerms.trim() || null,
    notes: values.notes.trim() || null,
    fileIds,
  };
}

const FIELD_OF: Record<string, keyof QuoteFormValues> = { toolingCents: 'tooling', setupCents: 'setup' };

/** The shared quote schema's messages, under the form's fields (a price's under its own input). */
export function validateQuoteForm(values: QuoteFormValues, submit: boolean): FormikErrors<QuoteFormValues> {
  const payload = toQuotePayload(values, submit);
  const result = saveQuoteSchema.safeParse(payload);
  if (result.success) return {};
  const errors: Record<string, unknown> = {};
  const priceErrors: Record<string, string> = {};
  let tableMessage: string | undefined;
  for (const issue of result.error.issues) {
    const [head, index] = issue.path;
    if (head === 'prices' && typeof index === 'number') {
      const price = payload.prices?.[index];
      if (price) priceErrors[priceKey(price.lineId, price.quantity)] ??= issue.message;
      continue;
    }
    const field = FIELD_OF[String(head)] ?? String(head);
    // 'prices' itself (nothing priced) is a message for the whole table.
    if (field === 'prices') tableMessage ??= issue.message;
    else errors[field] ??= issue.message;
  }
  if (Object.keys(priceErrors).length) errors.prices = priceErrors;
  else if (tableMessage) errors.prices = tableMessage;
  return errors as FormikErrors<QuoteFormValues>;
}
