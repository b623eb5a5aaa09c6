import { Tag } from 'antd';
import {
  QUOTE_STATUS_LABELS, RFQ_STATUS_LABELS, RFQ_SUPPLIER_STATUS_LABELS, type QuoteStatus, type RfqStatus, type RfqSummary, type RfqSupplierStatus,
} from '#shared/schemas/sourcing-schemas.ts';

const STATUS_COLORS: Record<RfqStatus, string> = { draft: 'default', open: 'processing', closed: 'warning', awarded: 'success', cancelled: 'error' };
const SUPPLIER_COLORS: Record<RfqSupplierStatus, string> = {
  invited: 'processing',
  declined: 'default',
  quoted: 'blue',
  withdrawn: 'warning',
  awarded: 'success',
  not_awarded: 'default',
};

export function RfqStatusTag({ status }: { status: RfqStatus }) {
  return <Tag color={STATUS_COLORS[status]}>{RFQ_STATUS_LABELS[status]}</Tag>;
}

export function SupplierStatusTag({ status }: { status: RfqSupplierStatus }) {
  return <Tag color={SUPPLIER_COLORS[status]}>{RFQ_SUPPLIER_STATUS_LABELS[status]}</Tag>;
}

/** A supplier's next step on a request in their inbox, in their words. */
export function inboxState(rfq: Pick<RfqSummary, 'status' | 'myStatus' | 'myQuoteStatus'>): { label: string; color: string } {
  if (rfq.myStatus === 'awarded') return { label: 'Awarded to you', color: 'success' };
  if (rfq.myStatus === 'not_awarded') return { label: 'Not awarded', color: 'default' };
  if (rfq.myStatus === 'declined') return { label: 'Declined', color: 'default' };
  if (rfq.status === 'cancelled') return { label: 'Cancelled', color: 'error' };
  if (rfq.myQuoteStatus === 'submitted') return { label: rfq.status === 'open' ? 'Quote submitted' : 'Awaiting decision', color: 'blue' };
  if (rfq.status !== 'open') return { label: RFQ_STATUS_LABELS[rfq.status], color: 'default' };
  if (rfq.myQuoteStatus === 'draft') return { label: 'Quote in draft', color: 'warning' };
  if (rfq.myQuoteStatus === 'withdrawn') return { label: 'Quote withdrawn', color: 'warning' };
  return { label: 'Awaiting your quote', color: 'processing' };
}

export function InboxStateTag({ rfq }: { rfq: Pick<RfqSummary, 'status' | 'myStatus' | 'myQuoteStatus'> }) {
  const state = inboxState(rfq);
  return <Tag color={state.color}>{state.label}</Tag>;
}

export function QuoteStatusTag({ status }: { status: QuoteStatus }) {
  return <Tag color={status === 'submitted' ? 'blue' : status === 'withdrawn' ? 'warning' : 'default'}>{QUOTE_STATUS_LABELS[status]}</Tag>;
}
