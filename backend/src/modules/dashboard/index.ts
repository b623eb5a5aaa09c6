// The dashboard module's public surface: code outside modules/dashboard/ imports this file only (eslint.config.js enforces it).
export { dashboardRoutes } from './dashboard-routes.ts';
