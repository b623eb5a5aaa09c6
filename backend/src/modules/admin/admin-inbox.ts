import type { Knex } from 'knex';
import { ADMIN_MESSAGES, type AdminInboxFilters, type AdminInboxItem, type Paged } from '#shared/schemas/admin-schemas.ts';
import type { InboundStatus } from '#shared/schemas/site-forms-schemas.ts';
import type { AppDeps } from '../../app-context.ts';
import { toDate } from '../../db/base-model.ts';
import { notFound } from '../../domain/domain-errors.ts';
import { InboundRequest } from '../../db/models/inbound-request-model.ts';
import { sendInBackground } from '../mail/index.ts';
import type { User } from '../../db/models/user-model.ts';
import { inboxReplyEmail } from './admin-emails.ts';
import { recordAudit } from './audit-log.ts';

/**
 * The team's inbox: what the contact and enterprise forms filed, worked as
 * new -> in progress -> done, with replies mailed to the sender and kept beside the request.
 */
export class AdminInbox {
  private readonly deps: AppDeps;

  constructor(deps: AppDeps) {
    this.deps = deps;
  }

  async list(query: AdminInboxFilters): Promise<Paged<AdminInboxItem>> {
    const filtered = InboundRequest.query(this.deps.knex);
    if (query.kind) filtered.where('kind', query.kind);
    if (query.status) filtered.where('status', query.status);
    const total = await filtered.clone().resultSize();
    const requests = await filtered.orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(query.limit).offset((query.page - 1) * query.limit);
    return { items: await this.withReplies(this.deps.knex, requests), total, page: query.page, limit: query.limit };
  }

  async setStatus(admin: User, id: number, status: InboundStatus): Promise<AdminInboxItem> {
    const { knex, clock } = this.deps;
    return knex.transaction(async (trx) => {
      const request = await this.find(trx, id);
      if (request.status !== status) {
        const updated = await request.$query(trx).patchAndFetch({ status });
        await recordAudit(trx, { adminId: admin.id, action: 'inbox.status', targetType: 'inbound_request', targetId: id, targetLabel: labelOf(request), details: { from: request.status, to: status } }, clock.now());
        return (await this.withReplies(trx, [updated]))[0]!;
      }
      return (await this.withReplies(trx, [request]))[0]!;
    });
  }

  /** Mails the reply to the sender (after the commit) and moves a new request to in progress. */
  async reply(admin: User, id: number, message: string): Promise<AdminInboxItem> {
    const { knex, clock } = this.deps;
    const now = clock.now();
    const item = await knex.transaction(async (trx) => {
      let request = await this.find(trx, id);
      await trx('inboundReplies').insert({ requestId: id, adminId: admin.id, message, createdAt: now });
      if (request.status === 'new') request = await request.$query(trx).patchAndFetch({ status: 'in_progress' });
      await recordAudit(trx, { adminId: admin.id, action: 'inbox.reply', targetType: 'inbound_request', targetId: id, targetLabel: labelOf(request), details: { characters: message.length } }, now);
      return (await this.withReplies(trx, [request]))[0]!;
    });
    sendInBackground(this.deps, { ...inboxReplyEmail(item.email, item.name, item.subject ?? 'Your enterprise request', message, item.message), replyTo: this.deps.teamInboxEmail });
    return item;
  }

  private async find(db: Knex, id: number): Promise<InboundRequest> {
    const request = await InboundRequest.query(db).findById(id).forUpdate();
    if (!request) throw notFound(ADMIN_MESSAGES.requestNotFound);
    return request;
  }

  private async withReplies(db: Knex, requests: InboundRequest[]): Promise<AdminInboxItem[]> {
    const ids = requests.map((r) => r.id);
    const replies = ids.length
      ? ((await db('inboundReplies').leftJoin('users', 'users.id', 'inboundReplies.adminId').whereIn('inboundReplies.requestId', ids)
        .orderBy('inboundReplies.createdAt', 'asc').orderBy('inboundReplies.id', 'asc')
        .select('inboundReplies.*', 'users.fullName as adminName')) as Array<Record<string, unknown>>)
      : [];
    return requests.map((request) => ({
      id: request.id,
      kind: request.kind,
      status: request.status,
      name: request.name,
      email: request.email,
      userId: request.userId,
      subject: request.subject,
      topic: request.topic,
      company: request.company,
      role: request.role,
      teamSize: request.teamSize,
      phone: request.phone,
      message: request.message,
      replies: replies.filter((r) => Number(r.requestId) === request.id).map((r) => ({
        id: Number(r.id), message: String(r.message), admin: String(r.adminName ?? 'HardwareHub team'), createdAt: toDate(r.createdAt).toISOString(),
      })),
      createdAt: request.createdAt,
      updatedAt: request.updatedAt,
    }));
  }
}

const labelOf = (request: InboundRequest) => (request.kind === 'contact' ? `${request.name}: ${request.subject ?? ''}` : `${request.name} (${request.company ?? ''})`);
