import path from 'node:path';
import { expect, gotoApp, test, type Page } from '../../../../e2e/fixtures.ts';
import { choose } from '../../test-support/antd.e2e-helper.ts';
import { waitForMailLink } from '../../test-support/outbox.e2e-helper.ts';

const SHOTS = path.resolve('artifacts/screenshots');
const PASSWORD = 'Sturdy#Bridge42';

/** The red 'Error' alert above the tabs (toasts are role=alert too). */
const errorAlert = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: /^Error/ }).filter({ hasText: text });

const unique = () => Math.random().toString(36).slice(2, 8);

async function fillRegistration(page: Page, person: { fullName: string; username: string; email: string; password?: string }) {
  await page.getByLabel('Full name').fill(person.fullName);
  await page.getByLabel('Username').fill(person.username);
  await page.getByLabel('Email', { exact: true }).fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(person.password ?? PASSWORD);
  await page.getByLabel('Confirm password').fill(person.password ?? PASSWORD);
}

async function acceptRequiredConsents(page: Page) {
  await page.getByRole('checkbox', { name: /I consent to HardwareHub processing my personal data/ }).check();
  await page.getByRole('checkbox', { name: /I have read and accept the Privacy Policy/ }).check();
  await page.getByRole('checkbox', { name: /I accept the Terms of Service/ }).check();
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

async function apiRegister(page: Page, overrides: Record<string, unknown> = {}) {
  const id = unique();
  const person = { username: `e2e_${id}`, email: `e2e.${id}@example.com`, password: PASSWORD, fullName: `Grace ${id}`, role: 'entrepreneur', dataConsent: true, privacyPolicyAccepted: true, termsAccepted: true, ...overrides };
  const response = await page.request.post('/api/register', { data: person });
  expect(response.status()).toBe(201);
  await page.context().clearCookies();
  return person;
}

test('an entrepreneur registers, verifies the email, logs out and logs back in', async ({ page, outboxDir }) => {
  const id = unique();
  const person = { fullName: `Ada ${id}`, username: `ada_${id}`, email: `ada.${id}@example.com` };
  await page.goto('/auth?tab=register');
  await fillRegistration(page, person);
  await acceptRequiredConsents(page);
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page.getByText('Registration successful')).toBeVisible();
  await expect(page).toHaveURL(/\/subscribe$/);

  const link = await waitForMailLink({ outboxDir, to: person.email, subject: /verify/i, linkIncludes: '/api/verify-email?token=' });
  await page.goto(link);
  await expect(page).toHaveURL(/\/email-verified$/);
  await expect(page.getByText('Email Verified', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go to Dashboard' })).toBeVisible();

  await page.getByRole('button', { name: 'Go to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('button', { name: 'Logout' }).first().click();
  await expect(page.getByText('Logged out successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);

  await logIn(page, person.email, PASSWORD);
  await expect(page.getByText('Login successful')).toBeVisible();
  await expect(page.getByText(`Welcome back, ${person.fullName}!`)).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a manufacturer is shown the professional and credential rules before the account is created', async ({ page }) => {
  const id = unique();
  await page.goto('/auth?tab=register');
  await choose(page, page.locator('#register-role'), 'Manufacturer');
  await expect(page.getByText('An ISO certification, manufacturing license or equivalent')).toBeVisible();
  await fillRegistration(page, { fullName: `Wei ${id}`, username: `wei_${id}`, email: `wei.${id}@example.com` });
  await acceptRequiredConsents(page);
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page.getByText('Company name is required for professional roles')).toBeVisible();
  await expect(page.getByText('Location is required for professional roles')).toBeVisible();
  await expect(page.getByText('LinkedIn profile is required for professional roles')).toBeVisible();
  await expect(page.getByText('Verification credentials are required for professional roles')).toBeVisible();

  await page.getByLabel('Company name').fill('Precision Works');
  await page.getByLabel('Location').fill('Shenzhen, China');
  await page.getByLabel('LinkedIn profile').fill('https://www.linkedin.com/in/precision-works');
  await page.getByLabel('Verification credentials').fill('we build things');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Manufacturing license, ISO certification, or equivalent is required for manufacturers')).toBeVisible();

  await page.getByLabel('Verification credentials').fill('ISO 9001:2015 certified');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Registration successful')).toBeVisible();
  await expect(page).toHaveURL(/\/subscribe$/);
});

test('forgot password: the mailed link resets the password, and the new one logs in', async ({ page, outboxDir }) => {
  const person = await apiRegister(page);
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(person.email);
  const sentAt = Date.now();
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('Check Your Email')).toBeVisible();

  const link = await waitForMailLink({ outboxDir, to: person.email, subject: /reset/i, linkIncludes: '/reset-password?token=', after: sentAt });
  await page.goto(link);
  const newPassword = 'Fresh#Harbor77';
  await page.getByLabel('New password', { exact: true }).fill('tooweak');
  await page.getByLabel('Confirm new password').fill('different');
  await page.getByRole('button', { name: /reset password/i }).click();
  await expect(page.getByText('Password must be at least 12 characters long')).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: /reset password/i }).click();
  await expect(page.getByText('Password Reset Complete')).toBeVisible();
  await page.getByRole('button', { name: 'Go to Login' }).click();
  await expect(page).toHaveURL(/\/auth$/);

  await logIn(page, person.email, PASSWORD);
  await expect(errorAlert(page, 'Invalid email or password')).toBeVisible();
  await logIn(page, person.email, newPassword);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a reset page without a token sends the user back to request a link', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page.getByText('Invalid reset link')).toBeVisible();
  await expect(page).toHaveURL(/\/forgot-password$/);
});

test('deactivation needs DEACTIVATE typed exactly, then signs out and returns home', async ({ page }) => {
  const person = await apiRegister(page);
  await logIn(page, person.email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/profile?tab=security');
  await page.getByRole('button', { name: 'Deactivate Account' }).click();
  const dialog = page.getByRole('dialog');
  const confirm = dialog.getByRole('button', { name: 'Deactivate Account' });
  await expect(confirm).toBeDisabled();
  await dialog.getByPlaceholder('DEACTIVATE').fill('deactivate');
  await expect(confirm).toBeDisabled();
  await dialog.getByPlaceholder('DEACTIVATE').fill('DEACTIVATE');
  await expect(confirm).toBeEnabled();
  await confirm.click();
  await expect(page.getByText(/deactivated/i).first()).toBeVisible();
  await expect(page).toHaveURL(/\/$/, { timeout: 5000 });

  await logIn(page, person.email, PASSWORD);
  await expect(errorAlert(page, 'This account has been deactivated')).toBeVisible();
});

test('route guards: protected pages go to /auth, unknown paths show the 404', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth/);
  await gotoApp(page, '/marketplace/create');
  await expect(page).toHaveURL(/\/auth/);
  await page.goto('/definitely/not/here');
  await expect(page.getByText('404 Page Not Found')).toBeVisible();
});

test.describe('screenshots of /auth', () => {
  for (const width of [1280, 390]) {
    test(`both tabs with an error at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
      await logIn(page, 'nobody@example.com', 'Wrong#Password1');
      await expect(errorAlert(page, 'Invalid email or password')).toBeVisible();
      await page.screenshot({ path: path.join(SHOTS, `auth-login-error-${width}.png`), fullPage: true });

      await page.goto('/auth?tab=register');
      await page.getByLabel('Email', { exact: true }).fill('someone@mailinator.com');
      await page.getByLabel('Password', { exact: true }).fill('password');
      await page.getByRole('button', { name: 'Create Account' }).click();
      await expect(page.getByText('Please use a permanent email address')).toBeVisible();
      await expect(page.getByText('Full name is required')).toBeVisible();
      await page.screenshot({ path: path.join(SHOTS, `auth-register-error-${width}.png`), fullPage: true });
    });
  }
});
