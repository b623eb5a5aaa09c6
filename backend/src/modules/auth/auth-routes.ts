import Router from '@koa/router';
import { API_PATHS } from '#shared/api/api-paths.ts';
import {
  deactivateAccountSchema, forgotPasswordSchema, loginSchema, registerSchema, resetPasswordSchema, verifyEmailSchema,
} from '#shared/schemas/auth-schemas.ts';
import { access, requireUser } from '../../http/access.ts';
import type { AppContext, AppDeps, AppState } from '../../app-context.ts';
import { invalid, parseInput } from '../../domain/domain-errors.ts';
import { toOwnUser } from '../users/index.ts';
import { AuthService, FORGOT_PASSWORD_ANSWER } from './auth-service.ts';

/** Starts a fresh session for the user: a new key (no fixation), the old one destroyed. */
async function signIn(ctx: AppContext, userId: number) {
  ctx.session!.userId = userId;
  await ctx.session!.regenerate();
}

export function authRoutes(deps: AppDeps) {
  const service = new AuthService(deps);
  const router = new Router<AppState>();

  router.get(API_PATHS.user, access('signedIn'), (ctx) => {
    ctx.body = toOwnUser(requireUser(ctx));
  });

  router.post(API_PATHS.register, access('public'), async (ctx) => {
    const user = await service.register(parseInput(registerSchema, ctx.request.body), ctx.ip);
    await signIn(ctx, user.id);
    ctx.status = 201;
    ctx.body = toOwnUser(user);
  });

  router.post(API_PATHS.login, access('public'), async (ctx) => {
    const { user, recoveryCodes } = await service.login(parseInput(loginSchema, ctx.request.body), ctx.ip);
    await signIn(ctx, user.id);
    ctx.body = recoveryCodes ? { ...toOwnUser(user), recoveryCodes } : toOwnUser(user);
  });

  router.post(API_PATHS.logout, access('public'), (ctx) => {
    ctx.session = null;
    ctx.body = { message: 'Logged out successfully' };
  });

  // Stale-session cleanup for /auth: drops a session whose user is gone; a valid one is kept.
  router.get(API_PATHS.clearSession, access('public'), (ctx) => {
    const stale = !ctx.state.user && Boolean(ctx.session && !ctx.session.isNew);
    if (stale) ctx.session = null;
    ctx.body = { success: true, cleared: stale };
  });

  router.post(API_PATHS.forgotPassword, access('public'), async (ctx) => {
    await service.forgotPassword(parseInput(forgotPasswordSchema, ctx.request.body).email, ctx.ip);
    ctx.body = { message: FORGOT_PASSWORD_ANSWER };
  });

  router.post(API_PATHS.resetPassword, access('public'), async (ctx) => {
    await service.resetPassword(parseInput(resetPasswordSchema, ctx.request.body), ctx.ip);
    ctx.session = null;
    ctx.body = { message: 'Your password has been reset. You can now log in with your new password.' };
  });

  // The emailed link: verify, then land on the page that says how it went.
  router.get(API_PATHS.verifyEmail, access('public'), async (ctx) => {
    const parsed = verifyEmailSchema.safeParse(ctx.query);
    const ok = parsed.success && (await service.verifyEmail(parsed.data.token));
    ctx.redirect(ok ? '/email-verified' : '/email-verified?status=invalid');
  });

  router.post(API_PATHS.verifyEmail, access('public'), async (ctx) => {
    const { token } = parseInput(verifyEmailSchema, ctx.request.body);
    if (!(await service.verifyEmail(token))) throw invalid('This verification link is invalid or has expired.');
    ctx.body = { message: 'Your email address has been verified.' };
  });

  router.post(API_PATHS.resendVerification, access('signedIn'), async (ctx) => {
    await service.resendVerification(requireUser(ctx), ctx.ip);
    ctx.body = { message: 'Verification email sent. Please check your inbox.' };
  });

  router.post(API_PATHS.deactivate, access('signedIn'), async (ctx) => {
    const user = requireUser(ctx);
    parseInput(deactivateAccountSchema, ctx.request.body);
    await service.deactivate(user);
    ctx.session = null;
    ctx.body = { message: 'Your account has been deactivated.' };
  });

  return router;
}
