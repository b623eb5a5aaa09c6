import type { MailMessage } from './mailer.ts';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function layout(heading: string, intro: string, buttonLabel: string, link: string, outro: string): string {
  return `<!doctype html><html><body style="font-family:Arial,sans-serif;background:#f5f7fb;padding:24px">
<div style="max-width:520px;margin:auto;background:#fff;border-radius:8px;padding:32px">
<h2 style="margin-top:0;color:#1f2937">${escapeHtml(heading)}</h2>
<p style="color:#374151">${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#1677ff;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none">${escapeHtml(buttonLabel)}</a></p>
<p style="color:#6b7280;font-size:13px">${escapeHtml(outro)}</p>
<p style="color:#6b7280;font-size:12px;word-break:break-all">${escapeHtml(link)}</p>
</div></body></html>`;
}

export function verificationEmail(to: string, fullName: string, link: string): MailMessage {
  const intro = `Hi ${fullName}, welcome to HardwareHub. Please confirm your email address so partners know they can reach you.`;
  const outro = 'This link expires in 24 hours. If you did not create an account, you can ignore this email.';
  return {
    to,
    subject: 'Verify your HardwareHub email address',
    text: `${intro}\n\nVerify your email: ${link}\n\n${outro}\n`,
    html: layout('Verify your email address', intro, 'Verify Email', link, outro),
    link,
  };
}

export function passwordResetEmail(to: string, fullName: string, link: string): MailMessage {
  const intro = `Hi ${fullName}, we received a request to reset your HardwareHub password.`;
  const outro = 'This link expires in 1 hour and can be used once. If you did not ask for it, you can ignore this email: your password stays the same.';
  return {
    to,
    subject: 'Reset your HardwareHub password',
    text: `${intro}\n\nReset your password: ${link}\n\n${outro}\n`,
    html: layout('Reset your password', intro, 'Reset Password', link, outro),
    link,
  };
}
