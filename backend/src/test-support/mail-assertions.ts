import { expect } from 'vitest';

/** What every mail's HTML carries to stay readable in dark mode (shared by the templates' own tests). */
export function expectDarkModeReady(html: string): void {
  expect(html).toContain('<meta name="color-scheme" content="light dark">');
  expect(html).toContain('<meta name="supported-color-schemes" content="light dark">');
  const start = html.indexOf('@media (prefers-color-scheme: dark){');
  expect(start).toBeGreaterThan(-1);
  // The block's rules, up to the brace that closes the media query (on a line of its own).
  const dark = html.slice(start, html.indexOf('\n}', start));
  // Backgrounds, text, links, buttons and borders all have a dark colour.
  for (const part of ['.mail-body{background', '.mail-card{background', '.mail-heading{color', '.mail-text{color', '.mail-muted{color', '.mail-link{color', '.mail-button{background', '.mail-rule{border-color']) {
    expect(dark).toContain(part);
  }
  // The light palette stays inline for clients that drop <style>.
  expect(html).toMatch(/class="mail-card" style="[^"]*background:#ffffff/);
}

/** A mail's text part is plain text: none of the layout's tags, no entities (what members wrote stays as written). */
export function expectPlainText(text: string): void {
  expect(text).not.toMatch(/<\/?(html|head|body|div|p|a|h[1-6]|ul|li|table|tr|td|br|span|meta|style)\b/i);
  expect(text).not.toMatch(/&(amp|lt|gt|quot|#39);/);
}
