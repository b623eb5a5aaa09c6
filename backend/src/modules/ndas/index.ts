// The ndas module's public surface: code outside modules/ndas/ imports this file only (eslint.config.js enforces it).
export { ndaRoutes } from './nda-routes.ts';
export { ndaBlocksPartner, NdaService, projectRequiresNda, withheldProjectFields, type ExtraNdaSigners } from './nda-service.ts';
