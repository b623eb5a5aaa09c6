import { matchedPattern } from './route-table.ts';

/**
 * Every route's document title and meta description: set on each navigation from
 * this table (app/app.tsx), then refined by pages whose title comes from their data (ui/use-page-meta.ts).
 */
export const SITE_NAME = 'HardwareHub';
const DEFAULT_DESCRIPTION = 'HardwareHub connects hardware entrepreneurs with manufacturers, suppliers, IP attorneys, designers and investors.';

export const PAGE_META: Record<string, { title: string; description?: string }> = {
  '/': { title: 'HardwareHub: build hardware with the right partners' },
  '/auth': { title: 'Log in or sign up', description: 'Log in to HardwareHub or create a free account.' },
  '/forgot-password': { title: 'Forgot password' },
  '/reset-password': { title: 'Reset password' },
  '/email-verified': { title: 'Email verified' },
  '/paypal-test': { title: 'Wallet test payment' },
  '/marketplace': { title: 'Hardware Marketplace', description: 'Buy and sell components, tools, prototypes and equipment from hardware makers.' },
  '/marketplace/:id': { title: 'Product' },
  '/marketplace/create': { title: 'Add a product' },
  '/pricing': { title: 'Pricing', description: 'Free, Basic and Pro plans for entrepreneurs, manufacturers, suppliers, attorneys, designers and investors. Paid plans start with a 7-day free trial.' },
  '/enterprise': { title: 'Enterprise Solutions', description: 'HardwareHub for hardware companies: vendor management, team accounts, a verified supply base and a dedicated account manager.' },
  '/resources': { title: 'Resources', description: 'Guides, videos, templates and whitepapers on DFM, certification, sourcing, IP and funding for hardware founders.' },
  '/resources/:slug': { title: 'Resource' },
  '/blog': { title: 'Blog', description: 'Stories and advice on designing, sourcing, funding and shipping hardware.' },
  '/blog/:slug': { title: 'Blog' },
  '/events': { title: 'Events', description: 'Webinars, workshops and meetups for hardware founders, manufacturers and investors.' },
  '/events/:slug': { title: 'Event' },
  '/support': { title: 'Support Center', description: 'Answers to common questions about HardwareHub, plans and billing, and ways to reach our team.' },
  '/about': { title: 'About Us', description: 'Our mission, our story since 2023 and the values behind HardwareHub.' },
  '/contact': { title: 'Contact Us', description: 'Send the HardwareHub team a message. We reply within 24 hours; business hours Mon-Fri 9-6 PST, Sat 10-4.' },
  '/privacy': { title: 'Privacy Policy' },
  '/terms': { title: 'Terms of Service' },
  '/cookies': { title: 'Cookie Policy' },
  '/dashboard': { title: 'Dashboard' },
  '/projects': { title: 'Projects' },
  '/projects/create': { title: 'Create a project' },
  '/projects/:id': { title: 'Project' },
  '/partners': { title: 'Find partners' },
  '/users/:id': { title: 'Member profile' },
  '/messages': { title: 'Messages' },
  '/messages/:connectionId': { title: 'Messages' },
  '/profile': { title: 'Profile' },
  '/subscribe': { title: 'Choose your plan' },
  '/paypal-subscribe': { title: 'Pay with PayPal' },
  '/subscription-success': { title: 'Subscription' },
  '/checkout': { title: 'Checkout' },
  '/payment-success': { title: 'Payment' },
  '/design-recommendations': { title: 'Design recommendations' },
  '/prototype-cost-estimate': { title: 'Prototype cost estimate' },
  '/admin': { title: 'Admin console' },
};

function metaDescription(): HTMLMetaElement {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  return meta;
}

function write(title: string, description: string): void {
  document.title = title.startsWith(SITE_NAME) ? title : `${title} | ${SITE_NAME}`;
  metaDescription().content = description;
}

/** The path whose page set its own title (usePageMeta): the table's default must not overwrite it. */
let ownedPath: string | null = null;

/** A page's own title (a post's), which wins over the table whichever is applied first. */
export function setPageMeta(title: string, description = DEFAULT_DESCRIPTION): void {
  ownedPath = window.location.pathname;
  write(title, description);
}

/** The table's title and description for a path (a 404 for paths no route matches). */
export function routeMeta(pathname: string): { title: string; description: string } {
  const pattern = matchedPattern(pathname);
  const meta = pattern ? PAGE_META[pattern] : { title: '404 Page Not Found' };
  return { title: meta?.title ?? SITE_NAME, description: meta?.description ?? DEFAULT_DESCRIPTION };
}

export function applyRouteMeta(pathname: string): void {
  if (ownedPath === pathname && window.location.pathname === pathname) return;
  ownedPath = null;
  const { title, description } = routeMeta(pathname);
  write(title, description);
}
