import type { Knex } from 'knex';
import { PLAN_NAMES } from '#shared/constants/plans.ts';
import type { DomainEvents, Announce } from '../../db/domain-events.ts';
import { Subscription } from '../../db/models/subscription-model.ts';
import { User } from '../../db/models/user-model.ts';
import type { AppDeps } from '../../app-context.ts';

/**
 * The one owner of a member's plan: only this file writes the `subscriptions` table and the user's
 * mirror columns (subscription_plan, _status, _renewal, _end_date); subscription-ledger-writes.test.ts keeps
 * it so. Each function is one transition: it writes the row and the mirror together and announces
 * `subscription-changed` in the same transaction, so the member's sockets hear of it only once the
 * change is committed, and never of one that was rolled back.
 */

/** A transaction opened by `events.inTransaction`, with its `announce`. */
export interface LedgerTransaction {
  trx: Knex.Transaction;
  announce: Announce;
}

/** Opens a ledger transaction: `work`'s announcements go out after the commit. */
export function inLedgerTransaction<T>(deps: { events: DomainEvents; knex: Knex }, work: (tx: LedgerTransaction) => Promise<T>): Promise<T> {
  return deps.events.inTransaction(deps.knex, (trx, announce) => work({ trx, announce }));
}

/** What a paid period grants, as the subscription row keeps it. */
export type PaidPeriod = Pick<
  Subscription,
  'provider' | 'providerSubscriptionId' | 'planId' | 'tier' | 'billingInterval' | 'priceCents' | 'trialEnd' | 'currentPeriodStart' | 'currentPeriodEnd' | 'cancelAtPeriodEnd' | 'simulatedCard'
> & { status: 'trialing' | 'active' };

/** The subscription a transition applies to (a row read and locked by the caller). */
export type LedgerSubscription = Pick<Subscription, 'id' | 'userId' | 'tier' | 'status' | 'planId' | 'billingInterval' | 'trialEnd' | 'currentPeriodEnd' | 'cancelAtPeriodEnd'>;

/** What the provider (Stripe) says a running subscription is now. */
export interface ProviderPeriod {
  /** The plan it bills now, when that is one of ours. */
  plan?: Pick<Subscription, 'planId' | 'tier' | 'billingInterval' | 'priceCents'>;
  status: 'trialing' | 'active';
  trialEnd: string | null;
  periodStart: string;
  periodEnd: string;
  cancelAtPeriodEnd: boolean;
}

function announced(tx: LedgerTransaction, userId: number, plan: User['subscriptionPlan'], status: User['subscriptionStatus']): void {
  tx.announce({ type: 'subscription-changed', userId, plan, status });
}

const sameInstant = (a: string | null, b: string | null) => (a === null || b === null ? a === b : Date.parse(a) === Date.parse(b));

/**
 * A paid plan takes effect (a new plan, or a change that starts a new period now): the member's row
 * is created or replaced, and the mirror follows.
 */
export async function grantPaidPeriod(tx: LedgerTransaction, userId: number, period: PaidPeriod): Promise<void> {
  const row = { ...period, graceUntil: null, endedAt: null };
  const existing = await Subscription.query(tx.trx).findOne({ userId }).forUpdate();
  if (existing) await Subscription.query(tx.trx).findById(existing.id).patch(row);
  else await Subscription.query(tx.trx).insert({ userId, ...row });
  await User.query(tx.trx).findById(userId).patch({
    subscriptionPlan: period.tier, subscriptionStatus: period.status, subscriptionRenewal: period.currentPeriodEnd,
    // A period that will not renew (a wallet payment) shows when it ends.
    subscriptionEndDate: period.cancelAtPeriodEnd ? period.currentPeriodEnd : null,
  });
  announced(tx, userId, period.tier, period.status);
}

/** A renewal we charged ourselves (the simulated card): the next period runs from `start` to `end`. */
export async function renewPeriod(tx: LedgerTransaction, sub: LedgerSubscription, start: Date, end: Date): Promise<void> {
  await Subscription.query(tx.trx).findById(sub.id).patch({ status: 'active', currentPeriodStart: start.toISOString(), currentPeriodEnd: end.toISOString(), graceUntil: null });
  await User.query(tx.trx).findById(sub.userId).patch({ subscriptionStatus: 'active', subscriptionRenewal: end.toISOString() });
  announced(tx, sub.userId, sub.tier, 'active');
}

/**
 * The provider's word on a running subscription (its plan, period, trial and cancellation). Providers
 * repeat themselves (several webhooks per change), so only a difference the member would see is announced.
 */
export async function followProviderPeriod(tx: LedgerTransaction, sub: LedgerSubscription, state: ProviderPeriod): Promise<void> {
  const tier = state.plan?.tier ?? sub.tier;
  await Subscription.query(tx.trx).findById(sub.id).patch({
    ...state.plan, status: state.status, trialEnd: state.trialEnd, currentPeriodStart: state.periodStart,
    currentPeriodEnd: state.periodEnd, cancelAtPeriodEnd: state.cancelAtPeriodEnd, graceUntil: null,
  });
  await User.query(tx.trx).findById(sub.userId).patch({
    subscriptionPlan: tier, subscriptionStatus: state.status, subscriptionRenewal: state.periodEnd,
    subscriptionEndDate: state.cancelAtPeriodEnd ? state.periodEnd : null,
  });
  const changed = tier !== sub.tier || state.status !== sub.status || Boolean(state.cancelAtPeriodEnd) !== Boolean(sub.cancelAtPeriodEnd)
    || (state.plan && (state.plan.planId !== sub.planId || state.plan.billingInterval !== sub.billingInterval))
    || !sameInstant(state.periodEnd, sub.currentPeriodEnd) || !sameInstant(state.trialEnd, sub.trialEnd);
  if (changed) announced(tx, sub.userId, tier, state.status);
}

/** A plan that has just turned past due: what the member's renewal-failed mail says. */
export interface RenewalFailure {
  userId: number;
  tier: LedgerSubscription['tier'];
  billingInterval: LedgerSubscription['billingInterval'];
  /** ISO: paid features stay until then. */
  graceUntil: string;
}

/**
 * A renewal failed: paid features stay until `graceUntil` (ISO); the member hears of it once, as it turns past due.
 * Returns the failure only on that transition, for the caller to mail after the commit (a mail cannot be rolled back).
 */
export async function markPastDue(tx: LedgerTransaction, sub: LedgerSubscription, graceUntil: string): Promise<RenewalFailure | undefined> {
  await Subscription.query(tx.trx).findById(sub.id).patch({ status: 'past_due', graceUntil });
  await User.query(tx.trx).findById(sub.userId).patch({ subscriptionStatus: 'past_due' });
  if (sub.status === 'past_due') return undefined;
  announced(tx, sub.userId, sub.tier, 'past_due');
  const until = new Date(graceUntil).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  tx.announce({ type: 'billing-notice', userId: sub.userId, notice: 'renewal-failed', detail: `${PLAN_NAMES[sub.tier]} plan renewal failed; paid features stay until ${until}` });
  return { userId: sub.userId, tier: sub.tier, billingInterval: sub.billingInterval, graceUntil };
}

/** The member cancels: the plan stays to the end of the period, then ends (the lifecycle ends it). */
export async function cancelAtPeriodEnd(tx: LedgerTransaction, sub: LedgerSubscription): Promise<void> {
  await Subscription.query(tx.trx).findById(sub.id).patch({ cancelAtPeriodEnd: true });
  await User.query(tx.trx).findById(sub.userId).patch({ subscriptionEndDate: sub.currentPeriodEnd });
  announced(tx, sub.userId, sub.tier, sub.status);
}

/** The member takes a cancellation back before the period ends: the plan renews again. */
export async function resumeRenewal(tx: LedgerTransaction, sub: LedgerSubscription): Promise<void> {
  await Subscription.query(tx.trx).findById(sub.id).patch({ cancelAtPeriodEnd: false });
  await User.query(tx.trx).findById(sub.userId).patch({ subscriptionEndDate: null });
  announced(tx, sub.userId, sub.tier, sub.status);
}

/**
 * Claims the "trial ends soon" notice of a trial (trial_reminder_sent_at) and files its bell notice for the
 * commit; false when it was claimed already. Not a change of plan, so no `subscription-changed`; the
 * conditional update keeps it once even without the caller's lock.
 */
export async function claimTrialReminder(tx: LedgerTransaction, sub: Pick<Subscription, 'id' | 'userId'>, at: Date, detail: string): Promise<boolean> {
  const claimed = await tx.trx('subscriptions').where({ id: sub.id, status: 'trialing' }).whereNull('trialReminderSentAt').update({ trialReminderSentAt: at });
  if (!claimed) return false;
  tx.announce({ type: 'billing-notice', userId: sub.userId, notice: 'trial-ending', detail: detail.slice(0, 200) });
  return true;
}

/** The plan stops granting: the member is back on Free from `at`. */
export async function endSubscription(tx: LedgerTransaction, sub: Pick<Subscription, 'id' | 'userId'>, at: Date | string): Promise<void> {
  const endedAt = typeof at === 'string' ? at : at.toISOString();
  await Subscription.query(tx.trx).findById(sub.id).patch({ status: 'canceled', endedAt, cancelAtPeriodEnd: false, graceUntil: null });
  await User.query(tx.trx).findById(sub.userId).patch({ subscriptionPlan: 'free', subscriptionStatus: 'canceled', subscriptionRenewal: null, subscriptionEndDate: endedAt });
  announced(tx, sub.userId, 'free', 'canceled');
}

/**
 * After a commit, every process tells the sockets it holds of the member (each hears the event, so
 * none broadcasts): the renderer refetches the member and the billing page on `plan_changed`.
 */
export function subscribePlanChangePushes(events: DomainEvents, realtime: Pick<AppDeps['realtime'], 'toUserHere'>): () => void {
  return events.subscribe((event) => {
    if (event.type === 'subscription-changed') realtime.toUserHere(event.userId, 'plan_changed', { plan: event.plan, status: event.status });
  });
}
