import { LEGAL_CONTACT_EMAIL, LegalPage, List, P } from './legal-page.tsx';
import type { LegalSection } from './legal-page.tsx';

const SECTIONS: LegalSection[] = [
  {
    id: 'introduction',
    title: 'Introduction',
    body: (
      <P>
        These Terms of Service govern your use of HardwareHub. By creating an account or using the platform you agree to them. If you do not agree, do not use
        the platform.
      </P>
    ),
  },
  {
    id: 'definitions',
    title: 'Definitions',
    body: (
      <List
        items={[
          <>
            <strong>User</strong>: anyone using the platform.
          </>,
          <>
            <strong>Entrepreneur</strong>: a hardware product developer seeking services.
          </>,
          <>
            <strong>Service Provider</strong>: a party offering services, such as a manufacturer, supplier, IP attorney, designer or investor.
          </>,
          <>
            <strong>Content</strong>: anything users post on the platform.
          </>,
          <>
            <strong>Connection</strong>: a relationship set up between an Entrepreneur and a Service Provider through the platform.
          </>,
        ]}
      />
    ),
  },
  {
    id: 'account-registration',
    title: 'Account Registration and Requirements',
    body: (
      <P>
        You must give accurate information and keep it current, keep your password secret and hold only one account. Service Providers must meet the
        qualifications of their profession. We may verify credentials and suspend or remove accounts that do not comply.
      </P>
    ),
  },
  {
    id: 'subscription-and-payments',
    title: 'Subscription and Payments',
    body: (
      <List
        items={[
          'Paid subscriptions are billed in advance, monthly or annually.',
          'You can cancel at any time in your account settings; cancellation takes effect at the end of the billing period. Partial periods are not refunded.',
          'Unpaid fees may lead to suspension or loss of access to paid features.',
          'Plan changes are prorated.',
        ]}
      />
    ),
  },
  {
    id: 'platform-rules',
    title: 'Platform Rules and Restrictions',
    body: (
      <>
        <P>You agree not to:</P>
        <List
          items={[
            'break any law',
            'infringe intellectual property rights',
            "create multiple accounts or use another person's account",
            'post false or misleading content',
            "bypass the platform's fees or connection processes",
            'harass other users or send spam',
            'interfere with the operation of the platform',
            'access non-public areas of the platform',
            'scrape the platform without our written permission',
          ]}
        />
      </>
    ),
  },
  {
    id: 'connections-and-transactions',
    title: 'Connections and Transactions',
    body: (
      <P>
        HardwareHub is not a party to agreements between users. We do not guarantee the quality, safety or legality of services offered, and users are
        responsible for their own agreements, deliverables and payments to each other.
      </P>
    ),
  },
  {
    id: 'intellectual-property',
    title: 'Intellectual Property',
    body: (
      <P>
        You keep ownership of the Content you post. You grant HardwareHub a non-exclusive, worldwide, royalty-free licence to host, display and distribute it as
        needed to run the platform. The platform itself, its software and brand belong to HardwareHub.
      </P>
    ),
  },
  {
    id: 'disclaimer',
    title: 'Disclaimer of Warranties',
    body: <P>The platform is provided "as is" and "as available", without warranties of any kind, express or implied, to the extent the law allows.</P>,
  },
  {
    id: 'limitation-of-liability',
    title: 'Limitation of Liability',
    body: (
      <P>
        To the extent the law allows, our total liability for any claim is limited to the greater of the amount you paid us in the 12 months before the claim or
        $100.
      </P>
    ),
  },
  {
    id: 'indemnification',
    title: 'Indemnification',
    body: <P>You agree to indemnify HardwareHub against claims arising from your Content, your use of the platform or your breach of these terms.</P>,
  },
  {
    id: 'modifications',
    title: 'Modifications to Terms',
    body: <P>We may change these terms. We will post the new version with a new date; continuing to use the platform after that means you accept the change.</P>,
  },
  {
    id: 'contact-information',
    title: 'Contact Information',
    body: (
      <P>
        Questions about these terms: <a href={`mailto:${LEGAL_CONTACT_EMAIL}`}>{LEGAL_CONTACT_EMAIL}</a>.
      </P>
    ),
  },
];

/** /terms. */
export function TermsPage() {
  return <LegalPage title="Terms of Service" sections={SECTIONS} />;
}
