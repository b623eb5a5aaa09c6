import { AimOutlined, HeartOutlined, LockOutlined, FieldTimeOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Typography } from 'antd';
import { Link } from 'react-router';
import { PageContainer } from '../../ui/page-container.tsx';
import './site.css';

const VALUES = [
  { icon: AimOutlined, title: 'Builders first', text: 'Every feature starts with a founder trying to get a product made. If it does not help them ship, we do not build it.' },
  { icon: LockOutlined, title: 'Earned trust', text: 'Partners are verified, ratings come from real work, and your designs and conversations stay yours.' },
  { icon: FieldTimeOutlined, title: 'Speed with care', text: 'Hardware is slow enough. We answer within a day, fix what breaks fast, and never rush your data.' },
  { icon: HeartOutlined, title: 'A generous community', text: 'Manufacturers, attorneys, designers and investors share what they know. We make that easy and reward it.' },
];

/** /about: mission, story (founded 2023) and values. */
export function AboutPage() {
  return (
    <PageContainer title="About Us" subtitle="HardwareHub connects hardware entrepreneurs with the manufacturers, suppliers, IP attorneys, designers and investors they need.">
      <section aria-labelledby="mission-title" className="hh-site-section">
        <Typography.Title level={2} id="mission-title">
          Our mission
        </Typography.Title>
        <Typography.Paragraph className="hh-lead">
          Make building a physical product as approachable as building software: the right partner, the right quote and the right advice, a search away.
        </Typography.Paragraph>
      </section>
      <section aria-labelledby="story-title" className="hh-site-section">
        <Typography.Title level={2} id="story-title">
          Our story
        </Typography.Title>
        <Typography.Paragraph>
          HardwareHub was founded in 2023 by a team that had shipped consumer electronics, medical wearables and industrial sensors, and had spent more time finding partners than
          building products. Good contract manufacturers were found through friends of friends; patent attorneys through cold emails; investors who understood hardware
          through luck.
        </Typography.Paragraph>
        <Typography.Paragraph>
          We started with a simple directory for a few dozen founders in San Francisco and Shenzhen. Today founders use HardwareHub to post projects, search verified partners,
          agree on terms in one conversation, source parts in the marketplace and estimate prototype costs before the first quote arrives.
        </Typography.Paragraph>
      </section>
      <section aria-labelledby="values-title" className="hh-site-section">
        <Typography.Title level={2} id="values-title">
          What we value
        </Typography.Title>
        <ul className="hh-card-grid">
          {VALUES.map(({ icon: Icon, title, text }) => (
            <li key={title}>
              <Card className="hh-content-card">
                <Icon className="hh-option-icon" aria-hidden />
                <Typography.Title level={3}>{title}</Typography.Title>
                <Typography.Paragraph type="secondary">{text}</Typography.Paragraph>
              </Card>
            </li>
          ))}
        </ul>
      </section>
      <Flex gap={8} wrap className="hh-site-section">
        <Link to="/auth">
          <Button type="primary" size="large">
            Join HardwareHub
          </Button>
        </Link>
        <Link to="/contact">
          <Button size="large">Talk to us</Button>
        </Link>
      </Flex>
    </PageContainer>
  );
}
