/**
 * The routes site/ owns, for app/router.tsx only. Two chunks (content-pages.ts, form-pages.ts) rather
 * than one per page: every lazy entry adds to the route table that every first screen downloads.
 * Kept out of index.ts.
 */
const content = () => import('./content-pages.ts');
const forms = () => import('./form-pages.ts');

export const siteRoutes = {
  enterprise: () => forms().then((m) => m.EnterprisePage),
  contact: () => forms().then((m) => m.ContactPage),
  resources: () => content().then((m) => m.ResourcesPage),
  resource: () => content().then((m) => m.ResourcePage),
  blog: () => content().then((m) => m.BlogPage),
  post: () => content().then((m) => m.PostPage),
  events: () => content().then((m) => m.EventsPage),
  event: () => content().then((m) => m.EventPage),
  support: () => content().then((m) => m.SupportPage),
  about: () => content().then((m) => m.AboutPage),
};
