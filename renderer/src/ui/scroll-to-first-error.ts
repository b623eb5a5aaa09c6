/**
 * After a failed submit, brings the first invalid field into view and focuses it, so users of a
 * long form (sign-up) see why nothing happened. Runs a frame later, once the messages rendered.
 */
export function scrollToFirstError(container: HTMLElement | null): void {
  requestAnimationFrame(() => {
    const item = container?.querySelector<HTMLElement>('.ant-form-item-has-error');
    if (!item) return;
    item.scrollIntoView({ behavior: 'smooth', block: 'center' });
    item.querySelector<HTMLElement>('input, textarea, [role="combobox"]')?.focus({ preventScroll: true });
  });
}
