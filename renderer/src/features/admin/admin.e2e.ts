import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, gotoApp, test, type Browser, type Locator, type Page } from '../../../../e2e/fixtures.ts';
import { createAdmin, type E2EServer } from '../../../../e2e/e2e-servers.ts';
import { generate } from 'otplib';
import { apiRegister, DEMO_PASSWORD, logIn, PASSWORD, signIn, toast, unique } from '../../test-support/accounts.e2e-helper.ts';

const SHOTS = path.resolve('artifacts/screenshots/admin');
const MAYA = 'maya.chen@demo.hardwarehub.dev';

/** An administrator made with `npm run admin:create` on the worker's server. */
function makeAdmin(server: E2EServer, name: string): string {
  const email = `ops.${unique()}@example.com`;
  const made = createAdmin(server.dataDir, { email, name, password: PASSWORD });
  expect(made.status, made.output).toBe(0);
  expect(made.output).toContain(`Created administrator ${name}`);
  return email;
}

/** A browser page signed in as a new admin: the two-factor enrolment done through the API (the UI's is tested once, below). */
async function adminPage(browser: Browser, server: E2EServer): Promise<Page> {
  const email = makeAdmin(server, 'Avery Admin');
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const first = await context.request.post('/api/login', { data: { email, password: PASSWORD } });
  const { secret } = ((await first.json()) as { twoFactorEnrollment: { secret: string } }).twoFactorEnrollment;
  expect((await context.request.post('/api/login', { data: { email, password: PASSWORD, totpCode: await generate({ secret }) } })).status()).toBe(200);
  return context.newPage();
}

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(SHOTS, name), fullPage: true, animations: 'disabled' });
}

/**
 * Searches a section and waits for `shown`. The page is drawn by the server first: text typed and
 * Enter pressed before the app has taken over the field do not search, so the search is repeated until
 * it lands (a slow CI machine takes longer to hydrate).
 */
async function searchFor(page: Page, text: string, shown: Locator) {
  const box = page.getByRole('searchbox', { name: 'Search' });
  await expect(async () => {
    await box.fill(text);
    await box.press('Enter');
    await expect(shown).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

/**
 * Clicks `button` until `dialog` shows. The admin lists refresh under the pointer (a queue that changes as
 * others act): a click whose press and release land on two renders of the button opens nothing.
 */
async function openDialog(button: Locator, dialog: Locator) {
  await expect(async () => {
    if (!(await dialog.isVisible())) await button.click();
    await expect(dialog).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
}

/** A page in a context of its own, signed in through the API; no page is open yet. */
async function member(browser: Browser, email: string, password: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email, password);
  return page;
}

/**
 * The admin console in real Chromium against the real server: an admin made with `npm run admin:create` signs in
 * with the first-sign-in two-factor enrolment; a professional who signed up is approved and shows as
 * verified in partner search; a member reports a listing, the admin hides it and it leaves the
 * marketplace. Each /admin section is photographed at 1280 px.
 */
test.describe('admin console', () => {
  test('an admin made on the command line enrols in two-factor sign-in and reaches /admin; members cannot', async ({ browser, server }) => {
    const email = makeAdmin(server, 'Avery Admin');
    const admin = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await logIn(admin, email, PASSWORD);
    await expect(admin.getByText('Set up two-factor sign-in').first()).toBeVisible();
    await expect(admin.locator('.ant-qrcode')).toBeVisible();
    const secret = (await admin.getByTestId('enrol-secret').innerText()).trim();
    await shoot(admin, 'admin-enrolment-1280.png');
    await admin.getByLabel('Authentication code').fill('000000');
    await admin.getByRole('button', { name: 'Verify and sign in' }).click();
    await expect(admin.getByText('Invalid authentication code').first()).toBeVisible();
    await admin.getByLabel('Authentication code').fill(await generate({ secret }));
    await admin.getByRole('button', { name: 'Verify and sign in' }).click();
    const codes = admin.getByRole('dialog', { name: 'Save your recovery codes' });
    await expect(codes.getByRole('list', { name: 'Recovery codes' }).locator('li')).toHaveCount(10);
    await codes.getByRole('button', { name: 'I have saved them' }).click();
    await admin.waitForURL(/\/dashboard/);
    await admin.getByRole('link', { name: 'Admin' }).first().click();
    await admin.waitForURL(/\/admin/);
    await expect(admin.getByRole('heading', { level: 1, name: 'Admin console' })).toBeVisible();
    await expect(admin.locator('.recharts-surface').first()).toBeVisible();
    await shoot(admin, 'admin-overview-1280.png');

    const maya = await member(browser, MAYA, DEMO_PASSWORD);
    await gotoApp(maya, '/dashboard');
    await expect(maya.getByRole('link', { name: 'Admin' })).toHaveCount(0);
    await maya.goto('/admin');
    await expect(maya.getByText('You do not have access to the admin console.')).toBeVisible();
    expect((await maya.request.get('/api/admin/overview')).status()).toBe(403);
    await maya.context().close();
  });

  test('a professional signs up, the admin approves them, the badge shows in partner search', async ({ browser, server }) => {
    const admin = await adminPage(browser, server);
    const fullName = `Vera Verify ${unique()}`;
    const signup = await (await browser.newContext()).newPage();
    await apiRegister(signup, {
      role: 'manufacturer', fullName, companyName: 'Verify Metalworks', location: 'Austin, USA',
      linkedinProfile: 'https://www.linkedin.com/in/verify-metalworks', verificationCredential: 'ISO 9001:2015 certificate VM-7731',
    });
    await signup.context().close();
    const searcher = await member(browser, MAYA, DEMO_PASSWORD);
    await gotoApp(searcher, `/partners?q=${encodeURIComponent(fullName)}`);
    const card = searcher.locator('.ant-card', { hasText: fullName }).first();
    await expect(card).toBeVisible();
    await expect(card.locator('.hh-verified-tag')).toHaveCount(0);

    await gotoApp(admin, '/admin?tab=verification');
    const queued = admin.locator('.hh-admin-card', { hasText: fullName });
    await expect(queued).toContainText('ISO 9001:2015 certificate VM-7731');
    await expect(queued).toContainText('Verify Metalworks');
    await shoot(admin, 'admin-verification-1280.png');
    const dialog = admin.getByRole('dialog', { name: `Approve ${fullName}` });
    await openDialog(queued.getByRole('button', { name: 'Approve' }), dialog);
    await dialog.getByLabel('Note for the audit log (optional)').fill('Certificate checked with the registrar.');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(toast(admin, 'Verification approved')).toBeVisible();
    await expect(admin.locator('.hh-admin-card', { hasText: fullName })).toHaveCount(0);

    await searcher.reload();
    await expect(searcher.locator('.ant-card', { hasText: fullName }).first().locator('.hh-verified-tag')).toBeVisible();
    await searcher.context().close();

    await gotoApp(admin, '/admin?tab=audit');
    await expect(admin.getByRole('cell', { name: 'Verification approved' }).first()).toBeVisible();
    await shoot(admin, 'admin-audit-1280.png');
  });

  test('a member reports a listing, the admin hides it, it disappears from the marketplace', async ({ browser, server }) => {
    const admin = await adminPage(browser, server);
    const maya = await member(browser, MAYA, DEMO_PASSWORD);
    const found = (await (await maya.request.get('/api/products?search=solar%20charge%20controller')).json()) as { items: Array<{ id: number; name: string }> };
    const listing = found.items.find((item) => item.name === '12V 5A Solar Charge Controller')!;
    expect(listing).toBeTruthy();
    await gotoApp(maya, `/marketplace/${listing.id}`);
    await maya.getByRole('button', { name: /^(flag )?Report$/ }).click();
    const dialog = maya.getByRole('dialog', { name: 'Report this listing' });
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(dialog.getByText('Please choose a reason.')).toBeVisible();
    await dialog.getByRole('radio', { name: 'Infringes intellectual property' }).check();
    await dialog.getByLabel('Details').fill('The listing copies the brand and photos of another maker.');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(toast(maya, 'Report sent')).toBeVisible();

    await gotoApp(admin, '/admin?tab=reports');
    const resolve = admin.getByRole('button', { name: new RegExp(`^Resolve report \\d+ about ${listing.name}$`) }).first();
    await expect(resolve).toBeVisible();
    await shoot(admin, 'admin-reports-1280.png');
    const resolveDialog = admin.getByRole('dialog', { name: 'Resolve report' });
    await openDialog(resolve, resolveDialog);
    await resolveDialog.getByRole('radio', { name: /Hide the content/ }).check();
    await resolveDialog.getByLabel('Reason').fill('Copies another maker\u2019s brand and photos (IP infringement).');
    await resolveDialog.getByRole('button', { name: 'Resolve' }).click();
    await expect(toast(admin, /Action taken/)).toBeVisible();

    await maya.goto('/marketplace?search=solar%20charge%20controller');
    await expect(maya.getByText('12V 5A Solar Charge Controller')).toHaveCount(0);
    await maya.goto(`/marketplace/${listing.id}`);
    await expect(maya.getByText('Product Not Found')).toBeVisible();
    await maya.context().close();

    // The seller still sees it, with the reason.
    const seller = await member(browser, 'carlos.rivera@demo.hardwarehub.dev', DEMO_PASSWORD);
    await gotoApp(seller, `/marketplace/${listing.id}`);
    await expect(seller.getByText('Hidden by HardwareHub')).toBeVisible();
    await expect(seller.getByText(/IP infringement/)).toBeVisible();
    await seller.context().close();

    await gotoApp(admin, '/admin?tab=listings');
    await expect(admin.getByRole('heading', { level: 2, name: /Listings \(\d+\)/ })).toBeVisible();
    await searchFor(admin, 'Solar', admin.getByRole('cell', { name: /12V 5A Solar Charge Controller/ }).first());
    await expect(admin.getByRole('row', { name: /12V 5A Solar Charge Controller/ }).first()).toContainText('Hidden');
    await shoot(admin, 'admin-listings-1280.png');
    await gotoApp(admin, '/admin?tab=audit');
    await expect(admin.getByRole('cell', { name: /content hidden/ }).first()).toBeVisible();
  });

  test('a request for quote the team hid is listed under Hidden sourcing and restored from there', async ({ browser, server }) => {
    const admin = await adminPage(browser, server);
    const buyer = await member(browser, 'liam.okafor@demo.hardwarehub.dev', DEMO_PASSWORD);
    const own = (await (await buyer.request.get('/api/rfqs')).json()) as Array<{ id: number; title: string; status: string }>;
    const rfq = own.find((item) => item.status === 'open')!;
    expect(rfq).toBeTruthy();
    const hid = await admin.request.post(`/api/admin/sourcing/rfq/${rfq.id}/hide`, { data: { reason: 'Asks for a copy of a patented design.' } });
    expect(hid.status(), await hid.text()).toBe(200);

    await gotoApp(admin, '/admin?tab=sourcing');
    await expect(admin.getByRole('heading', { level: 2, name: /Hidden sourcing \(\d+\)/ })).toBeVisible();
    const row = admin.getByRole('row', { name: new RegExp(rfq.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
    await expect(row).toContainText('Asks for a copy of a patented design.');
    // The columns shown by the window's width appear once the section runs in the browser (the server cannot know it).
    await expect(admin.getByRole('columnheader', { name: 'Buyer' })).toBeVisible();
    await shoot(admin, 'admin-hidden-sourcing-1280.png');
    const dialog = admin.getByRole('dialog', { name: `Restore request "${rfq.title}"` });
    await openDialog(row.getByRole('button', { name: `Restore request "${rfq.title}"` }), dialog);
    await dialog.getByLabel('Reason').fill('The buyer showed the licence for the design.');
    await dialog.getByRole('button', { name: 'Restore' }).click();
    await expect(toast(admin, 'Restored')).toBeVisible();
    await expect(row).toHaveCount(0);

    // The buyer's request is theirs again, as it was.
    await gotoApp(buyer, `/rfqs/${rfq.id}`);
    await expect(buyer.getByRole('heading', { level: 1, name: rfq.title })).toBeVisible();
    await buyer.context().close();
  });

  test('members, listings, inbox and audit log sections', async ({ browser, server }) => {
    const admin = await adminPage(browser, server);
    await gotoApp(admin, '/admin?tab=members');
    await expect(admin.getByRole('heading', { level: 2, name: /Members \(\d+\)/ })).toBeVisible();
    await expect(admin.getByRole('row').nth(3)).toBeVisible();
    await searchFor(admin, 'Wei', admin.getByRole('heading', { level: 2, name: 'Members (1)' }));
    await expect(admin.getByRole('cell', { name: 'Wei Zhang' }).first()).toBeVisible();
    await shoot(admin, 'admin-members-1280.png');
    await admin.getByRole('cell', { name: 'Wei Zhang' }).first().click();
    await expect(admin.locator('.ant-drawer')).toContainText('Shenzhen Precision Electronics');
    await shoot(admin, 'admin-member-drawer-1280.png');
    await admin.keyboard.press('Escape');

    await gotoApp(admin, '/admin?tab=listings');
    await expect(admin.getByRole('heading', { level: 2, name: /Listings \(\d+\)/ })).toBeVisible();
    await expect(admin.getByRole('row').nth(3)).toBeVisible();

    await gotoApp(admin, '/admin?tab=inbox');
    await expect(admin.getByText('Finding a BLE module supplier in India').first()).toBeVisible();
    await shoot(admin, 'admin-inbox-1280.png');

    await gotoApp(admin, '/admin?tab=audit');
    await expect(admin.getByRole('cell', { name: /Administrator created/ }).first()).toBeVisible();
  });
});
