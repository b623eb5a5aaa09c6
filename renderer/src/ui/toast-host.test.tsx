import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../test-support/render-with-app.tsx';
import { findToast } from '../test-support/toasts.ts';
import { useToast } from './use-toast.ts';

function SaveButton() {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast.success('Profile Updated', 'Your changes are saved.')}>
      Save
    </button>
  );
}

describe('toasts', () => {
  it("appear at the top centre, below the header: never over the header's menus nor the page's own actions at its top right", async () => {
    renderWithApp(<SaveButton />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const { element } = await findToast('Profile Updated');
    const stack = element.closest<HTMLElement>('.ant-notification')!;
    expect(stack).toHaveClass('ant-notification-top');
    // The header is 64 px high (--hh-header-h), on the site and in the app.
    expect(parseFloat(stack.style.getPropertyValue('--notification-top'))).toBeGreaterThanOrEqual(64 + 8);
  });
});
