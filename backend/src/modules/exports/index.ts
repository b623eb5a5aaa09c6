// The exports module's public surface: code outside modules/exports/ imports this file only (eslint.config.js enforces it).
export { dataExportRoutes } from './data-export-routes.ts';
