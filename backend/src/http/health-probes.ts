import type { Context, Next } from 'koa';
import type { Knex } from 'knex';

/** Something the server needs before it can answer well: a search index loaded, say. */
export interface ReadinessPart {
  name: string;
  isReady(): boolean;
}

/** How long the database may take to answer the readiness query before the process counts as not ready. */
const DATABASE_TIMEOUT_MS = 2000;

/**
 * The load balancer's probes, answered before sessions, cookies and compression (they are called every
 * few seconds and carry no data):
 * - `GET /healthz`, liveness: 200 while the process answers at all (restart it when this fails);
 * - `GET /readyz`, readiness: 503 until the database answers and every part (the search indexes) has
 *   loaded, 200 after; send traffic only while it is 200. It is also 503 while the database is away.
 */
export function healthProbes(knex: Knex, parts: ReadinessPart[]) {
  const databaseAnswers = async () => {
    let timer: NodeJS.Timeout | undefined;
    try {
      const timeout = new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), DATABASE_TIMEOUT_MS);
      });
      return await Promise.race([knex.raw('select 1').then(() => true), timeout]);
    } catch {
      return false;
    } finally {
      clearTimeout(timer);
    }
  };
  return async (ctx: Context, next: Next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (ctx.path === '/healthz') {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { status: 'ok' };
      return;
    }
    if (ctx.path !== '/readyz') return next();
    const checks: Record<string, boolean> = { database: await databaseAnswers() };
    for (const part of parts) checks[part.name] = part.isReady();
    const ready = Object.values(checks).every(Boolean);
    ctx.set('Cache-Control', 'no-store');
    ctx.status = ready ? 200 : 503;
    ctx.body = { status: ready ? 'ready' : 'not ready', checks };
  };
}
