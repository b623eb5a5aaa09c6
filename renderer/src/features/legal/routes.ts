import type { PageRoute } from '../../lib/routing/page-route.ts';

/**
 * The pages legal/ owns, collected by app/routes.ts. Kept out of index.ts: importing a feature's public
 * surface must not pull its pages (or what their modules run on load) into the importer's chunk.
 */
export const legalRoutes: PageRoute[] = [
  { path: '/privacy', access: 'public', title: 'Privacy Policy', load: () => import('./privacy-page.tsx').then((m) => m.PrivacyPage) },
  { path: '/terms', access: 'public', title: 'Terms of Service', load: () => import('./terms-page.tsx').then((m) => m.TermsPage) },
  { path: '/cookies', access: 'public', title: 'Cookie Policy', load: () => import('./cookies-page.tsx').then((m) => m.CookiesPage) },
];
