import { describe, expect, it } from 'vitest';
import { CAD_WORKER_ASSET, relaxScriptSrc } from './cad-worker-csp.ts';

describe("the CAD reader worker's policy", () => {
  it('adds eval and wasm compilation to script-src only, keeping the rest', () => {
    const site = "default-src 'self';script-src 'self' https://js.stripe.com;style-src 'self' 'unsafe-inline';frame-ancestors 'none'";
    expect(relaxScriptSrc(site)).toBe(
      "default-src 'self';script-src 'self' https://js.stripe.com 'unsafe-eval' 'wasm-unsafe-eval';style-src 'self' 'unsafe-inline';frame-ancestors 'none'",
    );
    expect(relaxScriptSrc("default-src 'self'")).toBe("default-src 'self'; script-src 'self' 'unsafe-eval' 'wasm-unsafe-eval'");
  });

  it('matches the built worker and nothing else', () => {
    expect(CAD_WORKER_ASSET.test('/assets/occt-worker-Bx3_k9aZ.js')).toBe(true);
    for (const path of ['/assets/index-Bx3_k9aZ.js', '/assets/occt-worker-Bx3.js.map', '/occt-worker-Bx3.js', '/assets/x/occt-worker-a.js', '/api/assets/occt-worker-a.js']) {
      expect(CAD_WORKER_ASSET.test(path), path).toBe(false);
    }
  });
});
