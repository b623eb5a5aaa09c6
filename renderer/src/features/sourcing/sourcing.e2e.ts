import { readFileSync } from 'node:fs';
import path from 'node:path';
import dayjs from 'dayjs';
import { expect, gotoApp, test, type APIRequestContext, type Browser, type Locator, type Page } from '../../../../e2e/fixtures.ts';
import { apiUser, signedInPage, toast, unique, type Person } from '../../test-support/accounts.e2e-helper.ts';
import { choose } from '../../test-support/antd.e2e-helper.ts';
import { horizontalOverflow } from '../../test-support/overflow.e2e-helper.ts';

const SHOTS = path.resolve('artifacts/screenshots');
/** A bracket as STEP (AP214, one solid), made by the demo data's generator. */
const BRACKET_STEP = readFileSync(path.resolve('e2e/sample-files/bracket.step'));
const DESKTOP = { width: 1280, height: 860 };
const PHONE = { width: 390, height: 844 };

interface Member {
  person: Person;
  api: APIRequestContext;
  id: number;
  /** The name the request's pages show: the company when there is one. */
  name: string;
}

async function member(baseURL: string, fullName: string, extra: Record<string, unknown> = {}): Promise<Member> {
  const { person, api } = await apiUser(baseURL, { fullName: `${fullName} ${unique().slice(0, 4)}`, ...extra });
  const me = (await (await api.get('/api/user')).json()) as { id: number };
  return { person, api, id: me.id, name: typeof extra.companyName === 'string' ? extra.companyName : person.fullName };
}

/** A professional role needs its company details to register. */
const company = (role: 'manufacturer' | 'supplier', companyName: string) => ({
  role,
  companyName,
  location: 'Austin, USA',
  linkedinProfile: `https://www.linkedin.com/in/${companyName.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
  verificationCredential: role === 'manufacturer' ? 'ISO 9001 certificate 5521' : 'VAT DE123456789',
});

const open = (browser: Browser, baseURL: string, who: Member, viewport?: { width: number; height: number }) => signedInPage(browser, baseURL, who.person, viewport);

/** A screenshot of the whole page at its width, after checking nothing makes it scroll sideways. */
async function shoot(page: Page, name: string) {
  expect(await horizontalOverflow(page), `${name} at ${page.viewportSize()!.width} px`).toBeNull();
  await page.screenshot({ path: path.join(SHOTS, `sourcing-${name}-${page.viewportSize()!.width}.png`), fullPage: true });
}

/** Types a date (and time) in an antd DatePicker's own format and confirms it. */
async function pickDate(page: Page, input: Locator, text: string) {
  await input.click();
  await input.fill(text);
  await input.press('Enter');
  await expect(input).toHaveValue(text);
  await expect(page.locator('.ant-picker-dropdown:visible')).toHaveCount(0);
}

/** The supplier's quote: a unit price per break, a lead time and a validity date, then submitted. */
async function submitQuote(page: Page, rfqId: number, prices: [number, string][], leadTime: string, file?: string) {
  await gotoApp(page, `/rfqs/${rfqId}?tab=quote`);
  if (file) {
    await page.getByTestId('upload-input').setInputFiles({ name: file, mimeType: 'application/step', buffer: BRACKET_STEP });
    await expect(page.getByTestId('quote-files').getByTestId('file-row')).toContainText(file);
  }
  for (const [quantity, price] of prices) await page.getByLabel(`Unit price for Bracket at ${quantity.toLocaleString('en-US')} units`).fill(price);
  await page.getByLabel('Lead time (days)').fill(leadTime);
  await pickDate(page, page.locator('#quote-valid-until'), dayjs().add(60, 'day').format('MMMM D, YYYY'));
  await page.getByRole('button', { name: 'Submit quote' }).click();
  await expect(toast(page, 'Quote submitted')).toBeVisible();
  await expect(page.getByText('Version 1 submitted')).toBeVisible();
}

test.describe('sourcing', () => {
  test('a request for quote from draft to award: a line file, two suppliers, a question, quotes, a revision, the comparison', async ({ browser, baseURL: url }) => {
    const baseURL = url!;
    const run = unique().slice(0, 5);
    // A process nobody else lists: the two suppliers are the best matches the invite dialog suggests.
    const process = `Orbital forming ${run}`;
    const buyer = await member(baseURL, 'Bea Buyer');
    const maker = await member(baseURL, 'Milo Maker', company('manufacturer', `Precision Parts ${run}`));
    const supplier = await member(baseURL, 'Sam Supplier', company('supplier', `Bolt Supply ${run}`));
    for (const each of [maker, supplier]) expect((await each.api.patch('/api/user', { data: { expertise: [process] } })).status()).toBe(200);
    // The partner index takes profile changes after they are stored: wait until both are found.
    await expect
      .poll(async () => {
        const found = (await (await buyer.api.get(`/api/users?expertise=${encodeURIComponent(process)}`)).json()) as { items?: { id: number }[] };
        return (found.items ?? []).map((user) => user.id).sort();
      })
      .toEqual([maker.id, supplier.id].sort());

    // The buyer writes the request and saves it as a draft; the form stays open for uploads.
    const buyerPage = await open(browser, baseURL, buyer);
    await gotoApp(buyerPage, '/rfqs/new');
    await expect(buyerPage.getByText('Save the draft to upload files from your computer.')).toBeVisible();
    const title = `Steel brackets ${run}`;
    await buyerPage.getByLabel('Title').fill(title);
    await buyerPage.getByLabel('Description').fill('A bent steel bracket for a sensor mount. Cost matters most; powder coated black.');
    await buyerPage.getByLabel('Part name').fill('Bracket');
    const breaks = buyerPage.getByLabel('Quantity breaks');
    for (const quantity of ['100', '1000']) {
      await breaks.fill(quantity);
      await breaks.press('Enter');
    }
    await buyerPage.getByLabel('Material').fill('Stainless steel 304');
    await buyerPage.getByLabel('Process').fill(process);
    await pickDate(buyerPage, buyerPage.locator('#rfq-deadline'), `${dayjs().add(14, 'day').format('MMMM D, YYYY')} 17:00`);
    await buyerPage.getByRole('button', { name: 'Save draft' }).click();
    await expect(toast(buyerPage, 'Draft saved')).toBeVisible();
    await expect(buyerPage).toHaveURL(/\/rfqs\/\d+\/edit$/);
    const rfqId = Number(/\/rfqs\/(\d+)\/edit/.exec(buyerPage.url())![1]);

    // The STEP model goes to the line, uploaded to the draft.
    await buyerPage.locator('.hh-rfq-line').getByTestId('upload-input').setInputFiles({ name: 'bracket.step', mimeType: 'application/step', buffer: BRACKET_STEP });
    const lineFiles = buyerPage.locator('.hh-rfq-line .ant-select-selection-item');
    await expect(lineFiles).toHaveText(['bracket.step']);
    await expect(buyerPage.getByTestId('upload-item')).toHaveCount(0);
    await buyerPage.getByRole('button', { name: 'Save changes' }).click();
    await expect(toast(buyerPage, 'Draft saved')).toBeVisible();
    await expect(buyerPage).toHaveURL(new RegExp(`/rfqs/${rfqId}$`));

    for (const viewport of [DESKTOP, PHONE]) {
      const formPage = await open(browser, baseURL, buyer, viewport);
      await gotoApp(formPage, `/rfqs/${rfqId}/edit`);
      await expect(formPage.locator('.hh-rfq-line .ant-select-selection-item')).toHaveText(['bracket.step']);
      await shoot(formPage, 'request-form');
      await formPage.context().close();
    }

    // Published, then sent to the two suppliers.
    // Its icon's name comes first: 'rocket Publish'.
    await buyerPage.getByRole('button', { name: /Publish$/ }).click();
    await expect(toast(buyerPage, 'Request published')).toBeVisible();
    await buyerPage.getByRole('tab', { name: /Suppliers/ }).click();
    await buyerPage.getByRole('button', { name: 'Invite suppliers' }).click();
    const invite = buyerPage.getByRole('dialog', { name: 'Invite suppliers' });
    for (const each of [maker, supplier]) await invite.getByRole('checkbox', { name: `Invite ${each.name}` }).check();
    await invite.getByRole('button', { name: 'Invite 2' }).click();
    await expect(toast(buyerPage, 'Suppliers invited')).toBeVisible();
    await expect(buyerPage.getByTestId('rfq-supplier')).toHaveCount(2);

    // The manufacturer reads the request with its file and asks a question.
    const makerPage = await open(browser, baseURL, maker);
    await gotoApp(makerPage, `/rfqs/${rfqId}`);
    await expect(makerPage.getByTestId('file-row').filter({ hasText: 'bracket.step' })).toBeVisible();
    await makerPage.getByRole('tab', { name: 'Questions' }).click();
    await makerPage.getByLabel('Your question').fill('Is a 1.5 mm sheet acceptable instead of 2 mm?');
    await makerPage.getByRole('button', { name: 'Send question' }).click();
    await expect(toast(makerPage, 'Question sent')).toBeVisible();

    // The buyer answers every supplier.
    await buyerPage.getByRole('tab', { name: 'Questions' }).click();
    const question = buyerPage.getByTestId('rfq-question').filter({ hasText: '1.5 mm sheet' });
    await expect(question).toContainText(`${maker.name} asked`);
    await question.getByLabel('Your answer').fill('Yes, 1.5 mm works if the bend radius stays at 2 mm.');
    await question.getByRole('button', { name: 'Send answer' }).click();
    await expect(toast(buyerPage, 'Answer sent')).toBeVisible();
    await expect(question).toContainText('Answered to all suppliers');

    // Both quote in the browser; the manufacturer then revises.
    await makerPage.getByRole('tab', { name: 'Questions' }).click();
    await makerPage.reload();
    await expect(makerPage.getByTestId('rfq-question')).toContainText('Yes, 1.5 mm works');
    await submitQuote(makerPage, rfqId, [[100, '14.50'], [1000, '9.80']], '21');

    const supplierPage = await open(browser, baseURL, supplier);
    await submitQuote(supplierPage, rfqId, [[100, '12.00'], [1000, '8.40']], '30', 'bracket-bolt-supply.step');
    for (const viewport of [DESKTOP, PHONE]) {
      const quotePage = await open(browser, baseURL, supplier, viewport);
      await gotoApp(quotePage, `/rfqs/${rfqId}?tab=quote`);
      await expect(quotePage.getByText('Version 1 submitted')).toBeVisible();
      await shoot(quotePage, 'quote-form');
      await quotePage.context().close();
    }

    await makerPage.getByLabel('Unit price for Bracket at 100 units').fill('11.20');
    await makerPage.getByLabel('Unit price for Bracket at 1,000 units').fill('7.90');
    await makerPage.getByRole('button', { name: 'Submit revision' }).click();
    await expect(toast(makerPage, 'Revision submitted')).toBeVisible();
    await expect(makerPage.getByText('Version 2 submitted')).toBeVisible();

    for (const viewport of [DESKTOP, PHONE]) {
      const requestPage = await open(browser, baseURL, buyer, viewport);
      await gotoApp(requestPage, `/rfqs/${rfqId}`);
      await expect(requestPage.getByTestId('file-row').filter({ hasText: 'bracket.step' })).toBeVisible();
      await shoot(requestPage, 'request-page');
      // The supplier's file comes with their quote.
      await gotoApp(requestPage, `/rfqs/${rfqId}?tab=quotes`);
      await expect(requestPage.getByTestId('rfq-quote').getByTestId('file-row')).toContainText('bracket-bolt-supply.step');
      // The comparison: the revised quote is the best value at 100 units, and the price chart is drawn.
      await gotoApp(requestPage, `/rfqs/${rfqId}?tab=comparison`);
      const best = requestPage.locator('[data-best]');
      await expect(best.first()).toBeVisible();
      await expect(requestPage.getByRole('img', { name: /Unit price by quantity/ }).locator('.recharts-line').first()).toBeVisible();
      await shoot(requestPage, 'comparison');
      await requestPage.context().close();
    }

    // The buyer awards the manufacturer; the other supplier is told they were not chosen.
    await gotoApp(buyerPage, `/rfqs/${rfqId}?tab=comparison`);
    await expect(buyerPage.locator('.hh-rfq-compare-table [data-best]').first()).toBeVisible();
    await expect(buyerPage.locator('.hh-rfq-compare-table tr').filter({ hasText: 'Unit price' }).locator('[data-best]')).toContainText('$11.20');
    await buyerPage.getByRole('button', { name: /Award$/ }).click();
    const award = buyerPage.getByRole('dialog', { name: 'Award the request' });
    await choose(buyerPage, award.locator('#award-supplier'), maker.name);
    await award.getByLabel('Reason for the suppliers not chosen (optional)').fill('A better price on the revised quote.');
    await award.getByRole('button', { name: 'Award', exact: true }).click();
    await expect(toast(buyerPage, 'Request awarded')).toBeVisible();
    await expect(buyerPage.getByText(`Awarded to ${maker.name}.`)).toBeVisible();

    await gotoApp(supplierPage, `/rfqs/${rfqId}`);
    await expect(supplierPage.getByText('The buyer chose another supplier')).toBeVisible();
    await expect(supplierPage.getByText('Reason given: A better price on the revised quote.')).toBeVisible();

    await gotoApp(makerPage, `/rfqs/${rfqId}`);
    await expect(makerPage.getByText('You were awarded this request')).toBeVisible();
    await makerPage.getByRole('link', { name: 'Open the conversation with the buyer' }).click();
    await expect(makerPage).toHaveURL(/\/messages\/\d+/);
    await expect(makerPage.getByText(`request for quote #${rfqId}`).first()).toBeVisible();

    await Promise.all([buyerPage.context().close(), makerPage.context().close(), supplierPage.context().close()]);
  });
});
