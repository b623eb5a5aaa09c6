// The inbox module's public surface: code outside modules/inbox/ imports this file only (eslint.config.js enforces it).
export { inboxRoutes } from './inbox-routes.ts';
export { InboxService } from './inbox-service.ts';
export { newsletterPages } from './newsletter-pages.ts';
