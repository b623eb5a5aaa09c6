import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, gotoApp, request, test, type Page } from '../../../../e2e/fixtures.ts';
import { createAdmin, type E2EServer } from '../../../../e2e/e2e-servers.ts';
import { generate } from 'otplib';
import { apiSignUp, DEMO_PASSWORD, PASSWORD, signIn, toast, unique } from '../../test-support/accounts.e2e-helper.ts';

const SHOTS = path.resolve('artifacts/screenshots/reports');

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, name), animations: 'disabled' });
}

/** An admin API client: made with `npm run admin:create`, signed in through the two-factor enrolment. */
async function adminApi(server: E2EServer) {
  const email = `ops.${unique()}@example.com`;
  const made = createAdmin(server.dataDir, { email, name: 'Robin Review', password: PASSWORD });
  expect(made.status, made.output).toBe(0);
  const api = await request.newContext({ baseURL: server.url });
  const first = await api.post('/api/login', { data: { email, password: PASSWORD } });
  const { secret } = ((await first.json()) as { twoFactorEnrollment: { secret: string } }).twoFactorEnrollment;
  expect((await api.post('/api/login', { data: { email, password: PASSWORD, totpCode: await generate({ secret }) } })).status()).toBe(200);
  return api;
}

/**
 * Reports and verification, the member's side in real Chromium: a rejected professional reads the reason on /profile and sends
 * new credentials; a member reports a message from the other person in a thread.
 */
test.describe('reports and verification, as a member', () => {
  test('a rejected professional reads why on /profile and sends new credentials for review', async ({ page, server }) => {
    const person = await apiSignUp(page, {
      role: 'attorney', fullName: `Ria Review ${unique()}`, companyName: 'Review IP Law', location: 'Boston, USA',
      linkedinProfile: 'https://www.linkedin.com/in/review-ip', verificationCredential: 'MA-BAR-100233',
    });
    const admin = await adminApi(server);
    const queue = (await (await admin.get('/api/admin/verifications')).json()) as Array<{ id: number; email: string }>;
    const id = queue.find((item) => item.email === person.email)!.id;
    expect((await admin.post(`/api/admin/verifications/${id}/reject`, { data: { reason: 'The bar number is not in the Massachusetts register.' } })).status()).toBe(200);

    await gotoApp(page, '/profile');
    const card = page.getByTestId('verification-card');
    await expect(card).toContainText('Not approved');
    await expect(card).toContainText('Reason: The bar number is not in the Massachusetts register.');
    await card.scrollIntoViewIfNeeded();
    await shoot(page, 'profile-verification-rejected-1280.png');
    await card.getByLabel('Verification credential').fill('hello');
    await card.getByRole('button', { name: 'Send for review' }).click();
    await expect(card.getByText('Bar license number or equivalent legal credential is required for attorneys')).toBeVisible();
    await card.getByLabel('Verification credential').fill('MA-BAR-100234');
    await card.getByRole('button', { name: 'Send for review' }).click();
    await expect(toast(page, /review your credentials/)).toBeVisible();
    await expect(card).not.toContainText('Not approved');
    const requeued = (await (await admin.get('/api/admin/verifications')).json()) as Array<{ id: number; verificationCredential: string; previousRejection: string }>;
    expect(requeued.find((item) => item.id === id)).toMatchObject({ verificationCredential: 'MA-BAR-100234', previousRejection: 'The bar number is not in the Massachusetts register.' });
    await admin.dispose();
  });

  test("a member reports a message from the other person; their own messages have no Report", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, 'maya.chen@demo.hardwarehub.dev', DEMO_PASSWORD);
    await gotoApp(page, '/messages');
    await page.getByRole('link', { name: /Wei Zhang/ }).first().click();
    const thread = page.getByRole('region', { name: 'Conversation with Wei Zhang' });
    const report = thread.getByRole('button', { name: 'Report message from Wei Zhang' });
    await expect(report.first()).toBeAttached();
    // Only the other person's messages: Maya wrote some of this thread too.
    const weiMessages = await report.count();
    expect(weiMessages).toBeGreaterThan(0);
    await expect(thread.locator('.hh-msg--mine').first()).toBeVisible();
    expect(weiMessages).toBe(await thread.locator('.hh-msg:not(.hh-msg--mine)').count());
    await expect(thread.locator('.hh-msg--mine').getByRole('button', { name: /^Report/ })).toHaveCount(0);
    await report.last().focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Report this message' });
    await dialog.getByRole('radio', { name: 'Bypasses platform fees or the connection process' }).check();
    await dialog.getByLabel('Details').fill('Asked me to pay outside HardwareHub.');
    await shoot(page, 'report-message-dialog-1280.png');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(toast(page, 'Report sent')).toBeVisible();
    await report.last().focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Report this message' }).getByRole('radio', { name: 'Harassment or spam' }).check();
    await page.getByRole('dialog', { name: 'Report this message' }).getByRole('button', { name: 'Send report' }).click();
    await expect(page.getByRole('dialog', { name: 'Report this message' }).getByText('You have already reported this. Our team is reviewing it.')).toBeVisible();
  });
});
