/**
 * Keeps the subscription ledger the only writer of a member's plan: outside subscription-ledger.ts (and
 * migrations, seeds and test code), no backend file writes the `subscriptions` table or the user's
 * subscription_* columns. A write that skipped the ledger would skip its announcement too, and the
 * member's open tabs (and the other processes' caches) would go on showing the old plan.
 *
 * Reads the backend with the TypeScript type checker, so a write is found whatever it is called on:
 * a query builder of the Subscription model (`Subscription.query(trx)...`, `row.$query(trx)...`), any
 * write whose values carry a plan column (a literal, a spread, a variable), the table named in a knex
 * chain, or raw SQL that updates those columns or that table.
 */
import { globSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../../..');
const LEDGER = 'backend/src/modules/payments/subscription-ledger.ts';
const MODEL = 'backend/src/db/models/subscription-model.ts';
const PLAN_COLUMNS = new Set([
  'subscriptionPlan', 'subscriptionStatus', 'subscriptionRenewal', 'subscriptionEndDate',
  'subscription_plan', 'subscription_status', 'subscription_renewal', 'subscription_end_date',
]);
const WRITES = new Set([
  'patch', 'patchAndFetch', 'patchAndFetchById', 'update', 'updateAndFetch', 'updateAndFetchById', 'insert', 'insertAndFetch',
  'insertGraph', 'insertGraphAndFetch', 'upsertGraph', 'upsertGraphAndFetch', 'delete', 'deleteById', 'del', 'increment', 'decrement',
  'truncate', 'onConflict', 'merge',
]);
const RAW_SQL_WRITE = /\b(update\s+`?subscriptions`?|insert\s+into\s+`?subscriptions`?|delete\s+from\s+`?subscriptions`?|subscription_(plan|status|renewal|end_date)`?\s*=)/i;

/** Writes that skip the ledger; the fixture below has one of each kind the check must catch. */
const FIXTURE = 'backend/src/modules/payments/ledger-writes-fixture.ts';
const FIXTURE_TEXT = `
import type { Knex } from 'knex';
import { Subscription } from '../../db/models/subscription-model.ts';
import { User } from '../../db/models/user-model.ts';
export async function offLedger(trx: Knex.Transaction, sub: Subscription) {
  await Subscription.query(trx).findById(1).patch({ status: 'canceled' }); // VIOLATION model builder
  await sub.$query(trx).patch({ cancelAtPeriodEnd: true }); // VIOLATION instance builder
  await User.query(trx).findById(1).patch({ subscriptionPlan: 'free' }); // VIOLATION literal column
  const mirror = { subscriptionStatus: 'past_due' as const };
  await User.query(trx).findById(1).patch(mirror); // VIOLATION variable column
  await User.query(trx).findById(1).patch({ ...mirror, fullName: 'x' }); // VIOLATION spread column
  await trx('subscriptions').where({ id: 1 }).update({ status: 'active' }); // VIOLATION table name
  await trx('users').where({ id: 1 }).update({ subscription_end_date: null }); // VIOLATION snake column
  await trx.raw('update users set subscription_plan = ? where id = ?', ['free', 1]); // VIOLATION raw sql
  await User.query(trx).findById(1).patch({ fullName: 'allowed' });
  await Subscription.query(trx).findById(1);
}
`;

interface Finding {
  file: string;
  line: number;
  why: string;
}

const scanned = (file: string) =>
  !file.endsWith('.test.ts') && file !== LEDGER && file !== MODEL && !file.startsWith('backend/src/db/migrations/') && !file.startsWith('backend/src/db/seed')
  && !file.startsWith('backend/src/test-support/');

function createProgram(): ts.Program {
  const configPath = path.join(root, 'backend/tsconfig.json');
  const config = ts.getParsedCommandLineOfConfigFile(configPath, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined });
  if (!config) throw new Error('backend/tsconfig.json could not be read');
  // The sources themselves, not the declarations the project references build: the check reads what is on disk now.
  const options: ts.CompilerOptions = { ...config.options, composite: false, incremental: false, noEmit: true, emitDeclarationOnly: false, declaration: false };
  const fixturePath = path.join(root, FIXTURE);
  const host = ts.createCompilerHost(options, true);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (name, language, ...rest) =>
    path.resolve(name) === fixturePath ? ts.createSourceFile(name, FIXTURE_TEXT, language, true) : getSourceFile(name, language, ...rest);
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (name) => path.resolve(name) === fixturePath || fileExists(name);
  const rootNames = globSync('backend/src/**/*.ts', { cwd: root }).map((file) => path.join(root, file)).filter((file) => !file.endsWith('.test.ts'));
  return ts.createProgram({ rootNames: [...rootNames, fixturePath], options, host });
}

/** The plan columns a write's value sets; values built elsewhere are read by type only on a database write (`typed`). */
function planColumnsOf(checker: ts.TypeChecker, expression: ts.Expression, typed: boolean): string[] {
  if (ts.isObjectLiteralExpression(expression)) {
    return expression.properties.flatMap((property) => {
      if (ts.isSpreadAssignment(property)) return planColumnsOf(checker, property.expression, typed);
      const name = property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name) ? property.name.text : undefined);
      return name && PLAN_COLUMNS.has(name) ? [name] : [];
    });
  }
  if (ts.isStringLiteralLike(expression)) return PLAN_COLUMNS.has(expression.text) ? [expression.text] : [];
  if (!typed) return [];
  // A value built elsewhere: its required properties (a Partial<User> names every column without setting one).
  return checker
    .getTypeAtLocation(expression)
    .getProperties()
    .filter((property) => PLAN_COLUMNS.has(property.name) && !(property.flags & ts.SymbolFlags.Optional))
    .map((property) => property.name);
}

/** The model a query builder is for (objection's QueryBuilder<M, R>), by the file that declares it. */
function modelFileOf(checker: ts.TypeChecker, type: ts.Type): string | undefined {
  const reference = type as ts.TypeReference;
  if (!(type.flags & ts.TypeFlags.Object) || !reference.target) return undefined;
  const [model] = checker.getTypeArguments(reference);
  const declaration = model?.getSymbol()?.declarations?.[0];
  return declaration && path.relative(root, declaration.getSourceFile().fileName).split(path.sep).join('/');
}

/** A knex or objection query builder (not a router's `patch` or a service's `update`). */
function isQueryBuilder(type: ts.Type): boolean {
  const declaration = (type.getSymbol() ?? type.aliasSymbol)?.declarations?.[0];
  return Boolean(declaration && /[\\/]node_modules[\\/](knex|objection)[\\/]/.test(declaration.getSourceFile().fileName));
}

/** The calls of a chain below `call` (`trx('subscriptions').where(...)` under `.update(...)`). */
function* chainBelow(call: ts.CallExpression): Generator<ts.CallExpression> {
  let node: ts.Expression = call.expression;
  for (;;) {
    if (ts.isPropertyAccessExpression(node)) node = node.expression;
    else if (ts.isCallExpression(node)) {
      yield node;
      node = node.expression;
    } else if (ts.isAwaitExpression(node) || ts.isParenthesizedExpression(node) || ts.isNonNullExpression(node) || ts.isAsExpression(node)) node = node.expression;
    else return;
  }
}

function findWrites(program: ts.Program, file: string): Finding[] {
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(path.join(root, file));
  if (!source) throw new Error(`${file} is not in the program`);
  const findings: Finding[] = [];
  const report = (node: ts.Node, why: string) => findings.push({ file, line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1, why });
  const visit = (node: ts.Node) => {
    if ((ts.isStringLiteralLike(node) || ts.isTemplateExpression(node)) && RAW_SQL_WRITE.test(node.getText(source))) report(node, 'raw SQL writes the plan');
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && WRITES.has(node.expression.name.text)) {
      const receiverType = checker.getTypeAtLocation(node.expression.expression);
      if (modelFileOf(checker, receiverType) === MODEL) report(node, `${node.expression.name.text} on a Subscription query`);
      const typed = isQueryBuilder(receiverType);
      const columns = node.arguments.flatMap((argument) => planColumnsOf(checker, argument, typed));
      if (columns.length) report(node, `${node.expression.name.text} of ${[...new Set(columns)].join(', ')}`);
      for (const below of chainBelow(node)) {
        if (below.arguments.some((argument) => ts.isStringLiteralLike(argument) && argument.text === 'subscriptions')) report(node, `${node.expression.name.text} on the subscriptions table`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return findings;
}

describe('the subscription ledger owns the plan', () => {
  const program = createProgram();
  const files = globSync('backend/src/**/*.ts', { cwd: root }).map((file) => file.split(path.sep).join('/')).sort();

  it('the check finds every kind of write that skips the ledger (a fixture), and none of the reads', () => {
    const lines = FIXTURE_TEXT.split('\n');
    const expected = lines.flatMap((text, index) => (text.includes('// VIOLATION') ? [index + 1] : []));
    expect(expected.length).toBe(8);
    expect([...new Set(findWrites(program, FIXTURE).map((finding) => finding.line))]).toEqual(expected);
  }, 60_000);

  it('the check reads the ledger itself as a writer (so it sees real code)', () => {
    const found = findWrites(program, LEDGER);
    expect(found.filter((finding) => finding.why.includes('Subscription query')).length).toBeGreaterThanOrEqual(7);
    expect(found.filter((finding) => finding.why.includes('subscriptionPlan')).length).toBeGreaterThanOrEqual(3);
  }, 60_000);

  it('no other backend file writes the subscriptions table or the user plan columns', () => {
    const scannedFiles = files.filter(scanned);
    expect(scannedFiles).toContain('backend/src/modules/payments/payment-service.ts');
    const outside = scannedFiles.flatMap((file) => findWrites(program, file)).map(({ file, line, why }) => `${file}:${line} ${why}`);
    expect(outside, 'write through subscription-ledger.ts instead').toEqual([]);
  }, 60_000);
});
