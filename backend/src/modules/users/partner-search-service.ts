import type { Knex } from 'knex';
import { partnerProfileSchema, USER_MESSAGES, type PartnerProfile, type PartnerSearchQuery } from '#shared/schemas/partner-search-schemas.ts';
import type { Project as ProjectView } from '#shared/schemas/project-schemas.ts';
import type { AppDeps } from '../../app-context.ts';
import { notFound } from '../../domain/domain-errors.ts';
import { Connection } from '../../db/models/connection-model.ts';
import { User } from '../../db/models/user-model.ts';
import { SupplierProfileService } from './supplier-profile-service.ts';
import { toPartnerCard } from './user-serializer.ts';

/**
 * GET /api/users (partner search) and GET /api/users/{id} (public profile).
 *
 * The search runs in memory (partner-memory-index.ts: filters, exact total, the page's ids in sort
 * order, the viewer left out) and the page's cards come from there too: the index keeps the
 * PARTNER_CARDS_KEPT cards, rendered by `readPartnerCards` below, of the members most recently
 * re-read or shown (a page's others are read with it; none are rendered at start).
 */
const ITEMS_START = Buffer.from('{"items":[');
const COMMA = Buffer.from(',');

/**
 * The projects a member's public profile shows, as the projects module serializes them (app.ts passes
 * ProjectService's): projects build on users (a project shows its owner), so users does not import projects.
 */
export type ProjectsOnProfile = (userId: number) => Promise<ProjectView[]>;

export class PartnerSearchService {
  private readonly deps: AppDeps;
  private readonly projectsOnProfile: ProjectsOnProfile;
  private readonly supplierProfiles: SupplierProfileService;

  constructor(deps: AppDeps, projectsOnProfile: ProjectsOnProfile) {
    this.deps = deps;
    this.projectsOnProfile = projectsOnProfile;
    this.supplierProfiles = new SupplierProfileService(deps);
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
    const [projects, supplierProfile, connection] = await Promise.all([
      this.projectsOnProfile(id),
      this.supplierProfiles.shownTo(viewerId, user),
      viewerId === id
        ? undefined
        : Connection.query(knex)
          .whereIn('status', ['pending', 'accepted'])
          .where((q) => q.where({ requesterId: viewerId, recipientId: id }).orWhere({ requesterId: id, recipientId: viewerId }))
          .orderBy('id', 'desc')
          .first(),
    ]);
    return partnerProfileSchema.parse({
      ...toPartnerCard(user),
      projects,
      supplierProfile,
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
