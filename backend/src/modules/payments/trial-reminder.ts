import { formatUsd } from '#shared/constants/one-off-products.ts';
import { PLAN_NAMES } from '#shared/constants/plans.ts';
import type { AppDeps } from '../../app-context.ts';
import { Subscription } from '../../db/models/subscription-model.ts';
import { User } from '../../db/models/user-model.ts';
import type { MailMessage } from '../mail/index.ts';
import { billingEmail } from './receipt-email.ts';
import { addDays } from './plan-pricing.ts';
import { claimTrialReminder, inLedgerTransaction } from './subscription-ledger.ts';

/** How long before a trial's end (its first charge) the member is told. */
export const TRIAL_REMINDER_DAYS = 3;

/** A billing date as the member reads it: `3 December 2026` (UTC, as the periods are kept). */
export function billingDate(at: Date | string): string {
  return new Date(at).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

type EndingTrial = Pick<Subscription, 'provider' | 'tier' | 'billingInterval' | 'priceCents' | 'trialEnd'>;

/** The bell notice's words (the notifications module titles it "Your trial ends soon"). */
export function trialEndingDetail(sub: EndingTrial): string {
  return `${PLAN_NAMES[sub.tier]} plan trial ends on ${billingDate(sub.trialEnd!)}; first charge ${formatUsd(sub.priceCents)}`;
}

/** The mail a member gets TRIAL_REMINDER_DAYS before their trial turns into a paid plan. */
export function trialEndingEmail(to: string, fullName: string, sub: EndingTrial, manageLink: string): MailMessage {
  const plan = PLAN_NAMES[sub.tier];
  const date = billingDate(sub.trialEnd!);
  const amount = formatUsd(sub.priceCents);
  const annual = sub.billingInterval === 'annually';
  const testMode = sub.provider === 'simulated' ? ' (test mode: no card will be charged)' : '';
  const rows: Array<[string, string]> = [
    ['Plan', `${plan} (${annual ? 'annual' : 'monthly'})`],
    ['Trial ends', date],
    ['First charge', `${amount} USD${testMode}`],
  ];
  const intro = `Hi ${fullName}, your free trial of the HardwareHub ${plan} plan ends on ${date}.`;
  const next = `Unless you cancel before then, your ${sub.provider === 'simulated' ? 'test card' : 'card'} will be charged ${amount} for the first ${annual ? 'year' : 'month'} of ${plan} on ${date}, and the plan then renews every ${annual ? 'year' : 'month'} until you cancel it.`;
  return billingEmail(to, {
    subject: `Your ${plan} trial ends on ${date}`,
    heading: 'Your trial ends soon',
    paragraphs: [intro, next],
    rows,
    link: { url: manageLink, label: 'Change or cancel your plan' },
  });
}

/** A trial that turns into a paid plan (not cancelled at its end) within TRIAL_REMINDER_DAYS of `now`. */
function endsSoon(sub: Pick<Subscription, 'status' | 'cancelAtPeriodEnd' | 'trialEnd'>, now: Date): boolean {
  if (sub.status !== 'trialing' || sub.cancelAtPeriodEnd || !sub.trialEnd) return false;
  const end = Date.parse(sub.trialEnd);
  return end > now.getTime() && end <= addDays(now, TRIAL_REMINDER_DAYS).getTime();
}

/**
 * The billing sweep's step that tells members their trial ends soon: once per trial (the claim on
 * trial_reminder_sent_at commits with the bell notice), the mail after the commit. A trial that already
 * ended is left alone: its first charge (and receipt) says the rest. Returns how many were told.
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
    if (!sub) continue;
    told += 1;
    const user = await User.query(deps.knex).findById(sub.userId);
    if (!user) continue;
    try {
      await deps.mailer.send(trialEndingEmail(user.email, user.fullName, sub, `${deps.appUrl}/profile?tab=subscription`));
    } catch (error) {
      // As a receipt: the claim stays, so a mail server that is down costs this reminder, never a second one.
      deps.log(`trial reminder mail for subscription ${sub.id} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return told;
}
