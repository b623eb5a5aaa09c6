/**
 * Proves the backend's import graph has no cycles where they would hurt (eslint.config.js, backendZones, keeps
 * the directions; this keeps the loops out):
 * - between modules (backend/src/modules/<m>/), type-only imports included: a module's index.ts re-exports its
 *   services, so two modules importing each other are an evaluation-order cycle waiting for one value import;
 * - between the model files of db/models/ (relations point along foreign keys only);
 * - between any two backend files at run time (type-only imports are erased, so they cannot form one).
 * Reads the import and re-export declarations with the TypeScript parser. No resolver is needed: the backend
 * imports its own files by relative path, with the extension. Test files are left out: nothing imports them.
 */
import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

interface ImportEdge {
  from: string;
  to: string;
  typeOnly: boolean;
}

function importsOf(file: string): ImportEdge[] {
  const source = ts.createSourceFile(file, readFileSync(path.join(root, file), 'utf8'), ts.ScriptTarget.Latest);
  const edges: ImportEdge[] = [];
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) && !ts.isExportDeclaration(statement)) continue;
    const specifier = statement.moduleSpecifier;
    if (!specifier || !ts.isStringLiteral(specifier) || !specifier.text.startsWith('.')) continue;
    let typeOnly: boolean;
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      const bindings = clause?.namedBindings;
      // `import { type A, type B }` is erased too; a bare `import './x.ts'` is not.
      typeOnly = Boolean(clause?.isTypeOnly) || Boolean(clause && !clause.name && bindings && ts.isNamedImports(bindings) && bindings.elements.length && bindings.elements.every((e) => e.isTypeOnly));
    } else {
      typeOnly = statement.isTypeOnly;
    }
    edges.push({ from: file, to: path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier.text)), typeOnly });
  }
  return edges;
}

/** Each cycle as the path that closes it (a -> b -> a), found by a depth-first walk. */
function findCycles(graph: ReadonlyMap<string, ReadonlySet<string>>): string[] {
  const cycles: string[] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string) => {
    state.set(node, 'open');
    stack.push(node);
    for (const next of [...(graph.get(node) ?? [])].sort()) {
      if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next].join(' -> '));
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, 'done');
  };
  for (const node of [...graph.keys()].sort()) if (!state.has(node)) visit(node);
  return cycles;
}

/** The graph between the groups `groupOf` names (files it gives no group are left out, as are edges inside a group). */
function graphOf(edges: readonly ImportEdge[], groupOf: (file: string) => string | undefined): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const edge of edges) {
    const from = groupOf(edge.from);
    const to = groupOf(edge.to);
    if (!from || !to || from === to) continue;
    if (!graph.has(from)) graph.set(from, new Set());
    graph.get(from)!.add(to);
  }
  return graph;
}

const files = globSync('backend/**/*.ts', { cwd: root, exclude: ['**/node_modules/**'] })
  .map((file) => file.split(path.sep).join('/'))
  .filter((file) => !file.endsWith('.test.ts'));
const edges = files.flatMap(importsOf);
const moduleOf = (file: string) => /^backend\/src\/modules\/([^/]+)\//.exec(file)?.[1];
const modelOf = (file: string) => (file.startsWith('backend/src/db/models/') ? path.posix.basename(file) : undefined);

describe('backend import cycles', () => {
  it('finds a cycle when there is one (the walk itself)', () => {
    const graph = new Map([['a', new Set(['b'])], ['b', new Set(['c'])], ['c', new Set(['a'])], ['d', new Set(['a'])]]);
    expect(findCycles(graph)).toEqual(['a -> b -> c -> a']);
    expect(findCycles(new Map([['a', new Set(['b'])], ['b', new Set(['c'])]]))).toEqual([]);
  });

  it('no two modules import each other, directly or around a loop (type-only imports included)', () => {
    const modules = graphOf(edges, moduleOf);
    // The graph is read at all: modules do use each other (through their index.ts).
    expect(modules.get('ratings')?.has('users')).toBe(true);
    expect(findCycles(modules)).toEqual([]);
  });

  it('the model files of db/models/ form no cycle', () => {
    const models = graphOf(edges, modelOf);
    expect(models.get('message-model.ts')?.has('connection-model.ts')).toBe(true);
    expect(findCycles(models)).toEqual([]);
  });

  it('no backend file imports itself back at run time', () => {
    const runtime = graphOf(edges.filter((edge) => !edge.typeOnly), (file) => file);
    expect(runtime.size).toBeGreaterThan(100);
    expect(findCycles(runtime)).toEqual([]);
  });
});
