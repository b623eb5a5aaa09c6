import type { Knex } from 'knex';
import { showsVerifiedBadge, toPublicUser } from '../users/index.ts';
import { PLAN_NAMES, planFor, planLimitsFor } from '#shared/constants/plans.ts';
import {
  DASHBOARD_COUNTS, DASHBOARD_STAT_CARDS, dashboardSchema, profileCompleteness, type Dashboard, type RecommendedPartner, type StatCard, type StatCardKey,
} from '#shared/schemas/dashboard-schemas.ts';
import { messageWithSenderSchema, type MessageWithSender } from '#shared/schemas/message-schemas.ts';
import type { ProjectStatus } from '#shared/schemas/project-schemas.ts';
import type { AppDeps } from '../../app-context.ts';
import { Message } from '../../db/models/message-model.ts';
import { Project } from '../../db/models/project-model.ts';
import { countByStatus, ProjectService } from '../projects/index.ts';
import { sourcingDashboard } from '../sourcing/index.ts';
import { User } from '../../db/models/user-model.ts';
import { rankPartners, type MatchProfile } from './partner-matching.ts';

type Db = Knex;
const n = (row: Record<string, unknown> | undefined) => Number(row?.n ?? 0);

/** Connections where `userId` is one side. */
const involving = (userId: number, prefix = '') => (q: Knex.QueryBuilder) =>
  q.where(`${prefix}requesterId`, userId).orWhere(`${prefix}recipientId`, userId);

/** GET /api/dashboard: everything the dashboard shows, from real rows. */
export class DashboardService {
  private readonly deps: AppDeps;
  private readonly projects: ProjectService;

  constructor(deps: AppDeps, projects = new ProjectService(deps)) {
    this.deps = deps;
    this.projects = projects;
  }

  async forUser(user: User): Promise<Dashboard> {
    const { knex } = this.deps;
    const [stats, projects, projectCount, latestMessages, recommendedPartners, activeProjects, pendingRequests, sourcing] = await Promise.all([
      this.stats(user),
      this.projects.listOwn(user.id, DASHBOARD_COUNTS.projects),
      knex('projects').where({ userId: user.id }).count({ n: '*' }).first().then(n),
      this.latestMessages(user.id),
      this.recommendedPartners(user),
      countByStatus(knex, user.id, 'active'),
      pendingReceived(knex, user.id),
      sourcingDashboard(this.deps, user),
    ]);
    return dashboardSchema.parse({
      stats,
      projects,
      projectCount,
      latestMessages,
      recommendedPartners,
      pendingRequests,
      profile: profileCompleteness(toPublicUser(user)),
      sourcing,
      subscription: {
        plan: user.subscriptionPlan,
        planName: PLAN_NAMES[user.subscriptionPlan],
        status: user.subscriptionStatus,
        renewal: user.subscriptionRenewal,
        monthlyPrice: planFor(user.role, user.subscriptionPlan)?.price.monthly ?? null,
        showUpgrade: user.subscriptionPlan === 'free',
        activeProjects,
        activeProjectLimit: planLimitsFor(user.role, user.subscriptionPlan).activeProjects,
      },
    });
  }

  /**
   * Stat cards with real counts: the spec's sample numbers are replaced by what the platform records,
   * and its cards for figures nobody records (design reviews, revenue, capacity, patents) by ones
   * it does (shared/schemas/dashboard-schemas.ts), so no card shows an invented or empty number.
   */
  private async stats(user: User): Promise<StatCard[]> {
    const { knex } = this.deps;
    const me = user.id;
    const pending = () => pendingReceived(knex, me);
    const accepted = () => knex('connections').where({ status: 'accepted' }).where(involving(me)).count({ n: '*' }).first().then(n);
    const ratingsReceived = async () => {
      const row = await knex('ratings').where({ targetType: 'user', targetId: me }).count({ n: '*' }).avg({ average: 'score' }).first();
      const count = n(row);
      return { value: count, note: count ? `Ratings received, average ${Number(row!.average).toFixed(1)}/5` : 'No ratings received yet' };
    };

    const compute: Record<StatCardKey, () => Promise<{ value: number; note: string }>> = {
      activeProjects: async () => ({ value: await countByStatus(knex, me, 'active'), note: 'Your projects visible to partners' }),
      connectedPartners: async () => ({ value: await accepted(), note: 'Accepted connections' }),
      unreadMessages: async () => ({ value: await knex('messages').where({ recipientId: me, read: false }).count({ n: '*' }).first().then(n), note: 'Messages waiting for you to read' }),
      listedProducts: async () => ({ value: await knex('products').where({ sellerId: me }).count({ n: '*' }).first().then(n), note: 'Your products in the marketplace' }),
      inquiries: async () => ({ value: await pending(), note: 'Connection requests waiting for your answer' }),
      productSaves: async () => {
        const row = await knex('saved_products as s').join('products as p', 'p.id', 's.productId').where('p.sellerId', me).count({ n: '*' }).first();
        return { value: n(row), note: 'Times members saved your listings' };
      },
      manufacturerActiveProjects: async () => ({ value: await connectedProjects(knex, me, 'active'), note: 'Active projects you are connected to' }),
      projectInquiries: async () => ({ value: await pending(), note: 'Connection requests waiting for your answer' }),
      potentialInvestments: async () => ({ value: await openProjectsOfOthers(knex, me), note: 'Active projects open on HardwareHub' }),
      entrepreneurConnections: async () => ({ value: await acceptedWithRole(knex, me, 'entrepreneur'), note: 'Accepted connections with entrepreneurs' }),
      dealFlow: async () => ({ value: await pending(), note: 'Connection requests waiting for your answer' }),
      activeDesigns: async () => ({ value: await connectedProjects(knex, me, 'active'), note: 'Active projects you are connected to' }),
      designFeedback: ratingsReceived,
      completedProjects: async () => ({ value: await completedProjectsOf(knex, me), note: 'Completed projects you owned or were connected to' }),
      ipReviews: async () => ({ value: await connectedProjects(knex, me, 'active'), note: 'Active projects you are connected to' }),
      clientConsultations: async () => ({ value: await accepted(), note: 'Accepted connections' }),
      clientRatings: ratingsReceived,
    };

    return Promise.all(DASHBOARD_STAT_CARDS[user.role].map(async ({ key, label }) => ({ key, label, ...(await compute[key]()) })));
  }

  /** The latest messages sent or received, newest first, each with its sender's public profile. */
  private async latestMessages(userId: number): Promise<MessageWithSender[]> {
    const messages = await Message.query(this.deps.knex)
      .where((q) => q.where('senderId', userId).orWhere('recipientId', userId))
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(DASHBOARD_COUNTS.messages)
      .withGraphFetched('sender');
    return messages.map((message) =>
      messageWithSenderSchema.parse({ ...message, sender: message.sender && !message.sender.deactivatedAt ? toPublicUser(message.sender) : null }),
    );
  }

  /** Ranked by partner-matching.ts; candidates are active, non-admin members not yet connected with the user. */
  private async recommendedPartners(user: User): Promise<RecommendedPartner[]> {
    const { knex } = this.deps;
    const connected = await knex('connections').where(involving(user.id)).select('requesterId', 'recipientId');
    const excluded = new Set<number>([user.id, ...connected.flatMap((c) => [Number(c.requesterId), Number(c.recipientId)])]);
    const candidates = (await User.query(knex).whereNull('deactivatedAt').whereNot('role', 'admin')).filter((u) => !excluded.has(u.id));
    if (!candidates.length) return [];

    // The rating average and count kept on users by the rating service (no aggregate here).
    const ratingBy = new Map(candidates.filter((c) => Number(c.ratingCount) > 0).map((c) => [c.id, { average: Number(c.ratingAverage), count: Number(c.ratingCount) }]));

    const open = await Project.query(knex)
      .whereIn('userId', [user.id, ...candidates.map((c) => c.id)])
      .where((q) => q.where('status', 'active').orWhere((own) => own.where('userId', user.id).where('status', 'draft')))
      .select('userId', 'name', 'stage', 'tags');
    const projectsOf = (id: number) => open.filter((p) => p.userId === id).map((p) => ({ name: p.name, stage: p.stage, tags: p.tags ?? [] }));

    const profile = (u: User): MatchProfile => ({
      id: u.id,
      role: u.role,
      expertise: u.expertise ?? [],
      tags: u.tags ?? [],
      projects: projectsOf(u.id),
      verified: showsVerifiedBadge(u),
      ratingAverage: ratingBy.get(u.id)?.average ?? null,
      ratingCount: ratingBy.get(u.id)?.count ?? 0,
    });

    const byId = new Map(candidates.map((c) => [c.id, c]));
    return rankPartners(profile(user), candidates.map(profile), DASHBOARD_COUNTS.recommendedPartners).map((match) => {
      const candidate = byId.get(match.id)!;
      const rating = ratingBy.get(match.id);
      return {
        user: toPublicUser(candidate),
        score: match.score,
        reasons: match.reasons,
        matchedExpertise: match.matchedExpertise,
        ratingAverage: rating ? Math.round(rating.average * 10) / 10 : null,
        ratingCount: rating?.count ?? 0,
      };
    });
  }
}

/** Connection requests addressed to the user that wait for their answer. */
function pendingReceived(knex: Db, userId: number): Promise<number> {
  return knex('connections').where({ recipientId: userId, status: 'pending' }).count({ n: '*' }).first().then(n);
}

/** Distinct projects in `status` the user is connected to through an accepted connection (either side). */
async function connectedProjects(knex: Db, userId: number, status: ProjectStatus): Promise<number> {
  const row = await knex('connections as c')
    .join('projects as p', 'p.id', 'c.projectId')
    .where('c.status', 'accepted')
    .where('p.status', status)
    .where(involving(userId, 'c.'))
    .countDistinct({ n: 'c.projectId' })
    .first();
  return n(row);
}

async function completedProjectsOf(knex: Db, userId: number): Promise<number> {
  const own = await knex('projects').where({ userId, status: 'completed' }).pluck('id');
  const connected = await knex('connections as c')
    .join('projects as p', 'p.id', 'c.projectId')
    .where('c.status', 'accepted')
    .where('p.status', 'completed')
    .where(involving(userId, 'c.'))
    .distinct('c.projectId')
    .pluck('c.projectId');
  return new Set([...own, ...connected].map(Number)).size;
}

/** Active projects of other, active members: what an investor can look at. */
async function openProjectsOfOthers(knex: Db, userId: number): Promise<number> {
  const row = await knex('projects as p')
    .join('users as u', 'u.id', 'p.userId')
    .where('p.status', 'active')
    .whereNot('p.userId', userId)
    .whereNull('u.deactivatedAt')
    .count({ n: '*' })
    .first();
  return n(row);
}

async function acceptedWithRole(knex: Db, userId: number, role: string): Promise<number> {
  const row = await knex('connections as c')
    .join('users as u', (join) =>
      join.on((on) => on.on('u.id', 'c.requesterId').andOn('c.recipientId', knex.raw('?', [userId])))
        .orOn((on) => on.on('u.id', 'c.recipientId').andOn('c.requesterId', knex.raw('?', [userId])))
    )
    .where('c.status', 'accepted')
    .where('u.role', role)
    .count({ n: '*' })
    .first();
  return n(row);
}
