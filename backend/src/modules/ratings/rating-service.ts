import type { Knex } from 'knex';
import { ratingSchema, ratingWithAuthorSchema, summarizeRatings, type CreateRatingPayload, type Rating as RatingView, type RatingSubmitResult, type RatingSummary, type TargetRatings } from '#shared/schemas/rating-schemas.ts';
import { RATING_MESSAGES, RATING_SCORES, type RatingTargetType, type RatingValue } from '#shared/constants/ratings.ts';
import type { AppDeps } from '../../app-context.ts';
import { DomainError, forbidden, invalid, notFound } from '../../domain/domain-errors.ts';
import { betweenUsers } from '../connections/index.ts';
import { Connection } from '../../db/models/connection-model.ts';
import { haveConversed } from '../messages/index.ts';
import { Product } from '../../db/models/product-model.ts';
import { Project } from '../../db/models/project-model.ts';
import { ProjectService } from '../projects/index.ts';
import { refreshPartnerRating, toPublicUser } from '../users/index.ts';
import { User } from '../../db/models/user-model.ts';
import { Rating } from '../../db/models/rating-model.ts';

const RATINGS_LISTED = 100;

/**
 * Ratings. One rating per user per target: a new one replaces the old (its
 * value, comment and date). Who may rate what, so ratings come from real contact:
 * - user: anyone but themselves, after an accepted connection with them (either direction);
 * - project: not your own; an active or completed project you have an accepted connection about;
 * - connection: its two sides, once accepted;
 * - product: not its seller; someone who has talked with the seller (each of them sent the other a
 *   message), so reviews come from people who dealt with the seller, not from drive-by accounts.
 * Rating needs a verified email address (a throwaway sign-up cannot rate). A user's average and count
 * are copied onto users and the search index in the same transaction.
 * Reading follows the target's visibility: a user's (active accounts) and a product's ratings are
 * public (the product page is), except a hidden listing's (its seller and admins only, and nobody can
 * rate it); a project's only where the project can be seen (ProjectService);
 * a connection's only by its two sides. Everything else is 404. Authors are public cards for
 * signed-in viewers and null for anonymous ones.
 */
export class RatingService {
  private readonly deps: AppDeps;
  private readonly projects: ProjectService;

  constructor(deps: AppDeps, projects = new ProjectService(deps)) {
    this.deps = deps;
    this.projects = projects;
  }

  async submit(user: User, input: CreateRatingPayload): Promise<RatingSubmitResult> {
    if (!user.emailVerified) throw forbidden(RATING_MESSAGES.emailNotVerified, { emailVerificationRequired: true });
    return this.deps.events.inTransaction(this.deps.knex, async (trx, announce) => {
      // The rater's row first: two submissions of one user are serialized (no duplicate insert race).
      await User.query(trx).findById(user.id).forUpdate().select('id');
      await this.assertCanRate(trx, user.id, input.targetType, input.targetId);
      const key = { userId: user.id, targetType: input.targetType, targetId: input.targetId };
      const existing = await Rating.query(trx).where(key).first();
      const values = { ratingValue: input.ratingValue, score: RATING_SCORES[input.ratingValue], comment: input.comment ?? null };
      const rating = existing
        ? await existing.$query(trx).patchAndFetch({ ...values, createdAt: new Date().toISOString() })
        : await Rating.query(trx).insertAndFetch({ ...key, ...values });
      if (input.targetType === 'user') await refreshPartnerRating(trx, input.targetId);
      // Partner search ranks by it; listing cards show the summary.
      announce({ type: 'rating-changed', targetType: input.targetType, targetId: input.targetId });
      return { rating: toRating(rating), replaced: Boolean(existing), summary: await summaryOf(trx, input.targetType, input.targetId) };
    });
  }

  async forTarget(viewer: Pick<User, 'id' | 'role'> | undefined, targetType: RatingTargetType, targetId: number): Promise<TargetRatings> {
    const { knex } = this.deps;
    const viewerId = viewer?.id;
    await this.assertCanRead(viewer, targetType, targetId);
    const [summary, ratings, mine, canRate] = await Promise.all([
      summaryOf(knex, targetType, targetId),
      Rating.query(knex).where({ targetType, targetId }).withGraphFetched('author').orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(RATINGS_LISTED),
      viewerId ? Rating.query(knex).where({ userId: viewerId, targetType, targetId }).first() : undefined,
      viewerId ? this.canRate(viewerId, targetType, targetId) : false,
    ]);
    return {
      summary,
      ratings: ratings.map((rating) =>
        ratingWithAuthorSchema.parse({ ...rating, author: viewerId && rating.author && !rating.author.deactivatedAt ? toPublicUser(rating.author) : null }),
      ),
      myRating: mine ? toRating(mine) : null,
      canRate,
    };
  }

  /** The submit's own rules, asked without writing: the page shows the form or why not. */
  private async canRate(viewerId: number, targetType: RatingTargetType, targetId: number): Promise<boolean> {
    try {
      await this.assertCanRate(this.deps.knex, viewerId, targetType, targetId);
      return true;
    } catch (error) {
      if (error instanceof DomainError) return false;
      throw error;
    }
  }

  private async assertCanRead(viewer: Pick<User, 'id' | 'role'> | undefined, targetType: RatingTargetType, targetId: number): Promise<void> {
    const { knex } = this.deps;
    const viewerId = viewer?.id;
    switch (targetType) {
      case 'user': {
        const target = await User.query(knex).findById(targetId).select('id', 'deactivatedAt');
        if (!target || target.deactivatedAt) throw notFound(RATING_MESSAGES.userNotFound);
        return;
      }
      case 'product': {
        // As the product page: a hidden listing is there for its seller and admins only.
        const product = await Product.query(knex).findById(targetId).select('id', 'sellerId', 'hiddenAt');
        if (!product || (product.hiddenAt && product.sellerId !== viewerId && viewer?.role !== 'admin')) throw notFound(RATING_MESSAGES.productNotFound);
        return;
      }
      case 'project': {
        if (!viewerId) throw notFound(RATING_MESSAGES.projectNotFound);
        await this.projects.findVisible(knex, { id: viewerId }, targetId);
        return;
      }
      case 'connection': {
        const connection = viewerId && (await Connection.query(knex).findById(targetId).select('requesterId', 'recipientId'));
        if (!connection || (connection.requesterId !== viewerId && connection.recipientId !== viewerId)) throw notFound(RATING_MESSAGES.connectionNotFound);
        return;
      }
    }
  }

  private async assertCanRate(trx: Knex, me: number, targetType: RatingTargetType, targetId: number): Promise<void> {
    switch (targetType) {
      case 'user': {
        if (targetId === me) throw invalid(RATING_MESSAGES.self, { targetId: RATING_MESSAGES.self });
        const target = await User.query(trx).findById(targetId).select('id', 'deactivatedAt');
        if (!target || target.deactivatedAt) throw notFound(RATING_MESSAGES.userNotFound);
        const connected = await Connection.query(trx).where('status', 'accepted').where(betweenUsers(me, targetId)).first();
        if (!connected) throw forbidden(RATING_MESSAGES.userNeedsConnection);
        return;
      }
      case 'project': {
        const project = await Project.query(trx).findById(targetId);
        const owner = project && (await User.query(trx).findById(project.userId).select('id', 'deactivatedAt'));
        if (!project || !owner || owner.deactivatedAt) throw notFound(RATING_MESSAGES.projectNotFound);
        if (project.userId === me) throw forbidden(RATING_MESSAGES.ownProject);
        const connected = await Connection.query(trx)
          .where({ projectId: targetId, status: 'accepted' })
          .where((q) => q.where('requesterId', me).orWhere('recipientId', me))
          .first();
        // Someone with no connection about a draft cannot learn it exists.
        if (!connected) {
          if (project.status !== 'active' && project.status !== 'completed') throw notFound(RATING_MESSAGES.projectNotFound);
          throw forbidden(RATING_MESSAGES.projectNeedsConnection);
        }
        if (project.status !== 'active' && project.status !== 'completed') throw forbidden(RATING_MESSAGES.projectNotRateable);
        return;
      }
      case 'connection': {
        const connection = await Connection.query(trx).findById(targetId);
        if (!connection || (connection.requesterId !== me && connection.recipientId !== me)) throw notFound(RATING_MESSAGES.connectionNotFound);
        if (connection.status !== 'accepted') throw forbidden(RATING_MESSAGES.connectionNotAccepted);
        return;
      }
      case 'product': {
        const product = await Product.query(trx).findById(targetId).select('id', 'sellerId', 'hiddenAt');
        // A hidden listing takes no ratings; to anyone but its seller it does not exist.
        if (!product || (product.hiddenAt && product.sellerId !== me)) throw notFound(RATING_MESSAGES.productNotFound);
        if (product.sellerId === me) throw forbidden(RATING_MESSAGES.ownProduct);
        if (!product.sellerId || !(await haveConversed(trx, me, product.sellerId))) throw forbidden(RATING_MESSAGES.productNeedsConversation);
        return;
      }
    }
  }
}

function toRating(rating: Rating): RatingView {
  return ratingSchema.parse(rating);
}

/** Summary of a target's ratings: counts per value in one grouped query. */
export async function summaryOf(db: Knex, targetType: RatingTargetType, targetId: number): Promise<RatingSummary> {
  const rows: Array<Record<string, unknown>> = await db('ratings').where({ targetType, targetId }).groupBy('ratingValue').select('ratingValue').count({ n: '*' });
  return summarizeRatings(Object.fromEntries(rows.map((row) => [row.ratingValue as RatingValue, Number(row.n)])));
}
