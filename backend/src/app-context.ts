import type { Knex } from 'knex';
import type { Clock } from './clock.ts';
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

/** What every module may use; built once in app.ts and passed down (no module-level singletons). */
export interface AppDeps {
  knex: Knex;
  redis?: Redis;
  mailer: Mailer;
  limiters: RateLimiters;
  sessionStore: SessionStore;
  appUrl: string;
  /** Where the public site's contact and enterprise forms are mailed (TEAM_INBOX_EMAIL). */
  teamInboxEmail: string;
  /** AES-256 key for secrets stored at rest (the TOTP seeds), derived from SESSION_SECRET (auth/secret-box.ts). */
  encryptionKey: Buffer;
  log: (line: string) => void;
  /** The partner search; whoever changes partner_search calls `changed(userIds)` after committing. */
  partnerIndex: PartnerMemoryIndex;
  /**
   * The marketplace listing (GET /api/products); whoever changes a listing, a product rating or a
   * seller's name, company, picture or activation calls `changed({ productIds, sellerIds })` after committing.
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
}

export interface AppState {
  user?: User;
}

export type AppContext = ParameterizedContext<AppState>;
