/**
 * Form controls as a user works them in jsdom. `fill` replaces a field's text in one input event
 * (as pasting does, or Playwright's fill): typing key by key re-validates a large Formik form on
 * every character, which only makes the tests slow. antd's Select list is virtual: only the first
 * options are drawn, so a test picks options near the top, or types to narrow a searchable list.
 */
import { waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Empties the field and puts `text` in it, as a paste would. */
export async function fill(user: UserEvent, field: HTMLElement, text: string): Promise<void> {
  if ((field as HTMLInputElement).value) await user.clear(field);
  if (text) {
    await user.click(field);
    await user.paste(text);
  }
}

/** Opens the Select whose combobox is given (typing `search` into a searchable one) and clicks the option labelled `label`. */
export async function chooseOption(user: UserEvent, combobox: HTMLElement, label: string, search?: string): Promise<void> {
  await user.click(combobox);
  if (search) await user.type(combobox, search);
  const option = await waitFor(() => {
    const shown = [...document.querySelectorAll<HTMLElement>('.ant-select-dropdown .ant-select-item-option')].filter((candidate) => candidate.getAttribute('title') === label);
    const last = shown.at(-1);
    if (!last) throw new Error(`No option "${label}" in the open list`);
    return last;
  });
  await user.click(option);
}

/**
 * Whether an antd radio shows as chosen. Not `toBeChecked()`: under NODE_ENV=test antd gives every
 * radio group the same name ('test-id'), so jsdom unchecks one group's input when another group's is
 * checked. A browser gets distinct names; the chosen look comes from the group's value either way.
 */
export function radioChosen(radio: HTMLElement): boolean {
  return radio.closest('label')?.className.includes('-wrapper-checked') ?? false;
}
