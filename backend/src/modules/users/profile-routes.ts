import Router from '@koa/router';
import { API_PATHS } from '#shared/api/api-paths.ts';
import {
  changePasswordSchema, disableTwoFactorSchema, enableTwoFactorSchema, PASSWORD_CHANGE_MESSAGES, TWO_FACTOR_MESSAGES,
  updatePreferencesSchema, updateProfileSchema,
} from '#shared/schemas/profile-schemas.ts';
import { access, requireUser } from '../../http/access.ts';
import type { AppDeps, AppState } from '../../app-context.ts';
import { parseInput } from '../../domain/domain-errors.ts';
import { currentSessionKey } from '../../http/session-middleware.ts';
import { ProfileService, type AccountSecurity } from './profile-service.ts';
import { toOwnUser } from './user-serializer.ts';

/** /profile: Edit Profile, Preferences, Change Password and two-factor sign-in (GET /api/user lives in auth). */
export function profileRoutes(deps: AppDeps, security: AccountSecurity) {
  const service = new ProfileService(deps, security);
  const router = new Router<AppState>();

  router.patch(API_PATHS.user, access('signedIn'), async (ctx) => {
    const user = requireUser(ctx);
    ctx.body = toOwnUser(await service.updateProfile(user, parseInput(updateProfileSchema, ctx.request.body)));
  });

  router.patch(API_PATHS.userPreferences, access('signedIn'), async (ctx) => {
    const user = requireUser(ctx);
    ctx.body = toOwnUser(await service.updatePreferences(user, parseInput(updatePreferencesSchema, ctx.request.body)));
  });

  router.post(API_PATHS.changePassword, access('signedIn'), async (ctx) => {
    const user = requireUser(ctx);
    const updated = await service.changePassword(user, parseInput(changePasswordSchema, ctx.request.body), currentSessionKey(ctx));
    ctx.body = { message: PASSWORD_CHANGE_MESSAGES.changed, user: toOwnUser(updated) };
  });

  router.post(API_PATHS.twoFactorSetup, access('signedIn'), async (ctx) => {
    ctx.body = await service.twoFactor.setup(requireUser(ctx));
  });

  router.post(API_PATHS.twoFactorEnable, access('signedIn'), async (ctx) => {
    const user = requireUser(ctx);
    const { code } = parseInput(enableTwoFactorSchema, ctx.request.body);
    ctx.body = await service.twoFactor.enable(user.id, code);
  });

  router.post(API_PATHS.twoFactorDisable, access('signedIn'), async (ctx) => {
    const user = requireUser(ctx);
    const updated = await service.disableTwoFactor(user, parseInput(disableTwoFactorSchema, ctx.request.body));
    ctx.body = { message: TWO_FACTOR_MESSAGES.disabled, user: toOwnUser(updated) };
  });

  return router;
}
