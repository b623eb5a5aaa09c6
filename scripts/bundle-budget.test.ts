import { describe, expect, it } from 'vitest';
import { evaluateBudget, formatReport, staticClosure, type Manifest } from './bundle-budget.ts';

/** index.html -> main (imports react, shared); home and auth pages lazy, profile lazy and heavy. */
const manifest: Manifest = {
  'index.html': { file: 'assets/main.js', isEntry: true, imports: ['_react.js', '_shared.js'], dynamicImports: ['src/home.tsx', 'src/auth.tsx', 'src/profile.tsx'], css: ['assets/main.css'] },
  '_react.js': { file: 'assets/react.js' },
  '_shared.js': { file: 'assets/shared.js', imports: ['_react.js'] },
  '_forms.js': { file: 'assets/forms.js', imports: ['_shared.js'] },
  '_charts.js': { file: 'assets/charts.js' },
  'src/home.tsx': { file: 'assets/home.js', isDynamicEntry: true, imports: ['_shared.js'], dynamicImports: ['src/widget.tsx'] },
  'src/widget.tsx': { file: 'assets/widget.js', isDynamicEntry: true, imports: ['_forms.js'] },
  'src/auth.tsx': { file: 'assets/auth.js', isDynamicEntry: true, imports: ['_forms.js'] },
  'src/profile.tsx': { file: 'assets/profile.js', isDynamicEntry: true, imports: ['_charts.js'] },
};
const KB = 1024;
const sizes: Record<string, number> = {
  'assets/main.js': 20 * KB, 'assets/react.js': 90 * KB, 'assets/shared.js': 30 * KB, 'assets/forms.js': 40 * KB,
  'assets/charts.js': 200 * KB, 'assets/home.js': 10 * KB, 'assets/widget.js': 5 * KB, 'assets/auth.js': 8 * KB, 'assets/profile.js': 160 * KB,
};
const size = (file: string) => sizes[file] ?? 0;

describe('bundle budget', () => {
  it('follows static imports transitively, not dynamic ones, and counts each file once', () => {
    expect(staticClosure(manifest, ['index.html']).sort()).toEqual(['assets/main.js', 'assets/react.js', 'assets/shared.js']);
    // home's lazy widget (and the forms chunk only it imports) is not part of the first visit.
    expect(staticClosure(manifest, ['index.html', 'src/home.tsx']).sort()).toEqual(['assets/home.js', 'assets/main.js', 'assets/react.js', 'assets/shared.js']);
    expect(staticClosure(manifest, ['index.html', 'src/auth.tsx'])).toContain('assets/forms.js');
  });

  it('lists each chunk after the chunks it imports: the order the browser links their stylesheets in, which first-paint CSS keeps', () => {
    expect(staticClosure(manifest, ['src/auth.tsx'])).toEqual(['assets/react.js', 'assets/shared.js', 'assets/forms.js', 'assets/auth.js']);
  });

  it('sums entry and route chunks per route and fails a route over the initial budget', () => {
    const report = evaluateBudget(manifest, [{ path: '/', modules: ['src/home.tsx'] }, { path: '/auth', modules: ['src/auth.tsx'] }], { initialBytes: 160 * KB, routeChunkBytes: 500 * KB }, size);
    expect(report.routes.map((r) => [r.path, r.total / KB, r.ok])).toEqual([['/', 150, true], ['/auth', 188, false]]);
    expect(report.routes[0]!.files[0]).toEqual({ file: 'assets/react.js', bytes: 90 * KB });
    expect(report.failures).toEqual(['/auth: initial JavaScript 188.0 KB gzip is over 160.0 KB']);
  });

  it("fails a lazy chunk over its own limit, measuring the chunk itself, not what it imports", () => {
    const report = evaluateBudget(manifest, [], { initialBytes: 1000 * KB, routeChunkBytes: 150 * KB }, size);
    expect(report.routeChunks.map((c) => [c.key, c.ok])).toEqual([['src/profile.tsx', false], ['src/home.tsx', true], ['src/auth.tsx', true], ['src/widget.tsx', true]]);
    expect(report.failures).toEqual(['src/profile.tsx: lazy chunk assets/profile.js is 160.0 KB gzip, over 150.0 KB']);
    expect(formatReport(report, { initialBytes: 1000 * KB, routeChunkBytes: 150 * KB })).toContain('160.0 KB  assets/profile.js  (src/profile.tsx)  OVER');
  });

  it('refuses a manifest it cannot read', () => {
    expect(() => evaluateBudget({}, [], { initialBytes: 1, routeChunkBytes: 1 }, size)).toThrow(/one entry/);
    expect(() => staticClosure(manifest, ['src/missing.tsx'])).toThrow(/not in the manifest/);
  });
});
