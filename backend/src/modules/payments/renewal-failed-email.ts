import { PLAN_NAMES } from '#shared/constants/plans.ts';
import type { AppDeps } from '../../app-context.ts';
import { User } from '../../db/models/user-model.ts';
import type { MailMessage } from '../mail/index.ts';
import { billingEmail } from './receipt-email.ts';
import type { RenewalFailure } from './subscription-ledger.ts';
import { billingDate } from './trial-reminder.ts';

/** The mail a member gets when a renewal fails and their plan turns past due (the bell says the same). */
export function renewalFailedEmail(to: string, fullName: string, failure: Omit<RenewalFailure, 'userId'>, manageLink: string): MailMessage {
  const plan = PLAN_NAMES[failure.tier];
  const date = billingDate(failure.graceUntil);
  const rows: Array<[string, string]> = [
    ['Plan', `${plan} (${failure.billingInterval === 'annually' ? 'annual' : 'monthly'})`],
    ['Paid features until', date],
  ];
  const intro = `Hi ${fullName}, we could not take the payment for the renewal of your HardwareHub ${plan} plan.`;
  const next = `Your paid features stay until ${date}. Please update your payment method before then to keep your plan; after that date your account moves to the Free plan.`;
  return billingEmail(to, {
    subject: `Your ${plan} plan renewal failed`,
    heading: 'Your renewal payment failed',
    paragraphs: [intro, next],
    rows,
    link: { url: manageLink, label: 'Update your payment method' },
  });
}

/**
 * Mails the member whose plan just turned past due; called after the transaction of `markPastDue` commits,
 * which reports a failure only on the transition, so one failure is one mail. A mail (or lookup) that fails is
 * logged and never undoes the change or fails the sweep or webhook that made it.
 */
export async function mailRenewalFailed(deps: Pick<AppDeps, 'knex' | 'mailer' | 'log' | 'appUrl'>, failure: RenewalFailure): Promise<void> {
  try {
    const user = await User.query(deps.knex).findById(failure.userId);
    if (!user) return;
    await deps.mailer.send(renewalFailedEmail(user.email, user.fullName, failure, `${deps.appUrl}/profile?tab=subscription`));
  } catch (error) {
    deps.log(`renewal-failed mail to member ${failure.userId} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}
