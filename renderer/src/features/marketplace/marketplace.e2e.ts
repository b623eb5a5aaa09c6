import path from 'node:path';
import { expect, test, type Page, gotoApp } from '../../../../e2e/fixtures.ts';
import { choose } from '../../test-support/antd.e2e-helper.ts';

const SHOTS = path.resolve('artifacts/screenshots');

const cards = (page: Page) => page.getByTestId('product-card');
/**
 * The list shows the answer to the URL's filters: the API has answered a query with `fragment`, and the
 * list is no longer the previous one (dimmed while refetching). Start it before the action.
 */
const settled = (page: Page, fragment: string) => {
  const answered = page.waitForResponse((response) => response.url().includes('/api/products?') && response.url().includes(fragment));
  return async () => {
    await answered;
    await expect(page.locator('.hh-product-grid.hh-refreshing, [aria-busy="true"]')).toHaveCount(0);
  };
};

test('anyone browses the marketplace; filters run on the server, stay in the URL and survive a reload; Clear All', async ({ page }) => {
  await gotoApp(page, '/marketplace');
  await expect(page.getByRole('heading', { level: 1, name: 'Hardware Marketplace' })).toBeVisible();
  await expect(cards(page)).toHaveCount(24);
  await expect(page.getByTestId('results-count')).toContainText(/Showing 1-24 of \d+ products/);
  // Every demo listing has its pictures.
  await expect(cards(page).first().locator('img')).toHaveJSProperty('complete', true);
  expect(await cards(page).first().locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await page.screenshot({ path: path.join(SHOTS, 'marketplace-1280.png'), fullPage: true });

  // The category list is long (and drawn as it scrolls): typing narrows it.
  const toolsShown = settled(page, 'category=tools');
  await page.getByRole('combobox', { name: 'Category' }).fill('Tools');
  await choose(page, page.getByRole('combobox', { name: 'Category' }), 'Tools & Equipment');
  await expect(page).toHaveURL(/category=tools/);
  await toolsShown();
  await expect(page.getByTestId('results-count')).toContainText(/of \d+ product/);
  for (const tag of await cards(page).locator('.hh-label').first().allTextContents()) expect(tag).toBe('Tools & Equipment');
  // The box follows the URL, which the click changes.
  const usedShown = settled(page, 'isUsed=true');
  await page.getByRole('checkbox', { name: 'Used items only' }).click();
  await expect(page).toHaveURL(/isUsed=true/);
  await expect(page.getByRole('checkbox', { name: 'Used items only' })).toBeChecked();
  await usedShown();
  const searchShown = settled(page, 'search=oscilloscope');
  await page.getByRole('textbox', { name: 'Search products' }).fill('oscilloscope');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/search=oscilloscope/);
  await searchShown();
  const found = await cards(page).count();
  expect(found).toBeGreaterThan(0);
  // Used items: the Used badge, or the condition Used itself.
  for (const card of await cards(page).all()) await expect(card.locator('.hh-label').filter({ hasText: /^Used$/ })).toHaveCount(1);

  // Shared or reloaded, the same page.
  const url = page.url();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Search products' })).toHaveValue('oscilloscope');
  await expect(page.getByRole('checkbox', { name: 'Used items only' })).toBeChecked();
  await expect(cards(page)).toHaveCount(found);
  expect(page.url()).toBe(url);

  await page.getByRole('textbox', { name: 'Search products' }).fill('nothing-sells-like-this');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('No products match your filters')).toBeVisible();
  await page.getByRole('button', { name: 'Clear All' }).first().click();
  await expect(page).toHaveURL(/\/marketplace$/);
  await expect(cards(page)).toHaveCount(24);
});

test('the price range and sort go to the server; a card opens its product page', async ({ page }) => {
  await gotoApp(page, '/marketplace?minPrice=100&maxPrice=500&sortBy=price-low');
  await expect(page.getByTestId('price-from')).toHaveText('$100');
  await expect(page.getByTestId('price-to')).toHaveText('$500');
  await expect(cards(page).first()).toBeVisible();
  const prices = (await cards(page).locator('.hh-product-card__price').allTextContents()).map((text) => Number(text.replace(/[$,]/g, '')));
  expect(prices.every((price) => price >= 100 && price <= 500)).toBe(true);
  expect([...prices].sort((a, b) => a - b)).toEqual(prices);
  await choose(page, page.getByRole('combobox', { name: 'Sort by' }), 'Price: High to Low');
  await expect(page).toHaveURL(/sortBy=price-high/);
  await expect(async () => {
    const high = (await cards(page).locator('.hh-product-card__price').allTextContents()).map((text) => Number(text.replace(/[$,]/g, '')));
    expect([...high].sort((a, b) => b - a)).toEqual(high);
    expect(high[0]).toBeGreaterThan(prices[0]!);
  }).toPass();

  await page.setViewportSize({ width: 390, height: 844 });
  await gotoApp(page, '/marketplace');
  await expect(cards(page).first()).toBeVisible();
  await page.screenshot({ path: path.join(SHOTS, 'marketplace-390.png') });
  await cards(page).first().click();
  await expect(page).toHaveURL(/\/marketplace\/\d+$/);
});
