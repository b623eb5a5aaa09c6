// The users module's public surface: code outside modules/users/ imports this file only (eslint.config.js enforces it).
export { rebuildPartnerIndex, refreshPartner, refreshPartnerRating } from './partner-index.ts';
/** What other modules read of supplier profiles (sourcing's matching): capabilities, materials, factories, approved certifications. */
export { supplierFactsOf } from './partner-index.ts';
export type { SupplierFacts } from './supplier-terms.ts';
export { subscribePartnerIndex } from './partner-index-events.ts';
export { PartnerMemoryIndex } from './partner-memory-index.ts';
export { readPartnerCards } from './partner-search-service.ts';
export { profileRoutes } from './profile-routes.ts';
export type { AccountSecurity } from './profile-service.ts';
export { userRoutes } from './user-routes.ts';
export { toOwnUser, toPublicUser } from './user-serializer.ts';
export { showsVerifiedBadge } from './verified-badge.ts';
export { supplierProfileRoutes } from './supplier-profile-routes.ts';
export { SupplierProfileService, type CertificationDecision } from './supplier-profile-service.ts';
// The benchmark's seeds import it from here; it lives with the search-term helpers.
export { insertChunked } from '../../db/search/search-terms.ts';
