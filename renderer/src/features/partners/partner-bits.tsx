import './partners.css';
import { EnvironmentOutlined, SafetyCertificateFilled, StarFilled } from '@ant-design/icons';
import { Tooltip } from 'antd';
import type { CSSProperties } from 'react';
import { ROLE_LABELS, type Role } from '#shared/constants/roles.ts';
import type { PublicUser } from '#shared/schemas/user-schemas.ts';
import { RATING_MESSAGES } from '#shared/constants/ratings.ts';
import { UserAvatar } from '../../ui/user-avatar.tsx';
import { formatAverage, reviewCountLabel, starsFor } from './rating-format.ts';
import { Tag, type TagColor } from '../../ui/static-antd/tag.tsx';
import { Typography } from '../../ui/static-antd/typography.tsx';

const ROLE_COLORS: Record<Role, TagColor> = {
  manufacturer: 'blue',
  supplier: 'cyan',
  attorney: 'purple',
  designer: 'magenta',
  investor: 'gold',
  entrepreneur: 'green',
  admin: 'default',
};

/** Company name, else full name (partner card). */
export const displayName = (user: Pick<PublicUser, 'companyName' | 'fullName'>) => user.companyName || user.fullName;

export function PartnerAvatar({ user, size = 56 }: { user: Pick<PublicUser, 'fullName' | 'profileImage'>; size?: number }) {
  return (
    <UserAvatar user={user} size={size} />
  );
}

/** Role badge; attorney reads 'IP Attorney'. */
export function RoleTag({ role }: { role: Role }) {
  return (
    <Tag color={ROLE_COLORS[role]} className="hh-role-tag">
      {ROLE_LABELS[role]}
    </Tag>
  );
}

export function VerifiedBadge() {
  return (
    <Tooltip title="Verified by HardwareHub: credentials checked at sign-up or a Verified Badge purchase">
      <Tag color="success" icon={<SafetyCertificateFilled />} className="hh-verified-tag">
        Verified
      </Tag>
    </Tooltip>
  );
}

/** A member with a running featured placement (featured_project), first in Best match. */
export function FeaturedMemberTag() {
  return (
    <Tooltip title="Featured member: a featured project placement puts them first in search">
      <Tag color="gold" icon={<StarFilled />} className="hh-featured-tag">
        Featured
      </Tag>
    </Tooltip>
  );
}

export function LocationLine({ location }: { location: string | null }) {
  if (!location) return null;
  return (
    <Typography.Text type="secondary" className="hh-small">
      <EnvironmentOutlined /> {location}
    </Typography.Text>
  );
}

/** Stars by the rounded average, the average to 1 decimal and the count, or 'No ratings yet'. */
export function RatingBriefView({ average, count, size = 'small' }: { average: number | null; count: number; size?: 'small' | 'medium' }) {
  if (!count || average === null) {
    return (
      <span className="hh-small hh-rating-brief hh-rating-brief--none">{RATING_MESSAGES.empty}</span>
    );
  }
  return (
    <span className={`hh-rating-brief hh-rating-brief--${size}`} aria-label={`Rated ${formatAverage(average)} out of 5 from ${reviewCountLabel(count)}`}>
      <span className="hh-rating-brief__stars" style={{ '--hh-stars': starsFor(average) } as CSSProperties} aria-hidden="true" />
      <strong className="hh-rating-brief__value">{formatAverage(average)}</strong>
      <span className="hh-small hh-rating-brief__count">({reviewCountLabel(count)})</span>
    </span>
  );
}
