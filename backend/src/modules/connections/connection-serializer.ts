import { connectionDetailSchema, connectionWithUsersSchema, type ConnectionDetail, type ConnectionWithUsers } from '#shared/schemas/connection-schemas.ts';
import type { User } from '../../db/models/user-model.ts';
import { toPublicUser } from '../users/index.ts';
import type { Connection } from '../../db/models/connection-model.ts';

const publicOrNull = (user: User | undefined) => (user && !user.deactivatedAt ? toPublicUser(user) : null);

/** A connection with both sides' public profiles (a deactivated side shows as null). */
export function toConnectionWithUsers(connection: Connection): ConnectionWithUsers {
  return connectionWithUsersSchema.parse({
    ...connection,
    requester: publicOrNull(connection.requester),
    recipient: publicOrNull(connection.recipient),
  });
}

/**
 * The same plus the project it is about (a summary both sides may see) and the listing it started
 * from (its id and name), or null. Needs `[requester, recipient, project, product]` fetched.
 */
export function toConnectionDetail(connection: Connection): ConnectionDetail {
  const { project, product } = connection;
  return connectionDetailSchema.parse({
    ...connection,
    requester: publicOrNull(connection.requester),
    recipient: publicOrNull(connection.recipient),
    project: project ? { id: project.id, userId: project.userId, name: project.name, status: project.status, stage: project.stage, tags: project.tags ?? [] } : null,
    product: product ? { id: product.id, name: product.name } : null,
  });
}
