import path from 'node:path';
import { expect, gotoApp, test, type Page } from '../../../../e2e/fixtures.ts';
import { choose } from '../../test-support/antd.e2e-helper.ts';
import { apiCreateProject, apiUser, DEMO_PASSWORD, PASSWORD, signIn, toast } from '../../test-support/accounts.e2e-helper.ts';
import { waitForMailLink } from '../../test-support/outbox.e2e-helper.ts';

const SHOTS = path.resolve('artifacts/screenshots');
const WEI = { email: 'wei.zhang@demo.hardwarehub.dev', company: 'Shenzhen Precision Electronics' };

async function shoot(page: Page, name: string, fullPage = true) {
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(SHOTS, name), fullPage });
}

/** Viewport shot with the search widget near the top (the popover hangs below it). */
async function shootWidget(page: Page, name: string) {
  await page.getByRole('search', { name: 'Partner search' }).evaluate((element) => window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 160));
  await page.screenshot({ path: path.join(SHOTS, name), animations: 'disabled' });
}

/** A founder with one project, signed in in the browser (no page open yet) and through the API. */
async function founder(page: Page, baseURL: string) {
  const { person, api } = await apiUser(baseURL, { fullName: `Ada Founder ${Math.random().toString(36).slice(2, 6)}` });
  const project = await apiCreateProject(api, { name: 'Solar Beacon', status: 'active', tags: ['IoT'] });
  const me = (await (await api.get('/api/user')).json()) as { id: number };
  await signIn(page, person.email, PASSWORD);
  return { person, api, project, id: me.id };
}

const card = (page: Page, text: string) => page.getByTestId('partner-card').filter({ hasText: text });

test('a founder searches from the home widget, connects with a manufacturer who accepts, and both rate each other', async ({ page, browser, baseURL, outboxDir }) => {
  const ada = await founder(page, baseURL!);

  // Home widget: the filter popover with Partner Type and Region, chips, Find Partners.
  await gotoApp(page, '/');
  const search = page.getByRole('search', { name: 'Partner search' });
  await search.getByRole('button', { name: /Filters/ }).click();
  const popover = page.locator('.ant-popover:visible');
  await expect(popover.getByText('Partner Type', { exact: true })).toBeVisible();
  await choose(page, page.locator('#widget-partner-type'), 'Manufacturer');
  await expect(popover.getByText('By Region', { exact: true })).toBeVisible();
  await choose(page, page.locator('#widget-region'), 'Asia');
  await shootWidget(page, 'partners-widget-popover-1280.png');
  await popover.getByRole('button', { name: 'Apply Filters' }).click();
  await expect(popover).toBeHidden();
  const chips = page.getByLabel('Active filters');
  await expect(chips.getByText('Type: Manufacturer')).toBeVisible();
  await expect(chips.getByText('Region: Asia')).toBeVisible();
  await search.getByRole('button', { name: 'Find Partners' }).click();
  await expect(page).toHaveURL(/\/partners\?role=manufacturer&location=Asia&locationType=region$/);

  // /partners reads the URL into the sidebar; expertise and minimum rating are added there.
  await expect(page.getByRole('heading', { name: 'Find Partners' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Manufacturers' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Asia' })).toBeChecked();
  await expect(card(page, 'Sato Injection Works')).toBeVisible();
  await page.getByRole('checkbox', { name: 'PCB Design' }).click();
  await expect(page).toHaveURL(/expertise=PCB%20Design/);
  await expect(page.getByRole('checkbox', { name: 'PCB Design' })).toBeChecked();
  await page.locator('.ant-slider-mark-text', { hasText: '4/5' }).click();
  await expect(page).toHaveURL('/partners?role=manufacturer&location=Asia&locationType=region&expertise=PCB%20Design&minRating=4');
  await expect(page.getByTestId('min-rating-value')).toHaveText('4/5');
  await expect(page.getByTestId('results-count')).toHaveText('Showing 1-1 of 1 partner');
  const wei = card(page, WEI.company);
  await expect(wei).toContainText('Wei Zhang');
  await expect(wei).toContainText('Manufacturer');
  await expect(wei).toContainText('Verified');
  await expect(wei).toContainText('Shenzhen, China');
  await expect(wei).toContainText('PCB Design');
  await expect(wei).toContainText('5.0');
  await expect(wei).toContainText('(1 review)');
  await expect(card(page, 'Sato Injection Works')).toHaveCount(0);
  await shoot(page, 'partners-filtered-1280.png');

  // The URL survives a reload.
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'PCB Design' })).toBeChecked();
  await expect(card(page, WEI.company)).toBeVisible();

  // Connect dialog: the real rating, an optional project, the default introduction.
  await card(page, WEI.company).getByRole('button', { name: /Connect with Wei Zhang/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Connect with Partner' });
  await expect(dialog).toContainText('5.0');
  await expect(dialog.getByLabel('Message')).toHaveValue(/would like to connect to discuss a potential collaboration/);
  await choose(page, page.locator('#connect-project'), 'Solar Beacon (Active)');
  await dialog.getByLabel('Message').fill('');
  await dialog.getByRole('button', { name: 'Send Request' }).click();
  await expect(toast(page, 'Message required')).toBeVisible();
  await dialog.getByLabel('Message').fill('Hi Wei, we need 2k solar beacon PCBs assembled. Could we talk?');
  await dialog.getByRole('button', { name: 'Send Request' }).click();
  await expect(toast(page, 'Connection Request Sent')).toContainText('Your request to connect with Wei Zhang has been sent.');
  await expect(dialog).toBeHidden();

  // The card says the request is pending at once: Withdraw instead of Connect, so no second request.
  await expect(card(page, WEI.company).getByText('Request pending')).toBeVisible();
  await expect(card(page, WEI.company).getByRole('button', { name: 'Withdraw your request to Wei Zhang' })).toBeVisible();
  await expect(card(page, WEI.company).getByRole('button', { name: /Connect with Wei Zhang/ })).toHaveCount(0);

  // The founder's dashboard lists it as sent; Wei's profile says the request is pending.
  await page.goto('/dashboard');
  const requests = page.locator('.ant-card').filter({ has: page.getByText('Connection Requests', { exact: true }) });
  await requests.getByRole('tab', { name: /Sent/ }).click();
  await expect(requests.getByTestId('request-sent').filter({ hasText: 'Wei Zhang' })).toBeVisible();

  // The manufacturer accepts in another browser context.
  const weiContext = await browser.newContext({ baseURL });
  const weiPage = await weiContext.newPage();
  await signIn(weiPage, WEI.email, DEMO_PASSWORD);
  await gotoApp(weiPage, '/dashboard');
  const incoming = weiPage.getByTestId('request-received').filter({ hasText: ada.person.fullName });
  await expect(incoming).toContainText('About: Solar Beacon');
  await shoot(weiPage, 'partners-dashboard-requests-1280.png');
  await incoming.getByRole('button', { name: 'Accept' }).click();
  await expect(toast(weiPage, 'Connection Accepted')).toContainText(`You are now connected with ${ada.person.fullName}.`);
  await expect(incoming).toHaveCount(0);

  // Wei rates the founder from her profile page.
  await weiPage.goto(`/users/${ada.id}`);
  await expect(weiPage.getByRole('heading', { name: ada.person.fullName })).toBeVisible();
  await expect(weiPage.getByText('Connected', { exact: true })).toBeVisible();
  await expect(weiPage.getByTestId('rating-summary')).toContainText('No ratings yet');
  await weiPage.getByRole('button', { name: 'Rate Excellent' }).click();
  await expect(weiPage.getByText('Thank you for your feedback!')).toBeVisible();
  await expect(weiPage.getByTestId('rating-summary')).toContainText('5.0');
  await expect(weiPage.getByTestId('rating-summary')).toContainText('1 review');
  await expect(weiPage.getByTestId('review').filter({ hasText: 'Wei Zhang' })).toContainText('Excellent');

  // The founder rates Wei (with a comment) and sees the summary change: (5 + 4) / 2 = 4.5.
  await page.goto(`/users/${(await (await ada.api.get('/api/users?q=Wei%20Zhang')).json()).items[0].id}`);
  await expect(page.getByRole('heading', { name: 'Wei Zhang' })).toBeVisible();
  await expect(page.getByText('Connected', { exact: true })).toBeVisible();
  await expect(page.getByTestId('rating-summary')).toContainText('5.0');
  await page.getByLabel('Comment (optional)').fill('Quick quote and clear DFM notes.');
  // Rating needs a verified email: the founder has not clicked the mailed link yet, so the control says so
  // and offers a new link; following it (as from the inbox) lets the same click through.
  await page.getByRole('button', { name: 'Rate Good' }).click();
  const verifyFirst = page.locator('.ant-alert-warning').filter({ hasText: 'Please verify your email address before rating.' });
  await expect(verifyFirst).toBeVisible();
  const resentAt = Date.now();
  await verifyFirst.getByRole('button', { name: 'Resend verification email' }).click();
  await expect(toast(page, 'Verification email sent')).toBeVisible();
  await shoot(page, 'partners-rating-needs-verified-email-1280.png', false);
  const link = await waitForMailLink({ outboxDir, to: ada.person.email, subject: /verify/i, linkIncludes: '/api/verify-email?token=', after: resentAt });
  expect((await ada.api.get(link)).status()).toBe(200);
  await page.getByRole('button', { name: 'Rate Good' }).click();
  await expect(page.getByText('Thank you for your feedback!')).toBeVisible();
  await expect(page.getByTestId('rating-summary')).toContainText('4.5');
  await expect(page.getByTestId('rating-summary')).toContainText('2 reviews');
  await expect(page.getByTestId('review').filter({ hasText: ada.person.fullName })).toContainText('Quick quote and clear DFM notes.');
  await expect(page.getByTestId('profile-project').first()).toBeVisible({ timeout: 1000 }).catch(() => undefined);
  await shoot(page, 'partners-profile-rated-1280.png');

  // After a reload the control says the rating exists and a new one replaces it.
  await page.reload();
  await expect(page.getByText("You've already rated this")).toBeVisible();
  await expect(page.getByText(/Rating again replaces your previous rating/)).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await shoot(page, 'partners-profile-390.png');

  // The search card shows the new average too.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/partners?role=manufacturer&location=Asia&locationType=region&expertise=PCB%20Design&minRating=4');
  await expect(card(page, WEI.company)).toContainText('4.5');
  await expect(card(page, WEI.company)).toContainText('(2 reviews)');
  await weiContext.close();
  await ada.api.dispose();
});

test('signed-out searches go to /auth; the compact widget builds the exact URL; Reset clears /partners', async ({ page, baseURL }) => {
  await page.goto('/');
  await page.getByRole('search', { name: 'Partner search' }).getByLabel('Search partners').fill('PCB');
  await page.getByRole('button', { name: 'Find Partners' }).click();
  await expect(toast(page, 'Authentication Required')).toContainText('Please sign in or create an account to search for partners.');
  await expect(page).toHaveURL(/\/auth$/);

  await founder(page, baseURL!);
  await gotoApp(page, '/dashboard');
  const compact = page.getByRole('search', { name: 'Quick partner search' });
  await compact.getByLabel('Search partners').fill('  enclosure ');
  await choose(page, page.locator('#compact-partner-type'), 'Supplier');
  await compact.getByRole('tab', { name: 'Exact' }).click();
  await compact.getByRole('textbox', { name: 'Exact location' }).fill(' Berlin, Germany ');
  await compact.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL('/partners?q=enclosure&role=supplier&location=Berlin%2C%20Germany&locationType=exact');
  await expect(page.getByRole('radio', { name: 'Suppliers' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Berlin, Germany' })).toBeChecked();
  await expect(page.getByText('No partners match your search')).toBeVisible();

  await page.getByRole('button', { name: /Reset$/ }).click();
  await expect(page).toHaveURL(/\/partners$/);
  await expect(page.getByRole('radio', { name: 'All types' })).toBeChecked();
  await expect(page.getByTestId('partner-card').first()).toBeVisible();

  // Entrepreneurs are in the sidebar; an exact place typed by hand is kept in the URL.
  await page.getByRole('radio', { name: 'Entrepreneurs' }).click();
  await expect(page).toHaveURL('/partners?role=entrepreneur');
  await page.getByText('Exact', { exact: true }).click();
  await page.getByLabel('Other location').fill('London');
  await page.getByLabel('Other location').press('Enter');
  await expect(page).toHaveURL('/partners?role=entrepreneur&location=London&locationType=exact');
  await expect(card(page, 'Hydroloop')).toBeVisible();
});

test('the dashboard opens the New Partner dialog with its validation toasts', async ({ page, baseURL }) => {
  await founder(page, baseURL!);
  await gotoApp(page, '/dashboard');
  await page.getByRole('button', { name: 'Connect with a New Partner' }).click();
  const dialog = page.getByRole('dialog', { name: 'Connect with a New Partner' });
  await dialog.getByRole('button', { name: 'Send Request' }).click();
  await expect(toast(page, 'No user selected')).toContainText('Please select a user to connect with.');
  const picker = page.locator('#new-partner-user');
  await picker.click();
  await picker.fill('Rachel');
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="Rachel Goldberg"]').click();
  await dialog.getByRole('button', { name: 'Send Request' }).click();
  await expect(toast(page, 'Message required')).toContainText('Please include a message with your connection request.');
  await dialog.getByLabel('Message').fill('Hello Rachel, could you review our patent claims?');
  await dialog.getByRole('button', { name: 'Send Request' }).click();
  await expect(toast(page, 'Connection Request Sent')).toContainText('Your request to connect with Rachel Goldberg has been sent.');
});

test('screenshots of the widget, /partners and a profile at 390 px', async ({ page, baseURL }) => {
  await founder(page, baseURL!);
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoApp(page, '/');
  // On a phone the card starts below the hero: its code loads as the visitor scrolls towards it.
  await page.getByRole('region', { name: 'Partner search' }).scrollIntoViewIfNeeded();
  const search = page.getByRole('search', { name: 'Partner search' });
  await search.scrollIntoViewIfNeeded();
  await search.getByRole('button', { name: /Filters/ }).click();
  await page.locator('.ant-popover:visible').getByText('Exact Location', { exact: true }).click();
  await page.locator('.ant-popover:visible').getByRole('textbox', { name: 'Exact location' }).fill('Shenzhen');
  await shootWidget(page, 'partners-widget-popover-390.png');
  await page.locator('.ant-popover:visible').getByRole('button', { name: 'Apply Filters' }).click();
  await expect(page.getByLabel('Active filters').getByText('Location: Shenzhen')).toBeVisible();
  await page.getByRole('button', { name: 'Find Partners' }).click();
  await expect(page).toHaveURL('/partners?location=Shenzhen&locationType=exact');
  await expect(card(page, WEI.company)).toBeVisible();
  await shoot(page, 'partners-filtered-390.png');
  await page.getByRole('button', { name: 'Filters' }).click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  await expect(drawer.getByRole('checkbox', { name: 'Shenzhen', exact: true })).toBeChecked();
  await page.screenshot({ path: path.join(SHOTS, 'partners-filter-drawer-390.png') });
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await card(page, WEI.company).getByRole('link', { name: WEI.company }).click();
  await expect(page.getByRole('heading', { name: 'Wei Zhang' })).toBeVisible();
  await expect(page.getByText('Rate after working together')).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 900 });
  await shoot(page, 'partners-profile-1280.png');
});
