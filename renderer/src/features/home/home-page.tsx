import { ArrowRightOutlined, CheckCircleFilled, StarFilled } from '@ant-design/icons';
import { Button, Card, Col, Row, Tag, Typography } from 'antd';
import { Link, useNavigate } from 'react-router';
import { useSession } from '../auth/index.ts';
import { BENEFITS, FEATURES, PARTNER_TYPES, STATS, STEPS, STORIES } from './home-content.tsx';
import { LazyPartnerSearchWidget } from '../partners/index.ts';

function SectionHeading({ eyebrow, title, text }: { eyebrow: string; title: string; text?: string }) {
  return (
    <div className="hh-section__heading">
      <span className="hh-eyebrow">{eyebrow}</span>
      <Typography.Title level={2}>{title}</Typography.Title>
      {text && <Typography.Paragraph type="secondary">{text}</Typography.Paragraph>}
    </div>
  );
}

/**
 * A still picture of the product for the hero: a project with matched partners. Decorative (hidden
 * from assistive technology), so its bar and avatars are plain CSS rather than antd Progress and
 * Avatar, which the first screen would otherwise download for this picture alone.
 */
function HeroPreview() {
  const partners = [
    { initials: 'SP', name: 'Shenzhen Precision Mfg.', role: 'Manufacturer', color: '#3b5bdb' },
    { initials: 'LA', name: 'Lee & Alvarez IP', role: 'IP Attorney', color: '#0ca678' },
    { initials: 'FD', name: 'Forma Design Studio', role: 'Designer', color: '#f08c00' },
  ];
  return (
    <Card className="hh-hero-preview" variant="borderless" aria-hidden="true">
      <div className="hh-hero-preview__head">
        <div>
          <Typography.Text type="secondary">Project</Typography.Text>
          <Typography.Title level={4} style={{ margin: 0 }}>
            Smart Thermostat v2
          </Typography.Title>
        </div>
        <Tag color="green">Active</Tag>
      </div>
      <div className="hh-hero-preview__bar">
        <span style={{ width: '68%' }} />
      </div>
      <Typography.Text type="secondary" className="hh-hero-preview__stage">
        Stage: Prototyping · Budget $25k–$40k
      </Typography.Text>
      <div className="hh-hero-preview__list">
        {partners.map((partner) => (
          <div key={partner.name} className="hh-hero-preview__row">
            <span className="hh-hero-preview__avatar" style={{ background: partner.color }}>
              {partner.initials}
            </span>
            <div className="hh-hero-preview__who">
              <Typography.Text strong>{partner.name}</Typography.Text>
              <Typography.Text type="secondary">{partner.role}</Typography.Text>
            </div>
            <CheckCircleFilled className="hh-hero-preview__ok" />
          </div>
        ))}
      </div>
    </Card>
  );
}

/** / (000 §2): hero, partner search, how it works, features, partner network, benefits, stories. */
export function HomePage() {
  const { user } = useSession();
  const navigate = useNavigate();
  const signedIn = Boolean(user);

  const scrollToHowItWorks = () => {
    document.getElementById('how-it-works')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  return (
    <div className="hh-home">
      <section className="hh-hero">
        <div className="hh-container hh-hero__grid">
          <div className="hh-hero__copy">
            <Tag className="hh-hero__badge" variant="filled" color="blue">
              The network for hardware builders
            </Tag>
            <Typography.Title className="hh-hero__title">
              From idea to product, with the <span className="hh-gradient-text">right hardware partners</span>
            </Typography.Title>
            <Typography.Paragraph className="hh-hero__lead">
              HardwareHub connects hardware entrepreneurs with manufacturers, suppliers, IP attorneys, designers and investors, so you can bring your product to
              market faster.
            </Typography.Paragraph>
            <div className="hh-hero__actions">
              <Button
                type="primary"
                size="large"
                icon={<ArrowRightOutlined />}
                iconPlacement="end"
                onClick={() => void navigate(signedIn ? '/dashboard' : '/auth')}
              >
                {signedIn ? 'Go to Dashboard' : 'Get Started'}
              </Button>
              <Button size="large" onClick={scrollToHowItWorks}>
                Learn More
              </Button>
            </div>
            <div className="hh-hero__stats">
              {STATS.map((stat) => (
                <div key={stat.label}>
                  <strong>{stat.value}</strong>
                  <span>{stat.label}</span>
                </div>
              ))}
            </div>
          </div>
          <HeroPreview />
        </div>
      </section>

      <section className="hh-container hh-search-section" aria-label="Partner search">
        <LazyPartnerSearchWidget />
      </section>

      <section id="how-it-works" className="hh-section hh-anchor">
        <div className="hh-container">
          <SectionHeading eyebrow="How it works" title="Three steps from concept to market" text="A simple path for founders, with the right expertise at every stage." />
          <Row gutter={[24, 24]}>
            {STEPS.map((step, index) => (
              <Col xs={24} md={8} key={step.title}>
                <Card className="hh-step-card" variant="outlined">
                  <div className="hh-step-card__number">{index + 1}</div>
                  <div className="hh-icon-badge">{step.icon}</div>
                  <Typography.Title level={4}>{step.title}</Typography.Title>
                  <Typography.Paragraph type="secondary">{step.text}</Typography.Paragraph>
                </Card>
              </Col>
            ))}
          </Row>
        </div>
      </section>

      <section className="hh-section hh-section--tinted" aria-labelledby="features-title">
        <div className="hh-container">
          <div id="features-title">
            <SectionHeading eyebrow="Platform features" title="Everything you need to build hardware together" />
          </div>
          <Row gutter={[24, 24]}>
            {FEATURES.map((feature) => (
              <Col xs={24} sm={12} lg={8} key={feature.title}>
                <Card className="hh-feature-card" variant="borderless">
                  <div className="hh-icon-badge">{feature.icon}</div>
                  <Typography.Title level={5}>{feature.title}</Typography.Title>
                  <Typography.Paragraph type="secondary">{feature.text}</Typography.Paragraph>
                </Card>
              </Col>
            ))}
          </Row>
        </div>
      </section>

      <section className="hh-section" aria-labelledby="network-title">
        <div className="hh-container">
          <div id="network-title">
            <SectionHeading eyebrow="Partner network" title="Meet the people who make hardware happen" text="Verified professionals across the whole product journey." />
          </div>
          <Row gutter={[24, 24]}>
            {PARTNER_TYPES.map((type) => (
              <Col xs={24} sm={12} lg={6} key={type.title}>
                <Card className="hh-partner-card" variant="outlined" hoverable>
                  <div className="hh-icon-badge hh-icon-badge--large">{type.icon}</div>
                  <Typography.Title level={4}>{type.title}</Typography.Title>
                  <Typography.Paragraph type="secondary">{type.text}</Typography.Paragraph>
                </Card>
              </Col>
            ))}
          </Row>
        </div>
      </section>

      <section id="benefits" className="hh-section hh-section--tinted hh-anchor">
        <div className="hh-container">
          <SectionHeading eyebrow="Benefits" title="Built for both sides of the table" />
          <Row gutter={[24, 24]}>
            {[BENEFITS.entrepreneurs, BENEFITS.providers].map((group) => (
              <Col xs={24} md={12} key={group.title}>
                <Card className="hh-benefit-card" variant="borderless" title={group.title}>
                  <ul className="hh-check-list">
                    {group.points.map((point) => (
                      <li key={point}>
                        <CheckCircleFilled aria-hidden="true" />
                        <span>{point}</span>
                      </li>
                    ))}
                  </ul>
                </Card>
              </Col>
            ))}
          </Row>
        </div>
      </section>

      <section id="success-stories" className="hh-section hh-anchor">
        <div className="hh-container">
          <SectionHeading eyebrow="Success stories" title="Teams shipping hardware with HardwareHub" />
          <Row gutter={[24, 24]}>
            {STORIES.map((story) => (
              <Col xs={24} md={8} key={story.name}>
                <Card className="hh-story-card" variant="outlined">
                  <div className="hh-story-card__stars" aria-label="5 out of 5">
                    {[0, 1, 2, 3, 4].map((star) => (
                      <StarFilled key={star} />
                    ))}
                  </div>
                  <Typography.Paragraph className="hh-story-card__quote">“{story.quote}”</Typography.Paragraph>
                  <div className="hh-story-card__author">
                    <div className="hh-icon-badge hh-icon-badge--small">{story.icon}</div>
                    <div>
                      <Typography.Text strong>{story.name}</Typography.Text>
                      <br />
                      <Typography.Text type="secondary">{story.role}</Typography.Text>
                    </div>
                  </div>
                </Card>
              </Col>
            ))}
          </Row>
        </div>
      </section>

      <section className="hh-cta">
        <div className="hh-container hh-cta__inner">
          <div>
            <Typography.Title level={2} className="hh-cta__title">
              Ready to build your next product?
            </Typography.Title>
            <Typography.Paragraph className="hh-cta__text">Create a free account and post your first project in minutes.</Typography.Paragraph>
          </div>
          <div className="hh-cta__actions">
            <Link to={signedIn ? '/dashboard' : '/auth?tab=register'}>
              <Button size="large" type="primary" className="hh-cta__button">
                {signedIn ? 'Go to Dashboard' : 'Create Free Account'}
              </Button>
            </Link>
            <Link to="/pricing">
              <Button size="large" ghost>
                View Pricing
              </Button>
            </Link>
          </div>
        </div>
      </section>
    </div>
  );
}
