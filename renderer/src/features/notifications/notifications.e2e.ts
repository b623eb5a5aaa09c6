import path from 'node:path';
import { expect, gotoApp, test, type APIRequestContext, type Browser, type Page } from '../../../../e2e/fixtures.ts';
import { apiUser, signedInPage, toast, unique, type Person } from '../../test-support/accounts.e2e-helper.ts';
import { choose } from '../../test-support/antd.e2e-helper.ts';
import { horizontalOverflow } from '../../test-support/overflow.e2e-helper.ts';

const SHOTS = path.resolve('artifacts/screenshots');

interface Member {
  person: Person;
  api: APIRequestContext;
  id: number;
}

async function member(baseURL: string, fullName: string): Promise<Member> {
  const { person, api } = await apiUser(baseURL, { fullName: `${fullName} ${unique().slice(0, 4)}` });
  const me = (await (await api.get('/api/user')).json()) as { id: number };
  return { person, api, id: me.id };
}

const open = (browser: Browser, baseURL: string, who: Member, viewport?: { width: number; height: number }) => signedInPage(browser, baseURL, who.person, viewport);

async function shoot(page: Page, name: string) {
  expect(await horizontalOverflow(page), `${name} at ${page.viewportSize()!.width} px`).toBeNull();
  await page.screenshot({ path: path.join(SHOTS, `notifications-${name}-${page.viewportSize()!.width}.png`) });
}

test.describe('notifications', () => {
  test('the bell counts a connection request the moment it is sent, lists it, opens its page and reads it; the centre and the preferences', async ({ browser, baseURL: url }) => {
    const baseURL = url!;
    const ada = await member(baseURL, 'Ada Founder');
    const bob = await member(baseURL, 'Bob Maker');

    const page = await open(browser, baseURL, bob);
    await gotoApp(page, '/dashboard');
    await expect(page.locator('html[data-realtime="authenticated"]')).toHaveCount(1);
    const bell = page.getByRole('button', { name: /^Notifications/ });
    await expect(bell).toHaveAccessibleName('Notifications');
    await expect(page.getByTestId('notification-count')).toHaveCount(0);

    // Sent by the other member: the count arrives over the socket, no reload.
    const sent = await ada.api.post('/api/connections', { data: { recipientId: bob.id, message: 'Could you machine our aluminium enclosure?' } });
    expect(sent.status(), await sent.text()).toBe(201);
    await expect(page.getByTestId('notification-count')).toHaveText('1');
    await expect(bell).toHaveAccessibleName('Notifications, 1 unread');

    await bell.click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    const item = panel.getByRole('link', { name: `Unread: ${ada.person.fullName} wants to connect` });
    await expect(item).toBeVisible();
    await expect(panel).toContainText('Could you machine our aluminium enclosure?');
    await expect(panel).toContainText('Today');
    await shoot(page, 'panel');

    await item.click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('notification-count')).toHaveCount(0);
    await expect(bell).toHaveAccessibleName('Notifications');

    // The centre keeps it, read.
    await gotoApp(page, '/notifications');
    await expect(page.getByRole('link', { name: `${ada.person.fullName} wants to connect`, exact: true })).toBeVisible();
    await shoot(page, 'centre');

    // Preferences: quotes in the daily digest, in the member's own time zone; receipts stay emailed, and say why.
    await gotoApp(page, '/profile?tab=preferences');
    const quotes = page.getByLabel('New and revised quotes');
    await choose(page, quotes, 'Daily digest');
    // Hundreds of zones: typed to narrow the list, then picked.
    const zone = page.getByRole('combobox', { name: 'Time zone' });
    await zone.click();
    await zone.fill('Tokyo');
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="Asia/Tokyo"]').click();
    await expect(page.locator('.hh-notification-prefs__zone').getByTitle('Asia/Tokyo', { exact: true })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Receipts and failed renewals' })).toHaveAccessibleDescription(/Always emailed/);
    await page.getByRole('button', { name: 'Save notification settings' }).click();
    await expect(toast(page, 'Your notification settings are saved.')).toBeVisible();
    const saved = (await (await bob.api.get('/api/notifications/preferences')).json()) as { channels: Record<string, string>; timeZone: string };
    expect(saved).toMatchObject({ channels: { 'rfq-quote': 'digest' }, timeZone: 'Asia/Tokyo' });
    await page.getByText('Your daily digest arrives').scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SHOTS, 'notifications-preferences-1280.png'), fullPage: true });
    await page.context().close();

    // At phone width the bell's panel fits the screen.
    const phone = await open(browser, baseURL, bob, { width: 390, height: 844 });
    await gotoApp(phone, '/dashboard');
    await phone.getByRole('button', { name: /^Notifications/ }).click();
    const phonePanel = phone.getByRole('dialog', { name: 'Notifications' });
    await expect(phonePanel.getByRole('link', { name: `${ada.person.fullName} wants to connect`, exact: true })).toBeVisible();
    const box = (await phonePanel.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await shoot(phone, 'panel');
    await phone.context().close();
  });
});
