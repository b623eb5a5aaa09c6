import { appTakenOver, expect, gotoApp, test, type Page } from '../../../../e2e/fixtures.ts';
import { apiCreateProject, apiSignUp, toast } from '../../test-support/accounts.e2e-helper.ts';
import { choose } from '../../test-support/antd.e2e-helper.ts';

/** A new member signed in through the API (no page open yet), with one active project. */
async function signInWithProject(page: Page, projectName: string) {
  await apiSignUp(page);
  return apiCreateProject(page.request, {
    name: projectName, description: 'A handheld LoRa asset tracker with GPS for pallets in cold stores.', requirements: 'ESP32, GPS module, LoRa radio, 2000 mAh LiPo, IP67 enclosure', status: 'active',
  });
}

const result = (page: Page) => page.locator('.hh-ai-result').filter({ has: page.locator('.ant-card-head') }).first();

/**
 * The AI tools in real Chromium on the built-in engine: each tab and the quick estimate give a result
 * with its charts, a result is saved to a project and shows under the project's 'Estimates', and a
 * kept result opens again from there.
 */
test.describe('AI design and cost tools', () => {
  test('the three design tools answer with verdicts and charts; a cost estimate is saved to a project and reopened from it', async ({ page }) => {
    const project = await signInWithProject(page, 'Cold-chain tracker');
    await gotoApp(page, '/dashboard');
    await page.getByRole('link', { name: /Design Recommendations/ }).first().click();
    await expect(page).toHaveURL(/\/design-recommendations$/);
    await expect(page.getByRole('heading', { name: 'AI Design Tools' })).toBeVisible();

    // Nothing is sent without a specification.
    await page.getByRole('button', { name: 'Get Recommendations' }).click();
    await expect(toast(page, 'Missing information')).toContainText('Please provide hardware specifications');
    await expect(page.getByText('Please provide hardware specifications').first()).toBeVisible();

    await page.getByLabel('Hardware specifications').fill('Handheld LoRa tracker, 120 x 60 x 25 mm, 2000 mAh LiPo battery, GPS, IP67 enclosure for cold stores');
    await page.getByRole('button', { name: 'Get Recommendations' }).click();
    await expect(result(page)).toContainText('Design Recommendations');
    await expect(result(page)).toContainText('Built-in engine');
    await expect(result(page).locator('.hh-ai-list li').first()).toBeVisible();
    await expect(result(page).locator('.hh-ai-topics')).toContainText(/battery/i);

    await page.getByRole('tab', { name: 'Manufacturing Feasibility' }).click();
    await page.getByLabel('Design description').fill('ABS enclosure 120 x 80 x 30 mm, 2.5 mm walls, two snap-fit halves');
    await choose(page, page.getByLabel('Manufacturing method'), 'Injection moulding');
    await page.getByLabel('Production volume (units)').fill('50');
    await page.getByRole('button', { name: 'Analyze Feasibility' }).click();
    const verdict = page.locator('.hh-ai-level[data-level]').first();
    await expect(verdict).toHaveText('Feasibility: Low');
    await expect(page.getByRole('tabpanel').locator('.recharts-surface').first()).toBeVisible();

    await page.getByRole('tab', { name: 'Cost Estimation' }).click();
    await page.getByLabel('Design details').fill('Motor bracket 60 x 40 x 10 mm with two ±0.05 mm bearing bores, anodised');
    // A multiple select stays open after a pick: retried until the pick shows in the field.
    const materials = page.getByLabel('Materials');
    await appTakenOver(page);
    await expect(async () => {
      if (!(await page.locator('.ant-select-dropdown:visible').count())) await materials.click();
      await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="Aluminium 6061"]').click({ timeout: 2000 });
      await expect(page.getByRole('tabpanel', { name: 'Cost Estimation' }).locator('.ant-select').filter({ hasText: 'Aluminium 6061' })).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    await page.keyboard.press('Escape');
    await choose(page, page.getByRole('tabpanel', { name: 'Cost Estimation' }).getByLabel('Manufacturing method'), 'CNC machining');
    await page.getByRole('tabpanel', { name: 'Cost Estimation' }).getByLabel('Production volume (units)').fill('200');
    await page.getByRole('button', { name: 'Estimate Costs' }).click();
    const costPanel = page.getByRole('tabpanel', { name: 'Cost Estimation' });
    await expect(costPanel.getByText('Cost breakdown per unit')).toBeVisible();
    await expect(costPanel.locator('.recharts-surface')).toHaveCount(2);
    await expect(costPanel.getByText(/\$[\d,.]+ - \$[\d,.]+ per unit at 200 units/)).toBeVisible();

    await choose(page, costPanel.getByLabel('Project to save to'), project.name);
    await costPanel.getByRole('button', { name: 'Save to project' }).click();
    await expect(toast(page, 'Saved to project')).toBeVisible();
    await expect(costPanel.getByRole('link', { name: project.name })).toBeVisible();
    await expect(page.locator('.hh-ai-history .ant-list-item')).toHaveCount(3);

    await costPanel.getByRole('link', { name: project.name }).click();
    await expect(page).toHaveURL(new RegExp(`/projects/${project.id}\\?tab=estimates$`));
    const estimates = page.locator('.ant-card').filter({ hasText: 'Estimates' });
    await expect(estimates.locator('.ant-list-item')).toHaveCount(1);
    await expect(estimates).toContainText('Cost Estimation');
    await estimates.locator('.hh-ai-run__title').click();
    await expect(page).toHaveURL(/\/design-recommendations\?run=\d+$/);
    await expect(page.getByRole('tab', { name: 'Cost Estimation' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel('Design details')).toHaveValue(/Motor bracket/);
    await expect(page.getByRole('tabpanel', { name: 'Cost Estimation' }).locator('.recharts-surface')).toHaveCount(2);
  });

  test('the quick prototype estimate, pre-filled from a project, gives a whole-dollar range with its breakdown chart', async ({ page }) => {
    const project = await signInWithProject(page, 'Pallet tracker');
    await gotoApp(page, `/projects/${project.id}?tab=estimates`);
    await page.getByRole('link', { name: 'Quick cost estimate' }).click();
    await expect(page).toHaveURL(new RegExp(`/prototype-cost-estimate\\?projectId=${project.id}$`));
    await expect(page.getByLabel('Product type')).toHaveValue('Pallet tracker');
    await expect(page.getByLabel('Key components')).toHaveValue(/LoRa radio/);
    await expect(page.getByText('Complexity: 5 of 10')).toBeVisible();

    await page.getByLabel('Quantity').fill('');
    await page.getByRole('button', { name: 'Get Cost Estimate' }).click();
    await expect(toast(page, 'Missing information')).toContainText('Quantity must be a whole number of at least 1');
    await page.getByLabel('Quantity').fill('5');
    await page.getByRole('slider').focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByText('Complexity: 6 of 10')).toBeVisible();
    await page.getByRole('button', { name: 'Get Cost Estimate' }).click();

    await expect(result(page)).toContainText('Prototype Cost Estimate');
    await expect(result(page).locator('.ant-statistic').first()).toContainText(/^Estimated cost for 5 prototypes\$[\d,]+ - \$[\d,]+$/);
    await expect(result(page).locator('.recharts-surface')).toBeVisible();
    await expect(result(page).locator('.hh-ai-level')).toContainText('Confidence:');
    // Offered for saving to the project it was filled from.
    await result(page).getByRole('button', { name: 'Save to project' }).click();
    await expect(toast(page, 'Saved to project')).toBeVisible();
    await page.goto(`/projects/${project.id}?tab=estimates`);
    await expect(page.locator('.ant-card').filter({ hasText: 'Estimates' }).locator('.ant-list-item')).toContainText('Pallet tracker, 5 prototypes');
  });
});
