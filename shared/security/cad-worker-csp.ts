/**
 * The renderer's STEP / IGES reader worker (renderer/src/features/files/preview/occt-worker.ts, built
 * as /assets/occt-worker-<hash>.js). OpenCascade's WebAssembly build compiles its .wasm and makes its
 * JavaScript bindings with `new Function` (Emscripten's embind), which the app's script-src forbids.
 * A dedicated worker runs under the policy its own script is served with, not its page's: whoever
 * serves the app (the server, the desktop app's protocol) relaxes that one script's policy only.
 */
export const CAD_WORKER_ASSET = /^\/assets\/occt-worker-[\w-]+\.js$/;

/** The policy with 'unsafe-eval' and 'wasm-unsafe-eval' added to script-src, the rest unchanged. */
export function relaxScriptSrc(policy: string): string {
  return /(^|;)\s*script-src\s/.test(policy)
    ? policy.replace(/((?:^|;)\s*script-src\s[^;]*)/, "$1 'unsafe-eval' 'wasm-unsafe-eval'")
    : `${policy}; script-src 'self' 'unsafe-eval' 'wasm-unsafe-eval'`;
}
