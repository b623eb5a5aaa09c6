import Router from '@koa/router';
import { API_PATHS } from '#shared/api/api-paths.ts';
import type { HiddenSourcingItem, Paged } from '#shared/schemas/admin-schemas.ts';
import { SOURCING_MESSAGES } from '#shared/schemas/sourcing-schemas.ts';
import type { AppState } from '../../app-context.ts';
import { idParamOr404 } from '../../domain/domain-errors.ts';
import { access, requireUser } from '../../http/access.ts';
import type { ComparisonService } from './comparison-service.ts';
import type { QuestionService } from './question-service.ts';
import type { QuoteService } from './quote-service.ts';
import type { RfqService } from './rfq-service.ts';

const rfqId = (raw: string | undefined) => idParamOr404(raw, SOURCING_MESSAGES.notFound);

export interface SourcingServices {
  rfqs: RfqService;
  quotes: QuoteService;
  questions: QuestionService;
  comparison: ComparisonService;
  /** The admin console's list of hidden requests and quotes (sourcing-moderation.ts). */
  hiddenContent: (query: unknown) => Promise<Paged<HiddenSourcingItem>>;
}

/**
 * Requests for quote. `owner` routes are the buyer's (a supplier on the request: 403, anyone else 404);
 * `party` routes are for the buyer or a supplier the request is visible to (anyone else 404); the
 * services say which side each one is for.
 */
export function sourcingRoutes({ rfqs, quotes, questions, comparison, hiddenContent }: SourcingServices) {
  const router = new Router<AppState>();

  router.get(API_PATHS.rfqs, access('signedIn'), async (ctx) => {
    ctx.body = await rfqs.listOwn(requireUser(ctx), ctx.query);
  });
  router.post(API_PATHS.rfqs, access('signedIn'), async (ctx) => {
    ctx.body = await rfqs.create(requireUser(ctx), ctx.request.body);
    ctx.status = 201;
  });
  // Before /api/rfqs/:id, which would take 'inbox' for an id.
  router.get(API_PATHS.rfqInbox, access('signedIn'), async (ctx) => {
    ctx.body = await rfqs.inbox(requireUser(ctx), ctx.query);
  });
  router.get(API_PATHS.rfq, access('party'), async (ctx) => {
    ctx.body = await rfqs.detail(requireUser(ctx), rfqId(ctx.params.id));
  });
  router.patch(API_PATHS.rfq, access('owner'), async (ctx) => {
    ctx.body = await rfqs.update(requireUser(ctx), rfqId(ctx.params.id), ctx.request.body);
  });
  router.post(API_PATHS.rfqPublish, access('owner'), async (ctx) => {
    ctx.body = await rfqs.publish(requireUser(ctx), rfqId(ctx.params.id));
  });
  router.post(API_PATHS.rfqCancel, access('owner'), async (ctx) => {
    ctx.body = await rfqs.cancel(requireUser(ctx), rfqId(ctx.params.id), ctx.request.body);
  });
  router.post(API_PATHS.rfqInvitations, access('owner'), async (ctx) => {
    ctx.body = await rfqs.invite(requireUser(ctx), rfqId(ctx.params.id), ctx.request.body);
  });
  router.get(API_PATHS.rfqSuggestions, access('owner'), async (ctx) => {
    ctx.body = await rfqs.suggestions(requireUser(ctx), rfqId(ctx.params.id), ctx.query);
  });
  router.post(API_PATHS.rfqAward, access('owner'), async (ctx) => {
    ctx.body = await rfqs.award(requireUser(ctx), rfqId(ctx.params.id), ctx.request.body);
  });
  router.get(API_PATHS.projectRfqs, access('owner'), async (ctx) => {
    ctx.body = await rfqs.listForProject(requireUser(ctx), idParamOr404(ctx.params.id, SOURCING_MESSAGES.notFound));
  });

  router.get(API_PATHS.rfqMyQuote, access('party'), async (ctx) => {
    // A JSON null (not an empty 204) when no quote was started, so clients read one shape.
    ctx.body = JSON.stringify(await quotes.mine(requireUser(ctx), rfqId(ctx.params.id)));
    ctx.type = 'application/json';
  });
  router.put(API_PATHS.rfqMyQuote, access('party'), async (ctx) => {
    ctx.body = await quotes.save(requireUser(ctx), rfqId(ctx.params.id), ctx.request.body);
  });
  router.post(API_PATHS.rfqQuoteWithdraw, access('party'), async (ctx) => {
    ctx.body = await quotes.withdraw(requireUser(ctx), rfqId(ctx.params.id), ctx.request.body);
  });
  router.post(API_PATHS.rfqDecline, access('party'), async (ctx) => {
    ctx.body = await quotes.decline(requireUser(ctx), rfqId(ctx.params.id), ctx.request.body);
  });
  router.get(API_PATHS.rfqQuotes, access('owner'), async (ctx) => {
    ctx.body = await quotes.forBuyer(requireUser(ctx), rfqId(ctx.params.id));
  });

  router.get(API_PATHS.rfqQuestions, access('party'), async (ctx) => {
    ctx.body = await questions.list(requireUser(ctx), rfqId(ctx.params.id));
  });
  router.post(API_PATHS.rfqQuestions, access('party'), async (ctx) => {
    ctx.body = await questions.ask(requireUser(ctx), rfqId(ctx.params.id), ctx.request.body);
    ctx.status = 201;
  });
  router.post(API_PATHS.rfqQuestionAnswer, access('owner'), async (ctx) => {
    const questionId = idParamOr404(ctx.params.questionId, SOURCING_MESSAGES.questionNotFound);
    ctx.body = await questions.answer(requireUser(ctx), rfqId(ctx.params.id), questionId, ctx.request.body);
  });

  router.get(API_PATHS.rfqComparison, access('owner'), async (ctx) => {
    ctx.body = await comparison.compare(requireUser(ctx), rfqId(ctx.params.id));
  });
  router.get(API_PATHS.rfqComparisonExport, access('owner'), async (ctx) => {
    const { filename, bytes } = await comparison.workbook(requireUser(ctx), rfqId(ctx.params.id));
    ctx.type = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    ctx.attachment(filename);
    ctx.body = bytes;
  });

  // Hiding and restoring are the admin module's routes (with their audit entries); the list to restore from is read here.
  router.get(API_PATHS.adminSourcingHidden, access('admin'), async (ctx) => {
    ctx.body = await hiddenContent(ctx.query);
  });

  return router;
}
