import path from 'node:path';
import { expect, gotoApp, test, type Page } from '../../../../e2e/fixtures.ts';
import { apiCreateProject, apiSignUp, apiUser, DEMO_PASSWORD, signIn, toast, unique } from '../../test-support/accounts.e2e-helper.ts';

const SHOTS = path.resolve('artifacts/screenshots');
const LOAD_ERROR = 'Unable to load project details. You might not have permission to view this project.';

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });

/** Full-page shots from the top, so the sticky header and bottom bar sit where a user sees them. */
async function shoot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(SHOTS, name), fullPage: true });
}

test('an entrepreneur creates a project in the wizard, finds it, activates, edits, completes and deletes it', async ({ page }) => {
  await apiSignUp(page);
  const name = `Smart Beehive ${unique()}`;

  await gotoApp(page, '/projects');
  await expect(page.getByText('No projects found')).toBeVisible();
  await expect(page.getByText('Start by creating your first hardware project.')).toBeVisible();

  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Post a Project' }).click();
  await expect(page).toHaveURL(/\/projects\/create$/);

  // Basic Info, with a name that is too short; the review step sends the user back to it.
  await page.getByLabel('Project name').fill('Hi');
  await page.getByLabel('Description').fill('Hive sensors that warn beekeepers about swarming and disease.');
  await page.getByRole('radio', { name: 'Prototyping' }).check();
  for (const label of ['Concept / Idea', 'Design Phase', 'Minimum Viable Product', 'Production Ready', 'Scaling / Manufacturing']) {
    await expect(page.getByRole('radio', { name: label })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(tab(page, 'Details')).toHaveAttribute('aria-selected', 'true');
  await tab(page, 'Review').click();
  await page.getByRole('button', { name: 'Save as Draft' }).click();
  await expect(tab(page, 'Basic Info')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Project name must be at least 3 characters')).toBeVisible();
  await page.getByLabel('Project name').fill(name);

  // Details: tags on Enter, a duplicate refused with the toast, a suggestion by click.
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Budget').fill('$20,000');
  await page.getByLabel('Timeline').fill('8 months');
  const tags = page.getByLabel('Tags');
  await tags.fill('Agritech');
  await tags.press('Enter');
  await tags.fill(' agritech ');
  await tags.press('Enter');
  await expect(toast(page, 'Duplicate Tag')).toBeVisible();
  await expect(page.getByText('This tag has already been added.')).toBeVisible();
  await page.getByRole('button', { name: '+ IoT' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'IoT' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Agritech' })).toBeVisible();

  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('textbox', { name: 'Requirements' }).fill('LoRaWAN module, weatherproof enclosure, 2-year battery life.');
  await page.getByRole('button', { name: 'Next' }).click();

  // Review shows everything; the terms box is required and not sent.
  const review = page.locator('.hh-review');
  await expect(review).toContainText(name);
  await expect(review).toContainText('Prototyping');
  await expect(review).toContainText('$20,000');
  await expect(review).toContainText('8 months');
  await expect(review).toContainText('Agritech');
  await expect(review).toContainText('LoRaWAN module');
  await page.getByRole('button', { name: 'Save as Draft' }).click();
  await expect(page.getByText('You must agree to the terms and conditions')).toBeVisible();
  await page.getByRole('checkbox', { name: /I agree to the terms and conditions/ }).check();
  const created = page.waitForResponse((response) => response.url().endsWith('/api/projects') && response.request().method() === 'POST');
  await page.getByRole('button', { name: 'Save as Draft' }).click();
  expect(JSON.parse((await created).request().postData() ?? '{}')).not.toHaveProperty('terms');
  await expect(toast(page, 'Project Created')).toBeVisible();
  await expect(page).toHaveURL(/\/projects\/\d+$/);
  const projectUrl = page.url();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByText("This project is in draft mode and not visible to potential partners yet. Activate it when you're ready to start connecting.")).toBeVisible();
  await expect(page.getByText('Manage Status')).toHaveCount(0);

  // The list: grid card, table, search and tabs, all in the URL.
  await page.goto('/projects');
  const card = page.getByTestId('project-card').filter({ hasText: name });
  await expect(card).toContainText('Draft');
  await expect(card).toContainText('just now');
  await expect(card).toContainText('Prototyping');
  await expect(card.getByRole('link', { name: 'Complete Setup' })).toBeVisible();
  await page.getByText('List', { exact: true }).click();
  await expect(page).toHaveURL(/view=list/);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('$20,000');
  await expect(row).toContainText('8 months');
  for (const column of ['Name', 'Status', 'Budget', 'Timeline', 'Last Updated']) await expect(page.getByRole('columnheader', { name: column })).toBeVisible();
  await row.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Edit Project' }).click();
  await expect(page).toHaveURL(/\/projects\/\d+\?edit=true$/);
  await expect(page.getByText('Edit Project', { exact: true }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(projectUrl);

  await page.goto('/projects?view=list&q=no-such-thing');
  await expect(page.getByText('No projects found')).toBeVisible();
  await expect(page.getByText('Try adjusting your filters or search terms.')).toBeVisible();
  await page.goto('/projects?status=active');
  await expect(page.getByText('Try adjusting your filters or search terms.')).toBeVisible();
  await tab(page, 'Draft (1)').click();
  await expect(page).toHaveURL(/status=draft/);
  await expect(page.getByTestId('project-card').filter({ hasText: name })).toBeVisible();

  // The dashboard lists it.
  await page.goto('/dashboard');
  await expect(page.locator('.hh-dash-project').filter({ hasText: name })).toBeVisible();
  await expect(page.getByTestId('stat-activeProjects')).toContainText('0');
  await expect(page.getByRole('link', { name: 'Manage Subscription' })).toHaveAttribute('href', '/profile?tab=subscription');
  await expect(page.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/subscribe'); // free plan

  // Activate, edit in place, complete.
  await page.goto(projectUrl);
  await page.getByRole('button', { name: 'Activate Project' }).click();
  await expect(toast(page, 'Status Updated')).toBeVisible();
  await expect(page.getByText('Manage Status')).toBeVisible();
  await expect(page.getByText(/This project is in draft mode/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Activate Project' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Edit Project' }).click();
  await expect(page).toHaveURL(/\?edit=true$/);
  await page.getByLabel('Project name').fill('No');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Project name must be at least 3 characters')).toBeVisible();
  const renamed = `${name} v2`;
  await page.getByLabel('Project name').fill(renamed);
  await page.getByLabel('Budget').fill('$35,000');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Project Updated')).toBeVisible();
  await expect(page).toHaveURL(projectUrl);
  await expect(page.getByRole('heading', { name: renamed, level: 1 })).toBeVisible();
  await expect(page.getByText('$35,000')).toBeVisible();

  await page.getByRole('button', { name: 'Mark as Completed' }).click();
  await expect(toast(page, 'Status Updated')).toBeVisible();
  await expect(page.locator('.hh-page__subtitle')).toContainText('Completed');
  await expect(page.getByText('Manage Status')).toHaveCount(0);

  // Delete with the confirmation dialog.
  await page.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Are you sure you want to delete this project? This action cannot be undone.');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Project Deleted')).toBeVisible();
  await expect(page).toHaveURL(/\/projects$/);
  await expect(page.getByText('No projects found')).toBeVisible();
  await expect(toast(page, LOAD_ERROR)).toHaveCount(0);
});

test("another user cannot open someone's draft, and sees an active project without owner actions", async ({ page, baseURL }) => {
  const { api: owner } = await apiUser(baseURL!);
  const draft = await apiCreateProject(owner, { name: `Secret draft ${unique()}` });
  const active = await apiCreateProject(owner, { name: `Open project ${unique()}`, status: 'active', tags: ['Robotics'] });
  await apiSignUp(page);

  await gotoApp(page, `/projects/${draft.id}`);
  await expect(toast(page, 'Error')).toContainText(LOAD_ERROR);
  await expect(page).toHaveURL(/\/projects$/);

  await page.goto(`/projects/${active.id}`);
  await expect(page.getByRole('heading', { name: active.name, level: 1 })).toBeVisible();
  await expect(page.getByText('Posted by')).toBeVisible();
  for (const action of ['Activate Project', 'Edit Project', 'Delete', 'Mark as Completed']) await expect(page.getByRole('button', { name: action })).toHaveCount(0);
  // ?edit=true does nothing for someone who does not own the project.
  await page.goto(`/projects/${active.id}?edit=true`);
  await expect(page.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);
  await owner.dispose();
});

test('the free plan stops at 3 active projects and offers the upgrade', async ({ page }) => {
  await apiSignUp(page);
  for (let i = 1; i <= 3; i++) await apiCreateProject(page.request, { name: `Active ${i} ${unique()}`, status: 'active' });
  const fourth = await apiCreateProject(page.request, { name: `Fourth ${unique()}` });

  await gotoApp(page, `/projects/${fourth.id}`);
  await page.getByRole('button', { name: 'Activate Project' }).click();
  await expect(toast(page, 'Error')).toContainText('Failed to update status: Your Free plan allows 3 active projects.');
  await expect(page.getByText('Plan limit reached')).toBeVisible();
  await page.getByRole('link', { name: 'Upgrade' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
});

test('the Connections and Messages tabs of a demo project', async ({ page }) => {
  await signIn(page, 'maya.chen@demo.hardwarehub.dev', DEMO_PASSWORD);
  await gotoApp(page, '/projects');
  await page.getByTestId('project-card').filter({ hasText: 'CardioPatch' }).getByRole('link', { name: 'Manage Project' }).click();
  await page.getByRole('tab', { name: /Connections/ }).click();
  for (const column of ['Partner', 'Status', 'Date Connected']) await expect(page.getByRole('columnheader', { name: column })).toBeVisible();
  await expect(page.getByRole('button', { name: 'View Profile' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send Message' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Find Partners' })).toBeVisible();
  // Messages: the conversations with the project's partners, newest first, each opening its thread.
  await page.getByRole('tab', { name: 'Messages' }).click();
  const conversations = page.getByTestId('project-conversation');
  await expect(conversations).toHaveCount(2);
  await expect(conversations.first()).toContainText('Shenzhen Precision Electronics');
  await expect(conversations.first()).toContainText('You: Perfect, we will update the Gerbers this week.');
  await expect(conversations.nth(1)).toContainText('Goldberg IP Law');
  await conversations.first().click();
  await expect(page).toHaveURL(/\/messages\/\d+$/);
});

test.describe('screenshots of projects and the dashboard', () => {
  for (const width of [1280, 390]) {
    test(`wizard, list, project page and dashboard at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
      await signIn(page, 'maya.chen@demo.hardwarehub.dev', DEMO_PASSWORD);
      await gotoApp(page, '/dashboard'); // signed in through the API: no login toast over the hero
      await expect(page.getByText('Recommended Partners')).toBeVisible();
      await expect(page.getByTestId('recommended-partner')).toHaveCount(3);
      await expect(page.getByRole('link', { name: 'Upgrade' })).toHaveCount(0); // Maya is on Basic
      await shoot(page, `dashboard-${width}.png`);

      await page.goto('/projects');
      await expect(page.getByTestId('project-card').first()).toBeVisible();
      await shoot(page, `projects-grid-${width}.png`);
      await page.goto('/projects?view=list');
      await expect(page.getByRole('columnheader', { name: 'Name' })).toBeVisible();
      await shoot(page, `projects-table-${width}.png`);

      await page.goto('/projects');
      await page.getByTestId('project-card').filter({ hasText: 'CardioPatch' }).getByRole('link', { name: 'Manage Project' }).click();
      await expect(page.getByText('Manage Status')).toBeVisible();
      await shoot(page, `project-page-${width}.png`);

      // Filled once the app has the form: typing while it hydrates is the carry-over tests' subject, not this one's.
      await gotoApp(page, '/projects/create');
      await page.getByLabel('Project name').fill('Modular Drone Kit');
      await page.getByLabel('Description').fill('A modular drone kit for STEM classrooms with swappable sensor pods.');
      await page.getByRole('radio', { name: 'Minimum Viable Product' }).check();
      await shoot(page, `wizard-basic-${width}.png`);
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByLabel('Budget').fill('$60,000');
      await page.getByLabel('Timeline').fill('Q3 2026');
      await page.getByRole('button', { name: '+ Drones' }).click();
      await page.getByRole('button', { name: '+ Robotics' }).click();
      await shoot(page, `wizard-details-${width}.png`);
      await tab(page, 'Review').click();
      await page.getByRole('button', { name: 'Create & Activate' }).click();
      await expect(page.getByText('You must agree to the terms and conditions')).toBeVisible();
      await shoot(page, `wizard-review-${width}.png`);
    });
  }
});
