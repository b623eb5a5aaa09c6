import type { Redis } from 'ioredis';
import type { Knex } from 'knex';
import { z } from 'zod';
import { SUBSCRIPTION_PLANS, SUBSCRIPTION_STATUSES } from '#shared/constants/roles.ts';
import { RATING_TARGET_TYPES } from '#shared/constants/ratings.ts';
import { SCAN_STATUSES } from '#shared/schemas/file-schemas.ts';
import { RFQ_LIMITS } from '#shared/schemas/sourcing-schemas.ts';
import { openProcessChannel } from '../http/process-channel.ts';

const id = z.int().positive();
const ids = z.array(id).max(10_000);
const sessionHash = z.string().regex(/^[0-9a-f]{64}$/);

/**
 * What changed, as the services say it; the caches that show it (the partner index, the listing index,
 * the signed-in users) subscribe. One schema, so a message from another process is checked as it arrives.
 */
export const domainEventSchema = z.discriminatedUnion('type', [
  /**
   * What partner search shows of these members changed (profile, activation, role, badge, placement).
   * `shownOnListings`: so did what their listings show of them as the seller (name, company, picture, activation).
   */
  z.object({ type: z.literal('member-changed'), userIds: ids, shownOnListings: z.boolean() }),
  /** These listings changed, appeared or went away (content, availability, moderation, featuring). */
  z.object({ type: z.literal('listing-changed'), productIds: ids }),
  /** Something's ratings changed (a member's rank in partner search, a listing card's summary). */
  z.object({ type: z.literal('rating-changed'), targetType: z.enum(RATING_TARGET_TYPES), targetId: id }),
  /** Sessions ended, by hashed key or every session of a member but `keep` (only hashes travel). */
  z.object({ type: z.literal('session-ended'), ids: z.array(sessionHash).max(1000).optional(), userId: id.optional(), keep: sessionHash.optional() }),
  /**
   * A member's plan or its terms changed (granted, renewed, past due, cancelled or resumed at period end, ended);
   * `plan` and `status` as they are now, so a process that hears it needs no read to tell the member.
   */
  z.object({ type: z.literal('subscription-changed'), userId: id, plan: z.enum(SUBSCRIPTION_PLANS), status: z.enum(SUBSCRIPTION_STATUSES) }),
  /** A shared file was recorded (modules/files), waiting for its scan unless none is configured. */
  z.object({ type: z.literal('file-added'), fileId: id, uploaderId: id, scanStatus: z.enum(SCAN_STATUSES) }),
  /** A shared file's scan finished: clean, or infected (then quarantined); `name` so the uploader is told without a read. */
  z.object({ type: z.literal('file-scanned'), fileId: id, uploaderId: id, name: z.string().max(255), scanStatus: z.enum(SCAN_STATUSES) }),
  /** A model's geometry was read (or found unreadable) and stored with it; `name` and `scanStatus` as the uploader is told. */
  z.object({ type: z.literal('file-geometry-read'), fileId: id, uploaderId: id, name: z.string().max(255), scanStatus: z.enum(SCAN_STATUSES) }),
  /** Suppliers were invited to a request for quote (at its opening, or later while it is open). */
  z.object({ type: z.literal('rfq-invited'), rfqId: id, buyerId: id, supplierIds: ids }),
  /** An open request was edited (`changeId`: its change log entry); `supplierIds` are the suppliers on it, to be told what changed. */
  z.object({ type: z.literal('rfq-changed'), rfqId: id, changeId: id, fields: z.array(z.string().max(40)).max(50), supplierIds: ids }),
  /** A supplier submitted (or revised: `version` > 1) their quote; the buyer hears of it. */
  z.object({ type: z.literal('rfq-quote-submitted'), rfqId: id, quoteId: id, supplierId: id, buyerId: id, version: id }),
  /** A supplier asked a question (the buyer hears of it) or the buyer answered (`recipientIds`: the asker, or every supplier). */
  z.object({ type: z.literal('rfq-question'), rfqId: id, questionId: id, action: z.enum(['asked', 'answered']), recipientIds: ids }),
  /** The buyer decided: `awardedSupplierIds` won (all or some lines), `declinedSupplierIds` did not (told `declinedReason`, if the buyer gave one). */
  z.object({ type: z.literal('rfq-awarded'), rfqId: id, buyerId: id, awardedSupplierIds: ids, declinedSupplierIds: ids, declinedReason: z.string().max(RFQ_LIMITS.reasonMax).nullable() }),
  /** The buyer cancelled a request; the suppliers on it are told. */
  z.object({ type: z.literal('rfq-cancelled'), rfqId: id, supplierIds: ids }),
  /** An open request's deadline is near (the sweep, once per request): suppliers who have not answered yet are reminded. */
  z.object({ type: z.literal('rfq-deadline-soon'), rfqId: id, quoteDeadline: z.string().max(40), supplierIds: ids }),
  /** A member asked another to connect. */
  z.object({ type: z.literal('connection-requested'), connectionId: id, requesterId: id, recipientId: id }),
  /** The recipient accepted or declined a connection request; the requester hears of it. */
  z.object({ type: z.literal('connection-answered'), connectionId: id, requesterId: id, recipientId: id, accepted: z.boolean() }),
  /** A message was stored in a conversation (by socket or HTTP). */
  z.object({ type: z.literal('message-sent'), messageId: id, connectionId: id, senderId: id, recipientId: id }),
  /** A member read a conversation up to now (their unread messages there are read). */
  z.object({ type: z.literal('messages-read'), userId: id, connectionId: id }),
  /** A partner signed a project's NDA; the project's owner hears of it. */
  z.object({ type: z.literal('nda-signed'), projectId: id, signerId: id, ownerId: id }),
  /** The team decided on a member's verification request. */
  z.object({ type: z.literal('verification-decided'), userId: id, approved: z.boolean() }),
  /** The team closed a report; its reporter hears the outcome. */
  z.object({ type: z.literal('report-resolved'), reportId: id, reporterId: id, actioned: z.boolean() }),
  /** The team hid a listing or restored it; its seller hears of it. */
  z.object({ type: z.literal('listing-moderated'), productId: id, sellerId: id, hidden: z.boolean() }),
  /** Money news for a member: a payment received, a renewal that failed, a trial about to end. */
  z.object({ type: z.literal('billing-notice'), userId: id, notice: z.enum(['receipt', 'renewal-failed', 'trial-ending']), detail: z.string().max(200) }),
]);
export type DomainEvent = z.infer<typeof domainEventSchema>;
export type DomainEventHandler = (event: DomainEvent) => void | Promise<void>;
/** Files an event to be published once the surrounding transaction commits. */
export type Announce = (...events: DomainEvent[]) => void;

const messageSchema = z.object({ events: z.array(domainEventSchema).max(1000) });

/**
 * The one way changes reach the caches. A service announces inside its transaction (`inTransaction`):
 * the events go out only once it commits, so nothing acts on a change that was rolled back, and the
 * call returns after every subscriber here has caught up, so the request that follows sees the change.
 * Announced outside a transaction, they go out at once. With Redis (`shareBetweenProcesses`) the other
 * server processes hear them too and deliver them to their own subscribers.
 */
export class DomainEvents {
  private readonly handlers = new Set<DomainEventHandler>();
  /** Subscribers to the events announced in this process only. */
  private readonly localHandlers = new Set<DomainEventHandler>();
  /** Events waiting for the commit of each transaction `inTransaction` opened. */
  private readonly pending = new WeakMap<Knex.Transaction, DomainEvent[]>();
  private remote: ((events: DomainEvent[]) => void) | undefined;
  private readonly log: (line: string) => void;

  constructor(options: { log?: (line: string) => void } = {}) {
    this.log = options.log ?? console.error;
  }

  /** Calls `handler` with every event, announced here or in another process; returns the unsubscribe. */
  subscribe(handler: DomainEventHandler): () => void {
    this.handlers.add(handler);
    return () => void this.handlers.delete(handler);
  }

  /**
   * Calls `handler` only with the events announced in this process, never those heard from another: for
   * work done once per change however many processes run (a notification stored), where `subscribe` is
   * for what every process keeps (caches, its own sockets). Returns the unsubscribe.
   */
  subscribeLocal(handler: DomainEventHandler): () => void {
    this.localHandlers.add(handler);
    return () => void this.localHandlers.delete(handler);
  }

  /**
   * Runs `work` in a transaction of `db` and publishes what it announced after the commit (nothing
   * after a rollback). Inside another `inTransaction` it runs in a savepoint and its events wait for
   * the outer commit.
   */
  async inTransaction<T>(db: Knex, work: (trx: Knex.Transaction, announce: Announce) => Promise<T>): Promise<T> {
    const outer = db.isTransaction ? this.pending.get(db as Knex.Transaction) : undefined;
    if (db.isTransaction && !outer) throw new Error('inTransaction inside a transaction it did not open: its events could not wait for the commit');
    const events: DomainEvent[] = [];
    const result = await db.transaction((trx) => {
      this.pending.set(trx, events);
      return work(trx, (...announced) => void events.push(...announced));
    });
    if (outer) outer.push(...events);
    else await this.announce(...events);
    return result;
  }

  /** Publishes at once: for changes already committed (or made outside any transaction). */
  async announce(...events: DomainEvent[]): Promise<void> {
    if (!events.length) return;
    this.remote?.(events);
    await this.deliver(events, true);
  }

  /**
   * Shares events with the other processes over Redis (best effort, as every process channel: a
   * message lost while Redis is away leaves another process's cache stale until that entry changes
   * again or the process restarts; the database stays right).
   */
  shareBetweenProcesses(redis: Redis, channel: string): { close(): Promise<void> } {
    const link = openProcessChannel({
      redis, channel, schema: messageSchema, label: 'domain events', log: this.log,
      onMessage: ({ events }) => void this.deliver(events),
    });
    this.remote = (events) => link.publish({ events });
    return {
      close: async () => {
        this.remote = undefined;
        await link.close();
      },
    };
  }

  /** In announcement order; a subscriber that fails is logged, never the announcer's error: the change is committed. */
  private async deliver(events: DomainEvent[], local = false): Promise<void> {
    for (const event of events) {
      for (const handler of local ? [...this.handlers, ...this.localHandlers] : this.handlers) {
        try {
          await handler(event);
        } catch (error) {
          this.log(`domain events: a subscriber failed on ${event.type}: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
    }
  }
}
