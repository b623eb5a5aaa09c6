// The ratings module's public surface: code outside modules/ratings/ imports this file only (eslint.config.js enforces it).
export { ratingRoutes } from './rating-routes.ts';
