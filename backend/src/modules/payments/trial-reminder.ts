import { formatUsd } from '#shared/constants/one-off-products.ts';
import { PLAN_NAMES } from '#shared/constants/plans.ts';
import type { AppDeps } from '../../app-context.ts';
import { Subscription } from '../../db/models/subscription-model.ts';
import { addDays } from './plan-pricing.ts';
import { claimTrialReminder, inLedgerTransaction } from './subscription-ledger.ts';

/** How long before a trial's end (its first charge) the member is told. */
export const TRIAL_REMINDER_DAYS = 3;

/** A billing date as the member reads it: `3 December 2026` (UTC, as the periods are kept). */
export function billingDate(at: Date | string): string {
  return new Date(at).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

type EndingTrial = Pick<Subscription, 'provider' | 'tier' | 'billingInterval' | 'priceCents' | 'trialEnd'>;

/** The notice's words (the notifications module titles it "Your trial ends soon", and mails it as the member's settings say). */
export function trialEndingDetail(sub: EndingTrial): string {
  return `${PLAN_NAMES[sub.tier]} plan trial ends on ${billingDate(sub.trialEnd!)}; first charge ${formatUsd(sub.priceCents)}`;
}

/** A trial that turns into a paid plan (not cancelled at its end) within TRIAL_REMINDER_DAYS of `now`. */
function endsSoon(sub: Pick<Subscription, 'status' | 'cancelAtPeriodEnd' | 'trialEnd'>, now: Date): boolean {
  if (sub.status !== 'trialing' || sub.cancelAtPeriodEnd || !sub.trialEnd) return false;
  const end = Date.parse(sub.trialEnd);
  return end > now.getTime() && end <= addDays(now, TRIAL_REMINDER_DAYS).getTime();
}

/**
 * The billing sweep's step that tells members their trial ends soon: once per trial (the claim on
 * trial_reminder_sent_at commits with the `billing-notice` event; the notifications put it in the bell and
 * mail it as the member's settings say). A trial that already ended is left alone: its first charge (and
 * receipt) says the rest. Returns how many were told.
 */
export async function remindEndingTrials(deps: AppDeps, now: Date): Promise<number> {
  const ending = await Subscription.query(deps.knex)
    .where({ status: 'trialing', cancelAtPeriodEnd: false })
    .where('trialEnd', '>', now)
    .where('trialEnd', '<=', addDays(now, TRIAL_REMINDER_DAYS))
    .whereNull('trialReminderSentAt')
    .select('id')
    .limit(1000);
  let told = 0;
  for (const { id } of ending) {
    const sub = await inLedgerTransaction(deps, async (tx) => {
      // Re-read under the lock: the member may have cancelled (or the trial ended) since the query above.
      const row = await Subscription.query(tx.trx).findById(id).forUpdate();
      if (!row || !endsSoon(row, now)) return undefined;
      return (await claimTrialReminder(tx, row, now, trialEndingDetail(row))) ? row : undefined;
    });
    if (sub) told += 1;
  }
  return told;
}
