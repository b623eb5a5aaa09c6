/**
 * Proves the architecture rules in eslint.config.js: backend/, renderer/ and desktop/ import only
 * shared/ (and packages), never each other, and shared/ imports none of them; inside renderer/src,
 * features use each other only through index.ts and the floor (lib/, ui/) imports no feature or app/;
 * inside backend/src, modules use each other only through index.ts, the floor (db/, domain/, http/) imports no
 * module and migrations import no live code. Lints snippets with the real config as if they lived at the given paths of this repository.
 */
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, '..') });

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  if (!result) throw new Error('ESLint returned no result');
  const fatal = result.messages.filter((m) => m.fatal);
  if (fatal.length > 0) throw new Error(`Parse error: ${fatal.map((m) => m.message).join('; ')}`);
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('import boundaries', () => {
  it('renderer/ may not import backend/ or desktop/, but may import shared/', async () => {
    expect(await boundaryErrors('renderer/src/pages/login.ts', "import { findUser } from '../../../backend/src/db/user-repository.ts';\nfindUser();\n"))
      .toEqual([expect.stringContaining('renderer/ may import only shared/')]);
    expect(await boundaryErrors('renderer/src/pages/login.ts', "import type { HardwareHubBridge } from '../../../desktop/src/bridge-contract.ts';\nexport type B = HardwareHubBridge;\n"))
      .toHaveLength(1);
    expect(await boundaryErrors('renderer/src/pages/login.ts', "import { API_PATHS } from '#shared/api/api-paths.ts';\nexport const t = API_PATHS;\n")).toEqual([]);
    expect(await boundaryErrors('renderer/src/pages/login.ts', "import type { HardwareHubBridge } from '#shared/api/desktop-bridge.ts';\nexport type B = HardwareHubBridge;\n")).toEqual([]);
    expect(await boundaryErrors('renderer/src/pages/login.ts', "import { API_PATHS } from '../../../shared/api/api-paths.ts';\nexport const t = API_PATHS;\n")).toEqual([]);
  });

  it('catches type-only imports and re-exports', async () => {
    const code = [
      "import type { findUser } from '../../backend/src/db/user-repository.ts';",
      "export { store } from '../../desktop/src/session-token-store.ts';",
      'export type F = typeof findUser;',
      '',
    ].join('\n');
    expect(await boundaryErrors('renderer/src/app.tsx', code)).toHaveLength(2);
  });

  it('backend/ may not import renderer/ or desktop/', async () => {
    expect(await boundaryErrors('backend/src/http/app.ts', "import { Button } from '../../../renderer/src/components/button.tsx';\nexport const b = Button;\n"))
      .toEqual([expect.stringContaining('backend/ may import only shared/')]);
    expect(await boundaryErrors('backend/src/http/app.ts', "import { x } from '../../../desktop/src/main.ts';\nexport const b = x;\n")).toHaveLength(1);
    expect(await boundaryErrors('backend/src/http/app.ts', "import { APP } from '#shared/constants/app-constants.ts';\nexport const a = APP;\n")).toEqual([]);
    expect(await boundaryErrors('backend/src/http/app.ts', "import { x } from './tokens.ts';\nexport const a = x;\n")).toEqual([]);
  });

  it('desktop/ may not import backend/ or renderer/', async () => {
    expect(await boundaryErrors('desktop/src/main.ts', "import { findUser } from '../../backend/src/db/user-repository.ts';\nexport const f = findUser;\n"))
      .toEqual([expect.stringContaining('desktop/ may import only shared/')]);
    expect(await boundaryErrors('desktop/src/main.ts', "import { x } from '../../renderer/src/app/store.ts';\nexport const f = x;\n")).toHaveLength(1);
    expect(await boundaryErrors('desktop/src/main.ts', "import { APP } from '#shared/constants/app-constants.ts';\nexport const a = APP;\n")).toEqual([]);
  });

  it('shared/ may import none of the layers, only shared/', async () => {
    expect(await boundaryErrors('shared/api/api-paths.ts', "import { findUser } from '../../backend/src/db/user-repository.ts';\nexport const f = findUser;\n"))
      .toEqual([expect.stringContaining('shared/ must not depend on')]);
    expect(await boundaryErrors('shared/api/api-paths.ts', "import { store } from '../desktop/src/session-token-store.ts';\nexport const s = store;\n")).toHaveLength(1);
    expect(await boundaryErrors('shared/api/api-paths.ts', "import { x } from '../renderer/src/app/store.ts';\nexport const s = x;\n")).toHaveLength(1);
    expect(await boundaryErrors('shared/api/api-paths.ts', "import { APP } from '../constants/app-constants.ts';\nexport const a = APP;\n")).toEqual([]);
  });
}, 60_000);

describe('renderer zones', () => {
  const homePage = 'renderer/src/features/home/home-page.tsx';

  it("a feature may import another feature's index.ts, never its internals", async () => {
    expect(await boundaryErrors(homePage, "import { useSession } from '../auth/index.ts';\nexport const u = useSession;\n")).toEqual([]);
    expect(await boundaryErrors(homePage, "import { useSession } from '../auth/use-session.ts';\nexport const u = useSession;\n"))
      .toEqual([expect.stringContaining('only through its index.ts')]);
    expect(await boundaryErrors(homePage, "import type { Widget } from '../partners/partner-search-widget.tsx';\nexport type W = Widget;\n")).toHaveLength(1);
    expect(await boundaryErrors(homePage, "export { partnersRoutes } from '../partners/routes.ts';\n")).toHaveLength(1);
    expect(await boundaryErrors('renderer/src/features/messages/parts/thread.tsx', "import { x } from '../../partners/partner-bits.tsx';\nexport const y = x;\n")).toHaveLength(1);
  });

  it('a feature imports its own files, the floor and packages freely, but not app/', async () => {
    expect(await boundaryErrors(homePage, "import { STATS } from './home-content.tsx';\nimport { baseApi } from '../../lib/api/base-api.ts';\nimport { Button } from 'antd';\nexport const a = [STATS, baseApi, Button];\n")).toEqual([]);
    expect(await boundaryErrors(homePage, "import { routes } from '../../app/router.tsx';\nexport const r = routes;\n"))
      .toEqual([expect.stringContaining('must not import app/')]);
  });

  it('the layer rule still holds inside features (the zone config repeats it)', async () => {
    expect(await boundaryErrors(homePage, "import { findUser } from '../../../../backend/src/db/user-repository.ts';\nexport const f = findUser;\n"))
      .toEqual([expect.stringContaining('renderer/ may import only shared/')]);
  });

  it('lib/ and ui/ import no feature and not app/; app/ uses index.ts and routes.ts only', async () => {
    expect(await boundaryErrors('renderer/src/lib/api/base-api.ts', "import { authApi } from '../../features/auth/index.ts';\nexport const a = authApi;\n"))
      .toEqual([expect.stringContaining('the floor')]);
    expect(await boundaryErrors('renderer/src/ui/tag-input.tsx', "import { store } from '../app/app.tsx';\nexport const s = store;\n")).toHaveLength(1);
    expect(await boundaryErrors('renderer/src/app/router.tsx', "import { homeRoutes } from '../features/home/routes.ts';\nimport { SiteLayout } from '../features/shell/index.ts';\nexport const r = [homeRoutes, SiteLayout];\n")).toEqual([]);
    expect(await boundaryErrors('renderer/src/app/router.tsx', "import { HomePage } from '../features/home/home-page.tsx';\nexport const h = HomePage;\n")).toHaveLength(1);
  });
}, 60_000);

describe('backend zones', () => {
  const routes = 'backend/src/modules/ratings/rating-routes.ts';

  it("a module may import another module's index.ts, never its internals", async () => {
    expect(await boundaryErrors(routes, "import { toPublicUser } from '../users/index.ts';\nexport const t = toPublicUser;\n")).toEqual([]);
    expect(await boundaryErrors(routes, "import { toPublicUser } from '../users/user-serializer.ts';\nexport const t = toPublicUser;\n"))
      .toEqual([expect.stringContaining('only through its index.ts')]);
    expect(await boundaryErrors(routes, "import type { AuthService } from '../auth/auth-service.ts';\nexport type A = AuthService;\n")).toHaveLength(1);
    expect(await boundaryErrors(routes, "export { authRoutes } from '../auth/auth-routes.ts';\n")).toHaveLength(1);
    expect(await boundaryErrors('backend/src/modules/ai/builtin/cost-model.ts', "import { x } from '../../projects/project-service.ts';\nexport const y = x;\n")).toHaveLength(1);
  });

  it('a module imports its own files, the floor, the helpers and packages freely, but not what sits above it', async () => {
    const code = [
      "import { RatingService } from './rating-service.ts';",
      "import { access, requireUser } from '../../http/access.ts';",
      "import { User } from '../../db/models/user-model.ts';",
      "import { notFound } from '../../domain/domain-errors.ts';",
      "import type { AppDeps } from '../../app-context.ts';",
      "import Router from '@koa/router';",
      'export const a = [RatingService, access, requireUser, User, notFound, Router];',
      'export type D = AppDeps;',
      '',
    ].join('\n');
    expect(await boundaryErrors(routes, code)).toEqual([]);
    expect(await boundaryErrors(routes, "import { RealtimePublisher } from '../../realtime/realtime-publisher.ts';\nexport const r = RealtimePublisher;\n"))
      .toEqual([expect.stringContaining('sit above them')]);
    expect(await boundaryErrors(routes, "import { createApp } from '../../app.ts';\nexport const c = createApp;\n")).toHaveLength(1);
    expect(await boundaryErrors(routes, "import { startTestServer } from '../../test-support/test-server.ts';\nexport const s = startTestServer;\n")).toHaveLength(1);
    expect(await boundaryErrors('backend/src/modules/ratings/ratings.api.test.ts', "import { startTestServer } from '../../test-support/test-server.ts';\nexport const s = startTestServer;\n")).toEqual([]);
  });

  it('code outside the modules uses a module through its index.ts only', async () => {
    expect(await boundaryErrors('backend/src/app.ts', "import { authRoutes } from './modules/auth/index.ts';\nexport const a = authRoutes;\n")).toEqual([]);
    expect(await boundaryErrors('backend/src/app.ts', "import { authRoutes } from './modules/auth/auth-routes.ts';\nexport const a = authRoutes;\n"))
      .toEqual([expect.stringContaining('only through its index.ts')]);
    expect(await boundaryErrors('backend/src/realtime/socket-server.ts', "import type { MessageService } from '../modules/messages/message-service.ts';\nexport type M = MessageService;\n")).toHaveLength(1);
    expect(await boundaryErrors('backend/bench/seed-members.ts', "import { hashPassword } from '../src/modules/auth/password-hasher.ts';\nexport const h = hashPassword;\n")).toHaveLength(1);
    expect(await boundaryErrors('backend/bench/seed-members.ts', "import { hashPassword } from '../src/modules/auth/index.ts';\nexport const h = hashPassword;\n")).toEqual([]);
    expect(await boundaryErrors('backend/src/http/cors.api.test.ts', "import { x } from '../modules/users/partner-index.ts';\nexport const y = x;\n")).toHaveLength(1);
  });

  it('db/, domain/ and http/ are the floor: no module, not even its index.ts, and nothing above the modules', async () => {
    expect(await boundaryErrors('backend/src/http/access.ts', "import { toOwnUser } from '../modules/users/index.ts';\nexport const t = toOwnUser;\n"))
      .toEqual([expect.stringContaining('the floor')]);
    expect(await boundaryErrors('backend/src/db/models/project-model.ts', "import { ProjectService } from '../../modules/projects/index.ts';\nexport const p = ProjectService;\n")).toHaveLength(1);
    expect(await boundaryErrors('backend/src/http/session-middleware.ts', "import { x } from '../realtime/socket-server.ts';\nexport const y = x;\n")).toHaveLength(1);
    expect(await boundaryErrors('backend/src/db/models/project-model.ts', "import { User } from './user-model.ts';\nimport { BaseModel } from '../base-model.ts';\nexport const m = [User, BaseModel];\n")).toEqual([]);
    expect(await boundaryErrors('backend/src/domain/domain-errors.ts', "import { MESSAGE_ERRORS } from '../modules/messages/index.ts';\nexport const m = MESSAGE_ERRORS;\n"))
      .toEqual([expect.stringContaining('the floor')]);
    expect(await boundaryErrors('backend/src/domain/socket-error-frame.ts', "import { x } from '../realtime/socket-server.ts';\nexport const y = x;\n")).toHaveLength(1);
    expect(await boundaryErrors('backend/src/domain/socket-error-frame.ts', "import { isDatabaseUnavailable } from '../db/database-errors.ts';\nimport { DomainError } from './domain-errors.ts';\nexport const d = [isDatabaseUnavailable, DomainError];\n")).toEqual([]);
    expect(await boundaryErrors('backend/src/http/access.ts', "import { forbidden } from '../domain/domain-errors.ts';\nexport const f = forbidden;\n")).toEqual([]);
    // The seed is a tool above the modules.
    expect(await boundaryErrors('backend/src/db/seed/demo-data.ts', "import { hashPassword } from '../../modules/auth/index.ts';\nexport const h = hashPassword;\n")).toEqual([]);
  });

  it('a migration imports no live code', async () => {
    const migration = 'backend/src/db/migrations/20261122-005-partner-search-connections-ratings.ts';
    expect(await boundaryErrors(migration, "import { rebuildPartnerIndex } from '../../modules/users/index.ts';\nexport const r = rebuildPartnerIndex;\n"))
      .toEqual([expect.stringContaining('never imports live code')]);
    expect(await boundaryErrors(migration, "import { toDate } from '../base-model.ts';\nexport const t = toDate;\n")).toHaveLength(1);
    expect(await boundaryErrors(migration, "import { utf8mb4 } from './table-options.ts';\nimport type { Knex } from 'knex';\nexport const u = utf8mb4;\nexport type K = Knex;\n")).toEqual([]);
  });

  it('the layer rule still holds inside the backend zones (each zone repeats it)', async () => {
    expect(await boundaryErrors(routes, "import { x } from '../../../../renderer/src/app/store.ts';\nexport const y = x;\n"))
      .toEqual([expect.stringContaining('backend/ may import only shared/')]);
    expect(await boundaryErrors('backend/src/db/models/user-model.ts', "import { x } from '../../../../desktop/src/main.ts';\nexport const y = x;\n")).toHaveLength(1);
  });
}, 60_000);
