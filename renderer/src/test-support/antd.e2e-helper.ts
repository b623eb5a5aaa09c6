import { expect, type Locator, type Page } from '@playwright/test';

/** Picks an option of an antd Select; retried because a click during the opening animation can miss. */
export async function choose(page: Page, select: Locator, label: string) {
  await expect(async () => {
    if (!(await page.locator('.ant-select-dropdown:visible').count())) await select.click();
    await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${label}"]`).click({ timeout: 2000 });
    await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0, { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
}
