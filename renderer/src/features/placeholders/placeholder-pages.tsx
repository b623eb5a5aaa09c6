import { ComingSoonPage } from '../../ui/coming-soon-page.tsx';

/**
 * Screens that later issues build. Each keeps the spec's title (000 §2, 001 §2) and says in one
 * line what will be here, so links and route guards can be tested end to end today.
 */
export const EnterprisePage = () => <ComingSoonPage title="Enterprise Solutions" description="HardwareHub for larger teams, with a request form for our sales team." />;
export const ResourcesPage = () => <ComingSoonPage title="Resources" description="Guides, videos, templates and whitepapers for hardware founders." />;
export const BlogPage = () => <ComingSoonPage title="Blog" description="Stories and advice on building and shipping hardware." />;
export const EventsPage = () => <ComingSoonPage title="Events" description="Online and in-person events for the hardware community." />;
export const SupportPage = () => <ComingSoonPage title="Support Center" description="Answers to common questions and ways to reach our team." />;
export const AboutPage = () => <ComingSoonPage title="About Us" description="Our mission, our story since 2023 and the values behind HardwareHub." />;
export const ContactPage = () => <ComingSoonPage title="Contact Us" description="Send us a message; we answer within one business day." />;
