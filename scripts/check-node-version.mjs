// Plain JavaScript on purpose: it must run on the old Node it refuses, which cannot load TypeScript.
// `npm start`, `npm test` and `npm run dev` run it first (pre-scripts); `npm ci` stops on the
// `engines` range itself (engine-strict in .npmrc).
import { readFileSync } from 'node:fs';

const FIX = '. scripts/node24-env.sh';

/** Whether `version` (e.g. "20.20.2" or "v24.1.0") satisfies a ">=MAJOR.MINOR[.PATCH]" range. */
export function satisfiesMinimum(version, range) {
  const wanted = /^>=\s*(\d+)(?:\.(\d+))?(?:\.(\d+))?$/.exec(range.trim());
  if (!wanted) throw new Error(`Unsupported engines range "${range}": use ">=MAJOR.MINOR".`);
  const have = version.replace(/^v/, '').split('.').map(Number);
  for (let i = 0; i < 3; i += 1) {
    const need = Number(wanted[i + 1] ?? 0);
    if ((have[i] ?? 0) !== need) return (have[i] ?? 0) > need;
  }
  return true;
}

/** The one line that says what is wrong and what fixes it, or null when this Node will do. */
export function nodeVersionProblem(version, range) {
  if (satisfiesMinimum(version, range)) return null;
  return `HardwareHub needs Node ${range} (Node 24 LTS), but this is Node ${version.replace(/^v/, '')}. Fix: run \`${FIX}\` (it installs Node 24 from the npm registry), then the same command again.`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const range = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).engines.node;
  const problem = nodeVersionProblem(process.versions.node, range);
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}
