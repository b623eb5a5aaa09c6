import type { Knex } from 'knex';
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
 * The search runs in memory (partner-memory-index.ts: filters, exact total, the page's ids in sort
 * order, the viewer left out) and the page's cards come from there too: the index files each
 * member's card, rendered by `readPartnerCards` below, when it loads or re-reads them, and keeps
 * the most recent PARTNER_CARDS_KEPT (a page's others are read with it).
 */
const ITEMS_START = Buffer.from('{"items":[');
const COMMA = Buffer.from(',');

export class PartnerSearchService {
  private readonly deps: AppDeps;

  constructor(deps: AppDeps) {
    this.deps = deps;
  }

  /** PartnerSearchResult as UTF-8 JSON, joined from the filed cards' bytes (the hot path of GET /api/users). */
  async searchJson(viewerId: number, query: PartnerSearchQuery): Promise<Buffer> {
    const index = this.deps.partnerIndex;
    await index.ready();
    const { userIds, total } = index.search(query, viewerId);
    const parts: Buffer[] = [ITEMS_START];
    (await index.cardsOf(userIds)).forEach((card, at) => {
      if (at) parts.push(COMMA);
      parts.push(card);
    });
    parts.push(Buffer.from(`],"total":${total},"limit":${query.limit},"offset":${query.offset}}`));
    return Buffer.concat(parts);
  }

  async profile(viewerId: number, id: number): Promise<PartnerProfile> {
    const { knex } = this.deps;
    const user = await User.query(knex).findById(id);
    if (!user || user.deactivatedAt) throw notFound(USER_MESSAGES.notFound);
    const [projects, connection] = await Promise.all([
      // Hidden by the team: not on the profile, even the owner's view of it (they see it on /projects).
      Project.query(knex).where({ userId: id, status: 'active' }).whereNull('hiddenAt').orderBy('updatedAt', 'desc').orderBy('id', 'desc'),
      viewerId === id
        ? undefined
        : Connection.query(knex)
          .whereIn('status', ['pending', 'accepted'])
          .where((q) => q.where({ requesterId: viewerId, recipientId: id }).orWhere({ requesterId: id, recipientId: viewerId }))
          .orderBy('id', 'desc')
          .first(),
    ]);
    // A featured project (featured_project) first, then the newest update (the sort keeps that order).
    projects.sort((a, b) => Number(Boolean(b.featuredUntil)) - Number(Boolean(a.featuredUntil)));
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

/** The partner cards (JSON) of these members, read from `users` in one statement: the index's CardReader. */
export async function readPartnerCards(knex: Knex, userIds: number[]): Promise<Map<number, string>> {
  const users = await User.query(knex).findByIds(userIds);
  return new Map(users.map((user) => [user.id, JSON.stringify(toPartnerCard(user))]));
}
