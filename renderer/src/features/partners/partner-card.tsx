import { Button } from 'antd';
import type { PartnerCard as PartnerCardData } from '#shared/schemas/partner-search-schemas.ts';
import { Link } from 'react-router';
import { ConnectionAction, ConnectionStateTag, type PartnerConnection } from './connection-state.tsx';
import { displayName, FeaturedMemberTag, LocationLine, PartnerAvatar, RatingBriefView, RoleTag, VerifiedBadge } from './partner-bits.tsx';
import { Card } from '../../ui/static-antd/card.tsx';
import { Flex } from '../../ui/static-antd/flex.tsx';
import { Tag } from '../../ui/static-antd/tag.tsx';
import { Typography } from '../../ui/static-antd/typography.tsx';

const MAX_CHIPS = 4;

/**
 * The partner card, with the real rating and the verified badge, and where the member stands with
 * them (a pending request to withdraw, one to answer, a connection to message) instead of Connect.
 */
export function PartnerCardView({
  partner, connection, onConnect,
}: { partner: PartnerCardData; connection?: PartnerConnection | null; onConnect: (partner: PartnerCardData) => void }) {
  const extra = partner.expertise.length - MAX_CHIPS;
  return (
    <Card variant="outlined" className="hh-partner-card" data-testid="partner-card">
      <Flex gap={14} align="flex-start">
        <PartnerAvatar user={partner} />
        <div className="hh-partner-card__head">
          <Link to={`/users/${partner.id}`} className="hh-partner-card__name">
            {displayName(partner)}
          </Link>
          {partner.companyName && (
            <Typography.Text type="secondary" className="hh-small hh-partner-card__person">
              {partner.fullName}
            </Typography.Text>
          )}
          <Flex gap={4} wrap align="center" className="hh-partner-card__badges">
            <RoleTag role={partner.role} />
            {partner.verified && <VerifiedBadge />}
            {partner.featured && <FeaturedMemberTag />}
          </Flex>
        </div>
      </Flex>
      <LocationLine location={partner.location} />
      {/* Clamped by CSS: antd's ellipsis measures its text after mounting, in several passes per card. */}
      <p className={`hh-clamp hh-partner-card__bio${partner.bio ? '' : ' hh-muted-text'}`} style={{ WebkitLineClamp: 3 }}>
        {partner.bio || 'No bio provided'}
      </p>
      {partner.expertise.length > 0 && (
        <Flex wrap gap={4} className="hh-partner-card__chips">
          {partner.expertise.slice(0, MAX_CHIPS).map((item) => (
            <Tag key={item}>{item}</Tag>
          ))}
          {extra > 0 && <Tag>+{extra}</Tag>}
        </Flex>
      )}
      <Flex gap={8} wrap align="center" justify="space-between" className="hh-partner-card__rating">
        <RatingBriefView average={partner.rating.average} count={partner.rating.count} />
        <ConnectionStateTag connection={connection} />
      </Flex>
      <Flex gap={8} className="hh-partner-card__actions">
        <Link to={`/users/${partner.id}`} className="hh-grow">
          <Button block>View Profile</Button>
        </Link>
        <div className="hh-grow">
          <ConnectionAction connection={connection} partnerName={partner.fullName} onConnect={() => onConnect(partner)} block />
        </div>
      </Flex>
    </Card>
  );
}
