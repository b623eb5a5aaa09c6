import './home.css';
import { ArrowRightOutlined, CheckCircleFilled } from '@ant-design/icons';
import { Button } from 'antd';
import { useSession } from '../auth/index.ts';
import { LinkButton } from '../../ui/link-button.tsx';
import { BENEFITS, FEATURES, PARTNER_TYPES, STATS, STEPS } from './home-content.tsx';
import { LazyPartnerSearchWidget } from '../partners/index.ts';

/*
 * The first screen of every new visitor, so it is plain HTML styled by home.css:
 * antd's Card, Typography, Tag and Grid would add their JavaScript and, worse, their style generation
 * at run time to this page's first paint for what is static text in boxes. Buttons stay antd's, as in
 * the header, so they look and behave like every other button.
 */

function SectionHeading({ eyebrow, title, text }: { eyebrow: string; title: string; text?: string }) {
  return (
    <div className="hh-section__heading">
      <span className="hh-eyebrow">{eyebrow}</span>
      <h2 className="hh-section__title">{title}</h2>
      {text && <p className="hh-section__text">{text}</p>}
    </div>
  );
}

/**
 * A still picture of the product for the hero: a project with matched partners. Decorative (hidden
 * from assistive technology).
 */
function HeroPreview() {
  const partners = [
    { initials: 'SP', name: 'Shenzhen Precision Mfg.', role: 'Manufacturer', color: '#3b5bdb' },
    { initials: 'LA', name: 'Lee & Alvarez IP', role: 'IP Attorney', color: '#047857' },
    { initials: 'FD', name: 'Forma Design Studio', role: 'Designer', color: '#b45309' },
  ];
  return (
    <div className="hh-panel hh-hero-preview" aria-hidden="true">
      <div className="hh-hero-preview__head">
        <div>
          <span className="hh-muted">Project</span>
          <div className="hh-hero-preview__name">Smart Thermostat v2</div>
        </div>
        <span className="hh-pill hh-pill--green">Active</span>
      </div>
      <div className="hh-hero-preview__bar">
        <span style={{ width: '68%' }} />
      </div>
      <span className="hh-muted hh-hero-preview__stage">Stage: Prototyping · Budget $25k–$40k</span>
      <div className="hh-hero-preview__list">
        {partners.map((partner) => (
          <div key={partner.name} className="hh-hero-preview__row">
            <span className="hh-hero-preview__avatar" style={{ background: partner.color }}>
              {partner.initials}
            </span>
            <div className="hh-hero-preview__who">
              <strong>{partner.name}</strong>
              <span className="hh-muted">{partner.role}</span>
            </div>
            <CheckCircleFilled className="hh-hero-preview__ok" />
          </div>
        ))}
      </div>
    </div>
  );
}

/** The home page, /: hero, partner search, how it works, features, partner network, benefits, stories. */
export function HomePage() {
  const { user } = useSession();
  const signedIn = Boolean(user);

  return (
    <div className="hh-home">
      <section className="hh-hero">
        <div className="hh-container hh-hero__grid">
          <div className="hh-hero__copy">
            <span className="hh-pill hh-pill--blue hh-hero__badge">The network for hardware builders</span>
            <h1 className="hh-hero__title">
              From idea to product, with the <span className="hh-gradient-text">right hardware partners</span>
            </h1>
            <p className="hh-hero__lead">
              HardwareHub connects hardware entrepreneurs with manufacturers, suppliers, IP attorneys, designers and investors, so you can bring your product to
              market faster.
            </p>
            <div className="hh-hero__actions">
              {/* Links, not scripted buttons: they work on the page as the server drew it, before the app has loaded. */}
              <LinkButton type="primary" size="large" icon={<ArrowRightOutlined />} iconPlacement="end" to={signedIn ? '/dashboard' : '/auth'}>
                {signedIn ? 'Go to Dashboard' : 'Get Started'}
              </LinkButton>
              <Button size="large" href="#how-it-works">
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
          <div className="hh-grid hh-grid--3">
            {STEPS.map((step, index) => (
              <div className="hh-panel hh-panel--outlined hh-step-card" key={step.title}>
                <div className="hh-step-card__number">{index + 1}</div>
                <div className="hh-icon-badge">{step.icon}</div>
                <h3 className="hh-panel__title">{step.title}</h3>
                <p className="hh-muted">{step.text}</p>
              </div>
            ))}
          </div>
        </div>
      </section>

      <section className="hh-section hh-section--tinted" aria-labelledby="features-title">
        <div className="hh-container">
          <div id="features-title">
            <SectionHeading eyebrow="Platform features" title="Everything you need to build hardware together" />
          </div>
          <div className="hh-grid hh-grid--3-wide">
            {FEATURES.map((feature) => (
              <div className="hh-panel hh-feature-card" key={feature.title}>
                <div className="hh-icon-badge">{feature.icon}</div>
                <h3 className="hh-panel__title hh-panel__title--small">{feature.title}</h3>
                <p className="hh-muted">{feature.text}</p>
              </div>
            ))}
          </div>
        </div>
      </section>

      <section className="hh-section" aria-labelledby="network-title">
        <div className="hh-container">
          <div id="network-title">
            <SectionHeading eyebrow="Partner network" title="Meet the people who make hardware happen" text="Verified professionals across the whole product journey." />
          </div>
          <div className="hh-grid hh-grid--4">
            {PARTNER_TYPES.map((type) => (
              <div className="hh-panel hh-panel--outlined hh-panel--hoverable hh-partner-type-card" key={type.title}>
                <div className="hh-icon-badge hh-icon-badge--large">{type.icon}</div>
                <h3 className="hh-panel__title">{type.title}</h3>
                <p className="hh-muted">{type.text}</p>
              </div>
            ))}
          </div>
        </div>
      </section>

      <section id="benefits" className="hh-section hh-section--tinted hh-anchor">
        <div className="hh-container">
          <SectionHeading eyebrow="Benefits" title="Built for both sides of the table" />
          <div className="hh-grid hh-grid--2">
            {[BENEFITS.entrepreneurs, BENEFITS.providers].map((group) => (
              <div className="hh-panel hh-benefit-card" key={group.title}>
                <h3 className="hh-benefit-card__head">{group.title}</h3>
                <ul className="hh-check-list">
                  {group.points.map((point) => (
                    <li key={point}>
                      <CheckCircleFilled aria-hidden="true" />
                      <span>{point}</span>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </div>
      </section>

      <section className="hh-cta">
        <div className="hh-container hh-cta__inner">
          <div>
            <h2 className="hh-cta__title">Ready to build your next product?</h2>
            <p className="hh-cta__text">Create a free account and post your first project in minutes.</p>
          </div>
          <div className="hh-cta__actions">
            <LinkButton size="large" type="primary" className="hh-cta__button" to={signedIn ? '/dashboard' : '/auth?tab=register'}>
              {signedIn ? 'Go to Dashboard' : 'Create Free Account'}
            </LinkButton>
            <LinkButton size="large" ghost to="/pricing">
              View Pricing
            </LinkButton>
          </div>
        </div>
      </section>
    </div>
  );
}
