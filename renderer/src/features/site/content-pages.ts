/**
 * The listings (blog, resources, events), an event, support and about in one chunk: they share most
 * of their code (cards, tabs, search, the content index), and one lazy entry instead of six keeps
 * the route table every visitor downloads small.
 */
export { AboutPage } from './about-page.tsx';
export { BlogPage } from './blog-page.tsx';
export { EventPage } from './event-page.tsx';
export { EventsPage } from './events-page.tsx';
export { ResourcesPage } from './resources-page.tsx';
export { SupportPage } from './support-page.tsx';
