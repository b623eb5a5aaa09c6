// The sourcing module's public surface: code outside modules/sourcing/ imports this file only (eslint.config.js enforces it).
import type { AppDeps } from '../../app-context.ts';
import { ComparisonService } from './comparison-service.ts';
import type { CostEstimator } from './cost-reference.ts';
import { QuestionService } from './question-service.ts';
import { QuoteService } from './quote-service.ts';
import { rfqNdaSigners, sourcingFileAccess } from './rfq-access.ts';
import { RfqService, type AwardMessenger } from './rfq-service.ts';
import { listHiddenSourcing } from './sourcing-moderation.ts';
import { sourcingRoutes } from './sourcing-routes.ts';
import { SOURCING_SWEEP_INTERVAL_MS, sweepRfqs } from './sourcing-sweep.ts';

/** The recurring job that sweeps deadlines (jobs/job-runner.ts `every`). */
const SOURCING_SWEEP_JOB = 'sourcing-sweep';

export { matchingOpenRfqsSince, type OpenRfqMatch } from './open-rfq-matches.ts';
export { deadlinesNear, quotesReceivedBetween, type NearDeadline, type ReceivedQuote } from './sourcing-digest.ts';
/** One pass of the deadline sweep (closings and reminders), as the job runner runs it every few minutes. */
export { sweepRfqs };
export { sourcingDashboard } from './sourcing-dashboard.ts';
export { hiddenSourcingIds, setSourcingHidden, sourcingReportTarget, type SourcingContentType } from './sourcing-moderation.ts';
export type { AwardMessenger } from './rfq-service.ts';
export type { CostEstimator } from './cost-reference.ts';

/**
 * The sourcing module, assembled: its services and routes; `fileAccess` (the files module's rules for
 * 'rfq' and 'quote' files) and `ndaSigners` (who besides partners may sign a project's NDA) for app.ts to
 * hand to those modules; `start` sweeps deadlines (closing requests, reminders) every few minutes.
 * `messenger` posts the award's note in a conversation that already existed (the messages module's send).
 */
export function createSourcing(deps: AppDeps, messenger: AwardMessenger, estimate: CostEstimator) {
  const rfqs = new RfqService(deps, messenger);
  const now = () => deps.clock.now();
  return {
    routes: () => sourcingRoutes({
      rfqs, quotes: new QuoteService(deps, rfqs), questions: new QuestionService(deps), comparison: new ComparisonService(deps, estimate),
      hiddenContent: (query) => listHiddenSourcing(deps.knex, query),
    }),
    fileAccess: sourcingFileAccess(now),
    ndaSigners: rfqNdaSigners(now),
    sweep: () => sweepRfqs(deps),
    /** Registers the deadline sweep with the job runner: one process at a time runs it (a failure is logged there). */
    start() {
      deps.jobs.every(SOURCING_SWEEP_JOB, SOURCING_SWEEP_INTERVAL_MS, async () => void (await sweepRfqs(deps)));
    },
    close() {
      // The job runner stops the sweep with everything else it runs.
    },
  };
}
