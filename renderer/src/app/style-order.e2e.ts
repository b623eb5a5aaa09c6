import { expect, gotoApp, test } from '../../../e2e/fixtures.ts';
import { apiRegister, apiUser, PASSWORD } from '../test-support/accounts.e2e-helper.ts';
import { textContrast } from '../test-support/contrast.e2e-helper.ts';
import { navigateInApp } from '../test-support/navigate.e2e-helper.ts';

test('the dashboard hero keeps readable buttons after arriving from any page (styles of earlier pages stay loaded); the unread count stands apart from its label', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const me = await apiRegister(page);
  expect((await page.request.post('/api/login', { data: { email: me.email, password: PASSWORD } })).status()).toBe(200);
  const { id: myId } = (await (await page.request.get('/api/user')).json()) as { id: number };
  // A request from someone else, accepted: its text is an unread message.
  const { api: other } = await apiUser(baseURL!);
  const request = await other.post('/api/connections', { data: { recipientId: myId, message: 'Hello, could you look at our enclosure drawings?' } });
  expect(request.status(), await request.text()).toBe(201);
  const { id: connectionId } = (await request.json()) as { id: number };
  expect((await page.request.patch(`/api/connections/${connectionId}`, { data: { status: 'accepted' } })).status()).toBe(200);

  // The side navigation's own styles space the count, on any page (here one that loads no messaging code).
  await gotoApp(page, '/dashboard');
  const badgeGap = await page.locator('.hh-side-nav a[href="/messages"]').evaluate((link) => {
    const label = document.createRange();
    label.selectNodeContents(Array.from(link.childNodes).find((node) => node.nodeType === Node.TEXT_NODE)!);
    return link.querySelector('.hh-nav-badge .ant-badge-count')!.getBoundingClientRect().left - label.getBoundingClientRect().right;
  });
  expect.soft(badgeGap, 'space between "Messages" and its unread count').toBeGreaterThanOrEqual(6);

  const hero = page.locator('.hh-dashboard-hero');
  const expectReadableHero = async (when: string) => {
    await expect(hero.getByRole('heading', { name: 'Connect with the right hardware partners' })).toBeVisible();
    for (const name of ['Find Partners', 'Connect with a New Partner']) {
      const button = hero.getByRole('button', { name });
      await expect(button).toBeVisible();
      expect.soft(await textContrast(button), `'${name}' ${when}`).toBeGreaterThanOrEqual(4.5);
    }
  };
  // Each page drawn by the server comes with its own first-paint CSS; the pages after it follow in the app.
  await gotoApp(page, '/messages');
  for (const from of ['/messages', '/profile', '/subscribe', '/checkout?product=verified_badge', '/payment-success?payment_status=succeeded']) {
    if (from !== '/messages') {
      await navigateInApp(page, from);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    }
    await navigateInApp(page, '/dashboard');
    await expectReadableHero(`after ${from}`);
  }
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html[data-theme="dark"]')).toHaveCount(1);
  await expectReadableHero('in the dark theme');
});
