/**
 * What a visitor typed into a prerendered page before the app started (the login form is on screen
 * a second before its code). React takes over the fields but not their typed text (Formik still
 * holds ''), and where it draws afresh the text is gone: so the text and the focus are read first
 * and handed to the same field afterwards (the same element when hydration kept it, else the one
 * with the same id), through the native value setter plus an `input` event, which is what React
 * (and so Formik) listens to.
 */
type Field = HTMLInputElement | HTMLTextAreaElement;

export interface TypedInput {
  field: Field;
  value: string;
}

export interface CarriedInput {
  typed: TypedInput[];
  focused: Field | null;
}

const isField = (el: Element | null): el is Field => el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement;

export function readTypedInput(root: ParentNode, active: Element | null = document.activeElement): CarriedInput {
  const typed: TypedInput[] = [];
  root.querySelectorAll('input, textarea').forEach((el) => {
    if (isField(el) && el.type !== 'checkbox' && el.type !== 'radio' && el.value !== el.defaultValue) typed.push({ field: el, value: el.value });
  });
  return { typed, focused: isField(active) && root.contains(active) ? active : null };
}

/** The live counterpart of a field of the drawn page: itself, or after a redraw the field with its id. */
function liveField(field: Field, doc: Document): Field | null {
  if (field.isConnected) return field;
  const twin = field.id ? doc.getElementById(field.id) : null;
  return isField(twin) ? twin : null;
}

export function restoreTypedInput(carried: CarriedInput, doc: Document = document): void {
  for (const { field, value } of carried.typed) {
    const el = liveField(field, doc);
    if (!el) continue;
    // React drops an `input` event whose value equals the last one it saw (its value tracker, which
    // also records text a hydration kept): clearing through the element's own (tracked) setter, then
    // writing through the prototype's, makes the text a change it reports to the form.
    el.value = '';
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el) as object, 'value')?.set?.call(el, value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  }
  // Only a field React drew afresh takes the focus back (on its twin), and only if it has not gone
  // elsewhere. A field hydration kept never lost it; focusing it again could even undo the visitor's
  // move to the next field: that move's blur makes React finish hydrating at once, so this runs
  // inside the focus change, and a focus() here cancels it (their typing then lands in this field).
  const focused = carried.focused;
  if (focused && !focused.isConnected && (doc.activeElement === null || doc.activeElement === doc.body)) liveField(focused, doc)?.focus();
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
