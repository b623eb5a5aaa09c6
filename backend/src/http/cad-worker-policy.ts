import type { Context, Next } from 'koa';

/**
 * The renderer's STEP / IGES reader worker (renderer/src/features/files/preview/occt-worker.ts, built
 * as /assets/occt-worker-<hash>.js). OpenCascade's WebAssembly build compiles its .wasm and makes its
 * JavaScript bindings with `new Function` (Emscripten's embind), which the site's script-src forbids.
 */
export const CAD_WORKER_ASSET = /^\/assets\/occt-worker-[\w-]+\.js$/;

/**
 * Lets only that worker compile code: a dedicated worker runs under the policy its own script is
 * served with, not its page's, so the pages keep their no-eval policy and the worker (no DOM, our
 * own bundled code) gets 'unsafe-eval' and 'wasm-unsafe-eval' added to its script-src.
 */
export function cadWorkerPolicy() {
  return async (ctx: Context, next: Next) => {
    await next();
    if (!CAD_WORKER_ASSET.test(ctx.path)) return;
    const policy = ctx.response.get('Content-Security-Policy');
    if (policy) ctx.set('Content-Security-Policy', relaxScriptSrc(policy));
  };
}

export function relaxScriptSrc(policy: string): string {
  return /(^|;)\s*script-src\s/.test(policy)
    ? policy.replace(/((?:^|;)\s*script-src\s[^;]*)/, "$1 'unsafe-eval' 'wasm-unsafe-eval'")
    : `${policy}; script-src 'self' 'unsafe-eval' 'wasm-unsafe-eval'`;
}
