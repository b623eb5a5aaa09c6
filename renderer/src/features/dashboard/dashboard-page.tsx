import {
  BulbOutlined, CalculatorOutlined, CheckCircleFilled, EditOutlined, ExperimentOutlined, InboxOutlined, MessageOutlined, PlusOutlined, StarFilled, TeamOutlined,
  UserAddOutlined,
} from '@ant-design/icons';
import { Alert, Button, Empty, Progress, Skeleton } from 'antd';
import { messageText } from '#shared/format/message-text.ts';
import { ROLE_LABELS, type Role } from '#shared/constants/roles.ts';
import type { Dashboard, RecommendedPartner, StatCard } from '#shared/schemas/dashboard-schemas.ts';
import type { MessageWithSender } from '#shared/schemas/message-schemas.ts';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../lib/api/api-error.ts';
import { formatShortRelativeTime } from '../../ui/relative-time.ts';
import { useSession } from '../auth/index.ts';
import { CompactPartnerSearch, ConnectionRequestsCard, NewPartnerDialog, useGetConnectionsQuery } from '../partners/index.ts';
import { formatLongDate } from '../../ui/long-date.ts';
import { ProjectSummaryLink } from '../projects/index.ts';
import { SourcingDashboardCards } from '../sourcing/index.ts';
import { Card } from '../../ui/static-antd/card.tsx';
import { Flex } from '../../ui/static-antd/flex.tsx';
import { Col, Row } from '../../ui/static-antd/grid.tsx';
import { Tag } from '../../ui/static-antd/tag.tsx';
import { Typography } from '../../ui/static-antd/typography.tsx';
import { UserAvatar } from '../../ui/user-avatar.tsx';
import { useGetDashboardQuery } from './dashboard-api.ts';
import '../../ui/stat-card.css';
import '../../ui/dash-card.css';
import { useNow } from '../../ui/use-now.ts';
import './dashboard.css';
import { formatCount } from '#shared/format/numbers.ts';

/** Members who mostly answer others' requests: their dashboard leads with those requests and their profile, not with posting a project. */
const SELLER_ROLES: ReadonlySet<Role> = new Set(['manufacturer', 'supplier']);

const REQUESTS_ID = 'connection-requests';
const scrollToRequests = () => document.getElementById(REQUESTS_ID)?.scrollIntoView({ behavior: 'smooth', block: 'start' });

/** The hero's lead for a seller: the requests waiting, or completing the profile when none wait. */
function sellerLead(data: Dashboard | undefined): string {
  if (!data) return 'Answer connection requests from hardware teams and keep your profile complete, so the right projects find you.';
  const requests = data.pendingRequests === 1 ? '1 connection request waits' : `${data.pendingRequests} connection requests wait`;
  const profile = data.profile.missing.length ? ` Your profile is ${data.profile.percent}% complete.` : ' Your profile is complete.';
  return data.pendingRequests ? `${requests} for your answer.${profile}` : `No connection requests are waiting.${profile}`;
}

/** /dashboard: hero, role stat cards, AI tools, projects, subscription, messages, recommended partners. */
export function DashboardPage() {
  const { user } = useSession();
  const { data, isLoading, isError, error, refetch } = useGetDashboardQuery();
  // The requests card below only renders with the dashboard's data: asked for at the same time
  // instead of after it (one round trip less, here and for the page the server draws).
  useGetConnectionsQuery();
  const firstName = user?.fullName.split(/\s+/)[0];
  const [newPartnerOpen, setNewPartnerOpen] = useState(false);
  const seller = Boolean(user && SELLER_ROLES.has(user.role));

  return (
    <div className="hh-page hh-page--wide hh-dashboard">
      <Card className="hh-dashboard-hero" variant="borderless">
        {firstName && <Typography.Paragraph className="hh-dashboard-hero__greeting">Welcome back, {firstName}</Typography.Paragraph>}
        <Typography.Title level={1} className="hh-dashboard-hero__title" style={{ marginTop: 4 }}>
          {seller ? 'Answer hardware teams and get found' : 'Connect with the right hardware partners'}
        </Typography.Title>
        <Typography.Paragraph className="hh-dashboard-hero__text" data-testid="dashboard-lead">
          {seller ? sellerLead(data) : 'Post a project to get matched with manufacturers, suppliers, designers, IP attorneys and investors.'}
        </Typography.Paragraph>
        <div className="hh-dashboard-hero__actions">
          {seller ? (
            data && !data.pendingRequests && data.profile.missing.length ? (
              <Link to="/profile">
                <Button type="primary" size="large" icon={<EditOutlined />}>
                  Complete Your Profile
                </Button>
              </Link>
            ) : (
              <Button type="primary" size="large" icon={<InboxOutlined />} onClick={scrollToRequests}>
                Answer Requests{data?.pendingRequests ? ` (${data.pendingRequests})` : ''}
              </Button>
            )
          ) : (
            <Link to="/projects/create">
              <Button type="primary" size="large" icon={<PlusOutlined />}>
                Post a Project
              </Button>
            </Link>
          )}
          <Link to="/partners">
            <Button size="large" icon={<TeamOutlined />} ghost>
              Find Partners
            </Button>
          </Link>
          <Button size="large" icon={<UserAddOutlined />} ghost onClick={() => setNewPartnerOpen(true)}>
            Connect with a New Partner
          </Button>
        </div>
      </Card>
      {isLoading && <Skeleton active paragraph={{ rows: 10 }} />}
      {isError && (
        <Alert
          type="error"
          showIcon
          title="Error"
          description={errorMessage(error, 'The dashboard could not be loaded.')}
          action={<Button onClick={() => void refetch()}>Retry</Button>}
        />
      )}
      {data && user && <DashboardBody data={data} userId={user.id} seller={seller} onNewPartner={() => setNewPartnerOpen(true)} />}
      <NewPartnerDialog open={newPartnerOpen} onClose={() => setNewPartnerOpen(false)} context="dashboard" />
    </div>
  );
}

function DashboardBody({ data, userId, seller, onNewPartner }: { data: Dashboard; userId: number; seller: boolean; onNewPartner: () => void }) {
  const stats = (
    <Row gutter={[16, 16]} className="hh-stats">
      {data.stats.map((stat) => (
        <Col key={stat.key} xs={24} md={8}>
          <StatCardView stat={stat} />
        </Col>
      ))}
    </Row>
  );
  const requests = (
    <div id={REQUESTS_ID}>
      <ConnectionRequestsCard userId={userId} onNew={onNewPartner} />
    </div>
  );
  return (
    <Flex vertical gap={24}>
      {seller ? (
        // A seller's first work: the requests to answer and the profile partners judge them by.
        <>
          <Row gutter={[24, 24]}>
            <Col xs={24} lg={14}>
              {requests}
            </Col>
            <Col xs={24} lg={10}>
              <ProfileCompletenessCard profile={data.profile} />
            </Col>
          </Row>
          {stats}
          <CompactPartnerSearch title="Quick partner search" />
        </>
      ) : (
        <>
          {stats}
          <Row gutter={[24, 24]}>
            <Col xs={24} lg={14}>
              {requests}
            </Col>
            <Col xs={24} lg={10}>
              <CompactPartnerSearch title="Quick partner search" />
            </Col>
          </Row>
        </>
      )}
      {data.sourcing && <SourcingDashboardCards sourcing={data.sourcing} supplier={seller} />}
      <AiTools />
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={16}>
          <YourProjects data={data} />
        </Col>
        <Col xs={24} lg={8}>
          <SubscriptionCard subscription={data.subscription} />
        </Col>
      </Row>
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={12}>
          <LatestMessages messages={data.latestMessages} userId={userId} />
        </Col>
        <Col xs={24} lg={12}>
          <RecommendedPartners partners={data.recommendedPartners} />
        </Col>
      </Row>
    </Flex>
  );
}

function StatCardView({ stat }: { stat: StatCard }) {
  return (
    <Card variant="outlined" className="hh-stat-card" data-testid={`stat-${stat.key}`}>
      <Typography.Text type="secondary" className="hh-stat-card__label">
        {stat.label}
      </Typography.Text>
      <div className="hh-stat-card__value">{formatCount(stat.value)}</div>
      <Typography.Text type="secondary" className="hh-stat-card__note">
        {stat.note}
      </Typography.Text>
    </Card>
  );
}

/** How complete the member's profile is and what is missing, with the way to fill it in. */
function ProfileCompletenessCard({ profile }: { profile: Dashboard['profile'] }) {
  return (
    <Card variant="outlined" title="Your profile" className="hh-dash-card" data-testid="profile-completeness">
      <Flex vertical gap={12}>
        <Progress percent={profile.percent} aria-label={`Profile ${profile.percent}% complete`} />
        {profile.missing.length ? (
          <>
            <Typography.Text>Partners find and trust complete profiles. Still missing:</Typography.Text>
            <Flex wrap gap={6}>
              {profile.missing.map((field) => (
                <Tag key={field}>{field}</Tag>
              ))}
            </Flex>
            <Link to="/profile">
              <Button icon={<EditOutlined />}>Complete Your Profile</Button>
            </Link>
          </>
        ) : (
          <Typography.Text type="success">
            <CheckCircleFilled /> Your profile is complete.
          </Typography.Text>
        )}
      </Flex>
    </Card>
  );
}

function ToolCard({ icon, title, text, to }: { icon: ReactNode; title: string; text: string; to?: string }) {
  const card = (
    <Card variant="outlined" hoverable={Boolean(to)} className={`hh-tool-card${to ? '' : ' hh-tool-card--soon'}`}>
      <span className="hh-icon-badge hh-icon-badge--small">{icon}</span>
      <div>
        <Typography.Text strong>{title}</Typography.Text>
        <Typography.Paragraph type="secondary" className="hh-flush">
          {text}
        </Typography.Paragraph>
      </div>
    </Card>
  );
  return to ? (
    <Link to={to} className="hh-card-link">
      {card}
    </Link>
  ) : (
    card
  );
}

function AiTools() {
  return (
    <section aria-labelledby="ai-tools-title">
      <Typography.Title level={2} id="ai-tools-title" className="hh-section-title">
        AI tools
      </Typography.Title>
      <Row gutter={[16, 16]}>
        <Col xs={24} md={8}>
          <ToolCard icon={<BulbOutlined />} title="Design Recommendations" text="Design advice, manufacturing feasibility and cost checks for your hardware." to="/design-recommendations" />
        </Col>
        <Col xs={24} md={8}>
          <ToolCard icon={<CalculatorOutlined />} title="Quick Cost Estimation" text="A fast cost range and time estimate for your prototype." to="/prototype-cost-estimate" />
        </Col>
        <Col xs={24} md={8}>
          <ToolCard icon={<ExperimentOutlined />} title="More Coming Soon" text="More AI tools for hardware founders are on the way." />
        </Col>
      </Row>
    </section>
  );
}

function YourProjects({ data }: { data: Dashboard }) {
  return (
    <Card
      variant="outlined"
      title="Your Projects"
      extra={
        <Link to="/projects">
          View all{data.projectCount > data.projects.length ? ` (${data.projectCount})` : ''}
        </Link>
      }
      className="hh-dash-card"
    >
      <Flex vertical gap={12}>
        {data.projects.length === 0 && <Typography.Text type="secondary">You have no projects yet. Post your first one to start meeting partners.</Typography.Text>}
        {data.projects.map((project) => (
          <ProjectSummaryLink key={project.id} project={project} />
        ))}
        <Link to="/projects/create">
          <Button icon={<PlusOutlined />} block type="dashed">
            Add New Project
          </Button>
        </Link>
      </Flex>
    </Card>
  );
}

function SubscriptionCard({ subscription }: { subscription: Dashboard['subscription'] }) {
  const price = subscription.monthlyPrice === null ? '' : ` · $${subscription.monthlyPrice}/month`;
  const limit = subscription.activeProjectLimit;
  return (
    <Card variant="outlined" title="Subscription" className="hh-dash-card">
      <Typography.Title level={3} className="hh-flush hh-section-title">
        {subscription.planName} plan{price}
      </Typography.Title>
      <Typography.Paragraph type="secondary" className="hh-subscription-note">
        {subscription.plan === 'free' ? 'Free forever. Upgrade for more projects and connection requests.' : `Renews on ${formatLongDate(subscription.renewal, 'a date to be confirmed')}.`}
        <br />
        Active projects: {subscription.activeProjects}
        {limit === null ? ' (unlimited)' : ` of ${limit}`}
      </Typography.Paragraph>
      <Flex gap={8} wrap>
        <Link to="/profile?tab=subscription">
          <Button>Manage Subscription</Button>
        </Link>
        {subscription.showUpgrade && (
          <Link to="/subscribe">
            <Button type="primary">Upgrade</Button>
          </Link>
        )}
      </Flex>
    </Card>
  );
}

function LatestMessages({ messages, userId }: { messages: MessageWithSender[]; userId: number }) {
  const now = useNow();
  return (
    <Card variant="outlined" title="Messages" extra={<Link to="/messages">View all</Link>} className="hh-dash-card">
      {messages.length === 0 ? (
        <Empty image={<MessageOutlined className="hh-empty-icon" />} description="No messages yet" />
      ) : (
        <Flex vertical gap={4}>
          {messages.map((message) => {
            const name = message.senderId === userId ? 'You' : (message.sender?.fullName ?? 'Unknown User');
            return (
              <Link key={message.id} to={message.connectionId ? `/messages/${message.connectionId}` : '/messages'} className="hh-dash-row">
                <UserAvatar user={message.sender ?? { fullName: 'Unknown User', profileImage: null }} size={36} />
                <div className="hh-dash-row__text">
                  <Flex justify="space-between" gap={8}>
                    <span className="hh-ellipsis hh-strong">
                      {name}
                      {message.sender && message.senderId !== userId && (
                        <span className="hh-muted-text hh-small">
                          {' '}
                          · {ROLE_LABELS[message.sender.role]}
                        </span>
                      )}
                    </span>
                    <span className="hh-muted-text hh-small hh-nowrap">{formatShortRelativeTime(message.createdAt, now)}</span>
                  </Flex>
                  <p className="hh-ellipsis hh-muted-text hh-flush">{messageText(message)}</p>
                </div>
              </Link>
            );
          })}
        </Flex>
      )}
    </Card>
  );
}

function RecommendedPartners({ partners }: { partners: RecommendedPartner[] }) {
  return (
    <Card variant="outlined" title="Recommended Partners" extra={<Link to="/partners">Find more</Link>} className="hh-dash-card">
      {partners.length === 0 ? (
        <Empty description="No recommendations yet. Add tags to your projects and expertise to your profile." />
      ) : (
        <Flex vertical gap={4}>
          {partners.map(({ user, reasons, matchedExpertise, ratingAverage, ratingCount }) => (
            <Link key={user.id} to={`/users/${user.id}`} className="hh-dash-row" data-testid="recommended-partner">
              <UserAvatar user={user} size={40} />
              <div className="hh-dash-row__text">
                <Flex justify="space-between" gap={8} align="baseline">
                  <Typography.Text strong ellipsis>
                    {user.companyName || user.fullName}
                  </Typography.Text>
                  {ratingAverage !== null && (
                    <Typography.Text type="secondary" className="hh-small hh-nowrap">
                      <StarFilled className="hh-star" /> {ratingAverage.toFixed(1)} ({ratingCount})
                    </Typography.Text>
                  )}
                </Flex>
                <Typography.Text type="secondary" className="hh-small">
                  {ROLE_LABELS[user.role]}
                  {user.companyName ? ` · ${user.fullName}` : ''}
                  {user.location ? ` · ${user.location}` : ''}
                </Typography.Text>
                <Typography.Paragraph className="hh-flush hh-small">{reasons[0]}</Typography.Paragraph>
                {matchedExpertise.length > 0 && (
                  <Flex wrap gap={4}>
                    {matchedExpertise.map((item) => (
                      <Tag key={item} color="green">
                        {item}
                      </Tag>
                    ))}
                  </Flex>
                )}
              </div>
            </Link>
          ))}
        </Flex>
      )}
    </Card>
  );
}
