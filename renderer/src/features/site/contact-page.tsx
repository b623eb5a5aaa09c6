import { ClockCircleOutlined, EnvironmentOutlined, MailOutlined, PhoneOutlined } from '@ant-design/icons';
import { Card, Typography } from 'antd';
import { Link } from 'react-router';
import { PageContainer } from '../../ui/page-container.tsx';
import { ContactForm } from './contact-form.tsx';
import { BUSINESS_HOURS, OFFICE_ADDRESS, SUPPORT_EMAIL, SUPPORT_PHONE, SUPPORT_PHONE_LINK } from './site-facts.ts';
import './site.css';

/** /contact: the form, contact information, business hours and links to /support and /resources. */
export function ContactPage() {
  return (
    <PageContainer title="Contact Us" subtitle="Questions about HardwareHub, your account or a partnership? Send us a message; we reply within 24 hours.">
      <div className="hh-split">
        <Card title={<Typography.Title level={2} className="hh-card-heading">Send us a message</Typography.Title>}>
          <ContactForm />
        </Card>
        <div className="hh-split__aside">
          <Card title={<Typography.Title level={2} className="hh-card-heading">Contact information</Typography.Title>}>
            <ul className="hh-facts">
              <li>
                <MailOutlined aria-hidden /> <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
              </li>
              <li>
                <PhoneOutlined aria-hidden /> <a href={SUPPORT_PHONE_LINK}>{SUPPORT_PHONE}</a>
              </li>
              <li>
                <EnvironmentOutlined aria-hidden /> {OFFICE_ADDRESS}
              </li>
            </ul>
          </Card>
          <Card title={<Typography.Title level={2} className="hh-card-heading"><ClockCircleOutlined aria-hidden /> Business hours</Typography.Title>}>
            <dl className="hh-hours">
              {BUSINESS_HOURS.map(({ days, hours }) => (
                <div key={days}>
                  <dt>{days}</dt>
                  <dd>{hours}</dd>
                </div>
              ))}
            </dl>
          </Card>
          <Card title={<Typography.Title level={2} className="hh-card-heading">Looking for answers?</Typography.Title>}>
            <Typography.Paragraph>
              The <Link to="/support">Support Center</Link> answers the most common questions, and <Link to="/resources">Resources</Link> has guides and templates.
            </Typography.Paragraph>
          </Card>
        </div>
      </div>
    </PageContainer>
  );
}
