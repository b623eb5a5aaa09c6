import { devices } from '@playwright/test';
import { appTakenOver, expect, test } from '../../../e2e/fixtures.ts';
import { holdApp } from '../test-support/hold-app.e2e-helper.ts';

/*
 * `/` and `/auth` arrive prerendered (scripts/build-renderer.ts): drawn before any JavaScript runs,
 * then hydrated by the live app. The app's code is held back here to look at that first state.
 */

test('the login form is on screen before the app runs, cannot submit natively, and keeps what was typed', async ({ page }) => {
  const releaseApp = await holdApp(page);
  await page.goto('/auth');

  // Prerendered: the form is there, styled, but its submit button waits for the app.
  await expect(page.getByLabel('Email')).toBeVisible();
  const logIn = page.getByRole('button', { name: 'Log In' });
  await expect(logIn).toBeDisabled();
  await page.getByLabel('Email').fill('maya.chen@demo.hardwarehub.dev');
  await page.getByLabel('Password').fill('HardwareHub#2026');
  await page.getByLabel('Password').press('Enter');
  expect(page.url()).not.toContain('password');

  releaseApp();
  await expect(logIn).toBeEnabled();
  // The live form took over the typed values (Formik got them), so logging in works at once.
  await expect(page.getByLabel('Email')).toHaveValue('maya.chen@demo.hardwarehub.dev');
  await expect(page.getByLabel('Password')).toHaveValue('HardwareHub#2026');
  await logIn.click();
  await page.waitForURL('**/dashboard');
});

test('the home page is prerendered (session not yet known) and becomes the live app, logging no error for a visitor', async ({ page }) => {
  // A visitor's console stays clean: no 401 from asking for a session the browser does not hold.
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const userRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/user') userRequests.push(request.url());
  });
  const releaseApp = await holdApp(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('From idea to product');
  // Neither Login nor a user menu until the session is known (no flip for a signed-in visitor).
  await expect(page.getByRole('link', { name: 'Sign Up' })).toHaveCount(0);
  // Hydrated, not replaced: the elements on screen before the app ran are the live ones after.
  await page.evaluate(() => {
    (window as unknown as { before: Element[] }).before = Array.from(document.querySelectorAll('h1, .hh-hero a, .hh-hero button, header a'));
  });
  releaseApp();
  await expect(page.getByRole('link', { name: 'Sign Up' })).toBeVisible();
  const kept = await page.evaluate(() => (window as unknown as { before: Element[] }).before.map((el) => el.isConnected));
  expect(kept.length).toBeGreaterThan(3);
  expect(kept.every(Boolean)).toBe(true);
  // The live app: the header's link navigates in the page (no reload) to the auth page.
  await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
  await page.getByRole('link', { name: 'Login' }).first().click();
  await page.waitForURL('**/auth');
  expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
  expect(errors).toEqual([]);
  expect(userRequests).toEqual([]);
});

test('a dark-theme reader gets the page drawn afresh in the dark theme, never the light prerender', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('hardwarehub.theme', 'dark'));
  const releaseApp = await holdApp(page);
  await page.goto('/auth');
  // The light prerendered page stays hidden until the app draws.
  await expect(page.getByLabel('Email')).toBeHidden();
  releaseApp();
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
  expect(await page.locator('.ant-btn.hh-dark').count()).toBeGreaterThan(0);
  expect(await page.locator('.hh-light').count()).toBe(0);
});

test("switching the theme repaints antd's components: the theme's variables hang on <html data-theme>", async ({ page }) => {
  await page.goto('/auth');
  const field = page.locator('.ant-input-affix-wrapper').first();
  const rootVariable = () => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--ant-color-bg-container').trim());
  await expect(page.locator('#root.hh-prerendered')).toHaveCount(0);
  expect(await rootVariable()).toBe('#fff');
  await expect(field).toHaveCSS('background-color', 'rgb(255, 255, 255)');

  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await rootVariable()).not.toBe('#fff');
  await expect(field).not.toHaveCSS('background-color', 'rgb(255, 255, 255)');
  await expect(page.locator('.ant-btn.hh-dark').first()).toBeVisible();
  // Remembered for the next visit.
  expect(await page.evaluate(() => window.localStorage.getItem('hardwarehub.theme'))).toBe('dark');
});

test.describe('on a phone', () => {
  // A phone's browser, which says so: the server draws its pages in the phone layout; the two
  // prerendered pages are one HTML for every screen.
  test.use({
    viewport: { width: 390, height: 844 },
    userAgent: devices['Pixel 7'].userAgent,
    extraHTTPHeaders: { 'sec-ch-ua-mobile': '?1' },
  });
  for (const pagePath of ['/auth', '/', '/pricing', '/marketplace', '/blog', '/events', '/resources', '/about']) {
    test(`${pagePath} is drawn where the app keeps it: nothing on the first screen moves when the app takes over`, async ({ page }) => {
      // The stylesheets the app requests come with its code: held with it, so what is measured first is
      // the page as its HTML (and the stylesheets it links) draws it.
      const html = await (await page.request.get(pagePath)).text();
      const linked = new Set([...html.matchAll(/<link rel="stylesheet"[^>]* href="([^"]+)"/g)].map((match) => match[1]));
      let releaseStyles!: () => void;
      const stylesHeld = new Promise<void>((resolve) => (releaseStyles = resolve));
      await page.route(/\/assets\/[^/]+\.css$/, async (route) => {
        if (!linked.has(new URL(route.request().url()).pathname)) await stylesHeld;
        await route.continue();
      });
      const releaseApp = await holdApp(page);
      // Not the load event: a stylesheet the page asks for before it (the entry preloads the app's) is
      // held above, and would hold the load event with it. The HTML's own stylesheets and its eager pictures instead.
      await page.goto(pagePath, { waitUntil: 'domcontentloaded' });
      await page.waitForFunction((hrefs) => {
        const links = Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')).filter((link) => hrefs.includes(new URL(link.href).pathname));
        return links.length === hrefs.length && links.every((link) => link.sheet !== null) && Array.from(document.images).every((image) => image.loading === 'lazy' || image.complete);
      }, [...linked]);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The first screen's elements, kept to be measured again: hydration keeps the elements themselves.
      const before = await page.evaluate(() => {
        const onScreen = Array.from(document.querySelectorAll('#root *')).filter((el) => {
          const box = el.getBoundingClientRect();
          return box.width > 0 && box.height > 0 && box.top < window.innerHeight;
        });
        (window as unknown as { firstScreen: Element[] }).firstScreen = onScreen;
        return onScreen.map((el) => el.getBoundingClientRect().toJSON() as DOMRect);
      });
      releaseStyles();
      releaseApp();
      await appTakenOver(page);
      const after = await page.evaluate(() => (window as unknown as { firstScreen: Element[] }).firstScreen.map((el) => el.getBoundingClientRect().toJSON() as DOMRect));
      expect(before.length).toBeGreaterThan(10);
      const moved = before.flatMap((box, i) => {
        const now = after[i]!;
        return Math.abs(box.x - now.x) > 1 || Math.abs(box.y - now.y) > 1 || Math.abs(box.width - now.width) > 1 ? [`#${i}: ${box.x},${box.y} ${box.width}w -> ${now.x},${now.y} ${now.width}w`] : [];
      });
      expect(moved).toEqual([]);
    });
  }
});
