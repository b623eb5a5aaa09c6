import { expect, test, gotoApp } from '../../../../e2e/fixtures.ts';
import type { Page } from '../../../../e2e/fixtures.ts';
import { apiSignUp, apiUser, DEMO_PASSWORD, signIn, toast } from '../../test-support/accounts.e2e-helper.ts';

/** Fills the test-mode card form with a test card and pays. */
async function payWithTestCard(page: Page, name: string, button: string, card = '4242424242424242') {
  await page.getByLabel('Name on card').fill(name);
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry').fill('12/30');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: button }).click();
}

/**
 * Plans and payments in real Chromium against the real server in test mode (simulated card and wallet):
 * subscribing by card with every test card outcome, cancelling and resuming from /profile, buying a
 * verified badge that then shows on the member's profile, and the simulated PayPal path.
 */
test.describe('plans and payments in test mode', () => {
  test('pricing: role tabs, the interval in the URL, features, and where the buttons go', async ({ page }) => {
    await gotoApp(page, '/pricing');
    const basic = page.getByTestId('pricing-entrepreneur-basic');
    await expect(basic).toContainText('$29/month');
    await expect(basic).toContainText('Recommended');
    await expect(basic).toContainText('+2 more features');
    await basic.getByRole('button', { name: '+2 more features' }).click();
    await expect(basic).toContainText('Messaging with your connections');
    await page.locator('.ant-segmented-item', { hasText: 'Annually' }).click();
    await expect(page).toHaveURL(/interval=annually/);
    await expect(basic).toContainText('$290/year');
    await page.getByRole('tab', { name: 'IP Attorney' }).click();
    await expect(page.getByTestId('pricing-attorney-pro')).toContainText('$1,490/year');
    await expect(page.getByTestId('pricing-attorney-free').getByRole('button', { name: 'Get Started' })).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('pricing-attorney-pro')).toContainText('$1,490/year');
    await page.getByTestId('pricing-attorney-pro').getByRole('button', { name: 'Subscribe' }).click();
    await expect(page).toHaveURL(/\/auth\?redirect=(\/|%2F)pricing$/);
  });

  test('pricing signed in: the member\'s catalogue by default, Subscribe goes to /subscribe with the plan', async ({ page }) => {
    await apiSignUp(page, { role: 'supplier', companyName: 'Bolt Supply', location: 'Austin, USA', linkedinProfile: 'https://www.linkedin.com/in/bolt-supply', verificationCredential: 'Tax ID 84-2219931' });
    await gotoApp(page, '/pricing');
    await expect(page.getByRole('tab', { name: 'Manufacturer & Supplier' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('pricing-manufacturer-free')).toContainText('Current plan');
    await expect(page.getByRole('link', { name: 'Talk to us about Enterprise' })).toHaveAttribute('href', '/enterprise');
    await page.getByTestId('pricing-manufacturer-basic').getByRole('button', { name: 'Subscribe' }).click();
    await expect(page).toHaveURL(/\/subscribe\?plan=manufacturer-basic&interval=monthly&role=manufacturer$/);
    await expect(page.getByText('7-day free trial, then $49.00/month.')).toBeVisible();

    await page.goto('/payment-success?payment_status=processing');
    await expect(page.getByText('Payment Processing')).toBeVisible();
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
  });

  test('subscribe by card: a declined card, then a trial that shows in the profile, cancel and resume', async ({ page }) => {
    const person = await apiSignUp(page);

    // From /pricing, as a member would: Subscribe on Pro opens /subscribe with that plan.
    await gotoApp(page, '/pricing');
    await page.getByTestId('pricing-entrepreneur-pro').getByRole('button', { name: 'Subscribe' }).click();
    await expect(page).toHaveURL(/\/subscribe\?plan=entrepreneur-pro&interval=monthly&role=entrepreneur$/);
    await expect(page.getByTestId('test-mode')).toBeVisible();
    await expect(page.getByText('7-day free trial, then $79.00/month.')).toBeVisible();
    await expect(page.getByText('Due today: $0.00')).toBeVisible();

    // 'Change Plan' goes back to the choice; annual billing shows the saving.
    await page.getByRole('button', { name: 'Change Plan' }).click();
    await page.locator('.ant-segmented-item', { hasText: 'Annually' }).click();
    await expect(page.getByTestId('plan-entrepreneur-pro')).toContainText('$790/year');
    await expect(page.getByTestId('plan-entrepreneur-pro')).toContainText('Save $158 a year');
    await page.getByTestId('plan-entrepreneur-pro').click();
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page.getByText('7-day free trial, then $790.00/year.')).toBeVisible();

    const pay = page.getByRole('button', { name: 'Start Free Trial' });
    await pay.click();
    await expect(page.getByText('Enter the name on the card.')).toBeVisible();
    await page.getByLabel('Name on card').fill(person.fullName);
    await page.getByLabel('Card number').fill('4000 0000 0000 0002');
    await page.getByLabel('Expiry').fill('12/30');
    await page.getByLabel('CVC').fill('123');
    await pay.click();
    await expect(page.getByText('Payment Failed')).toBeVisible({ timeout: 10_000 });
    await expect(page.getByText('Your card was declined.')).toBeVisible();

    await page.getByLabel('Card number').fill('4242424242424242');
    await expect(page.getByLabel('Card number')).toHaveValue('4242 4242 4242 4242');
    await pay.click();
    await page.waitForURL(/\/subscription-success\?payment_status=succeeded/, { timeout: 15_000 });
    await expect(page.getByText('Subscription Successful!')).toBeVisible();
    await expect(page.getByRole('timer')).toContainText(/Redirecting to your dashboard in [1-5] seconds?/);
    // The 5-second countdown ends on the dashboard, which shows the new plan.
    await page.waitForURL(/\/dashboard$/, { timeout: 10_000 });
    await expect(page.getByText('Pro plan · $79/month')).toBeVisible();

    await page.goto('/profile?tab=subscription');
    await expect(page.getByText('$790.00 a year')).toBeVisible();
    await expect(page.getByText('Free trial', { exact: true })).toBeVisible();
    await expect(page.getByText('Pro plan (entrepreneur), annual: 7-day free trial started')).toBeVisible();
    await expect(page.getByText(/Receipt HH-\d{6}/)).toBeVisible();

    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel subscription' }).click();
    await expect(page.getByText('Subscription cancelled')).toBeVisible();
    await expect(page.getByText('Ends on', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Resume subscription' }).click();
    await expect(page.getByText('Renewal date')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel subscription' })).toBeVisible();
  });

  test('checkout of a verified badge: total, test card, and the badge on the member\'s profile', async ({ page, browser }) => {
    const person = await apiSignUp(page, { role: 'designer' });

    await gotoApp(page, '/checkout?product=verified_badge');
    await page.getByLabel('Quantity').fill('2');
    await page.getByLabel('Quantity').blur();
    await expect(page.getByTestId('checkout-total')).toHaveText('$199.98');
    await page.getByLabel('Quantity').fill('1');
    await page.getByLabel('Quantity').blur();
    await expect(page.getByTestId('checkout-total')).toHaveText('$99.99');
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await payWithTestCard(page, person.fullName, 'Pay Now');
    await page.waitForURL(/\/payment-success\?payment_status=succeeded/, { timeout: 15_000 });

    const me = (await (await page.request.get('/api/user')).json()) as { id: number };
    const viewer = await browser.newPage();
    await signIn(viewer, 'maya.chen@demo.hardwarehub.dev', DEMO_PASSWORD);
    // The badge on the member's card in partner search, and on their profile.
    await gotoApp(viewer, `/partners?q=${encodeURIComponent(person.fullName)}`);
    const card = viewer.locator('.hh-partner-card', { hasText: person.fullName });
    await expect(card).toBeVisible();
    await expect(card.locator('.hh-verified-tag')).toBeVisible();
    await viewer.goto(`/users/${me.id}`);
    await expect(viewer.getByText(person.fullName).first()).toBeVisible();
    await expect(viewer.locator('.hh-verified-tag')).toBeVisible();
    await viewer.close();
  });

  test('a bought data export downloads from the profile as Excel and CSV', async ({ page }) => {
    const person = await apiSignUp(page);
    await gotoApp(page, '/profile?tab=subscription');
    await expect(page.getByRole('button', { name: 'Download Excel' })).toHaveCount(0);
    await page.goto('/checkout?product=export_data');
    await expect(page.getByTestId('checkout-total')).toHaveText('$19.99');
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await payWithTestCard(page, person.fullName, 'Pay Now');
    await page.waitForURL(/\/payment-success/, { timeout: 15_000 });
    await page.goto('/profile?tab=subscription');
    await expect(page.getByText('Your data', { exact: true })).toBeVisible();
    const [excel] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download Excel' }).click()]);
    expect(excel.suggestedFilename()).toMatch(/^hardwarehub-export-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(csv.suggestedFilename()).toMatch(/^hardwarehub-export-\d{4}-\d{2}-\d{2}-csv\.zip$/);
  });

  test('bought priority requests: the Connect dialog offers one, and the request shows first as Priority', async ({ page, browser, baseURL }) => {
    const person = await apiSignUp(page);
    const { person: maker } = await apiUser(baseURL!, { role: 'manufacturer', companyName: 'Priority Boards', location: 'Austin, USA', linkedinProfile: 'https://www.linkedin.com/in/priority-boards', verificationCredential: 'ISO 9001 certificate 4471' });
    await gotoApp(page, '/checkout?product=premium_connections');
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await payWithTestCard(page, person.fullName, 'Pay Now');
    await page.waitForURL(/\/payment-success/, { timeout: 15_000 });

    await page.goto(`/partners?q=${encodeURIComponent(maker.fullName)}`);
    await page.locator('.hh-partner-card', { hasText: maker.fullName }).getByRole('button', { name: 'Connect' }).click();
    const priority = page.getByLabel(/Send as a priority request \(10 left\)/);
    await expect(priority).toBeVisible();
    await priority.check();
    await page.getByRole('dialog').getByRole('button', { name: /Send/ }).click();
    await expect(toast(page, 'Connection Request Sent')).toBeVisible();

    const recipient = await browser.newPage();
    await signIn(recipient, maker.email, maker.password);
    await gotoApp(recipient, '/dashboard');
    await expect(recipient.locator('.ant-tag', { hasText: 'Priority' }).first()).toBeVisible();
    await recipient.close();
  });

  test('the simulated PayPal path activates the plan and lands on the dashboard', async ({ page }) => {
    await apiSignUp(page, { role: 'investor', companyName: 'Northwind Capital', location: 'Boston, USA', linkedinProfile: 'https://www.linkedin.com/in/northwind', verificationCredential: 'Accredited investor, Northwind Capital' });
    await gotoApp(page, '/paypal-subscribe?interval=annually&role=investor');
    await page.getByTestId('plan-investor-pro').click();
    await expect(page.getByText('Pro plan, $1,690/year')).toBeVisible();
    await page.getByRole('button', { name: 'Simulate PayPal payment' }).click();
    await expect(page.getByText('Subscription Activated')).toBeVisible({ timeout: 15_000 });
    await page.waitForURL(/\/dashboard/);
    const billing = (await (await page.request.get('/api/billing')).json()) as { plan: string; provider: string; cancelAtPeriodEnd: boolean };
    expect(billing).toMatchObject({ plan: 'pro', provider: 'simulated', cancelAtPeriodEnd: true });
  });
});
