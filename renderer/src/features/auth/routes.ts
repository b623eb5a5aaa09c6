import type { PageRoute } from '../../lib/routing/page-route.ts';

/**
 * The pages auth/ owns, collected by app/routes.ts. Kept out of index.ts: importing a feature's public
 * surface must not pull its pages (or what their modules run on load) into the importer's chunk.
 */
export const authRoutes: PageRoute[] = [
  { path: '/auth', access: 'public', layout: 'auth-flow', title: 'Log in or sign up', description: 'Log in to HardwareHub or create a free account.', prerendered: true, load: () => import('./auth-page.tsx').then((m) => m.AuthPage) },
  { path: '/forgot-password', access: 'public', layout: 'auth-flow', title: 'Forgot password', load: () => import('./forgot-password-page.tsx').then((m) => m.ForgotPasswordPage) },
  { path: '/reset-password', access: 'public', layout: 'auth-flow', title: 'Reset password', load: () => import('./reset-password-page.tsx').then((m) => m.ResetPasswordPage) },
  { path: '/email-verified', access: 'public', layout: 'auth-flow', title: 'Email verified', load: () => import('./email-verified-page.tsx').then((m) => m.EmailVerifiedPage) },
];
