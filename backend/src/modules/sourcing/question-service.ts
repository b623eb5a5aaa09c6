import { answerQuestionSchema, askQuestionSchema, SOURCING_MESSAGES, type RfqQuestion as RfqQuestionView } from '#shared/schemas/sourcing-schemas.ts';
import type { AppDeps } from '../../app-context.ts';
import { RfqQuestion } from '../../db/models/rfq-question-model.ts';
import { RfqSupplier } from '../../db/models/rfq-supplier-model.ts';
import { User } from '../../db/models/user-model.ts';
import { conflict, forbidden, notFound, parseInput } from '../../domain/domain-errors.ts';
import { loadAsBuyer, loadVisible } from './rfq-access.ts';
import { effectiveStatus } from './rfq-rules.ts';
import { partyOr } from './rfq-serializer.ts';

type Viewer = User;

/**
 * Questions on a request: a supplier who may see it asks while it takes quotes; the buyer answers the
 * asker alone ('private') or everyone on the request ('all', the asker never named). A supplier reads
 * their own questions and the answers given to all; the buyer reads every question with its asker.
 */
export class QuestionService {
  private readonly deps: AppDeps;

  constructor(deps: AppDeps) {
    this.deps = deps;
  }

  /** GET /api/rfqs/{id}/questions, oldest first. */
  async list(viewer: Viewer, rfqId: number): Promise<RfqQuestionView[]> {
    const { knex } = this.deps;
    const { rfq, place } = await loadVisible(knex, rfqId, viewer, this.deps.clock.now());
    const query = RfqQuestion.query(knex).where({ rfqId: rfq.id }).orderBy('createdAt').orderBy('id');
    if (place.kind !== 'buyer') query.where((q) => q.where({ askerId: viewer.id }).orWhere({ answerVisibility: 'all' }));
    const questions = await query;
    const askers = place.kind === 'buyer' ? new Map((await User.query(knex).whereIn('id', questions.map((q) => q.askerId))).map((user) => [user.id, user])) : new Map<number, User>();
    return questions.map((question) => toView(question, viewer.id, place.kind === 'buyer' ? askers : null));
  }

  /** POST /api/rfqs/{id}/questions. */
  async ask(viewer: Viewer, rfqId: number, input: unknown): Promise<RfqQuestionView> {
    const { question } = parseInput(askQuestionSchema, input);
    const { knex, events } = this.deps;
    const stored = await events.inTransaction(knex, async (trx, announce) => {
      const { rfq, place } = await loadVisible(trx, rfqId, viewer, this.deps.clock.now());
      if (place.kind === 'buyer') throw forbidden(SOURCING_MESSAGES.supplierOnly);
      if (effectiveStatus(rfq, this.deps.clock.now()) !== 'open') throw conflict(SOURCING_MESSAGES.questionsClosed);
      const inserted = await RfqQuestion.query(trx).insertAndFetch({ rfqId: rfq.id, askerId: viewer.id, question });
      announce({ type: 'rfq-question', rfqId: rfq.id, questionId: inserted.id, action: 'asked', recipientIds: [rfq.buyerId] });
      return inserted;
    });
    return toView(stored, viewer.id, null);
  }

  /** POST /api/rfqs/{id}/questions/{questionId}/answer (again: the answer is replaced). */
  async answer(viewer: Viewer, rfqId: number, questionId: number, input: unknown): Promise<RfqQuestionView> {
    const { answer, visibility } = parseInput(answerQuestionSchema, input);
    const { knex, events } = this.deps;
    const stored = await events.inTransaction(knex, async (trx, announce) => {
      const rfq = await loadAsBuyer(trx, rfqId, viewer, this.deps.clock.now());
      const question = await RfqQuestion.query(trx).findById(questionId).forUpdate();
      if (!question || question.rfqId !== rfq.id) throw notFound(SOURCING_MESSAGES.questionNotFound);
      const updated = await question.$query(trx).patchAndFetch({ answer, answerVisibility: visibility, answeredAt: this.deps.clock.now().toISOString() });
      const everyone = (await RfqSupplier.query(trx).where({ rfqId: rfq.id }).whereNot('status', 'declined').select('supplierId')).map((row) => row.supplierId);
      const recipientIds = visibility === 'all' ? [...new Set([question.askerId, ...everyone])] : [question.askerId];
      announce({ type: 'rfq-question', rfqId: rfq.id, questionId: question.id, action: 'answered', recipientIds });
      return updated;
    });
    const askers = new Map((await User.query(knex).where({ id: stored.askerId })).map((user) => [user.id, user]));
    return toView(stored, viewer.id, askers);
  }
}

/** `askers` only for the buyer: suppliers never learn who asked. */
function toView(question: RfqQuestion, viewerId: number, askers: Map<number, User> | null): RfqQuestionView {
  return {
    id: question.id,
    question: question.question,
    askedAt: question.createdAt,
    asker: askers ? partyOr(askers, question.askerId) : null,
    mine: question.askerId === viewerId,
    answer: question.answer,
    answerVisibility: question.answerVisibility,
    answeredAt: question.answeredAt,
  };
}
