import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Browser } from '../../../../e2e/fixtures.ts';
import { apiCreateProject, apiUser, signedInPage, toast, type Person } from '../../test-support/accounts.e2e-helper.ts';
import { horizontalOverflow } from '../../test-support/overflow.e2e-helper.ts';

const SHOTS = path.resolve('artifacts/screenshots');
/** A bracket as STEP (AP214, one solid: 60 × 40 mm L profile, 30 mm deep), made by the demo data's generator. */
const BRACKET_STEP = readFileSync(path.resolve('e2e/sample-files/bracket.step'));

interface Member {
  person: Person;
  api: APIRequestContext;
  id: number;
}

/** A professional role needs its company details to register. */
const MAKER = { role: 'manufacturer', companyName: 'Precision Parts', location: 'Austin, USA', linkedinProfile: 'https://www.linkedin.com/in/precision-parts', verificationCredential: 'ISO 9001 certificate 5521' };

async function member(baseURL: string, fullName: string, extra: Record<string, unknown> = {}): Promise<Member> {
  const { person, api } = await apiUser(baseURL, { fullName: `${fullName} ${Math.random().toString(36).slice(2, 6)}`, ...extra });
  const me = (await (await api.get('/api/user')).json()) as { id: number };
  return { person, api, id: me.id };
}

async function connect(a: Member, b: Member, extra: Record<string, unknown> = {}): Promise<number> {
  const created = await a.api.post('/api/connections', { data: { recipientId: b.id, message: 'Shall we build the bracket together?', ...extra } });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  expect((await b.api.patch(`/api/connections/${id}`, { data: { status: 'accepted' } })).status()).toBe(200);
  return id;
}

const open = (browser: Browser, baseURL: string, who: Member, viewport?: { width: number; height: number }) => signedInPage(browser, baseURL, who.person, viewport);

// The 3D viewer draws with WebGL: Chromium's software renderer stands in for a GPU here.
test.use({ launchOptions: { executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--use-angle=swiftshader', '--enable-unsafe-swiftshader'] } });

test.describe('files', () => {

  test('a STEP file sent in a conversation: the other side previews it in 3D once it is scanned', async ({ browser, baseURL: url }) => {
    const baseURL = url!;
    const founder = await member(baseURL, 'Fay Founder');
    const maker = await member(baseURL, 'Milo Maker', MAKER);
    const connectionId = await connect(founder, maker);

    const sender = await open(browser, baseURL, founder);
    await sender.goto(`/messages/${connectionId}`);
    // Enabled once the app has taken over the server-drawn page.
    await expect(sender.getByRole('button', { name: 'Attach files' })).toBeEnabled();
    await sender.getByTestId('attach-input').setInputFiles({ name: 'bracket.step', mimeType: 'application/step', buffer: BRACKET_STEP });
    const tray = sender.getByTestId('upload-item');
    await expect(tray).toHaveAttribute('data-state', 'done');
    await sender.getByRole('textbox', { name: 'Message' }).fill('The bracket model, rev A.');
    await sender.getByRole('button', { name: 'Send message' }).click();
    await expect(tray).toHaveCount(0);
    await expect(sender.getByTestId('attachments').getByRole('button', { name: 'bracket.step', exact: true })).toBeVisible();
    await sender.screenshot({ path: path.join(SHOTS, 'files-attachment-sent-1280.png') });

    for (const viewport of [{ width: 1280, height: 860 }, { width: 390, height: 844 }]) {
      const receiver = await open(browser, baseURL, maker, viewport);
      await receiver.goto(`/messages/${connectionId}`);
      const attachment = receiver.getByTestId('attachments').getByTestId('file-row');
      await expect(attachment).toContainText('bracket.step');
      // Once the scan is done (or recorded as not scanned, without a scanner) the file opens and downloads.
      await expect(attachment.getByRole('link', { name: 'Download bracket.step' })).toBeVisible({ timeout: 20_000 });
      await expect(receiver.locator('html[data-realtime="authenticated"]')).toHaveCount(1);
      await receiver.screenshot({ path: path.join(SHOTS, `files-attachment-received-${viewport.width}.png`) });
      await attachment.getByRole('button', { name: 'bracket.step', exact: true }).click();
      const viewer = receiver.getByTestId('model-viewer');
      await expect(viewer).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
      await expect(receiver.getByTestId('model-bbox')).toHaveText('60.0 × 40.0 × 30.0 mm');
      await receiver.screenshot({ path: path.join(SHOTS, `files-step-preview-${viewport.width}.png`) });
      await receiver.context().close();
    }
    await sender.context().close();
  });

  test('a project behind an NDA stays locked for a partner until they sign, then shows its files and confidential fields', async ({ browser, baseURL: url }) => {
    const baseURL = url!;
    const owner = await member(baseURL, 'Olga Owner');
    const partner = await member(baseURL, 'Pavel Partner', MAKER);
    const project = await apiCreateProject(owner.api, { name: `Sensor enclosure ${Math.random().toString(36).slice(2, 6)}`, status: 'active', budget: '$40,000 for tooling' });
    await connect(owner, partner, { projectId: project.id });

    // The owner saves the template as version 1, marks the budget confidential, requires the NDA and adds a drawing.
    const ownerPage = await open(browser, baseURL, owner);
    await ownerPage.goto(`/projects/${project.id}?tab=nda`);
    await ownerPage.getByRole('button', { name: 'Save as new version' }).click();
    await expect(toast(ownerPage, 'NDA saved')).toBeVisible();
    // Checked once the server has saved it (the box shows the saved settings).
    await ownerPage.getByRole('checkbox', { name: 'Budget' }).click();
    await expect(ownerPage.getByRole('checkbox', { name: 'Budget' })).toBeChecked();
    await expect(toast(ownerPage, 'The confidential fields were saved.')).toBeVisible();
    await ownerPage.getByRole('switch').click();
    await expect(ownerPage.getByRole('switch')).toBeChecked();
    await ownerPage.getByRole('tab', { name: 'Files' }).click();
    await ownerPage.getByTestId('project-file-input').setInputFiles({ name: 'bracket.step', mimeType: 'application/step', buffer: BRACKET_STEP });
    await expect(ownerPage.getByTestId('project-file').filter({ hasText: 'bracket.step' })).toBeVisible();

    for (const viewport of [{ width: 1280, height: 860 }, { width: 390, height: 844 }]) {
      const partnerPage = await open(browser, baseURL, partner, viewport);
      await partnerPage.goto(`/projects/${project.id}/shared`);
      await expect(partnerPage.getByText('Sign the NDA to see this project')).toBeVisible();
      await expect(partnerPage.getByText('$40,000 for tooling')).toHaveCount(0);
      await expect(partnerPage.getByRole('tab', { name: 'Files' })).toHaveCount(0);
      // The server holds the files back too, not only the page.
      expect((await partner.api.get(`/api/files?projectId=${project.id}`)).status()).toBe(403);
      expect(await horizontalOverflow(partnerPage)).toBeNull();
      await partnerPage.screenshot({ path: path.join(SHOTS, `files-nda-locked-${viewport.width}.png`), fullPage: true });
      await partnerPage.context().close();
    }

    const partnerPage = await open(browser, baseURL, partner, { width: 390, height: 844 });
    await partnerPage.goto(`/projects/${project.id}/shared`);
    await partnerPage.getByLabel('Type your full name to sign').fill(partner.person.fullName);
    await partnerPage.getByRole('button', { name: 'Sign' }).click();
    await expect(partnerPage.getByText('$40,000 for tooling')).toBeVisible();
    await partnerPage.getByRole('tab', { name: 'Files' }).click();
    await expect(partnerPage.getByTestId('project-file').filter({ hasText: 'bracket.step' })).toBeVisible();
    expect(await horizontalOverflow(partnerPage)).toBeNull();
    await partnerPage.screenshot({ path: path.join(SHOTS, 'files-nda-signed-390.png'), fullPage: true });

    // The owner sees who signed which version.
    await ownerPage.goto(`/projects/${project.id}?tab=nda`);
    await expect(ownerPage.getByRole('row').filter({ hasText: partner.person.fullName })).toContainText('1');
    await ownerPage.screenshot({ path: path.join(SHOTS, 'files-nda-owner-1280.png'), fullPage: true });
    await Promise.all([ownerPage.context().close(), partnerPage.context().close()]);
  });
});
