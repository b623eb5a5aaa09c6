/**
 * The packaging check (vitest project `packaging`, run by `npm test` after `npm run build:desktop`):
 * electron-builder.yml passes electron-builder's own schema and says what the issue asks (targets,
 * protocol, fuses, update feed, icons), and the bundle it packages holds the renderer and the shell
 * and nothing of the server. Packaging itself needs the Electron binary (see desktop/README.md).
 */
import { getConfig, validateConfiguration } from 'app-builder-lib/out/util/config/config.js';
import { DebugLogger } from 'builder-util/out/DebugLogger.js';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { BADGE_LABELS, LINUX_ICON_SIZES } from './make-icons.ts';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'desktop', 'dist');
const yml = parse(readFileSync(path.join(root, 'electron-builder.yml'), 'utf8'));

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => statSync(path.join(dir, file)).isFile()).map((file) => file.split(path.sep).join('/'));
}

/** Module names a bundle still loads at run time (require("x") / import from "x"). */
function runtimeModules(code: string): Set<string> {
  const names = new Set<string>();
  for (const match of code.matchAll(/\brequire\(\s*["']([^"']+)["']\s*\)|\bfrom\s*["']([^"']+)["']|\bimport\(\s*["']([^"']+)["']\s*\)/g)) {
    names.add((match[1] ?? match[2] ?? match[3])!);
  }
  return names;
}

describe('electron-builder.yml', () => {
  it("passes electron-builder's own configuration schema", async () => {
    const config = await getConfig(root, 'electron-builder.yml', null);
    await expect(validateConfiguration(config, new DebugLogger(false))).resolves.toBeUndefined();
  });

  it('builds NSIS, DMG (+ zip for updates), AppImage and deb, with the hardwarehub:// protocol on each', () => {
    expect(yml.win.target).toEqual(['nsis']);
    expect(yml.mac.target).toEqual(['dmg', 'zip']);
    expect(yml.linux.target).toEqual(['AppImage', 'deb']);
    expect(yml.protocols).toEqual([{ name: 'HardwareHub', schemes: ['hardwarehub'] }]);
    expect(yml.linux.mimeTypes).toContain('x-scheme-handler/hardwarehub');
  });

  it('packages desktop/dist only: no node_modules, no sources, no source maps', () => {
    expect(yml.files).toEqual(['desktop/dist/**', 'package.json', '!**/node_modules/**', '!**/*.map']);
    expect(yml.npmRebuild).toBe(false);
  });

  it('flips the hardening fuses and publishes updates to a generic feed', () => {
    expect(yml.electronFuses).toMatchObject({ runAsNode: false, enableNodeOptionsEnvironmentVariable: false, enableNodeCliInspectArguments: false, onlyLoadAppFromAsar: true, enableEmbeddedAsarIntegrityValidation: true });
    expect(yml.publish).toMatchObject({ provider: 'generic', url: expect.stringMatching(/^https:\/\//) });
  });

  it('verifies updates where electron-updater can: Windows against the publisher, macOS signed and notarised, no self-updating deb', () => {
    // electron-updater checks a Windows installer's Authenticode signature only when app-update.yml names the publisher.
    expect(yml.win.signtoolOptions.publisherName).toEqual(expect.any(String));
    expect(yml.win.verifyUpdateCodeSignature).toBe(true);
    // Squirrel.Mac installs only an update signed like the running app; Gatekeeper wants it notarised.
    expect(yml.mac).toMatchObject({ hardenedRuntime: true, notarize: true });
    // The deb has no app-update.yml: electron-updater would install an unsigned package as root.
    expect(yml.deb).toMatchObject({ publish: null });
  });

  it('has every icon, drawn from the one source SVG', () => {
    const resources = path.join(root, yml.directories.buildResources);
    expect(existsSync(path.join(resources, 'icon.png'))).toBe(true);
    for (const size of LINUX_ICON_SIZES) expect(existsSync(path.join(resources, 'icons', `${size}x${size}.png`)), `${size}`).toBe(true);
    for (const label of BADGE_LABELS) expect(existsSync(path.join(dist, 'badges', `badge-${label === '9+' ? '9plus' : label}.png`))).toBe(true);
  });
});

describe('the bundle (desktop/dist)', () => {
  // Read when these tests run, so the configuration's tests above run without a build (`-t electron-builder`).
  let files: string[] = [];
  beforeAll(() => {
    files = filesUnder(dist);
  });

  it('holds the shell and the renderer build', () => {
    expect(files).toEqual(expect.arrayContaining(['main.js', 'preload.cjs', 'renderer/index.html', 'renderer/theme-boot.js', 'icons/512x512.png']));
    const html = readFileSync(path.join(dist, 'renderer', 'index.html'), 'utf8');
    const referenced = [...html.matchAll(/(?:src|href)="\/([^"]+)"/g)].map((m) => m[1]!);
    expect(referenced.length).toBeGreaterThan(2);
    for (const asset of referenced) expect(files, asset).toContain(`renderer/${asset}`);
    // The CSP allows no inline script: every script is a file.
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  });

  it('contains no server code, no server-only renderer output and no source maps', () => {
    expect(files.filter((file) => /^renderer\/(server|pages)\//.test(file) || /\.(map|br|gz)$/.test(file))).toEqual([]);
    const shell = readFileSync(path.join(dist, 'main.js'), 'utf8') + readFileSync(path.join(dist, 'preload.cjs'), 'utf8');
    for (const marker of ['better-sqlite3', 'koa-session', '@koa/router', 'objection', 'mysql2', 'knex', 'socket.io-adapter', 'backend/src']) expect(shell, marker).not.toContain(marker);
  });

  it('loads nothing at run time but Electron and Node built-ins', () => {
    const builtins = new Set([...builtinModules, ...builtinModules.map((name) => `node:${name}`)]);
    for (const file of ['main.js', 'preload.cjs']) {
      const outside = [...runtimeModules(readFileSync(path.join(dist, file), 'utf8'))].filter(
        // Not loads: ajv's code generator holds `require("ajv/dist/runtime/...")` as text for its standalone
        // mode (unused: electron-store gets no schema here), and one template builds a name with ${...}.
        (name) => name !== 'electron' && !builtins.has(name) && !/^ajv(-formats)?\/dist\//.test(name) && !name.includes('${'),
      );
      expect(outside, file).toEqual([]);
    }
    const preload = runtimeModules(readFileSync(path.join(dist, 'preload.cjs'), 'utf8'));
    expect([...preload]).toEqual(['electron']);
  });
});
