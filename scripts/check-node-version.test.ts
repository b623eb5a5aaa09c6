import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { nodeVersionProblem, satisfiesMinimum } from './check-node-version.mjs';

const root = path.resolve(import.meta.dirname, '..');
const range = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).engines.node as string;

describe('the Node version check that runs before npm start, npm test and npm run dev', () => {
  it('compares versions against a >= range part by part', () => {
    expect(satisfiesMinimum('22.12.0', '>=22.12')).toBe(true);
    expect(satisfiesMinimum('v24.1.0', '>=22.12')).toBe(true);
    expect(satisfiesMinimum('22.11.9', '>=22.12')).toBe(false);
    expect(satisfiesMinimum('20.20.2', '>=22.12')).toBe(false);
    expect(satisfiesMinimum('22.9.0', '>=22.12')).toBe(false);
    expect(() => satisfiesMinimum('24.0.0', '^22')).toThrow('Unsupported engines range');
  });

  it('says in one line what is wrong and the one command that fixes it', () => {
    expect(nodeVersionProblem(process.versions.node, range)).toBeNull();
    const problem = nodeVersionProblem('20.20.2', range)!;
    expect(problem.split('\n')).toHaveLength(1);
    expect(problem).toContain(`needs Node ${range}`);
    expect(problem).toContain('this is Node 20.20.2');
    expect(problem).toContain('. scripts/node24-env.sh');
  });

  it('every script a newcomer runs first is guarded, and npm ci stops on the engines range', () => {
    const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    for (const script of ['start', 'test', 'test:quick', 'dev']) expect(pkg.scripts[`pre${script}`]).toBe('node scripts/check-node-version.mjs');
    expect(readFileSync(path.join(root, '.npmrc'), 'utf8')).toMatch(/^engine-strict=true$/m);
  });

  // The machines this project runs on keep an old Node at /usr/bin/node; elsewhere there is nothing to run it with.
  const oldNode = ['/usr/bin/node', '/usr/local/bin/node'].find((candidate) => {
    if (!existsSync(candidate)) return false;
    const version = spawnSync(candidate, ['--version'], { encoding: 'utf8' }).stdout.trim();
    return version !== '' && !satisfiesMinimum(version, range);
  });

  it.runIf(oldNode)('on an old Node, npm start prints the one line and exits 1; npm ci refuses before installing anything', () => {
    // As a newcomer's shell: without the npm_config_* settings of an npm run this test may be under (`--silent` would hide npm's error).
    const shell = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.toLowerCase().startsWith('npm_config_')));
    const env = { ...shell, PATH: `${path.dirname(oldNode!)}:/usr/bin:/bin` };
    const started = spawnSync(path.join(path.dirname(oldNode!), 'npm'), ['start', '--silent'], { cwd: root, env, encoding: 'utf8' });
    expect(started.status).toBe(1);
    expect(started.stderr.trim().split('\n')).toEqual([expect.stringMatching(/^HardwareHub needs Node .*Fix: run `\. scripts\/node24-env\.sh`/)]);

    const copy = mkdtempSync(path.join(tmpdir(), 'hh-old-node-'));
    try {
      for (const file of ['package.json', 'package-lock.json', '.npmrc']) cpSync(path.join(root, file), path.join(copy, file));
      const ci = spawnSync(path.join(path.dirname(oldNode!), 'npm'), ['ci', '--offline'], { cwd: copy, env, encoding: 'utf8' });
      expect(ci.status).not.toBe(0);
      expect(ci.stderr).toContain('EBADENGINE');
      expect(readdirSync(copy)).not.toContain('node_modules');
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
    // Two npm runs: each stops within a second on an idle machine, tens of seconds on a loaded one.
  }, 90_000);
});
