/**
 * What a visitor typed into a prerendered page before the app started (the login form is on screen
 * a second before its code). React takes over the fields but not their typed text (Formik still
 * holds ''), and where it draws afresh the text is gone: so the text and the focus are read first
 * and handed to the fields with the same id afterwards, through the native value setter plus an
 * `input` event, which is what React (and so Formik) listens to.
 */
export interface TypedInput {
  id: string;
  value: string;
}

export interface CarriedInput {
  typed: TypedInput[];
  focusedId: string | null;
}

type Field = HTMLInputElement | HTMLTextAreaElement;

const isField = (el: Element | null): el is Field => el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement;

export function readTypedInput(root: ParentNode, active: Element | null = document.activeElement): CarriedInput {
  const typed: TypedInput[] = [];
  root.querySelectorAll('input[id], textarea[id]').forEach((el) => {
    if (isField(el) && el.type !== 'checkbox' && el.type !== 'radio' && el.value !== el.defaultValue) typed.push({ id: el.id, value: el.value });
  });
  return { typed, focusedId: isField(active) && root.contains(active) ? active.id : null };
}

export function restoreTypedInput(carried: CarriedInput, doc: Document = document): void {
  for (const { id, value } of carried.typed) {
    const el = doc.getElementById(id);
    if (!isField(el)) continue;
    if (el.value !== value) Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el) as object, 'value')?.set?.call(el, value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  }
  if (carried.focusedId) doc.getElementById(carried.focusedId)?.focus();
}

/** Attribute the prerendering puts on submit buttons it disabled (prerender.tsx, server-render.tsx). */
export const PRERENDER_DISABLED = 'data-prerender-disabled';

/**
 * Until the app runs, a form must not submit natively (a login form would put the password in the
 * URL): the submit buttons of a page's HTML start disabled, which also stops Enter from submitting.
 */
export function disablePrerenderedSubmits(html: string): string {
  return html.replace(/<button(?![^>]*\sdisabled)([^>]*\stype="submit")/g, `<button disabled="" ${PRERENDER_DISABLED}=""$1`);
}

/**
 * The prerendered page's submit buttons start disabled (no native submit before the app runs);
 * hydration keeps server attributes it does not manage, so they are enabled here.
 */
export function enablePrerenderedSubmits(root: ParentNode): void {
  root.querySelectorAll(`[${PRERENDER_DISABLED}]`).forEach((button) => {
    button.removeAttribute('disabled');
    button.removeAttribute(PRERENDER_DISABLED);
  });
}
