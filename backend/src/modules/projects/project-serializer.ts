import type { Knex } from 'knex';
import type { ConfidentialProjectField } from '#shared/schemas/nda-schemas.ts';
import { projectSchema, type Project as ProjectView } from '#shared/schemas/project-schemas.ts';
import type { User } from '../../db/models/user-model.ts';
import { toPublicUser } from '../users/index.ts';
import type { Project } from '../../db/models/project-model.ts';

/** The only way a project leaves the server: parsed with the shared schema, so unknown keys never pass. */
export function toProject(project: Project, connectionCount: number, owner?: User, hiddenFields: readonly ConfidentialProjectField[] = []): ProjectView {
  return projectSchema.parse({
    ...project,
    // Behind the project's NDA: blank, and named so the page can say why.
    ...Object.fromEntries(hiddenFields.map((field) => [field, field === 'description' ? '' : null])),
    ...(hiddenFields.length && { hiddenFields: [...hiddenFields] }),
    tags: project.tags ?? [],
    connectionCount,
    // The billing sweep clears it when the placement ends (within BILLING_SWEEP_SECONDS).
    featuredUntil: project.featuredUntil ?? null,
    hiddenAt: project.hiddenAt ?? null,
    hiddenReason: project.hiddenAt ? (project.hiddenReason ?? null) : null,
    owner: owner ? toPublicUser(owner) : undefined,
  });
}

/**
 * How many connections are filed under each of an owner's projects (the rows of the project's
 * Connections tab: any status, the owner being one of the two sides).
 */
export async function connectionCounts(knex: Knex, ownerId: number, projectIds: number[]): Promise<Map<number, number>> {
  if (!projectIds.length) return new Map();
  const rows: Array<Record<string, unknown>> = await knex('connections')
    .select('projectId')
    .count({ n: '*' })
    .whereIn('projectId', projectIds)
    .where((q) => q.where('requesterId', ownerId).orWhere('recipientId', ownerId))
    .groupBy('projectId');
  return new Map(rows.map((row) => [Number(row.projectId), Number(row.n)]));
}
