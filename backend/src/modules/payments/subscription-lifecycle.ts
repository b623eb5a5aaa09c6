import { GRACE_DAYS } from '#shared/schemas/payment-schemas.ts';
import type { AppDeps } from '../../app-context.ts';
import { Payment } from '../../db/models/payment-model.ts';
import { Subscription } from '../../db/models/subscription-model.ts';
import type { PaymentService } from './payment-service.ts';
import { applyFeaturedPlacements } from './featured-placement.ts';
import { addDays, addInterval } from './plan-pricing.ts';
import { mailRenewalFailed } from './renewal-failed-email.ts';
import { endSubscription, inLedgerTransaction, markPastDue, renewPeriod, type RenewalFailure } from './subscription-ledger.ts';
import { remindEndingTrials } from './trial-reminder.ts';

export interface LifecycleReport {
  renewed: number;
  pastDue: number;
  ended: number;
  /** Members told their trial ends within TRIAL_REMINDER_DAYS. */
  trialReminders: number;
}

/**
 * Moves subscriptions (and featured placements) along in time: trialing -> active at the trial's end (its first
 * charge), a renewal at each period's end, past_due after a failed renewal (paid features stay for
 * GRACE_DAYS), then back to Free; a plan cancelled at period end ends on that day. A trial that will
 * turn into a paid plan is announced TRIAL_REMINDER_DAYS before its end, once (trial-reminder.ts). No manual step:
 * the job runner's recurring `billing-sweep` task runs `advance()` every BILLING_SWEEP_SECONDS, in one
 * process at a time. Each change also locks the subscription and re-checks it is still due, so a sweep
 * that overlaps another (a process paused past its lease) still changes it once.
 *
 * The simulated provider's renewals are charged here (a test card `renewals_fail` fails them). For
 * Stripe, renewals, failures and cancellations arrive as webhooks; only the end of a grace period
 * and a period-end cancellation are applied here as well, so access ends on time without them.
 */
export class SubscriptionLifecycle {
  private readonly deps: AppDeps;
  private readonly payments: PaymentService;

  constructor(deps: AppDeps, payments: PaymentService) {
    this.deps = deps;
    this.payments = payments;
  }

  async advance(): Promise<LifecycleReport> {
    const now = this.deps.clock.now();
    const report: LifecycleReport = { renewed: 0, pastDue: 0, ended: 0, trialReminders: 0 };
    const due = await Subscription.query(this.deps.knex)
      .where((q) => q.whereIn('status', ['trialing', 'active']).where('currentPeriodEnd', '<=', now))
      .orWhere((q) => q.where('status', 'past_due').where('graceUntil', '<=', now))
      .select('id')
      .limit(1000);
    for (const { id } of due) {
      const receipts: number[] = [];
      let failure: RenewalFailure | undefined;
      const outcome = await inLedgerTransaction(this.deps, async (tx) => {
        const { trx } = tx;
        const sub = await Subscription.query(trx).findById(id).forUpdate();
        if (!sub) return undefined;
        const periodEnd = new Date(sub.currentPeriodEnd);
        if (sub.status === 'past_due') {
          if (!sub.graceUntil || new Date(sub.graceUntil) > now) return undefined;
          await endSubscription(tx, sub, new Date(sub.graceUntil));
          return 'ended' as const;
        }
        if ((sub.status !== 'trialing' && sub.status !== 'active') || periodEnd > now) return undefined;
        if (sub.cancelAtPeriodEnd) {
          await endSubscription(tx, sub, periodEnd);
          return 'ended' as const;
        }
        if (sub.provider !== 'simulated') return undefined;
        // One charge per period that has ended (a server that was down for two periods catches up).
        let start = periodEnd;
        let end = addInterval(start, sub.billingInterval);
        for (;;) {
          const failed = sub.simulatedCard === 'renewals_fail';
          const payment = await Payment.query(trx).insert({
            userId: sub.userId, provider: 'simulated', kind: 'subscription', providerReference: `sim_renewal_${sub.id}_${start.getTime()}`,
            productCode: sub.planId, billingInterval: sub.billingInterval, quantity: 1, amountCents: sub.priceCents, currency: 'USD',
            status: failed ? 'failed' : 'succeeded', metadata: { renewal: true, periodStart: start.toISOString(), periodEnd: end.toISOString() },
          });
          if (failed) {
            const graceUntil = addDays(start, GRACE_DAYS);
            // A grace period already over (a server that was down through it) ends the plan at once.
            if (graceUntil <= now) {
              await endSubscription(tx, sub, graceUntil);
              return 'ended' as const;
            }
            failure = await markPastDue(tx, sub, graceUntil.toISOString());
            return 'pastDue' as const;
          }
          receipts.push(payment.id);
          if (end > now) break;
          start = end;
          end = addInterval(start, sub.billingInterval);
        }
        await renewPeriod(tx, sub, start, end);
        return 'renewed' as const;
      });
      if (outcome) report[outcome] += 1;
      for (const paymentId of receipts) await this.payments.sendReceipt(paymentId);
      if (failure) await mailRenewalFailed(this.deps, failure);
    }
    // Featured placements that ended today stop featuring their listings and project.
    await applyFeaturedPlacements(this.deps);
    // Last, after the trials that ended above were charged: only those still running are told.
    report.trialReminders = await remindEndingTrials(this.deps, now);
    return report;
  }
}
