import type { AddToListResult } from '#shared/schemas/common-fields.ts';
import { RFQ_LIMITS, SOURCING_MESSAGES } from '#shared/schemas/sourcing-schemas.ts';
import { formatCount } from '#shared/format/numbers.ts';
import { TagInput } from '../../ui/tag-input.tsx';
import { useToast } from '../../ui/use-toast.ts';

const parseQuantity = (raw: string) => Number(raw.replace(/[,\s]/g, ''));
const QUANTITY_SUGGESTIONS = [100, 1_000, 10_000].map(formatCount);

/**
 * One quantity accepted at a time, kept in increasing order: the buyer types breaks in any order
 * and the list the schema wants (different, increasing) comes out.
 */
export function addQuantity(items: readonly string[], raw: string): AddToListResult {
  if (!raw.trim()) return { ok: false, reason: 'empty', message: '' };
  const quantity = parseQuantity(raw);
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > RFQ_LIMITS.maxQuantity) return { ok: false, reason: 'invalid', message: SOURCING_MESSAGES.quantity };
  const current = items.map(parseQuantity);
  if (current.includes(quantity)) return { ok: false, reason: 'duplicate', message: SOURCING_MESSAGES.breaksOrder };
  if (current.length >= RFQ_LIMITS.maxBreaks) return { ok: false, reason: 'tooMany', message: SOURCING_MESSAGES.tooManyBreaks };
  return { ok: true, items: [...current, quantity].sort((a, b) => a - b).map(formatCount) };
}

interface QuantityBreaksInputProps {
  id: string;
  value: readonly number[];
  onChange: (next: number[]) => void;
  status?: 'error';
  onBlur?: () => void;
}

/** The quantities a line is quoted at (1 to 5), as chips: type 1000 or 1,000 and press Enter. */
export function QuantityBreaksInput({ id, value, onChange, status, onBlur }: QuantityBreaksInputProps) {
  const toast = useToast();
  return (
    <TagInput
      id={id}
      value={value.map(formatCount)}
      onChange={(next) => onChange(next.map(parseQuantity))}
      add={addQuantity}
      onRejected={(result) => toast.warning('Quantity not added', result.message)}
      suggestions={QUANTITY_SUGGESTIONS}
      suggestionsLabel="Common breaks"
      placeholder="e.g. 1,000 then Enter"
      status={status}
      onBlur={onBlur}
    />
  );
}
