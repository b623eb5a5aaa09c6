import { partnerProfileSchema, USER_MESSAGES, type PartnerProfile, type PartnerSearchQuery } from '#shared/schemas/partner-search-schemas.ts';
import type { AppDeps } from '../../app-context.ts';
import { notFound } from '../../http/http-error.ts';
import { Connection } from '../connections/connection-model.ts';
import { Project } from '../projects/project-model.ts';
import { connectionCounts, toProject } from '../projects/project-serializer.ts';
import { User } from './user-model.ts';
import { toPartnerCard } from './user-serializer.ts';

/**
 * GET /api/users (partner search) and GET /api/users/{id} (public profile).
 *
 * The search itself runs in memory (partner-memory-index.ts: filters, exact total, the page's ids in
 * sort order, the viewer left out); the cards of the page come from `users` by primary key (one
 * statement) and are kept as JSON until the member is re-filed.
 */
export class PartnerSearchService {
  private readonly deps: AppDeps;

  constructor(deps: AppDeps) {
    this.deps = deps;
  }

  /** PartnerSearchResult as JSON text, built from each card's kept JSON (the hot path of GET /api/users). */
  async searchJson(viewerId: number, query: PartnerSearchQuery): Promise<string> {
    const index = this.deps.partnerIndex;
    await index.ready();
    const { userIds, total } = index.search(query, viewerId);
    const cards = await this.cardsJson(userIds);
    return `{"items":[${cards.join(',')}],"total":${total},"limit":${query.limit},"offset":${query.offset}}`;
  }

  /** Card JSON per id, in order; the ones not kept are read in one statement. */
  private async cardsJson(ids: number[]): Promise<string[]> {
    const index = this.deps.partnerIndex;
    const missing = ids.filter((id) => index.card(id) === undefined);
    const read = new Map<number, string>();
    if (missing.length) {
      const generation = index.generation;
      for (const user of await User.query(this.deps.knex).findByIds(missing)) {
        const json = JSON.stringify(toPartnerCard(user));
        read.set(user.id, json);
        // Kept only if no member was re-filed meanwhile (it might be this one, now stale).
        index.keepCard(user.id, json, generation);
      }
    }
    return ids.map((id) => read.get(id) ?? index.card(id)).filter((json) => json !== undefined);
  }

  async profile(viewerId: number, id: number): Promise<PartnerProfile> {
    const { knex } = this.deps;
    const user = await User.query(knex).findById(id);
    if (!user || user.deactivatedAt) throw notFound(USER_MESSAGES.notFound);
    const [projects, connection] = await Promise.all([
      Project.query(knex).where({ userId: id, status: 'active' }).orderBy('updatedAt', 'desc').orderBy('id', 'desc'),
      viewerId === id
        ? undefined
        : Connection.query(knex)
          .whereIn('status', ['pending', 'accepted'])
          .where((q) => q.where({ requesterId: viewerId, recipientId: id }).orWhere({ requesterId: id, recipientId: viewerId }))
          .orderBy('id', 'desc')
          .first(),
    ]);
    const counts = await connectionCounts(knex, id, projects.map((p) => p.id));
    return partnerProfileSchema.parse({
      ...toPartnerCard(user),
      projects: projects.map((project) => toProject(project, counts.get(project.id) ?? 0)),
      connection: connection
        ? { id: connection.id, status: connection.status, direction: connection.requesterId === viewerId ? 'sent' : 'received' }
        : null,
    });
  }
}
