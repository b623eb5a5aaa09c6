import { LinkOutlined, FileProtectOutlined, ClusterOutlined, CustomerServiceOutlined, SafetyOutlined, UsergroupAddOutlined } from '@ant-design/icons';
import { Card, Typography } from 'antd';
import { PageContainer } from '../../ui/page-container.tsx';
import { EnterpriseForm } from './enterprise-form.tsx';
import { ENTERPRISE_EMAIL } from './site-facts.ts';
import './site.css';

const BENEFITS = [
  { icon: ClusterOutlined, title: 'Vendor management at scale', text: 'Run partner search, requests and conversations for every product line and region from one workspace.' },
  { icon: UsergroupAddOutlined, title: 'Team accounts', text: 'Invite engineers, sourcing and legal; share projects and threads without sharing logins.' },
  { icon: FileProtectOutlined, title: 'Verified supply base', text: 'Credential checks for manufacturers and suppliers, with ratings from real engagements.' },
  { icon: SafetyOutlined, title: 'Security and compliance', text: 'SSO, data retention controls, audit logs and a data processing agreement for your legal team.' },
  { icon: LinkOutlined, title: 'Integrations', text: 'Exports for your PLM and ERP, and an API for the partner data you rely on.' },
  { icon: CustomerServiceOutlined, title: 'A dedicated account manager', text: 'Onboarding, sourcing support and a direct line when a build is at stake.' },
];

/** /enterprise: marketing content and the request form (answered within 1 business day). */
export function EnterprisePage() {
  return (
    <PageContainer title="Enterprise Solutions" subtitle="HardwareHub for hardware companies with many products, partners and people.">
      <ul className="hh-card-grid hh-card-grid--3" aria-label="What Enterprise adds">
        {BENEFITS.map(({ icon: Icon, title, text }) => (
          <li key={title}>
            <Card className="hh-content-card">
              <Icon className="hh-option-icon" aria-hidden />
              <Typography.Title level={2} className="hh-content-card__title">
                {title}
              </Typography.Title>
              <Typography.Paragraph type="secondary">{text}</Typography.Paragraph>
            </Card>
          </li>
        ))}
      </ul>
      <div className="hh-split hh-site-section">
        <Card title={<Typography.Title level={2} className="hh-card-heading">Request a consultation</Typography.Title>}>
          <EnterpriseForm />
        </Card>
        <div className="hh-split__aside">
          <Card title={<Typography.Title level={2} className="hh-card-heading">What happens next</Typography.Title>}>
            <ol className="hh-steps">
              <li>Our enterprise team replies within 1 business day.</li>
              <li>A 30-minute call about your product lines, partners and timelines.</li>
              <li>A tailored proposal and a pilot for one team.</li>
            </ol>
            <Typography.Paragraph type="secondary">
              Prefer email? <a href={`mailto:${ENTERPRISE_EMAIL}`}>{ENTERPRISE_EMAIL}</a>
            </Typography.Paragraph>
          </Card>
        </div>
      </div>
    </PageContainer>
  );
}
