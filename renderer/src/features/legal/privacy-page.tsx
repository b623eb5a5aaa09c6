import { LEGAL_CONTACT_EMAIL, LegalPage, List, P } from './legal-page.tsx';
import type { LegalSection } from './legal-page.tsx';

const SECTIONS: LegalSection[] = [
  {
    id: 'introduction',
    title: 'Introduction',
    body: (
      <P>
        HardwareHub ("we", "us") runs a platform that connects hardware entrepreneurs with manufacturers, suppliers, IP attorneys, designers and investors. This
        Privacy Policy explains what information we collect when you use the platform, how we use and share it, and the choices and rights you have.
      </P>
    ),
  },
  {
    id: 'information-we-collect',
    title: 'Information We Collect',
    body: (
      <>
        <P>Personal data you give us, such as:</P>
        <List
          items={[
            'your name and email address',
            'your company name',
            'mailing address and phone number',
            'payment information (processed by our payment providers)',
            'professional information and qualifications, such as credentials you submit for verification',
          ]}
        />
        <P>Non-personal data collected automatically, such as your browser type, computer type, operating system and internet service provider.</P>
      </>
    ),
  },
  {
    id: 'how-we-use',
    title: 'How We Use Your Information',
    body: (
      <List
        items={[
          'to create and manage your account and verify professional credentials',
          'to match you with partners and projects and to deliver messages between users',
          'to process subscriptions and payments',
          'to send service emails and, if you agreed, product news',
          'to keep the platform secure and to improve it',
        ]}
      />
    ),
  },
  {
    id: 'information-sharing',
    title: 'Information Sharing',
    body: (
      <>
        <P>We do not sell your personal data. We share it only with:</P>
        <List
          items={[
            'service providers who run parts of the platform for us (hosting, email, payments)',
            'business partners, where needed to provide a service you asked for',
            'other platform users, as needed to set up connections and transactions',
            'law enforcement or other authorities when the law requires it',
          ]}
        />
      </>
    ),
  },
  {
    id: 'security',
    title: 'Security',
    body: (
      <P>
        We protect your data with encryption in transit, hashed passwords, access controls and regular reviews. No system is perfectly secure, so please use a
        strong, unique password and tell us about any suspected misuse of your account.
      </P>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your Rights',
    body: (
      <>
        <P>Depending on where you live, you have the right to:</P>
        <List
          items={[
            'access the personal data we hold about you',
            'have inaccurate data corrected',
            'have your data deleted',
            'object to processing',
            'restrict processing',
            'receive your data in a portable format',
            'withdraw consent at any time',
          ]}
        />
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes',
    body: <P>We may update this policy. We will post the new version here with a new date and, for significant changes, tell you by email or in the app.</P>,
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <P>
        Questions about this policy or your data: <a href={`mailto:${LEGAL_CONTACT_EMAIL}`}>{LEGAL_CONTACT_EMAIL}</a>.
      </P>
    ),
  },
];

/** /privacy. */
export function PrivacyPage() {
  return <LegalPage title="Privacy Policy" sections={SECTIONS} />;
}
