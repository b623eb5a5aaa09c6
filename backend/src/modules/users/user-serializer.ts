import { showsVerifiedBadge } from './verified-badge.ts';
import { partnerCardSchema, type PartnerCard, type RatingBrief } from '#shared/schemas/partner-search-schemas.ts';
import { DEFAULT_DATA_PROCESSING_PREFERENCES, ownUserSchema, publicUserSchema, type OwnUser, type PublicUser } from '#shared/schemas/user-schemas.ts';
import type { User } from '../../db/models/user-model.ts';

/**
 * The only way a user leaves the server. Both views are parsed with the shared zod schemas,
 * which strip every key they do not list (password hash, tokens, 2FA secret, payment ids).
 */
function normalized(user: User) {
  return {
    ...user,
    expertise: user.expertise ?? [],
    tags: user.tags ?? [],
    dataProcessingPreferences: { ...DEFAULT_DATA_PROCESSING_PREFERENCES, ...(user.dataProcessingPreferences ?? {}) },
  };
}

export function toOwnUser(user: User): OwnUser {
  return ownUserSchema.parse(normalized(user));
}

export function toPublicUser(user: User): PublicUser {
  return publicUserSchema.parse(normalized(user));
}

/** A member's rating as cards show it: the average to 1 decimal (null without ratings) and the count. */
export function ratingBriefOf(user: Pick<User, 'ratingAverage' | 'ratingCount'>): RatingBrief {
  const count = Number(user.ratingCount ?? 0);
  return { average: count && user.ratingAverage !== null ? Math.round(Number(user.ratingAverage) * 10) / 10 : null, count };
}

/** A partner card: the public profile plus rating and verified badge (one parse, the same stripping). */
export function toPartnerCard(user: User): PartnerCard {
  return partnerCardSchema.parse({ ...normalized(user), rating: ratingBriefOf(user), verified: showsVerifiedBadge(user), featured: Boolean(user.featuredUntil) });
}
