/**
 * zod compiles object parsers with `new Function` when it may, and finds out by trying one: under
 * the app's Content-Security-Policy (no 'unsafe-eval') that try is reported as a violation in every
 * visitor's console and browser issues. The app's forms parse small objects: the plain parser
 * (`jitless`) is fast enough and asks nothing of the policy.
 *
 * Set on the object zod keeps its settings in (`globalThis.__zod_globalConfig`, shared by every copy
 * of zod, created by whichever comes first) rather than through `z.config`: importing zod here would
 * put it on every first screen, which loads it later, lazily. Called first by the entry (main.tsx):
 * zod tries `new Function` when a module builds an object schema, not at the first parse, so the
 * setting must precede every chunk that declares one (the page's, the app's).
 */
export function configureZod(): void {
  const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
  (scope.__zod_globalConfig ??= {}).jitless = true;
}
