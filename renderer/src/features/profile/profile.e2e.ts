import path from 'node:path';
import { expect, gotoApp, test } from '../../../../e2e/fixtures.ts';
import { generate } from 'otplib';
import { apiSignUp, logIn, PASSWORD, toast } from '../../test-support/accounts.e2e-helper.ts';

const SHOTS = path.resolve('artifacts/screenshots');

test('Edit Profile validates with the registration rules and saves every field', async ({ page }) => {
  await apiSignUp(page);
  await gotoApp(page, '/profile');
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const drawer = page.getByRole('dialog', { name: 'Edit Profile' });
  await drawer.getByLabel('Full name').fill('');
  await drawer.getByLabel('LinkedIn profile').fill('not a url');
  await drawer.getByRole('button', { name: 'Save Profile' }).click();
  await expect(drawer.getByText('Full name is required')).toBeVisible();
  await expect(drawer.getByText('Must be a valid URL')).toBeVisible();

  await drawer.getByLabel('Full name').fill('Grace Hopper');
  await drawer.getByLabel('Company name').fill('Harbor Robotics');
  await drawer.getByLabel('Location').fill('Boston, USA');
  await drawer.getByLabel('Bio').fill('Building warehouse robots.');
  await drawer.getByLabel('Expertise').fill('Firmware');
  await drawer.getByLabel('Expertise').press('Enter');
  await drawer.getByRole('button', { name: '+ Robotics' }).click();
  await drawer.getByLabel('LinkedIn profile').fill('https://www.linkedin.com/in/grace-hopper');
  await drawer.getByLabel('Website').fill('https://harbor-robotics.example.com');
  await drawer.getByLabel('Avatar image URL').fill('https://example.com/grace.png');
  await page.screenshot({ path: path.join(SHOTS, 'profile-edit-1280.png') });
  await drawer.getByRole('button', { name: 'Save Profile' }).click();
  await expect(toast(page, 'Profile Updated')).toBeVisible();
  await expect(drawer).toBeHidden();
  const account = page.locator('.ant-descriptions').first();
  await expect(account).toContainText('Grace Hopper');
  await expect(account).toContainText('Harbor Robotics');
  await expect(account).toContainText('Boston, USA');
  await expect(account).toContainText('Firmware');
  await expect(account).toContainText('Robotics');

  await page.reload();
  await expect(page.locator('.ant-descriptions').first()).toContainText('Harbor Robotics');
});

test('Change Password needs the current password and records the change', async ({ page }) => {
  const person = await apiSignUp(page);
  await gotoApp(page, '/profile?tab=security');
  await expect(page.getByTestId('password-last-changed')).toHaveText('Never');
  await page.getByRole('button', { name: 'Change Password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Password' });
  await dialog.getByLabel('Current password').fill('Wrong#Password99');
  await dialog.getByLabel('New password', { exact: true }).fill('weak');
  await dialog.getByLabel('Confirm new password').fill('weaker');
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  await expect(dialog.getByText('Password must be at least 12 characters')).toBeVisible();
  await expect(dialog.getByText("Passwords don't match")).toBeVisible();

  const next = 'Brand#NewPass2026';
  await dialog.getByLabel('New password', { exact: true }).fill(next);
  await dialog.getByLabel('Confirm new password').fill(next);
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  await expect(dialog.getByText('Current password is incorrect')).toBeVisible();
  await dialog.getByLabel('Current password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  await expect(toast(page, 'Password Changed')).toBeVisible();
  await expect(page.getByTestId('password-last-changed')).not.toHaveText('Never');

  await page.context().clearCookies();
  await logIn(page, person.email, next);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('Preferences are saved as they change', async ({ page }) => {
  await apiSignUp(page);
  await gotoApp(page, '/profile?tab=preferences');
  const marketing = page.locator('.hh-pref-row').filter({ hasText: 'Marketing Consent' });
  await expect(marketing).toContainText('Disabled');
  await marketing.getByRole('switch').click();
  await expect(marketing).toContainText('Enabled');
  const email = page.locator('.hh-pref-row').filter({ hasText: 'Email Notifications' });
  await expect(email).toContainText('Enabled');
  await email.getByRole('switch').click();
  await expect(email).toContainText('Disabled');
  // The desktop app's notifications, beside the email ones, on by default.
  const desktop = page.locator('.hh-pref-row').filter({ hasText: 'Desktop notifications' });
  await expect(desktop).toContainText('Enabled');
  await desktop.getByRole('switch').click();
  await expect(desktop).toContainText('Disabled');
  await expect(page.locator('.hh-pref-row').filter({ hasText: 'Data Consent' })).toContainText('Enabled');
  await page.screenshot({ path: path.join(SHOTS, 'profile-preferences-1280.png'), fullPage: true });

  await page.reload();
  await expect(page.locator('.hh-pref-row').filter({ hasText: 'Marketing Consent' })).toContainText('Enabled');
  await expect(page.locator('.hh-pref-row').filter({ hasText: 'Email Notifications' })).toContainText('Disabled');
  await expect(page.locator('.hh-pref-row').filter({ hasText: 'Desktop notifications' })).toContainText('Disabled');
});

test('two-factor sign-in: enrol with the QR secret, keep the recovery codes, then log in with a code', async ({ page }) => {
  const person = await apiSignUp(page);
  await gotoApp(page, '/profile?tab=security');
  await expect(page.getByTestId('two-factor-status')).toHaveText('Disabled');
  await page.getByRole('button', { name: 'Enable 2FA' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.locator('.ant-qrcode')).toBeVisible();
  const secret = (await dialog.getByTestId('totp-secret').innerText()).trim();
  expect(secret).toMatch(/^[A-Z2-7]+=*$/);
  await page.screenshot({ path: path.join(SHOTS, 'profile-2fa-enrol-1280.png') });

  await dialog.getByLabel('Authentication code').fill('000000');
  await dialog.getByRole('button', { name: 'Verify and Enable' }).click();
  await expect(dialog.getByText('Invalid authentication code')).toBeVisible();
  await dialog.getByLabel('Authentication code').fill(await generate({ secret }));
  await dialog.getByRole('button', { name: 'Verify and Enable' }).click();
  const codes = dialog.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await page.screenshot({ path: path.join(SHOTS, 'profile-2fa-recovery-1280.png') });
  await dialog.getByRole('button', { name: 'I saved them' }).click();
  await expect(page.getByTestId('two-factor-status')).toHaveText('Enabled');

  // Log in again: the password alone now asks for a code.
  await page.getByRole('button', { name: 'Logout' }).first().click();
  await expect(page).toHaveURL(/\/auth$/);
  await logIn(page, person.email, PASSWORD);
  await expect(page.getByLabel('Authentication code')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Use a recovery code' })).toBeVisible();
  await page.getByLabel('Authentication code').fill('123456');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Invalid authentication code').first()).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
  // The enrolment used the current 30 s step and a step is accepted once: use the next one (the server allows 30 s of drift).
  await page.getByLabel('Authentication code').fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(toast(page, 'Login successful')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);

  // Turning it off needs the password.
  await page.goto('/profile?tab=security');
  await page.getByRole('button', { name: 'Disable 2FA' }).click();
  await page.getByRole('dialog').getByLabel('Password').fill(PASSWORD);
  await page.getByRole('dialog').getByRole('button', { name: 'Disable 2FA' }).click();
  await expect(page.getByTestId('two-factor-status')).toHaveText('Disabled');
});
