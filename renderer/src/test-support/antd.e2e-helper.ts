import { expect, type Locator, type Page } from '@playwright/test';
import { appTakenOver } from '../../../e2e/fixtures.ts';

/**
 * Picks an option of an antd (single) Select. The pick is retried, because a click during the dropdown's opening
 * animation can miss; the step checks what the field shows, not how fast the dropdown closes (on a busy machine its
 * closing animation can outlast any short limit).
 */
export async function choose(page: Page, select: Locator, label: string) {
  await appTakenOver(page);
  const field = select.locator('xpath=ancestor::*[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]');
  await expect(async () => {
    if (!(await page.locator('.ant-select-dropdown:visible').count())) await select.click();
    await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${label}"]`).click({ timeout: 2000 });
    await expect(field.getByTitle(label, { exact: true })).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 15_000 });
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
}
