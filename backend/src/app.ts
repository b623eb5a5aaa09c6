import http from 'node:http';
import zlib from 'node:zlib';
import { API_PATHS } from '#shared/api/api-paths.ts';
import bodyParser from '@koa/bodyparser';
import { Redis } from 'ioredis';
import type { Knex } from 'knex';
import Koa from 'koa';
import compress from 'koa-compress';
import helmet from 'koa-helmet';
import { Model } from 'objection';
import disposableDomains from 'disposable-email-domains' with { type: 'json' };
import { useDisposableDomains } from '#shared/validation/disposable-email.ts';
import type { AppConfig } from './config.ts';
import type { AppDeps, AppState } from './app-context.ts';
import { DomainEvents } from './db/domain-events.ts';
import { declaredAccess, type AccessRule } from './http/access.ts';
import { errorMiddleware } from './http/error-middleware.ts';
import { healthProbes } from './http/health-probes.ts';
import { ProxyTrust, resolveClientAddress } from './http/client-address.ts';
import { describeErrorForLog, logText } from './http/log-text.ts';
import { apiCors } from './http/cors.ts';
import { trackRequests } from './http/request-drain.ts';
import { noStoreApiResponses, permissionsPolicy, refuseCrossSiteWrites, refuseUnknownMethods } from './http/request-guards.ts';
import { cadWorkerPolicy } from './http/cad-worker-policy.ts';
import {
  accountSecurity, authRoutes, CookieSigner, DatabaseSessionStore, deriveEncryptionKey, SignedInUsers, subscribeSessionEnds, subscribeSignedInUsers, withSessionEndListener,
} from './modules/auth/index.ts';
import { createRateLimiters } from './http/rate-limiters.ts';
import { dispatchByPath } from './http/router-dispatch.ts';
import { sessionMiddleware } from './http/session-middleware.ts';
import { connectionRoutes } from './modules/connections/index.ts';
import { dashboardRoutes } from './modules/dashboard/index.ts';
import { inboxRoutes, InboxService, newsletterPages } from './modules/inbox/index.ts';
import { adminRoutes } from './modules/admin/index.ts';
import { reportRoutes } from './modules/reports/index.ts';
import { createMailer, suppressingMailer } from './modules/mail/index.ts';
import { messageRoutes, MessageService, messageSocketHandlers } from './modules/messages/index.ts';
import { ProductMemoryIndex, productRoutes, subscribeProductIndex } from './modules/products/index.ts';
import { projectRoutes, ProjectService } from './modules/projects/index.ts';
import { ndaRoutes, NdaService, withheldProjectFields } from './modules/ndas/index.ts';
import { DiskImageStorage, imageStorageFor, S3ImageStorage, UPLOAD_SWEEP_INTERVAL_MS, uploadRoutes, UploadService } from './modules/uploads/index.ts';
import { ratingRoutes } from './modules/ratings/index.ts';
import { paymentProvidersFor, paymentRoutes, PaymentService, settleOpenWalletPayments, subscribePlanChangePushes, SubscriptionLifecycle } from './modules/payments/index.ts';
import { dataExportRoutes } from './modules/exports/index.ts';
import { createFiles, createVirusScanner, fileStorageFor, subscribeFileStatusPushes, type VirusScanner } from './modules/files/index.ts';
import { createSourcing } from './modules/sourcing/index.ts';
import { createNotifications } from './modules/notifications/index.ts';
import { systemClock } from './clock.ts';
import { DatabaseJobRunner } from './jobs/database-job-runner.ts';
import { aiRoutes, AiService, createBuiltinEngine, modelEngineFromConfig, readBomSheet } from './modules/ai/index.ts';
import { PartnerMemoryIndex, profileRoutes, readPartnerCards, subscribePartnerIndex, supplierProfileRoutes, userRoutes } from './modules/users/index.ts';
import { RealtimePublisher } from './realtime/realtime-publisher.ts';
import { attachSocketServer } from './realtime/socket-server.ts';
import { paymentReturnPage } from './static/payment-return.ts';
import { serveRenderer } from './static/serve-renderer.ts';
import { createServerRender, dropPagesOnDataChange } from './static/server-render.ts';
import { siteFiles } from './static/site-files.ts';

// The full maintained list (over 100k throwaway domains); the browser bundle carries only the common ones.
useDisposableDomains(disposableDomains as string[]);

export interface RunningApp {
  server: http.Server;
  deps: AppDeps;
  /** Every API route as "METHOD /path", for tests that must cover them all. */
  routes: string[];
  /** The access rule each route declares (http/access.ts); undefined for one that declares none. */
  routeAccess: Map<string, AccessRule | undefined>;
  close(): Promise<void>;
  /**
   * A graceful stop (SIGTERM): no new connections, every socket disconnected (the client
   * reconnects at once, to another process behind the balancer), requests under way finish (up to
   * `deadlineMs`), then everything closes. Resolves whether every request finished in time.
   */
  drain(deadlineMs: number): Promise<boolean>;
}

/** Stand-ins a test passes for services the configuration would otherwise name. */
export interface AppOverrides {
  /** The virus scanner for shared files, and the first wait before a failed scan is retried. */
  virusScanner?: VirusScanner;
  fileScanRetryMs?: number;
}

export function createApp(config: AppConfig, knex: Knex, log: (line: string) => void = console.log, overrides: AppOverrides = {}): RunningApp {
  Model.knex(knex);
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2 }) : undefined;
  // ioredis reconnects by itself; without a listener its errors would print as unhandled.
  redis?.on('error', (error: Error) => log(`redis: ${error.message}`));
  const realtime = new RealtimePublisher();
  // Changes are announced once committed; with Redis the other processes hear them too.
  const events = new DomainEvents({ log });
  const eventSync = redis && events.shareBetweenProcesses(redis, `${config.socketAdapterKey}:domain-events`);
  // Sessions live in the database whether or not there is Redis, so a Redis outage signs no one out.
  const sessions = new DatabaseSessionStore(knex, { cacheMs: config.authCacheMs });
  subscribeSessionEnds(events, sessions);
  // Sessions that end also end their sockets.
  const sessionStore = withSessionEndListener(sessions, realtime);
  const signedInUsers = new SignedInUsers(knex, { ttlMs: config.authCacheMs });
  subscribeSignedInUsers(events, signedInUsers);
  const diskImages = new DiskImageStorage(config.uploadsDir);
  const imageStorage = imageStorageFor(config);
  // Jobs are due by the app's clock (tests move it); read at each use, since a test may swap the clock.
  const jobs = new DatabaseJobRunner(knex, { log, pollMs: config.jobPollMs, now: () => deps.clock.now() });
  const deps: AppDeps = {
    knex,
    redis,
    events,
    sessionStore,
    // Addresses that refused mail permanently are not mailed again (docs/mail-delivery.md).
    mailer: suppressingMailer(createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: config.outboxDir, logLinks: config.logMailLinks, log }), knex, log),
    limiters: createRateLimiters({
      redis, ...config.loginLimits, account: config.accountLimits, siteFormsPerIp: config.siteFormLimitPerIp,
      messagesPerMember: config.messageLimitPerMember, memberNamespace: config.socketAdapterKey,
    }),
    appUrl: config.appUrl,
    teamInboxEmail: config.teamInboxEmail,
    encryptionKey: deriveEncryptionKey(config.sessionSecret),
    log,
    partnerIndex: new PartnerMemoryIndex(knex, { log, readCards: (ids) => readPartnerCards(knex, ids), keptCards: config.partnerCardsKept }),
    productIndex: new ProductMemoryIndex(knex, { log, enabled: config.productListIndex === 'memory' }),
    realtime,
    imageStorage,
    clock: systemClock,
    payments: paymentProvidersFor(config.payments),
    jobs,
  };

  // The caches that show what changed subscribe; services only announce (db/domain-events.ts).
  subscribePartnerIndex(events, deps.partnerIndex);
  subscribeProductIndex(events, deps.productIndex);
  // A member's sockets hear of a plan change once it is committed.
  subscribePlanChangePushes(events, realtime);
  // The sockets of a file's uploader (and, for a file sent in a conversation, its other side) hear of its scan once committed.
  subscribeFileStatusPushes(events, realtime, knex);

  // Only trusted proxies' X-Forwarded-* count; resolveClientAddress (first below) sets ctx.ip and drops the others'.
  const proxyTrust = new ProxyTrust(config.trustProxy);
  const app = new Koa<AppState>({ proxy: proxyTrust.readsHeaders });
  // A visitor who leaves mid-download (a tab closed, a preload cancelled) is not a server fault: Koa
  // reports the aborted response stream as an error, which would otherwise print a stack trace.
  app.on('error', (error: NodeJS.ErrnoException, ctx?: Koa.Context) => {
    if (error.code === 'ERR_STREAM_PREMATURE_CLOSE' || ((error.code === 'ECONNRESET' || error.code === 'EPIPE') && ctx?.req.destroyed)) return;
    app.onerror(error);
  });
  app.keys = new CookieSigner([config.sessionSecret]);
  const session = sessionMiddleware(app as unknown as Koa, {
    store: sessionStore, maxAgeMs: config.sessionMaxAgeMs, secureCookie: config.cookieSecure, publicHttps: config.publicHttps,
  });

  app.use(resolveClientAddress(proxyTrust));
  app.use(
    healthProbes(knex, [
      { name: 'partnerIndex', isReady: () => deps.partnerIndex.hasLoaded },
      { name: 'productIndex', isReady: () => deps.productIndex.hasLoaded },
    ]),
  );
  app.use(errorMiddleware((error, ctx) => log(`${logText`[${ctx.method} ${ctx.path}]`} ${describeErrorForLog(error)}`)));
  if (config.logRequests) {
    app.use(async (ctx, next) => {
      const started = performance.now();
      await next();
      log(logText`${ctx.method} ${ctx.url} ${ctx.status} ${(performance.now() - started).toFixed(1)}ms`);
    });
  }
  app.use(apiCors(config.corsOrigins));
  app.use(refuseUnknownMethods());
  const appOrigin = new URL(config.appUrl);
  // The card and wallet providers' browser scripts and frames, only where they are configured.
  const providerOrigins = {
    script: [...(config.payments.stripe ? ['https://js.stripe.com'] : []), ...(config.payments.paypal ? ['https://www.paypal.com', 'https://*.paypal.com'] : [])],
    frame: [...(config.payments.stripe ? ['https://js.stripe.com', 'https://hooks.stripe.com'] : []), ...(config.payments.paypal ? ['https://www.paypal.com', 'https://*.paypal.com'] : [])],
    connect: [...(config.payments.stripe ? ['https://api.stripe.com'] : []), ...(config.payments.paypal ? ['https://*.paypal.com'] : [])],
  };
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...providerOrigins.script],
          // Ant Design injects its CSS-in-JS as <style> elements.
          styleSrc: ["'self'", "'unsafe-inline'"],
          // Images come from the app itself (and, with the marketplace, its upload storage); data: for inline SVGs.
          // Listings may show images by web address (the listing form takes links), so any https image (http too on a
          // plain-http deployment, where nothing is mixed content).
          imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...(config.publicHttps ? [] : ['http:'])],
          // The API and Socket.IO: this origin only ('self' plus its ws:/wss: form, which older engines do not infer).
          connectSrc: ["'self'", `${appOrigin.protocol === 'https:' ? 'wss:' : 'ws:'}//${appOrigin.host}`, ...providerOrigins.connect],
          frameSrc: providerOrigins.frame.length ? providerOrigins.frame : ["'none'"],
          fontSrc: ["'self'", 'data:'],
          frameAncestors: ["'none'"],
          formAction: ["'self'"],
          upgradeInsecureRequests: config.production && config.publicHttps ? [] : null,
        },
      },
      hsts: config.production && config.publicHttps,
    }),
  );
  app.use(permissionsPolicy());
  // The STEP / IGES preview's worker alone may compile code (OpenCascade's WebAssembly and bindings).
  app.use(cadWorkerPolicy());
  app.use(noStoreApiResponses());
  app.use(refuseCrossSiteWrites(config.allowedOrigins, [API_PATHS.uploads], [API_PATHS.fileUploads]));
  // Each write is flushed to the client as it comes: a signed-in page's <head> is sent before the
  // server has drawn the page (static/server-render.ts), so the browser loads its CSS meanwhile.
  app.use(
    compress({
      threshold: 1024,
      gzip: { flush: zlib.constants.Z_SYNC_FLUSH },
      deflate: { flush: zlib.constants.Z_SYNC_FLUSH },
      br: { flush: zlib.constants.BROTLI_OPERATION_FLUSH },
      zstd: { flush: zlib.constants.ZSTD_e_flush },
    }),
  );
  app.use(bodyParser({ enableTypes: ['json'], jsonLimit: '1mb', encoding: 'utf-8' }));
  app.use(session);
  // Resolve the signed-in user once per request; a session pointing at a deactivated or deleted user is dropped.
  app.use(async (ctx, next) => {
    const userId = (ctx.session as { userId?: number } | null)?.userId;
    if (userId) {
      const user = await signedInUsers.get(userId);
      if (user && !user.deactivatedAt) ctx.state.user = user;
      else ctx.session = null;
    }
    await next();
  });

  // What a project's NDA withholds from a viewer is the ndas module's to say; projects only blanks it.
  const projects = new ProjectService(deps, { withheldFields: withheldProjectFields });
  const messages = new MessageService(deps);
  const payments = new PaymentService(deps);
  const inbox = new InboxService(deps);
  // Trial ends, renewals, period-end cancellations and grace periods apply on time without anyone asking.
  const lifecycle = new SubscriptionLifecycle(deps, payments);
  // The same sweep reads again the PayPal captures left pending, in case their webhook was lost.
  // One process at a time runs it (the job runner's recurring task); a failure is logged and it runs again next time.
  jobs.every('billing-sweep', config.billingSweepMs, async () => {
    await Promise.all([lifecycle.advance(), settleOpenWalletPayments(deps, payments)]);
  });
  // Uploaded images no listing uses are removed once their grace period has passed.
  const uploads = new UploadService(deps);
  const uploadSweep = setInterval(() => void uploads.sweep().catch((error: unknown) => log(`upload sweep failed: ${error instanceof Error ? error.message : String(error)}`)), UPLOAD_SWEEP_INTERVAL_MS);
  uploadSweep.unref();
  // Shared files, scanned by clamd at CLAMAV_URL; without it they are recorded 'not_scanned'.
  const scanner = overrides.virusScanner ?? createVirusScanner({ url: config.clamavUrl });
  const files = createFiles(deps, fileStorageFor(config), scanner, { retryMs: overrides.fileScanRetryMs });
  files.start();
  // Requests for quote: files and NDAs ask sourcing who may read and sign (neither may import it); the sweep closes deadlines.
  // The built-in engine's cost estimate is the comparison's reference beside the quotes.
  const builtinEngine = createBuiltinEngine();
  const sourcing = createSourcing(deps, (senderId, message) => messages.send(senderId, message), (request) => builtinEngine.run('cost-estimation', request));
  files.registerContextAccess(['rfq', 'quote'], sourcing.fileAccess);
  sourcing.start();
  // What happened, for the members it concerns: the bell, the socket, the mails (once per change, in the process that announced it).
  const notifications = createNotifications(deps);
  notifications.start();
  const routers = [
    authRoutes(deps), profileRoutes(deps, accountSecurity(deps)), projectRoutes(deps, projects), connectionRoutes(deps, projects), dashboardRoutes(deps),
    userRoutes(deps, (userId) => projects.onProfile(userId)), supplierProfileRoutes(deps), ratingRoutes(deps), messageRoutes(deps, messages), productRoutes(deps), uploadRoutes(deps, uploads),
    paymentRoutes(deps, payments), dataExportRoutes(deps), inboxRoutes(deps, inbox), reportRoutes(deps), adminRoutes(deps),
    aiRoutes(deps, new AiService(deps, { builtin: builtinEngine, model: modelEngineFromConfig(config.ai.model), loadBom: async (userId, fileId) => readBomSheet(await files.readSpreadsheet(userId, fileId)) }, config.ai)), files.routes(), ndaRoutes(new NdaService(deps, projects, sourcing.ndaSigners)), sourcing.routes(),
    notifications.routes(),
  ];
  // Each router in this order, entered only by the requests whose path it has routes under.
  app.use(dispatchByPath(routers));
  const routeAccess = new Map(
    routers.flatMap((router) =>
      router.stack.flatMap((layer) =>
        layer.methods.filter((m) => m !== 'HEAD').map((method) => [`${method} ${String(layer.path)}`, declaredAccess(layer.stack)] as const),
      ),
    ),
  );
  const routes = [...routeAccess.keys()];
  // Files stored before a move to a bucket stay readable.
  app.use(diskImages.serve());
  const serverRender = config.serverRender && createServerRender(config.rendererDist, { ...config.serverRender, origin: config.appUrl }, log);
  const stopDroppingPages = serverRender ? dropPagesOnDataChange(knex, serverRender) : undefined;
  app.use(paymentReturnPage());
  app.use(newsletterPages(inbox));
  app.use(notifications.pages());
  app.use(siteFiles({ distDir: config.rendererDist, origin: config.appUrl, knex }));
  app.use(serveRenderer(config.rendererDist, serverRender, config.appUrl));

  const server = http.createServer(app.callback());
  // An idle connection stays open longer than a proxy keeps one (60 s at nginx and AWS's load balancers), so the
  // client side closes it: a server that closes first (Node's default is 5 s) races a request sent on it at that
  // moment, which the client sees as ECONNRESET and a proxy turns into a 502.
  server.keepAliveTimeout = 65_000;
  const requests = trackRequests(server);
  // Requests Node refuses before Koa sees them (URL or headers over 16 KB, malformed HTTP) also get a JSON {message}.
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    if (!socket.writable) return void socket.destroy();
    const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
    const message = { 431: 'The request URL or headers are too long.', 408: 'The request took too long to arrive.', 400: 'The request could not be read.' }[status];
    const body = JSON.stringify({ message });
    socket.end(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
    );
  });
  const socketServer = attachSocketServer(server, app as unknown as Koa, session, deps, {
    adapterKey: config.socketAdapterKey, allowedOrigins: config.allowedOrigins, corsOrigins: config.corsOrigins, authTimeoutMs: config.socketAuthTimeoutMs,
  });
  // The socket server carries frames; what message, typing and mark_read mean is the messages module's.
  socketServer.registerSocketHandlers(messageSocketHandlers(messages, deps.realtime));
  // Once every module has registered its job handlers.
  jobs.start();

  return {
    server,
    deps,
    routes,
    routeAccess,
    async drain(deadlineMs) {
      const finished = requests.drain(deadlineMs);
      // Disconnecting the sockets also ends their long-polling requests, which would otherwise hold the drain;
      // the client reconnects at once (renderer lib/realtime/realtime-connection.ts), over a new connection, so to another process.
      socketServer.disconnectLocal();
      const drained = await finished;
      // Past the deadline: cut what is left, or closing the server would wait for it.
      server.closeAllConnections();
      await this.close();
      return drained;
    },
    async close() {
      clearInterval(uploadSweep);
      // Jobs under way finish while the database, the mailer and the sockets they use are still open.
      await jobs.close();
      await socketServer.close();
      await serverRender?.close();
      stopDroppingPages?.();
      if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections?.();
      files.close();
      sourcing.close();
      notifications.close();
      await sessionStore.close();
      signedInUsers.close();
      await eventSync?.close();
      deps.productIndex.close();
      deps.mailer.close();
      if (imageStorage instanceof S3ImageStorage) imageStorage.close();
      if (redis) await redis.quit().catch(() => undefined);
    },
  };
}
