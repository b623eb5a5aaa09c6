import type { Knex } from 'knex';
import type { Modifiers } from 'objection';
import { connectionRequestLimitMessage, planLimitsFor } from '#shared/constants/plans.ts';
import {
  CONNECTION_MESSAGES, type ConnectionDetail, type CreateConnectionPayload, type UpdateConnectionInput,
} from '#shared/schemas/connection-schemas.ts';
import type { AppDeps } from '../../app-context.ts';
import { conflict, forbidden, invalid, notFound } from '../../domain/domain-errors.ts';
import { Message } from '../../db/models/message-model.ts';
import { Product } from '../../db/models/product-model.ts';
import { Project } from '../../db/models/project-model.ts';
import { User } from '../../db/models/user-model.ts';
import { Connection } from '../../db/models/connection-model.ts';
import { toConnectionDetail } from './connection-serializer.ts';

/** Connections where the two users are the two sides, in either direction. */
export const betweenUsers = (a: number, b: number) => (q: Knex.QueryBuilder) =>
  q.where((one) => one.where('requesterId', a).where('recipientId', b)).orWhere((other) => other.where('requesterId', b).where('recipientId', a));

/** What a connection detail shows: both sides, the project, and the listing's id and name only. */
const DETAIL_GRAPH = '[requester, recipient, project, product(summary)]';
const detailModifiers: Modifiers = { summary: (query) => query.select('products.id', 'products.name') };

/** The calendar month (UTC) a request is counted in: 'YYYY-MM'. */
export const requestMonth = (now = new Date()) => now.toISOString().slice(0, 7);

/**
 * Connection requests:
 * - Anyone signed in may send a request to another active member, optionally about one of their own
 *   projects (any status: it is theirs to share), or about one of the recipient's listings the
 *   marketplace shows (Contact Seller). Not to yourself. A repeat of one's own pending request (a
 *   double click, a retry, a second tab) answers that request (200) and changes nothing; a request
 *   while the other side's is pending, or once connected, is refused (409); a rejected or withdrawn
 *   one does not block a new request.
 * - Plan limit (shared/constants/plans.ts): requests sent per calendar month (UTC), counted on
 *   the requester's row, which is locked for the check; a withdrawn request still counts.
 * - The request's message is also the first message of the thread (messages.connection_id).
 * - Only the recipient answers (accepted or rejected), only while pending; only the requester
 *   withdraws, only while pending (the row and its thread are deleted).
 * - Someone who is not one of the two sides gets 404 for any connection id.
 */
export class ConnectionService {
  private readonly deps: AppDeps;

  constructor(deps: AppDeps) {
    this.deps = deps;
  }

  /** GET /api/connections: both directions, pending priority requests first, then newest first. */
  async listFor(userId: number): Promise<ConnectionDetail[]> {
    const connections = await Connection.query(this.deps.knex)
      .where((q) => q.where('requesterId', userId).orWhere('recipientId', userId))
      .withGraphFetched(DETAIL_GRAPH).modifiers(detailModifiers)
      .orderByRaw("case when ?? = 'pending' and ?? then 0 else 1 end", ['status', 'isPriority'])
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc');
    return connections.map(toConnectionDetail);
  }

  /** `created` is false when the answer is the member's own request already pending. */
  async create(user: User, input: CreateConnectionPayload): Promise<{ detail: ConnectionDetail; created: boolean }> {
    if (input.recipientId === user.id) throw invalid(CONNECTION_MESSAGES.self, { recipientId: CONNECTION_MESSAGES.self });
    const { id, created } = await this.deps.events.inTransaction(this.deps.knex, async (trx, announce) => {
      // Both rows, in id order: requests between the same two people (either way) are serialized.
      const locked = await User.query(trx).whereIn('id', [user.id, input.recipientId]).orderBy('id').forUpdate();
      const requester = locked.find((u) => u.id === user.id);
      const recipient = locked.find((u) => u.id === input.recipientId);
      if (!requester) throw notFound(CONNECTION_MESSAGES.notFound);
      if (!recipient || recipient.deactivatedAt) throw notFound(CONNECTION_MESSAGES.recipientNotFound);

      if (input.projectId) {
        const project = await Project.query(trx).findById(input.projectId).select('id', 'userId');
        if (!project || project.userId !== user.id) throw invalid(CONNECTION_MESSAGES.project, { projectId: CONNECTION_MESSAGES.project });
      }

      if (input.productId) {
        const product = await Product.query(trx).findById(input.productId).select('id', 'sellerId', 'hiddenAt');
        if (!product || product.sellerId !== recipient.id || product.hiddenAt) throw invalid(CONNECTION_MESSAGES.product, { productId: CONNECTION_MESSAGES.product });
      }

      const open = await Connection.query(trx).whereIn('status', ['pending', 'accepted']).where(betweenUsers(user.id, recipient.id)).first();
      if (open?.status === 'pending' && open.requesterId === user.id) return { id: open.id, created: false };
      if (open) throw conflict(open.status === 'accepted' ? CONNECTION_MESSAGES.alreadyConnected : CONNECTION_MESSAGES.alreadyPending);

      const month = requestMonth();
      const sent = requester.connectionRequestsMonth === month ? Number(requester.connectionRequestsSent) : 0;
      const limit = planLimitsFor(requester.role, requester.subscriptionPlan).connectionRequestsPerMonth;
      const overQuota = limit !== null && sent >= limit;
      // A priority request (premium_connections) is used when asked for, or past the quota if one is held.
      const isPriority = input.priority || overQuota ? await usePriorityRequest(trx, requester.id) : false;
      if (input.priority && !isPriority) throw forbidden(CONNECTION_MESSAGES.noPriorityLeft, { upgradeRequired: true });
      if (overQuota && !isPriority) {
        throw forbidden(connectionRequestLimitMessage(requester.subscriptionPlan, limit), { upgradeRequired: true });
      }
      // Plain update: counting a request is not a profile change (updated_at stays). Priority requests are beyond the quota.
      if (!isPriority) await trx('users').where({ id: requester.id }).update({ connectionRequestsMonth: month, connectionRequestsSent: sent + 1 });

      const connection = await Connection.query(trx).insertAndFetch({
        requesterId: user.id,
        recipientId: recipient.id,
        projectId: input.projectId ?? null,
        productId: input.productId ?? null,
        status: 'pending',
        message: input.message,
        isPriority,
      });
      await Message.query(trx).insert({ senderId: user.id, recipientId: recipient.id, connectionId: connection.id, content: input.message, read: false });
      // The request's text is its first message, but it is news as the request only (no message-sent).
      announce({ type: 'connection-requested', connectionId: connection.id, requesterId: user.id, recipientId: recipient.id });
      return { id: connection.id, created: true };
    });
    const detail = await this.detail(id);
    // The recipient's open tabs and devices hear of a new request at once (in-app notification).
    if (created) this.deps.realtime.toUser(detail.recipientId, 'connection_request', { connection: detail });
    return { detail, created };
  }

  /** PATCH: the recipient accepts or rejects a pending request. */
  async respond(user: User, id: number, input: UpdateConnectionInput): Promise<ConnectionDetail> {
    await this.deps.events.inTransaction(this.deps.knex, async (trx, announce) => {
      const connection = await this.findInvolving(trx, user.id, id);
      if (connection.recipientId !== user.id) throw forbidden(CONNECTION_MESSAGES.recipientOnly);
      if (connection.status !== 'pending') throw conflict(CONNECTION_MESSAGES.notPending(connection.status));
      await connection.$query(trx).patch({ status: input.status });
      announce({ type: 'connection-answered', connectionId: id, requesterId: connection.requesterId, recipientId: connection.recipientId, accepted: input.status === 'accepted' });
    });
    const detail = await this.detail(id);
    this.deps.realtime.toUser([detail.requesterId, detail.recipientId], 'connection_updated', { connection: detail, action: input.status });
    return detail;
  }

  /** DELETE: the requester withdraws a pending request. */
  async withdraw(user: User, id: number): Promise<void> {
    const withdrawn = await this.deps.knex.transaction(async (trx) => {
      const connection = await this.findInvolving(trx, user.id, id);
      if (connection.requesterId !== user.id) throw forbidden(CONNECTION_MESSAGES.requesterOnly);
      if (connection.status !== 'pending') throw conflict(CONNECTION_MESSAGES.withdrawOnlyPending);
      // As it was, for the connection_updated event (the row is gone afterwards).
      const detail = toConnectionDetail(await Connection.query(trx).findById(id).withGraphFetched(DETAIL_GRAPH).modifiers(detailModifiers).throwIfNotFound());
      await connection.$query(trx).delete();
      return detail;
    });
    this.deps.realtime.toUser([withdrawn.requesterId, withdrawn.recipientId], 'connection_updated', { connection: withdrawn, action: 'withdrawn' });
  }

  private async findInvolving(trx: Knex.Transaction, userId: number, id: number): Promise<Connection> {
    const connection = await Connection.query(trx).findById(id).forUpdate();
    if (!connection || (connection.requesterId !== userId && connection.recipientId !== userId)) throw notFound(CONNECTION_MESSAGES.notFound);
    return connection;
  }

  private async detail(id: number): Promise<ConnectionDetail> {
    const connection = await Connection.query(this.deps.knex).findById(id).withGraphFetched(DETAIL_GRAPH).modifiers(detailModifiers);
    if (!connection) throw notFound(CONNECTION_MESSAGES.notFound);
    return toConnectionDetail(connection);
  }
}

/**
 * Uses one of the member's priority requests (premium_connections entitlements, oldest first),
 * inside the request's transaction; false when none is left.
 */
async function usePriorityRequest(trx: Knex.Transaction, userId: number): Promise<boolean> {
  const credit = await trx('entitlements').where({ userId, productCode: 'premium_connections' }).where('remainingUses', '>', 0).orderBy('id').first('id', 'remainingUses').forUpdate();
  if (!credit) return false;
  await trx('entitlements').where({ id: credit.id }).update({ remainingUses: Number(credit.remainingUses) - 1 });
  return true;
}

/** The two sides of an accepted connection (a conversation that may share files), or null. */
export async function acceptedConnectionSides(db: Knex, connectionId: number): Promise<[number, number] | null> {
  const row = await db('connections').where({ id: connectionId, status: 'accepted' }).first('requesterId', 'recipientId');
  return row ? [row.requesterId as number, row.recipientId as number] : null;
}

/** Whether the member is a side of an accepted connection about this project (a partner on it), now. */
export async function isProjectPartner(db: Knex, userId: number, projectId: number): Promise<boolean> {
  const row = await db('connections')
    .where({ projectId, status: 'accepted' })
    .where((q) => q.where('requesterId', userId).orWhere('recipientId', userId))
    .first('id');
  return Boolean(row);
}

/**
 * The accepted connection between two members who agreed to work together elsewhere (a buyer awarding a
 * request for quote to a supplier): the one they have, a pending request between them accepted, or a new
 * one made accepted with `message` as the first message of its thread (`created`). Inside the caller's
 * transaction. It is not a request either side sent, so it counts against no plan's monthly requests.
 */
export async function openAgreedConnection(
  trx: Knex.Transaction,
  agreed: { requesterId: number; recipientId: number; projectId: number | null; message: string },
): Promise<{ connectionId: number; created: boolean }> {
  const open = await Connection.query(trx).whereIn('status', ['pending', 'accepted']).where(betweenUsers(agreed.requesterId, agreed.recipientId)).forUpdate().first();
  if (open) {
    if (open.status === 'pending') await open.$query(trx).patch({ status: 'accepted' });
    return { connectionId: open.id, created: false };
  }
  const connection = await Connection.query(trx).insertAndFetch({
    requesterId: agreed.requesterId,
    recipientId: agreed.recipientId,
    projectId: agreed.projectId,
    productId: null,
    status: 'accepted',
    message: agreed.message,
    isPriority: false,
  });
  await Message.query(trx).insert({ senderId: agreed.requesterId, recipientId: agreed.recipientId, connectionId: connection.id, content: agreed.message, read: false });
  return { connectionId: connection.id, created: true };
}
