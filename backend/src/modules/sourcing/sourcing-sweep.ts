import type { AppDeps } from '../../app-context.ts';
import { Rfq } from '../../db/models/rfq-model.ts';
import { RfqSupplier } from '../../db/models/rfq-supplier-model.ts';

/** How often deadlines are looked at: requests close, and reminders go out, within this long of their time. */
export const SOURCING_SWEEP_INTERVAL_MS = 5 * 60 * 1000;
/** Suppliers who have not answered are reminded this long before the deadline (once per request). */
export const REMINDER_BEFORE_MS = 24 * 60 * 60 * 1000;

/**
 * Stores 'closed' on open requests past their deadline (readers already see them closed: rfq-rules.ts),
 * and announces `rfq-deadline-soon` once per open request entering its last day, naming the suppliers
 * still to answer (invited, no quote submitted, not declined).
 */
export async function sweepRfqs(deps: AppDeps): Promise<{ closed: number; reminded: number }> {
  const { knex, events } = deps;
  const now = deps.clock.now();
  const closed = await knex('rfqs').where({ status: 'open' }).where('quoteDeadline', '<=', now).update({ status: 'closed', closedAt: now, updatedAt: now });
  const due = await Rfq.query(knex)
    .where({ status: 'open' })
    .whereNull('reminderSentAt')
    .whereNull('hiddenAt')
    .where('quoteDeadline', '>', now)
    .where('quoteDeadline', '<=', new Date(now.getTime() + REMINDER_BEFORE_MS));
  let reminded = 0;
  for (const rfq of due) {
    await events.inTransaction(knex, async (trx, announce) => {
      // Only the process that stamps it reminds (several processes may sweep at once).
      const stamped = await trx('rfqs').where({ id: rfq.id }).whereNull('reminderSentAt').update({ reminderSentAt: now });
      if (!stamped) return;
      const waiting = await RfqSupplier.query(trx).where({ rfqId: rfq.id, status: 'invited' }).select('supplierId');
      reminded += 1;
      if (waiting.length) announce({ type: 'rfq-deadline-soon', rfqId: rfq.id, quoteDeadline: rfq.quoteDeadline, supplierIds: waiting.map((row) => row.supplierId) });
    });
  }
  return { closed: Number(closed), reminded };
}
