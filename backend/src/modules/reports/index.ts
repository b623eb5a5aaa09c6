// The reports module's public surface: code outside modules/reports/ imports this file only (eslint.config.js enforces it).
export { reportRoutes } from './report-routes.ts';
