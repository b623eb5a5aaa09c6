import type { User } from '../../db/models/user-model.ts';

/**
 * Whether a member shows the verified badge: the team's credential review said verified, or the
 * member bought the badge and the review has not rejected them. The purchase never overrides the
 * review: a rejected member shows no badge, whatever they paid, until a new review verifies them.
 */
export function showsVerifiedBadge(member: Pick<User, 'verificationStatus' | 'badgePurchasedAt'>): boolean {
  if (member.verificationStatus === 'verified') return true;
  return Boolean(member.badgePurchasedAt) && member.verificationStatus !== 'rejected';
}
