import { MailOutlined, PhoneOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Flex, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { faq } from 'virtual:site-content';
import { PageContainer } from '../../ui/page-container.tsx';
import { useSession } from '../auth/index.ts';
import { FilterTabs } from './filter-tabs.tsx';
import { SearchField } from './search-field.tsx';
import { SUPPORT_EMAIL, SUPPORT_PHONE, SUPPORT_PHONE_LINK } from './site-facts.ts';
import { FAQ_TABS, faqCategoryLabel, filterFaq, type FaqTab } from './site-logic.ts';
import './site.css';

/** Searches members ask for most: one click fills the search. */
const POPULAR_TOPICS = ['Verified badge', 'Connection requests', 'Free trial', 'Cancel', 'Desktop app', 'Plans'];

/**
 * /support: the 8-question FAQ with category tabs and search over question and answer,
 * popular topics, contact options (the video call needs a premium plan) and links to /resources and /blog.
 */
export function SupportPage() {
  const { user } = useSession();
  const [query, setQuery] = useState('');
  const [tab, setTab] = useState<FaqTab>('all');
  const shown = filterFaq(faq, query, tab);
  const premium = user?.subscriptionPlan === 'pro' || user?.subscriptionPlan === 'enterprise';

  return (
    <PageContainer title="Support Center" subtitle="Answers to common questions, and the people behind HardwareHub when you need them.">
      <SearchField id="support-search" label="Search the FAQ" placeholder="Search questions and answers" value={query} onChange={setQuery} />
      <Flex gap={8} wrap align="center" className="hh-popular">
        <Typography.Text type="secondary">Popular topics:</Typography.Text>
        {POPULAR_TOPICS.map((topic) => (
          <Button key={topic} size="small" shape="round" onClick={() => { setQuery(topic); setTab('all'); }}>
            {topic}
          </Button>
        ))}
      </Flex>
      <section aria-labelledby="faq-title" className="hh-site-section">
        <Typography.Title level={2} id="faq-title">
          Frequently asked questions
        </Typography.Title>
        <FilterTabs tabs={FAQ_TABS} active={tab} onChange={setTab}>
        {shown.length === 0 ? (
          <Empty description={`No answers match "${query}".`} className="hh-site-empty">
            <Flex gap={8} justify="center" wrap>
              <Button onClick={() => { setQuery(''); setTab('all'); }}>Clear search</Button>
              <Link to="/contact?topic=support">
                <Button type="primary">Ask our team</Button>
              </Link>
            </Flex>
          </Empty>
        ) : (
          // Native disclosure elements sharing a name: one answer open at a time (an accordion), keyboard
          // and screen-reader support built in, and the browser's find-in-page opens the matching answer.
          <div className="hh-faq">
            {shown.map((item) => (
              <details key={item.slug} name="faq" className="hh-faq__item">
                <summary>
                  <span className="hh-faq__question">{item.question}</span>
                  <Tag className="hh-faq__category">{faqCategoryLabel(item.category)}</Tag>
                </summary>
                <div className="hh-prose" dangerouslySetInnerHTML={{ __html: item.answerHtml }} />
              </details>
            ))}
          </div>
        )}
        </FilterTabs>
      </section>
      <section aria-labelledby="contact-options-title" className="hh-site-section">
        <Typography.Title level={2} id="contact-options-title">
          Contact us
        </Typography.Title>
        <ul className="hh-card-grid hh-card-grid--3">
          <li>
            <Card className="hh-content-card">
              <MailOutlined className="hh-option-icon" aria-hidden />
              <Typography.Title level={3}>Email</Typography.Title>
              <Typography.Paragraph type="secondary">We reply within 24 hours.</Typography.Paragraph>
              <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
              <br />
              <Link to="/contact?topic=support">or use the contact form</Link>
            </Card>
          </li>
          <li>
            <Card className="hh-content-card">
              <PhoneOutlined className="hh-option-icon" aria-hidden />
              <Typography.Title level={3}>Phone</Typography.Title>
              <Typography.Paragraph type="secondary">Mon-Fri 9-6 PST, Sat 10-4.</Typography.Paragraph>
              <a href={SUPPORT_PHONE_LINK}>{SUPPORT_PHONE}</a>
            </Card>
          </li>
          <li>
            <Card className="hh-content-card">
              <VideoCameraOutlined className="hh-option-icon" aria-hidden />
              <Typography.Title level={3}>Video call</Typography.Title>
              <Typography.Paragraph type="secondary">A 30-minute call with a product specialist. Included with Pro plans.</Typography.Paragraph>
              {premium ? (
                <Link to="/contact?topic=support&subject=Video%20call%20request">
                  <Button type="primary">Request a video call</Button>
                </Link>
              ) : (
                <Flex gap={8} align="center" wrap>
                  <Tag color="gold">Pro plan</Tag>
                  <Link to="/pricing">See plans</Link>
                </Flex>
              )}
            </Card>
          </li>
        </ul>
      </section>
      <section aria-labelledby="learn-more-title" className="hh-site-section">
        <Typography.Title level={2} id="learn-more-title">
          Learn more
        </Typography.Title>
        <Flex gap={16} wrap>
          <Link to="/resources">Guides, templates and videos in Resources</Link>
          <Link to="/blog">Founder stories on the Blog</Link>
        </Flex>
      </section>
    </PageContainer>
  );
}
