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
 * Every mail's HTML part: a heading, paragraphs (line breaks kept), an optional button and a small
 * footer line. Inline styles only: mail clients drop <style>.
 */
export function emailPage(heading: string, paragraphs: string[], button?: { label: string; link: string }, footer?: string): string {
  return `<!doctype html><html><body style="font-family:Arial,sans-serif;background:#f5f7fb;padding:24px">
<div style="max-width:560px;margin:auto;background:#fff;border-radius:8px;padding:32px">
<h2 style="margin-top:0;color:#1f2937">${escapeHtml(heading)}</h2>
${paragraphs.map((p) => `<p style="color:#374151;white-space:pre-wrap">${escapeHtml(p)}</p>`).join('\n')}
${button ? `<p><a href="${escapeHtml(button.link)}" style="display:inline-block;background:#1677ff;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none">${escapeHtml(button.label)}</a></p>` : ''}
${footer ? `<p style="color:#6b7280;font-size:12px;word-break:break-word">${escapeHtml(footer)}</p>` : ''}
</div></body></html>`;
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
