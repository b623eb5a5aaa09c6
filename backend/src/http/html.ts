import type { Context } from 'koa';

/** Text into HTML text or attribute values. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The server's own small pages (payment return, newsletter links): one centred card, no script, so
 * they work before (and without) the renderer. `body` is HTML the caller escaped.
 */
export function simplePage(title: string, body: string, options: { refresh?: string; noindex?: boolean } = {}): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
${options.noindex ? '<meta name="robots" content="noindex">' : ''}${options.refresh ? `<meta http-equiv="refresh" content="0;url=${escapeHtml(options.refresh)}">` : ''}<title>${escapeHtml(title)} - HardwareHub</title>
<style>body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;background:#f5f7fb;color:#1f2937;margin:0;display:grid;place-items:center;min-height:100vh}
main{background:#fff;border-radius:12px;padding:32px;max-width:460px;margin:16px;box-shadow:0 1px 3px rgba(0,0,0,.08);text-align:center}
h1{font-size:22px;margin:0 0 8px}p{color:#4b5563;line-height:1.5}button,a.button{display:inline-block;background:#1f4fd6;color:#fff;border:0;font:inherit;padding:10px 18px;border-radius:6px;text-decoration:none;cursor:pointer;margin:8px 0}
a{color:#1f4fd6}</style></head><body><main>${body}</main></body></html>`;
}

/**
 * Every mail's <head>. It says the mail supports both colour schemes, so clients that honour
 * prefers-color-scheme (Apple Mail, iOS, Outlook for Mac, Thunderbird) use the dark palette below instead
 * of inverting the colours themselves, and Outlook.com's dark mode ([data-ogsc]/[data-ogsb]) gets the
 * same. The light palette stays inline on each element: clients that drop <style> keep it, and those that
 * darken mail on their own (Gmail) start from a light card with its own background.
 */
export const EMAIL_HEAD = `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark"><meta name="supported-color-schemes" content="light dark">
<style>:root{color-scheme:light dark;supported-color-schemes:light dark}
@media (prefers-color-scheme: dark){
.mail-body{background:#0b1220 !important}
.mail-card{background:#161f2e !important;border-color:#2a3648 !important}
.mail-heading{color:#f3f4f6 !important}
.mail-text{color:#d1d5db !important}
.mail-muted{color:#9ca3af !important}
.mail-link{color:#8ab4ff !important}
.mail-button{background:#3b82f6 !important;color:#ffffff !important;border-color:#3b82f6 !important}
.mail-rule{border-color:#2a3648 !important}
}
[data-ogsb] .mail-body{background:#0b1220 !important}
[data-ogsb] .mail-card{background:#161f2e !important}
[data-ogsc] .mail-heading{color:#f3f4f6 !important}
[data-ogsc] .mail-text{color:#d1d5db !important}
[data-ogsc] .mail-muted{color:#9ca3af !important}
[data-ogsc] .mail-link{color:#8ab4ff !important}
[data-ogsb] .mail-button{background:#3b82f6 !important}
[data-ogsc] .mail-button{color:#ffffff !important}
</style></head>`;

/** A mail's HTML document: EMAIL_HEAD, then one centred card holding `content` (HTML the caller escaped). */
export function emailDocument(content: string, maxWidth = 560): string {
  return `<!doctype html><html lang="en">${EMAIL_HEAD}<body class="mail-body" style="font-family:Arial,sans-serif;background:#f5f7fb;padding:24px;margin:0">
<div class="mail-card" style="max-width:${maxWidth}px;margin:auto;background:#ffffff;border:1px solid #e5e7eb;border-radius:8px;padding:32px">
${content}
</div></body></html>`;
}

/** A mail's button: the light colours inline, `mail-button` for the dark palette. */
export const emailButton = (button: { label: string; link: string }) =>
  `<p><a class="mail-button" href="${escapeHtml(button.link)}" style="display:inline-block;background:#1677ff;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none">${escapeHtml(button.label)}</a></p>`;

/**
 * Every mail's HTML part: a heading, paragraphs (line breaks kept), an optional button and a small
 * footer line, in emailDocument (light inline styles, a dark palette by class).
 */
export function emailPage(heading: string, paragraphs: string[], button?: { label: string; link: string }, footer?: string): string {
  return emailDocument(`<h2 class="mail-heading" style="margin-top:0;color:#1f2937">${escapeHtml(heading)}</h2>
${paragraphs.map((p) => `<p class="mail-text" style="color:#374151;white-space:pre-wrap">${escapeHtml(p)}</p>`).join('\n')}
${button ? emailButton(button) : ''}
${footer ? `<p class="mail-muted" style="color:#6b7280;font-size:12px;word-break:break-word">${escapeHtml(footer)}</p>` : ''}`);
}

/**
 * A small page's form post: url-encoded (the JSON body parser leaves it), as its own button and a mail
 * client's one-click unsubscribe send it; read up to 4 KB. Any other body reads as no fields.
 */
export async function readSmallForm(ctx: Context): Promise<URLSearchParams> {
  if (!ctx.is('application/x-www-form-urlencoded')) return new URLSearchParams();
  let raw = '';
  for await (const chunk of ctx.req) {
    raw += String(chunk);
    if (raw.length > 4096) break;
  }
  return new URLSearchParams(raw);
}
