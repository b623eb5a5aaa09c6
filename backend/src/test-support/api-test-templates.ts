import { createMigratedTemplates, testEngine } from './test-database.ts';

/**
 * Global set-up of the API suite: the migrated template databases every test file copies
 * (test-database.ts). Runs once per `vitest run`, before the test processes start.
 */
export default async function setup(): Promise<() => Promise<void>> {
  return createMigratedTemplates(testEngine());
}
