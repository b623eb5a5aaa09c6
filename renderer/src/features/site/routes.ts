import type { PageRoute } from '../../lib/routing/page-route.ts';

/**
 * The pages site/ owns, collected by app/routes.ts. Kept out of index.ts: importing a feature's public
 * surface must not pull its pages (or what their modules run on load) into the importer's chunk.
 */
// Three chunks (content-pages.ts, article-pages.ts, form-pages.ts) rather than one per page: every lazy
// entry adds to the route table that every first screen downloads.
const content = () => import('./content-pages.ts');
const articles = () => import('./article-pages.ts');
const forms = () => import('./form-pages.ts');

export const siteRoutes: PageRoute[] = [
  {
    path: '/enterprise',
    access: 'public',
    title: 'Enterprise Solutions',
    description: 'HardwareHub for hardware companies: vendor management, team accounts, a verified supply base and a dedicated account manager.',
    load: () => forms().then((m) => m.EnterprisePage),
  },
  {
    path: '/resources',
    access: 'public',
    title: 'Resources',
    description: 'Guides, videos, templates and whitepapers on DFM, certification, sourcing, IP and funding for hardware founders.',
    load: () => content().then((m) => m.ResourcesPage),
  },
  { path: '/resources/:slug', access: 'public', title: 'Resource', load: () => articles().then((m) => m.ResourcePage) },
  { path: '/blog', access: 'public', title: 'Blog', description: 'Stories and advice on designing, sourcing, funding and shipping hardware.', load: () => content().then((m) => m.BlogPage) },
  { path: '/blog/:slug', access: 'public', title: 'Blog', load: () => articles().then((m) => m.PostPage) },
  { path: '/events', access: 'public', title: 'Events', description: 'Webinars, workshops and meetups for hardware founders, manufacturers and investors.', load: () => content().then((m) => m.EventsPage) },
  { path: '/events/:slug', access: 'public', title: 'Event', load: () => content().then((m) => m.EventPage) },
  {
    path: '/support',
    access: 'public',
    title: 'Support Center',
    description: 'Answers to common questions about HardwareHub, plans and billing, and ways to reach our team.',
    load: () => content().then((m) => m.SupportPage),
  },
  { path: '/about', access: 'public', title: 'About Us', description: 'Our mission, our story since 2023 and the values behind HardwareHub.', load: () => content().then((m) => m.AboutPage) },
  {
    path: '/contact',
    access: 'public',
    title: 'Contact Us',
    description: 'Send the HardwareHub team a message. We reply within 24 hours; business hours Mon-Fri 9-6 PST, Sat 10-4.',
    load: () => forms().then((m) => m.ContactPage),
  },
];
