import type { Context, Next } from 'koa';
import { CAD_WORKER_ASSET, relaxScriptSrc } from '#shared/security/cad-worker-csp.ts';

/**
 * Lets only the CAD reader worker compile code (shared/security/cad-worker-csp.ts): the pages keep
 * their no-eval policy, the worker (no DOM, our own bundled code) gets eval and wasm compilation.
 */
export function cadWorkerPolicy() {
  return async (ctx: Context, next: Next) => {
    await next();
    if (!CAD_WORKER_ASSET.test(ctx.path)) return;
    const policy = ctx.response.get('Content-Security-Policy');
    if (policy) ctx.set('Content-Security-Policy', relaxScriptSrc(policy));
  };
}
