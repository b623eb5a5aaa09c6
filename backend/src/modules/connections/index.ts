// The connections module's public surface: code outside modules/connections/ imports this file only (eslint.config.js enforces it).
export { connectionRoutes } from './connection-routes.ts';
export { acceptedConnectionSides, betweenUsers, isProjectPartner, openAgreedConnection } from './connection-service.ts';
