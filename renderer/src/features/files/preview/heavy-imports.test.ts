import { describe, expect, it } from 'vitest';

const HEAVY = /^(three|pdfjs-dist|occt-import-js)(\/|$)/;
/** Static imports and re-exports (not `import()`), with their specifiers. */
const STATIC_IMPORT = /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+'([^']+)'|(?:^|\n)\s*import\s+'([^']+)'/g;

// The renderer's sources as text, keyed by absolute URL (this file sits in features/files/preview/).
const HERE = 'file:///src/features/files/preview/';
const sources = Object.fromEntries(
  Object.entries(import.meta.glob<string>('../../../**/*.{ts,tsx}', { query: '?raw', import: 'default', eager: true })).map(([key, text]) => [new URL(key, HERE).href, text]),
);

/** Every module `entry` loads before anything it imports lazily, and the packages they name. */
function staticClosure(entry: string): { files: string[]; packages: Set<string> } {
  const files: string[] = [];
  const packages = new Set<string>();
  const pending = [new URL(entry, HERE).href];
  while (pending.length) {
    const file = pending.pop()!;
    if (files.includes(file)) continue;
    files.push(file);
    for (const match of (sources[file] ?? '').matchAll(STATIC_IMPORT)) {
      const specifier = match[1] ?? match[2]!;
      if (!specifier.startsWith('.')) packages.add(specifier);
      else if (sources[new URL(specifier, file).href] !== undefined) pending.push(new URL(specifier, file).href);
    }
  }
  return { files, packages };
}

describe("the files feature's lazy loading", () => {
  it('keeps three.js, pdf.js and OpenCascade out of what importing the feature (or opening the preview) loads', () => {
    for (const entry of ['../index.ts', './file-preview.tsx']) {
      const { files, packages } = staticClosure(entry);
      expect(files.length, entry).toBeGreaterThan(3);
      expect([...packages].filter((name) => HEAVY.test(name)), entry).toEqual([]);
    }
    // The viewers' own modules do load them: the check above looks where they are.
    expect([...staticClosure('./model-scene.ts').packages]).toContain('three');
    expect([...staticClosure('./pdf-document.ts').packages]).toContain('pdfjs-dist');
    expect([...staticClosure('./occt-worker.ts').packages]).toContain('occt-import-js');
  });
});
