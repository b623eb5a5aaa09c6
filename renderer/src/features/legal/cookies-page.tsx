import { Table } from 'antd';
import { LEGAL_CONTACT_EMAIL, LegalPage, List, P } from './legal-page.tsx';
import type { LegalSection } from './legal-page.tsx';
import './legal.css';

interface CookieRow {
  key: string;
  cookie: string;
  category: string;
  purpose: string;
  lifetime: string;
}

/** Cookie table. */
export const COOKIES: CookieRow[] = [
  { key: 'session', cookie: 'Session', category: 'Essential', purpose: 'Keeps you signed in and protects forms against forgery.', lifetime: 'Session duration' },
  { key: 'preferences', cookie: 'Preferences', category: 'Functionality', purpose: 'Remembers settings such as your theme and language.', lifetime: '1 year' },
  { key: 'analytics', cookie: 'Analytics', category: 'Performance', purpose: 'Counts visits and shows which pages are used, in aggregate.', lifetime: '2 years' },
  { key: 'analytics-session', cookie: 'Analytics (session)', category: 'Performance', purpose: 'Groups page views of one visit for analytics.', lifetime: '24 hours' },
  { key: 'advertising', cookie: 'Advertising', category: 'Targeting', purpose: 'Measures and limits how often you see our advertising elsewhere.', lifetime: '3 months' },
];

const external = (href: string, label: string) => (
  <a href={href} target="_blank" rel="noopener noreferrer">
    {label}
  </a>
);

const SECTIONS: LegalSection[] = [
  {
    id: 'what-are-cookies',
    title: 'What Are Cookies',
    body: (
      <P>
        Cookies are small text files a website stores in your browser. We use them to keep you signed in, remember your preferences and understand how the
        platform is used.
      </P>
    ),
  },
  {
    id: 'cookies-we-use',
    title: 'Cookies We Use',
    body: (
      // The scrolling box is focusable, so keyboard users can scroll the table on a phone.
      <div className="hh-table-scroll" role="region" aria-label="Cookies we use" tabIndex={0}>
        <Table<CookieRow>
          className="hh-legal__table"
          size="small"
          pagination={false}
          dataSource={COOKIES}
          columns={[
            { title: 'Cookie', dataIndex: 'cookie' },
            { title: 'Category', dataIndex: 'category' },
            { title: 'Purpose', dataIndex: 'purpose' },
            { title: 'Lifetime', dataIndex: 'lifetime' },
          ]}
        />
      </div>
    ),
  },
  {
    id: 'browser-controls',
    title: 'Controlling Cookies in Your Browser',
    body: (
      <>
        <P>You can block or delete cookies in your browser settings. Blocking essential cookies will stop you from signing in.</P>
        <List
          items={[
            external('https://support.google.com/chrome/answer/95647', 'Google Chrome'),
            external('https://support.mozilla.org/kb/enhanced-tracking-protection-firefox-desktop', 'Mozilla Firefox'),
            external('https://support.apple.com/guide/safari/manage-cookies-sfri11471/mac', 'Apple Safari'),
            external('https://support.microsoft.com/microsoft-edge/delete-cookies-in-microsoft-edge-63947406-40ac-c3b8-57b9-2a946a29ae09', 'Microsoft Edge'),
          ]}
        />
      </>
    ),
  },
  {
    id: 'opt-out',
    title: 'Opting Out',
    body: (
      <List
        items={[
          external('https://tools.google.com/dlpage/gaoptout', 'Google Analytics opt-out browser add-on'),
          external('https://optout.networkadvertising.org/', 'Network Advertising Initiative opt-out'),
          external('https://optout.aboutads.info/', 'Digital Advertising Alliance opt-out'),
          external('https://www.youronlinechoices.eu/', 'Your Online Choices (EU)'),
        ]}
      />
    ),
  },
  {
    id: 'do-not-track',
    title: 'Do Not Track',
    body: (
      <P>
        Some browsers send a "Do Not Track" signal. There is no common standard for it, so the platform does not currently respond to it. Use the controls above
        to manage cookies instead.
      </P>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to This Policy',
    body: (
      <P>
        We may update this Cookie Policy when we change the cookies we use. The date above shows the latest version. Questions:{' '}
        <a href={`mailto:${LEGAL_CONTACT_EMAIL}`}>{LEGAL_CONTACT_EMAIL}</a>.
      </P>
    ),
  },
];

/** /cookies. */
export function CookiesPage() {
  return <LegalPage title="Cookie Policy" sections={SECTIONS} />;
}
