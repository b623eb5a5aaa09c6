import type { Knex } from 'knex';
import { activeProjectLimitMessage, planLimitsFor } from '#shared/constants/plans.ts';
import {
  canChangeStatus, CREATION_STATUS_MESSAGE, CREATION_STATUSES, PROJECT_MESSAGES, statusTransitionMessage,
  type CreateProjectPayload, type Project as ProjectView, type ProjectStatus, type UpdateProjectPayload,
} from '#shared/schemas/project-schemas.ts';
import type { ConfidentialProjectField } from '#shared/schemas/nda-schemas.ts';
import type { AppDeps } from '../../app-context.ts';
import { conflict, forbidden, notFound } from '../../domain/domain-errors.ts';
import { User } from '../../db/models/user-model.ts';
import { Project } from '../../db/models/project-model.ts';
import { connectionCounts, toProject } from './project-serializer.ts';

/**
 * Projects and who may do what with them:
 * - Every signed-in role may create projects: no role is left out, and the mobile bar's "New"
 *   is shown to everyone. Plan limits (shared/constants/plans.ts) apply to every role.
 * - The owner sees and changes all of their projects.
 * - Anyone else signed in sees only active projects of active accounts. Every other project of
 *   someone else answers 404 "Project not found or you don't have permission to view it." on every
 *   route, so drafts cannot even be probed for existence. A project they can see but do not own
 *   answers 403 on the owner-only routes (change, delete, connections).
 * - Anonymous requests are 401 (the routes call requireUser first).
 */
export class ProjectService {
  private readonly deps: AppDeps;
  private readonly withheldFields: WithheldFields;

  /** `withheldFields`: what a project's NDA keeps from a viewer (the ndas module's, passed by app.ts). */
  constructor(deps: AppDeps, options: { withheldFields?: WithheldFields } = {}) {
    this.deps = deps;
    this.withheldFields = options.withheldFields ?? (async () => new Map());
  }

  /** GET /api/projects/user: the own projects, most recently updated first. */
  async listOwn(userId: number, limit?: number): Promise<ProjectView[]> {
    const query = Project.query(this.deps.knex).where({ userId }).orderBy('updatedAt', 'desc').orderBy('id', 'desc');
    if (limit) query.limit(limit);
    const projects = await query;
    const counts = await connectionCounts(this.deps.knex, userId, projects.map((p) => p.id));
    return projects.map((project) => toProject(project, counts.get(project.id) ?? 0));
  }

  /** A member's public profile (GET /api/users/{id}): the active projects, a featured one first, then the newest update. */
  async onProfile(userId: number): Promise<ProjectView[]> {
    const { knex } = this.deps;
    // Hidden by the team: not on the profile, even the owner's view of it (they see it on /projects).
    const projects = await Project.query(knex).where({ userId, status: 'active' }).whereNull('hiddenAt').orderBy('updatedAt', 'desc').orderBy('id', 'desc');
    // A featured project (featured_project) first, then the newest update (the sort keeps that order).
    projects.sort((a, b) => Number(Boolean(b.featuredUntil)) - Number(Boolean(a.featuredUntil)));
    const counts = await connectionCounts(knex, userId, projects.map((p) => p.id));
    // A profile is for anyone: fields behind an NDA never show there, even to its owner.
    const withheld = await this.withheldFields(knex, null, projects);
    return projects.map((project) => toProject(project, counts.get(project.id) ?? 0, undefined, withheld.get(project.id)));
  }

  async getOne(viewer: User, id: number): Promise<ProjectView> {
    const project = await this.findVisible(this.deps.knex, viewer, id);
    const owner = project.userId === viewer.id ? viewer : await User.query(this.deps.knex).findById(project.userId);
    const withheld = await this.withheldFields(this.deps.knex, viewer.id, [project]);
    return this.view(project, owner, withheld.get(project.id));
  }

  async create(user: User, input: CreateProjectPayload): Promise<ProjectView> {
    if (!(CREATION_STATUSES as readonly string[]).includes(input.status)) throw conflict(CREATION_STATUS_MESSAGE);
    const project = await this.deps.knex.transaction(async (trx) => {
      const owner = await this.lockUser(trx, user.id);
      if (input.status === 'active') await this.assertCanActivate(trx, owner);
      return Project.query(trx).insertAndFetch({
        userId: user.id,
        name: input.name,
        description: input.description,
        status: input.status,
        budget: input.budget ?? null,
        timeline: input.timeline ?? null,
        stage: input.stage ?? null,
        requirements: input.requirements ?? null,
        tags: input.tags ?? [],
      });
    });
    return this.view(project, user);
  }

  /**
   * PATCH: edits and/or a status move, in one transaction. Sending the current status is not a move
   * and is accepted (an edit form may send it back unchanged); any other move must be allowed by the
   * status machine (409 naming the allowed moves) and activation must fit the plan (403).
   */
  async update(user: User, id: number, input: UpdateProjectPayload): Promise<ProjectView> {
    const project = await this.deps.knex.transaction(async (trx) => {
      const owner = await this.lockUser(trx, user.id);
      const current = await this.findOwned(trx, user, id, PROJECT_MESSAGES.ownerOnly, true);
      const patch: Partial<Project> = {};
      for (const key of ['name', 'description', 'budget', 'timeline', 'stage', 'requirements', 'tags'] as const) {
        if (input[key] !== undefined) (patch as Record<string, unknown>)[key] = input[key];
      }
      if (input.status && input.status !== current.status) {
        if (!canChangeStatus(current.status, input.status)) throw conflict(statusTransitionMessage(current.status, input.status));
        if (input.status === 'active') await this.assertCanActivate(trx, owner);
        patch.status = input.status;
      }
      if (!Object.keys(patch).length) return current;
      return current.$query(trx).patchAndFetch(patch);
    });
    return this.view(project, user);
  }

  async delete(user: User, id: number): Promise<void> {
    await this.deps.knex.transaction(async (trx) => {
      const project = await this.findOwned(trx, user, id, PROJECT_MESSAGES.ownerOnly, true);
      // Connections filed under it keep existing without a project (FK ON DELETE SET NULL).
      await project.$query(trx).delete();
    });
  }

  /** The project if `viewer` owns it; 404 when they cannot see it, 403 when they can but do not own it. */
  async findOwned(db: Knex, viewer: User, id: number, ownerOnlyMessage: string, lock = false): Promise<Project> {
    const project = await this.findVisible(db, viewer, id, lock);
    if (project.userId !== viewer.id) throw forbidden(ownerOnlyMessage);
    return project;
  }

  /**
   * The project if this viewer may see it (their own, or an active one of an active account that the
   * team has not hidden; an admin sees any), else 404.
   */
  async findVisible(db: Knex, viewer: Pick<User, 'id'> & Partial<Pick<User, 'role'>>, id: number, lock = false): Promise<Project> {
    const query = Project.query(db).findById(id);
    if (lock) query.forUpdate();
    const project = await query;
    if (project && (project.userId === viewer.id || viewer.role === 'admin')) return project;
    if (project && project.status === 'active' && !project.hiddenAt) {
      const owner = await User.query(db).findById(project.userId).select('id', 'deactivatedAt');
      if (owner && !owner.deactivatedAt) return project;
    }
    throw notFound(PROJECT_MESSAGES.notFound);
  }

  /**
   * Locks the owner's row first, so two concurrent activations by one user are serialized and the
   * count below sees the other's result (MySQL; SQLite transactions are serialized anyway).
   */
  private async lockUser(trx: Knex.Transaction, userId: number): Promise<User> {
    const owner = await User.query(trx).findById(userId).forUpdate();
    if (!owner) throw notFound(PROJECT_MESSAGES.notFound);
    return owner;
  }

  /** A plan holds at most N active projects; the next activation is refused with an upgrade offer. */
  private async assertCanActivate(trx: Knex.Transaction, owner: User): Promise<void> {
    const limit = planLimitsFor(owner.role, owner.subscriptionPlan).activeProjects;
    if (limit === null) return;
    const active = await countByStatus(trx, owner.id, 'active');
    if (active >= limit) throw forbidden(activeProjectLimitMessage(owner.subscriptionPlan, limit), { upgradeRequired: true });
  }

  private async view(project: Project, owner: User | undefined, hiddenFields?: readonly ConfidentialProjectField[]): Promise<ProjectView> {
    const counts = await connectionCounts(this.deps.knex, project.userId, [project.id]);
    return toProject(project, counts.get(project.id) ?? 0, owner, hiddenFields);
  }
}

/** Per project, the confidential fields to blank for a viewer (null: anyone); absent means none. */
export type WithheldFields = (db: Knex, viewerId: number | null, projects: Array<{ id: number; userId: number }>) => Promise<Map<number, ConfidentialProjectField[]>>;

export async function countByStatus(db: Knex, userId: number, status: ProjectStatus): Promise<number> {
  const row = await db('projects').where({ userId, status }).count({ n: '*' }).first();
  return Number(row?.n ?? 0);
}

/** The owner of a project, or null when there is no such project (for modules that share things in projects). */
export async function projectOwnerId(db: Knex, projectId: number): Promise<number | null> {
  const row = await db('projects').where({ id: projectId }).first('userId');
  return row ? (row.userId as number) : null;
}
