// The users module's public surface: code outside modules/users/ imports this file only (eslint.config.js enforces it).
export { sharePartnerIndexChanges } from './partner-index-sync.ts';
export { foldText, insertChunked, parseJsonList, prefixEnd, rebuildPartnerIndex, refreshPartner, refreshPartnerRating, wordsOf, wordTerm } from './partner-index.ts';
export { lowerBound, PartnerMemoryIndex, SlotList } from './partner-memory-index.ts';
export { readPartnerCards } from './partner-search-service.ts';
export { profileRoutes } from './profile-routes.ts';
export type { AccountSecurity } from './profile-service.ts';
export { userRoutes } from './user-routes.ts';
export { toOwnUser, toPublicUser } from './user-serializer.ts';
export { showsVerifiedBadge } from './verified-badge.ts';
