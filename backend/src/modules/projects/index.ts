// The projects module's public surface: code outside modules/projects/ imports this file only (eslint.config.js enforces it).
export { projectId, projectRoutes } from './project-routes.ts';
export { countByStatus, projectOwnerId, ProjectService, type WithheldFields } from './project-service.ts';
