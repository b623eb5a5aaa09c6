/**
 * The app's toasts (antd notifications, the spec's title + description pairs) as a user reads them.
 * The toast code loads on the first toast (ui/notification-provider.tsx), so finding one may take a
 * moment longer than a plain render.
 */
import { waitFor } from '@testing-library/react';

const TOAST_TIMEOUT_MS = 5000;

// Loaded ahead while the test file starts, so a test's first toast does not wait for its code.
void import('../ui/toast-host.tsx');

function notices(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>('.ant-notification-notice')];
}

const titleOf = (notice: HTMLElement) => notice.querySelector('.ant-notification-notice-title')?.textContent ?? '';
const descriptionOf = (notice: HTMLElement) => notice.querySelector('.ant-notification-notice-description')?.textContent ?? '';

/** The titles of the toasts on screen now. */
export const toastTitles = () => notices().map(titleOf);

/** The toasts on screen now, oldest first. */
export const toasts = () => notices().map((notice) => ({ title: titleOf(notice), description: descriptionOf(notice) }));

/** Waits for the toast titled `title`; returns its title, its description and its role (alert for errors, status otherwise). */
export async function findToast(title: string): Promise<{ title: string; description: string; role: string | null; element: HTMLElement }> {
  const notice = await waitFor(
    () => {
      const match = notices().find((candidate) => titleOf(candidate) === title);
      if (!match) throw new Error(`No toast titled "${title}"; toasts on screen: ${JSON.stringify(toastTitles())}`);
      return match;
    },
    { timeout: TOAST_TIMEOUT_MS },
  );
  return { title: titleOf(notice), description: descriptionOf(notice), role: notice.getAttribute('role'), element: notice };
}
