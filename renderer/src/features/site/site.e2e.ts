import AxeBuilder from '@axe-core/playwright';
import { appTakenOver, expect, test, type Page, gotoApp } from '../../../../e2e/fixtures.ts';
import { readFile } from 'node:fs/promises';
import { SITE_FORM_MESSAGES } from '#shared/schemas/site-forms-schemas.ts';
import { DEMO_PASSWORD } from '../../test-support/accounts.e2e-helper.ts';
import { choose } from '../../test-support/antd.e2e-helper.ts';
import { waitForMailLink } from '../../test-support/outbox.e2e-helper.ts';
import { horizontalOverflow } from '../../test-support/overflow.e2e-helper.ts';

/** The public site's pages, forms and accessibility. */
const SHOTS = 'artifacts/screenshots/site';
const cards = (page: Page, list: string) => page.getByRole('list', { name: list }).getByRole('listitem');

test('resources: 8 items, type tabs, search, empty state and a resource page of its own', async ({ page }) => {
  await gotoApp(page, '/resources');
  await expect(page).toHaveTitle('Resources | HardwareHub');
  await expect(cards(page, 'Resources')).toHaveCount(8);
  await page.getByRole('tab', { name: 'Guides' }).click();
  await expect(cards(page, 'Resources')).toHaveCount(3);
  await page.getByRole('tab', { name: 'Videos' }).click();
  await expect(cards(page, 'Resources')).toHaveCount(2);
  await page.getByRole('tab', { name: 'Templates' }).click();
  await expect(cards(page, 'Resources')).toHaveCount(2);
  await page.getByRole('tab', { name: 'Whitepapers' }).click();
  await expect(cards(page, 'Resources')).toHaveCount(1);
  await page.getByRole('tab', { name: 'All' }).click();
  await page.getByLabel('Search resources').fill('patent');
  await expect(cards(page, 'Resources')).toHaveCount(1);
  await page.getByLabel('Search resources').fill('zzz no such thing');
  await expect(page.getByText('No resources match "zzz no such thing".')).toBeVisible();
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(cards(page, 'Resources')).toHaveCount(8);
  await page.getByRole('tab', { name: 'Videos' }).click();
  await page.getByLabel('Search resources').fill('patent');
  await page.getByRole('button', { name: 'View all resources' }).click();
  await expect(cards(page, 'Resources')).toHaveCount(8);
  await expect(page.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');

  await page.getByRole('link', { name: 'BOM Cost Template for Hardware Startups' }).click();
  await expect(page).toHaveURL(/\/resources\/bom-cost-template$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('BOM Cost Template for Hardware Startups');
  await expect(page.locator('.hh-prose h2').first()).toBeVisible();
  await expect(page).toHaveTitle('BOM Cost Template for Hardware Startups | HardwareHub');
  expect(await page.locator('meta[name="description"]').getAttribute('content')).toMatch(/.{40,}/);
  await gotoApp(page, '/resources/no-such-resource');
  await expect(page.getByText('404 Page Not Found')).toBeVisible();
});

test('blog: search, +N categories, Load more, a post page, and the newsletter with its confirmation mail', async ({ page, outboxDir }) => {
  await gotoApp(page, '/blog');
  await expect(cards(page, 'Posts')).toHaveCount(4);
  await page.getByRole('link', { name: 'Load more' }).click();
  await expect(cards(page, 'Posts')).toHaveCount(6);
  await expect(page).toHaveURL(/\/blog\?page=2$/);
  await expect(page.getByText('Showing all 6 posts')).toBeVisible();
  await expect(page.getByText(/^\+1$/).first()).toBeVisible();
  await page.getByLabel('Search posts').fill('Supply Chain');
  // The list narrows as the page answers the typing: wait for it, then check it kept some.
  await expect.poll(() => cards(page, 'Posts').count()).toBeLessThan(6);
  expect(await cards(page, 'Posts').count()).toBeGreaterThan(0);
  await page.getByLabel('Search posts').fill('desktop app');
  await expect(cards(page, 'Posts')).toHaveCount(1);
  await cards(page, 'Posts').getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Desktop App');
  await expect(page.locator('.hh-prose p').first()).toBeVisible();

  await gotoApp(page, '/blog');
  const email = `reader.${Date.now()}@example.com`;
  await page.getByLabel('Email address').fill('not-an-email');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Almost there: check your inbox and confirm your subscription.')).toBeVisible();
  await expect(page.getByLabel('Email address')).toHaveValue('');
  const link = await waitForMailLink({ outboxDir, to: email, subject: /Confirm your HardwareHub newsletter/, linkIncludes: '/newsletter/confirm?token=' });
  await page.goto(link);
  await page.getByRole('button', { name: 'Confirm subscription' }).click();
  await expect(page.getByRole('heading', { name: 'Subscription confirmed' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/newsletter-confirmed-1280.png` });
});

test('events: tabs; Register stores a registration and mails the calendar file; Learn More opens the event; Submit Your Event reaches the team', async ({ page, outboxDir }) => {
  await gotoApp(page, '/events');
  await expect(cards(page, 'Events')).toHaveCount(6);
  await page.getByRole('tab', { name: 'Upcoming' }).click();
  await expect(cards(page, 'Events')).toHaveCount(6);
  await page.getByRole('tab', { name: 'Online' }).click();
  await expect(cards(page, 'Events')).toHaveCount(3);
  await page.getByRole('tab', { name: 'In-Person' }).click();
  await expect(cards(page, 'Events')).toHaveCount(3);
  await page.getByRole('tab', { name: 'All Events' }).click();
  await expect(cards(page, 'Events')).toHaveCount(6);

  const first = cards(page, 'Events').first();
  const title = (await first.getByRole('heading').textContent())!;
  const slug = (await first.getByRole('heading').getByRole('link').getAttribute('href'))!.split('/').pop()!;
  await first.getByRole('link', { name: /^Register for/ }).click();
  const dialog = page.getByRole('dialog', { name: `Register for ${title}` });
  const email = `visitor.${Date.now()}@example.com`;
  await dialog.getByLabel('Name').fill('Ada Lovelace');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Register' }).click();
  await expect(dialog.getByText(SITE_FORM_MESSAGES.eventRegistered)).toBeVisible();
  await waitForMailLink({ outboxDir, to: email, subject: /^You are registered: /, linkIncludes: `/events/${slug}` });
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('link', { name: /Add to calendar/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${slug}.ics`);
  const ics = await readFile((await download.path())!, 'utf8');
  expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
  expect(ics).toMatch(/DTSTART:2027\d{4}T\d{6}Z/);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/events$/);

  await first.getByRole('link', { name: /^Learn More about/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByRole('link', { name: 'Register' })).toBeVisible();

  await gotoApp(page, '/events');
  await page.getByRole('link', { name: 'Submit Your Event' }).click();
  const form = page.getByRole('dialog', { name: 'Submit your event' });
  await form.getByLabel('Event title').fill('Hardware Night Lisbon');
  await form.getByLabel('Date').fill(new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10));
  await form.getByLabel('Location').fill('LX Factory, Lisbon');
  await form.getByLabel('Your name').fill('Grace Hopper');
  await form.getByLabel('Organiser email').fill('grace@example.com');
  await form.getByLabel('Description').fill('Lightning demos of working prototypes, then drinks with makers and investors.');
  await form.getByRole('button', { name: 'Submit event' }).click();
  await expect(page.getByText(SITE_FORM_MESSAGES.eventSubmitted)).toBeVisible();
  await expect(form).toBeHidden();
});

test('support: 8 questions, category tabs, search, popular topics, contact options', async ({ page }) => {
  await gotoApp(page, '/support');
  const questions = page.locator('details.hh-faq__item');
  await expect(questions).toHaveCount(8);
  await page.getByRole('tab', { name: 'Billing & Subscriptions' }).click();
  await expect(questions).toHaveCount(3);
  await page.getByRole('tab', { name: 'Platform' }).click();
  await expect(questions).toHaveCount(5);
  await page.getByRole('tab', { name: 'All' }).click();
  await page.getByRole('button', { name: 'Free trial' }).click();
  await expect(page.getByLabel('Search the FAQ')).toHaveValue('Free trial');
  expect(await questions.count()).toBeGreaterThan(0);
  await questions.first().locator('summary').click();
  await expect(questions.first().locator('.hh-prose')).toBeVisible();
  await page.getByLabel('Search the FAQ').fill('qqq nothing');
  await expect(page.getByRole('button', { name: 'Clear search' })).toBeVisible();
  // The video call needs a premium plan: a visitor sees which.
  await expect(page.getByText('Pro plan', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Guides, templates and videos in Resources' })).toHaveAttribute('href', '/resources');
  await expect(page.getByRole('link', { name: 'Founder stories on the Blog' })).toHaveAttribute('href', '/blog');
});

test('contact: the spec messages for bad input, the toast and a reset form for good input', async ({ page }) => {
  await gotoApp(page, '/contact');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Name must be at least 2 characters.')).toBeVisible();
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
  await expect(page.getByText('Subject must be at least 5 characters.')).toBeVisible();
  await expect(page.getByText('Please select a topic.')).toBeVisible();
  await expect(page.getByText('Message must be at least 10 characters.')).toBeVisible();
  await expect(page.getByText('Monday - Friday')).toBeVisible();
  await expect(page.getByText('Sunday')).toBeVisible();

  await page.getByLabel('Name').fill('Ada Lovelace');
  await page.getByLabel('Email').fill('ada@example.com');
  await page.getByLabel('Subject').fill('Tooling for a wearable');
  await choose(page, page.locator('#contact-topic'), 'Partnership');
  await page.getByLabel('Message').fill('We are looking for a mould maker for 10k units a year.');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Thanks for getting in touch. We will reply by email within 24 hours.')).toBeVisible();
  await expect(page.getByLabel('Message')).toHaveValue('');
  await expect(page.getByLabel('Name')).toHaveValue('');
});

test('enterprise: bad and good input; a signed-in member finds name and email filled in', async ({ page }) => {
  const login = await page.request.post('/api/login', { data: { email: 'maya.chen@demo.hardwarehub.dev', password: DEMO_PASSWORD } });
  expect(login.status()).toBe(200);
  await gotoApp(page, '/enterprise');
  await expect(page.getByLabel('Full name')).toHaveValue('Maya Chen');
  await expect(page.getByLabel('Work email')).toHaveValue('maya.chen@demo.hardwarehub.dev');
  await page.getByRole('textbox', { name: 'Company' }).fill('X');
  await page.getByLabel('What do you need?').fill('short');
  await page.getByRole('button', { name: 'Request a Consultation' }).click();
  await expect(page.getByText('Company name must be at least 2 characters.')).toBeVisible();
  await expect(page.getByText('Please select your role.')).toBeVisible();
  await expect(page.getByText('Please select your team size.')).toBeVisible();
  await expect(page.getByText('Please describe your needs in at least 10 characters.')).toBeVisible();

  await page.getByRole('textbox', { name: 'Company' }).fill('CardioPatch Labs');
  await choose(page, page.locator('#enterprise-role'), 'Executive');
  await choose(page, page.locator('#enterprise-teamSize'), '101-250 employees');
  await page.getByLabel('What do you need?').fill('Vendor management for four product lines across the US and EU.');
  await page.getByRole('button', { name: 'Request a Consultation' }).click();
  await expect(page.getByText('Thank you. Our enterprise team will contact you within 1 business day.')).toBeVisible();
  await expect(page.getByLabel('What do you need?')).toHaveValue('');
  await expect(page.getByLabel('Full name')).toHaveValue('Maya Chen');
});

const PUBLIC_PAGES = [
  '/', '/marketplace', '/pricing', '/enterprise', '/resources', '/resources/bom-cost-template', '/blog', '/blog/lessons-from-20-evt-builds', '/events',
  '/events/ip-office-hours-patent-attorneys', '/support', '/about', '/contact', '/privacy', '/terms', '/cookies', '/auth', '/forgot-password',
];

/**
 * Three walks instead of every theme x width: axe once per theme (colours are what the theme
 * changes) and once per width (layout is what the width changes), and the sideways-scrolling check
 * at phone width in both themes. Axe is most of a walk's time, and the browser suite sets the pace
 * of npm test.
 */
const WALKS = [
  { theme: 'light', width: 1280, axe: true },
  { theme: 'light', width: 390, axe: false },
  { theme: 'dark', width: 390, axe: true },
] as const;

for (const { theme, width, axe } of WALKS) {
  test(`every public page: titled, headings in order, no sideways scrolling${axe ? ', no serious or critical axe violations' : ''} (${theme}, ${width} px)`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    await context.addInitScript((value) => window.localStorage.setItem('hardwarehub.theme', value), theme);
    const page = await context.newPage();
    const problems: string[] = [];
    for (const url of PUBLIC_PAGES) {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      // The page as the app leaves it: a desktop browser's HTML is drawn for a desktop, and the app
      // redraws the phone layout once it has taken the page over.
      await appTakenOver(page);
      expect(await page.title(), url).toMatch(/HardwareHub/);
      expect(await page.locator('meta[name="description"]').getAttribute('content'), url).toBeTruthy();
      // Headings in order: one h1, and no level skipped on the way down.
      const levels = await page.locator('h1, h2, h3, h4, h5, h6').evaluateAll((nodes) => nodes.filter((n) => n.getClientRects().length > 0).map((n) => Number(n.tagName[1])));
      expect(levels.filter((level) => level === 1), `${url}: one h1`).toHaveLength(1);
      levels.forEach((level, i) => {
        if (i > 0 && level > levels[i - 1]! + 1) problems.push(`${url}: h${levels[i - 1]} followed by h${level}`);
      });
      const overflow = await horizontalOverflow(page);
      if (overflow) problems.push(`${url}: ${overflow}`);
      if (axe) {
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
        for (const violation of results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')) {
          problems.push(`${url}: ${violation.id} (${violation.impact}) ${violation.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
        }
      }
      const name = url === '/' ? 'home' : url.slice(1).replace(/\//g, '-');
      if (['/enterprise', '/resources', '/blog', '/events', '/support', '/about', '/contact'].includes(url) || url.split('/').length > 2) {
        await page.screenshot({ path: `${SHOTS}/${name}-${width}-${theme}.png`, fullPage: true });
      }
    }
    expect(problems).toEqual([]);
    await context.close();
  });
}
