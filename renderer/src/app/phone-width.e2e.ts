import { expect, gotoApp, test } from '../../../e2e/fixtures.ts';
import { DEMO_PASSWORD } from '../test-support/accounts.e2e-helper.ts';
import { navigateInApp } from '../test-support/navigate.e2e-helper.ts';
import { horizontalOverflow } from '../test-support/overflow.e2e-helper.ts';
import { PROTECTED_PATHS, PUBLIC_PATHS } from './routes.ts';

/**
 * The public pages are checked at 390 px in site.e2e.ts's sweep (one walk with the accessibility
 * checks); these are the rest: every signed-in page, its tabs, and the public pages that sweep
 * does not open, as a signed-in member sees them on a phone.
 */
// /reset-password keeps no page of its own to walk to: it takes its token from the address and, without a
// valid one, sends the visitor to /forgot-password.
// The partners' page of a project: Maya is a partner of none (its owner is sent to the project's own page);
// files.e2e.ts checks it at 390 px as a partner sees it, locked and signed.
const PARTNER_PAGES = ['/projects/:id/shared'];
const SWEPT_BY_SITE = ['/reset-password', '/', '/marketplace', '/pricing', '/enterprise', '/resources', '/resources/:slug', '/blog', '/blog/:slug', '/events', '/events/:slug', '/support', '/about', '/contact', '/privacy', '/terms', '/cookies', '/auth', '/forgot-password'];

test('no page scrolls sideways at 390 px, signed in, light and dark', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  expect((await page.request.post('/api/login', { data: { email: 'maya.chen@demo.hardwarehub.dev', password: DEMO_PASSWORD } })).status()).toBe(200);
  const first = async <T>(path: string): Promise<T> => {
    const response = await page.request.get(path);
    expect(response.status(), path).toBe(200);
    return (await response.json()) as T;
  };
  const [project] = await first<{ id: number }[]>('/api/projects/user');
  const connection = (await first<{ id: number; status: string; requesterId: number; recipientId: number }[]>('/api/connections')).find((item) => item.status === 'accepted');
  const { items: products } = await first<{ items: { id: number }[] }>('/api/products?limit=1');
  const { id: userId } = await first<{ id: number }>('/api/user');
  const partnerId = connection!.requesterId === userId ? connection!.recipientId : connection!.requesterId;
  // Maya's requests for quote: a draft to edit, and the awarded one with its quotes and comparison.
  const rfqs = await first<{ id: number; status: string }[]>('/api/rfqs');
  const draftRfq = rfqs.find((rfq) => rfq.status === 'draft')!;
  const awardedRfq = rfqs.find((rfq) => rfq.status === 'awarded')!;
  const ids: Record<string, number> = {
    '/projects/:id': project!.id, '/users/:id': partnerId, '/messages/:connectionId': connection!.id, '/marketplace/:id': products[0]!.id,
    '/rfqs/:id': awardedRfq.id, '/rfqs/:id/edit': draftRfq.id,
  };

  const pages = [...PROTECTED_PATHS.filter((route) => !PARTNER_PAGES.includes(route)), ...PUBLIC_PATHS.filter((route) => !SWEPT_BY_SITE.includes(route))].map((route) => route.replace(/:\w+/, () => String(ids[route])));
  expect(pages.filter((url) => url.includes('undefined') || url.includes(':'))).toEqual([]);
  const tabs = [
    ...['listings', 'saved', 'subscription', 'security', 'preferences'].map((tab) => `/profile?tab=${tab}`),
    ...['connections', 'messages', 'estimates', 'files', 'nda', 'rfqs'].map((tab) => `/projects/${project!.id}?tab=${tab}`),
    ...['manufacturing-feasibility', 'cost-estimation'].map((tab) => `/design-recommendations?tab=${tab}`),
    ...['suppliers', 'questions', 'quotes', 'comparison'].map((tab) => `/rfqs/${awardedRfq.id}?tab=${tab}`),
  ];

  const problems: string[] = [];
  // One page load; the walk moves inside the app, and the header's switch changes the theme.
  await gotoApp(page, '/dashboard');
  for (const theme of ['light', 'dark'] as const) {
    if (theme === 'dark') await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    for (const url of [...pages, ...tabs]) {
      await navigateInApp(page, url);
      await expect(page.locator('main').first()).toBeVisible();
      await expect(page.locator('main .ant-skeleton, main .ant-spin-spinning')).toHaveCount(0);
      const overflow = await horizontalOverflow(page);
      if (overflow) problems.push(`${url} (${theme}): ${overflow}`);
    }
  }
  expect(problems).toEqual([]);
  await context.close();
});
