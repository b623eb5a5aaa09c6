import type { Knex } from 'knex';
import type { Clock } from './clock.ts';
import type { DomainEvents } from './db/domain-events.ts';
import type { ImageStorage } from './modules/uploads/index.ts';
import type { ParameterizedContext } from 'koa';
import type { Redis } from 'ioredis';
import type { Mailer } from './modules/mail/index.ts';
import type { RateLimiters } from './http/rate-limiters.ts';
import type { SessionStore } from './modules/auth/index.ts';
import type { ProductMemoryIndex } from './modules/products/index.ts';
import type { PartnerMemoryIndex } from './modules/users/index.ts';
import type { RealtimePublisher } from './realtime/realtime-publisher.ts';
import type { User } from './db/models/user-model.ts';
import type { PaymentProviders } from './modules/payments/index.ts';
import type { JobRunner } from './jobs/job-runner.ts';

/** What every module may use; built once in app.ts and passed down (no module-level singletons). */
export interface AppDeps {
  knex: Knex;
  redis?: Redis;
  /**
   * Where services say what changed: `events.inTransaction(knex, async (trx, announce) => ...)` publishes
   * what was announced once the transaction commits; `events.announce(...)` after a commit or outside one.
   * The partner index, the listing index and the signed-in users subscribe (app.ts).
   */
  events: DomainEvents;
  mailer: Mailer;
  limiters: RateLimiters;
  sessionStore: SessionStore;
  appUrl: string;
  /** Where the public site's contact and enterprise forms are mailed (TEAM_INBOX_EMAIL). */
  teamInboxEmail: string;
  /** AES-256 key for secrets stored at rest (the TOTP seeds), derived from SESSION_SECRET (auth/secret-box.ts). */
  encryptionKey: Buffer;
  log: (line: string) => void;
  /** The partner search, read by its search service; kept current by announced `member-changed` and user `rating-changed` events. */
  partnerIndex: PartnerMemoryIndex;
  /**
   * The marketplace listing (GET /api/products), read by its service; kept current by announced
   * `listing-changed`, product `rating-changed` and `member-changed` (shownOnListings) events.
   */
  productIndex: ProductMemoryIndex;
  /**
   * Pushes socket events to users (all their tabs and devices, on any server process), e.g.
   * `deps.realtime.toUser(userId, 'connection_request', { connection })`. Call it after committing.
   */
  realtime: RealtimePublisher;
  /** Where uploaded images are stored (the disk under DATA_DIR/uploads by default). */
  imageStorage: ImageStorage;
  /** The time for billing rules (trial ends, renewals, grace periods); tests swap in their own. */
  clock: Clock;
  /** The payment providers in use (payments/payment-providers.ts). */
  payments: PaymentProviders;
  /**
   * Delayed and recurring work, safe with several processes (jobs/database-job-runner.ts, docs/jobs.md): a module
   * registers `jobs.handle(kind, ...)` / `jobs.every(...)` when app.ts builds it, and `jobs.enqueue(trx, ...)`.
   */
  jobs: JobRunner;
}

export interface AppState {
  user?: User;
}

export type AppContext = ParameterizedContext<AppState>;
