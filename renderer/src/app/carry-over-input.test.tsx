import { afterEach, describe, expect, it } from 'vitest';
import { readTypedInput, restoreTypedInput } from './carry-over-input.ts';

/** A drawn form: the field's HTML value is its default, as the server wrote it. */
function drawForm(): { name: HTMLInputElement; description: HTMLTextAreaElement; root: HTMLElement } {
  const root = document.createElement('div');
  root.innerHTML = '<input id="name" value=""><textarea id="description"></textarea>';
  document.body.append(root);
  return { root, name: root.querySelector('input')!, description: root.querySelector('textarea')! };
}

/** What a visitor's typing does: the value changes, the default stays. */
function type(field: HTMLInputElement | HTMLTextAreaElement, text: string): void {
  field.focus();
  field.value = text;
}

afterEach(() => document.body.replaceChildren());

describe('carrying typed input over hydration', () => {
  it('reads the fields whose text differs from the drawn one, and the focused field', () => {
    const { root, name } = drawForm();
    type(name, 'Modular Drone Kit');
    const carried = readTypedInput(root);
    expect(carried.typed).toEqual([{ field: name, value: 'Modular Drone Kit' }]);
    expect(carried.focused).toBe(name);
  });

  it('hands the text to the field as an input event the form hears', () => {
    const { root, name } = drawForm();
    type(name, 'Modular Drone Kit');
    const carried = readTypedInput(root);
    const heard: string[] = [];
    root.addEventListener('input', (event) => heard.push((event.target as HTMLInputElement).value));
    restoreTypedInput(carried);
    expect(heard).toEqual(['Modular Drone Kit']);
    expect(name.value).toBe('Modular Drone Kit');
  });

  it('gives a field drawn afresh the text and the focus, found by its id', () => {
    const first = drawForm();
    type(first.name, 'Modular Drone Kit');
    const carried = readTypedInput(first.root);
    first.root.remove();
    const redrawn = drawForm();
    restoreTypedInput(carried);
    expect(redrawn.name.value).toBe('Modular Drone Kit');
    expect(document.activeElement).toBe(redrawn.name);
  });

  it('leaves the focus where the visitor moved it from a field hydration kept', () => {
    const { root, name, description } = drawForm();
    type(name, 'Modular Drone Kit');
    const carried = readTypedInput(root);
    description.focus();
    restoreTypedInput(carried);
    expect(document.activeElement).toBe(description);
    expect(name.value).toBe('Modular Drone Kit');
  });

  it('does not take the focus back for a redrawn field once the visitor is in another one', () => {
    const first = drawForm();
    type(first.name, 'Modular Drone Kit');
    const carried = readTypedInput(first.root);
    first.root.remove();
    const redrawn = drawForm();
    redrawn.description.focus();
    restoreTypedInput(carried);
    expect(document.activeElement).toBe(redrawn.description);
  });
});
