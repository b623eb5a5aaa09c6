// The admin module's public surface: code outside modules/admin/ imports this file only (eslint.config.js enforces it).
export { adminRoutes } from './admin-routes.ts';
export { createOrPromoteAdmin } from './create-admin.ts';
