import { seedTemplate } from './e2e-servers.ts';

/** Playwright's global set-up: the seeded database every worker's server starts from. */
export default function globalSetup(): void {
  seedTemplate();
}
