import { expect, request, type APIRequestContext, type Browser, type Page } from '@playwright/test';

export const PASSWORD = 'Sturdy#Bridge42';
export const DEMO_PASSWORD = 'HardwareHub#2026';
export const unique = () => Math.random().toString(36).slice(2, 8);

export interface Person {
  username: string;
  email: string;
  password: string;
  fullName: string;
  role: string;
}

const personFor = (overrides: Record<string, unknown>) => {
  const id = unique();
  return {
    username: `e2e_${id}`,
    email: `e2e.${id}@example.com`,
    password: PASSWORD,
    fullName: `Grace ${id}`,
    role: 'entrepreneur',
    dataConsent: true,
    privacyPolicyAccepted: true,
    termsAccepted: true,
    ...overrides,
  } as Person & Record<string, unknown>;
};

/**
 * Registers through the API from the page's context (`page.request` shares the context's cookies) and
 * keeps the session /api/register starts: the page's next load is signed in as the new member.
 */
export async function apiSignUp(page: Page, overrides: Record<string, unknown> = {}): Promise<Person> {
  const person = personFor(overrides);
  const response = await page.request.post('/api/register', { data: person });
  expect(response.status(), await response.text()).toBe(201);
  return person;
}

/** Registers through the API from the page's context, then signs that context out again. */
export async function apiRegister(page: Page, overrides: Record<string, unknown> = {}): Promise<Person> {
  const person = await apiSignUp(page, overrides);
  await page.context().clearCookies();
  return person;
}

/**
 * Signs the page's context in through the API (no page is loaded; open the first one with `gotoApp`).
 * Only for accounts without two-factor sign-in, whose login answers 401 asking for a code; the sign-in
 * form itself is proven by features/auth/auth.e2e.ts.
 */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  const response = await page.request.post('/api/login', { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * A browser window of its own (a new context) signed in as `person` (made with the test password). A
 * phone-sized window is a phone: touch, and its User-Agent picks the layout the server draws.
 */
export async function signedInPage(browser: Browser, baseURL: string, person: Pick<Person, 'email'>, viewport = { width: 1280, height: 860 }): Promise<Page> {
  const phone = viewport.width < 600;
  const context = await browser.newContext({ baseURL, viewport, isMobile: phone, hasTouch: phone });
  const page = await context.newPage();
  await signIn(page, person.email, PASSWORD);
  return page;
}

/** A separate signed-in API client (its own cookie jar): a second user acting beside the browser. */
export async function apiUser(baseURL: string, overrides: Record<string, unknown> = {}): Promise<{ person: Person; api: APIRequestContext }> {
  const api = await request.newContext({ baseURL });
  const person = personFor(overrides);
  const response = await api.post('/api/register', { data: person });
  expect(response.status(), await response.text()).toBe(201);
  return { person, api };
}

export async function apiCreateProject(api: APIRequestContext, data: Record<string, unknown>): Promise<{ id: number; name: string }> {
  const response = await api.post('/api/projects', { data: { description: 'A project created by the browser tests.', ...data } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number; name: string };
}

/** Signs in through the form on /auth: for tests about the login itself (a new password, a two-factor code). */
export async function logIn(page: Page, email: string, password: string) {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

/** antd notifications (the spec's toasts): title and description. */
export const toast = (page: Page, text: string | RegExp) => page.locator('.ant-notification-notice').filter({ hasText: text }).first();
