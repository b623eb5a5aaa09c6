import { ArrowLeftOutlined, GlobalOutlined, LinkedinFilled, MessageOutlined, UserAddOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, Empty, Flex, Result, Row, Skeleton, Tag, Typography } from 'antd';
import type { PartnerProfile } from '#shared/schemas/partner-search-schemas.ts';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { errorMessage, isApiError } from '../../lib/api/api-error.ts';
import { useSession } from '../auth/index.ts';
import { formatLongDate } from '../../ui/long-date.ts';
import { ProjectSummaryLink } from '../projects/index.ts';
import { ReportButton } from '../reports/index.ts';
import { ConnectDialog } from './connect-dialogs.tsx';
import { ConnectionStateTag, WithdrawRequestButton } from './connection-state.tsx';
import { SupplierCertificationsCard, SupplierProfileMain } from './supplier-profile-section.tsx';
import { FeaturedMemberTag, LocationLine, PartnerAvatar, RatingBriefView, RoleTag, VerifiedBadge } from './partner-bits.tsx';
import { useGetPartnerProfileQuery, useGetTargetRatingsQuery } from './partners-api.ts';
import { userRatingAccess } from './rating-format.ts';
import { TargetRatingsPanel } from './target-ratings-panel.tsx';
import '../../ui/back-link.css';

/**
 * Connect, or the state of the connection between you (Request pending, with Withdraw for your own
 * request / Wants to connect with you / Connected), and Message.
 */
function ConnectionActions({ profile, onConnect }: { profile: PartnerProfile; onConnect: () => void }) {
  const connection = profile.connection;
  return (
    <Flex gap={8} wrap align="center">
      {!connection && (
        <Button type="primary" icon={<UserAddOutlined />} onClick={onConnect} aria-label={`Connect with ${profile.fullName}`}>
          Connect
        </Button>
      )}
      <ConnectionStateTag connection={connection} />
      {connection?.status === 'pending' && connection.direction === 'sent' && <WithdrawRequestButton connectionId={connection.id} partnerName={profile.fullName} />}
      <Link to={connection ? `/messages/${connection.id}` : `/messages?contact=${profile.id}`}>
        <Button icon={<MessageOutlined />}>Message</Button>
      </Link>
    </Flex>
  );
}

/**
 * /users/{id}: a member's public profile, active projects, ratings and reviews; for a manufacturer or
 * supplier first what a buyer judges them on (numbers, capabilities, portfolio, certifications).
 */
export function UserProfilePage() {
  const { id: rawId } = useParams();
  const id = Number(rawId);
  const valid = Number.isInteger(id) && id > 0;
  const { user } = useSession();
  const { data: profile, isLoading, isError, error, refetch } = useGetPartnerProfileQuery(id, { skip: !valid });
  const ratings = useGetTargetRatingsQuery({ type: 'user', id }, { skip: !valid });
  const [connectOpen, setConnectOpen] = useState(false);

  if (!valid || (isError && isApiError(error) && error.status === 404)) {
    return (
      <Result
        status="404"
        title="User not found"
        subTitle="This member does not exist or is no longer active."
        extra={
          <Link to="/partners">
            <Button type="primary">Browse Partners</Button>
          </Link>
        }
      />
    );
  }
  if (isError) {
    return (
      <div className="hh-page hh-page--wide">
        <Alert type="error" showIcon title="Error" description={errorMessage(error, 'This profile could not be loaded.')} action={<Button onClick={() => void refetch()}>Retry</Button>} />
      </div>
    );
  }
  if (isLoading || !profile) {
    return (
      <div className="hh-page hh-page--wide">
        <Skeleton avatar active paragraph={{ rows: 8 }} />
      </div>
    );
  }

  const isMe = user?.id === profile.id;
  const access = userRatingAccess(user?.id, profile.id, profile.connection?.status);
  const summary = ratings.data?.summary;
  // A manufacturer or supplier who has stated nothing yet shows the usual page.
  const supplier = profile.supplierProfile && (profile.supplierProfile.updatedAt || profile.supplierProfile.certifications.length || profile.supplierProfile.portfolio.length) ? profile.supplierProfile : null;

  return (
    <div className="hh-page hh-page--wide hh-user-profile">
      <Link to="/partners" className="hh-back-link">
        <ArrowLeftOutlined /> Back to partners
      </Link>
      <Card variant="outlined" className="hh-user-profile__header">
        <Flex gap={20} align="flex-start" wrap className="hh-user-profile__top">
          <PartnerAvatar user={profile} size={88} />
          <div className="hh-user-profile__who">
            <Typography.Title level={1} className="hh-user-profile__name">
              {profile.fullName}
            </Typography.Title>
            {profile.companyName && (
              <Typography.Text className="hh-user-profile__company" strong>
                {profile.companyName}
              </Typography.Text>
            )}
            <Flex gap={6} wrap align="center" className="hh-user-profile__badges">
              <RoleTag role={profile.role} />
              {profile.verified && <VerifiedBadge />}
              {profile.featured && <FeaturedMemberTag />}
              <LocationLine location={profile.location} />
            </Flex>
            <RatingBriefView average={summary?.average ?? profile.rating.average} count={summary?.count ?? profile.rating.count} size="medium" />
            <Flex gap={12} wrap className="hh-user-profile__links">
              {profile.linkedinProfile && (
                <a href={profile.linkedinProfile} target="_blank" rel="noopener noreferrer">
                  <LinkedinFilled /> LinkedIn
                </a>
              )}
              {profile.companyWebsite && (
                <a href={profile.companyWebsite} target="_blank" rel="noopener noreferrer">
                  <GlobalOutlined /> Website
                </a>
              )}
              <Typography.Text type="secondary" className="hh-small">
                Member since {formatLongDate(profile.createdAt)}
              </Typography.Text>
            </Flex>
          </div>
          <div className="hh-user-profile__actions">
            {isMe ? (
              <Link to="/profile">
                <Button>Edit your profile</Button>
              </Link>
            ) : (
              <Flex vertical gap={8} className="hh-user-profile__action-stack">
                <ConnectionActions profile={profile} onConnect={() => setConnectOpen(true)} />
                {/* Someone else's profile only: nobody reports themselves. */}
                <ReportButton targetType="user" targetId={profile.id} targetLabel={profile.fullName} size="small" />
              </Flex>
            )}
          </div>
        </Flex>
      </Card>

      <Row gutter={[24, 24]}>
        <Col xs={24} lg={14}>
          <Flex vertical gap={24}>
            {supplier && <SupplierProfileMain profile={supplier} />}
            <Card variant="outlined" title="About">
              <Typography.Paragraph type={profile.bio ? undefined : 'secondary'}>{profile.bio || 'No bio provided'}</Typography.Paragraph>
              <Typography.Text strong>Expertise</Typography.Text>
              <Flex wrap gap={4} className="hh-user-profile__expertise">
                {profile.expertise.length ? profile.expertise.map((item) => <Tag key={item}>{item}</Tag>) : <Typography.Text type="secondary">None listed</Typography.Text>}
              </Flex>
            </Card>
            <Card variant="outlined" title="Active Projects">
              {profile.projects.length === 0 ? (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No active projects" />
              ) : (
                <Flex vertical gap={10}>
                  {profile.projects.map((project) => (
                    <ProjectSummaryLink key={project.id} project={project} descriptionRows={2} testId="profile-project" />
                  ))}
                </Flex>
              )}
            </Card>
          </Flex>
        </Col>
        <Col xs={24} lg={10}>
          <Flex vertical gap={24}>
            {supplier && <SupplierCertificationsCard certifications={supplier.certifications} />}
            <Card variant="outlined" title="Ratings & Reviews" className="hh-user-profile__ratings">
              <TargetRatingsPanel
                targetType="user"
                targetId={profile.id}
                targetName={profile.fullName}
                canRate={access === 'allowed'}
                notice={
                  access === 'needs-connection' && (
                    <Alert type="info" showIcon title="Rate after working together" description={`You can rate ${profile.fullName} once you are connected (an accepted connection request).`} />
                  )
                }
              />
            </Card>
          </Flex>
        </Col>
      </Row>
      <ConnectDialog partner={profile} open={connectOpen} onClose={() => setConnectOpen(false)} />
    </div>
  );
}
