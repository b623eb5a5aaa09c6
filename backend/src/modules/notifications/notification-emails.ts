import { emailButton, emailDocument, escapeHtml } from '../../http/html.ts';
import type { MailMessage } from '../mail/index.ts';

/** Where a notification mail's footer points: the one-click unsubscribe page and the settings. */
export interface MailFooterLinks {
  /** The page (and one-click POST target) that switches this mail off. */
  unsubscribe: string;
  /** The member's notification settings in the app. */
  settings: string;
  /** What the unsubscribe link stops, for its label ("these emails", "the daily digest"). */
  stops: string;
}

/** A line of a list in a mail: what happened and where to see it. */
export interface MailItem {
  title: string;
  body: string;
  link: string;
}

/**
 * The notification mails' HTML: the house mail document (http/html.ts emailDocument: light colours inline,
 * a dark palette by class for clients in dark mode), with items as linked lines and a footer whose links
 * are real anchors.
 */
function layout(heading: string, intro: string, sections: { title?: string; items: MailItem[] }[], button: { label: string; link: string } | null, footer: MailFooterLinks): string {
  const item = (entry: MailItem) =>
    `<li class="mail-text" style="margin:0 0 12px;color:#374151"><a class="mail-link" href="${escapeHtml(entry.link)}" style="color:#1f4fd6;font-weight:bold;text-decoration:none">${escapeHtml(entry.title)}</a>` +
    (entry.body ? `<br><span class="mail-text" style="color:#374151;white-space:pre-wrap">${escapeHtml(entry.body)}</span>` : '') +
    '</li>';
  const section = (part: { title?: string; items: MailItem[] }) =>
    (part.title ? `<h3 class="mail-heading" style="color:#1f2937;font-size:16px;margin:24px 0 8px">${escapeHtml(part.title)}</h3>` : '') +
    `<ul style="padding-left:20px;margin:0">${part.items.map(item).join('')}</ul>`;
  return emailDocument(`<h2 class="mail-heading" style="margin-top:0;color:#1f2937">${escapeHtml(heading)}</h2>
<p class="mail-text" style="color:#374151;white-space:pre-wrap">${escapeHtml(intro)}</p>
${sections.filter((part) => part.items.length).map(section).join('\n')}
${button ? emailButton(button) : ''}
<p class="mail-muted mail-rule" style="color:#6b7280;font-size:12px;word-break:break-word;border-top:1px solid #e5e7eb;padding-top:16px;margin-top:24px">You receive this email because of your HardwareHub notification settings.
<a class="mail-muted" href="${escapeHtml(footer.unsubscribe)}" style="color:#6b7280">Unsubscribe from ${escapeHtml(footer.stops)}</a> or
<a class="mail-muted" href="${escapeHtml(footer.settings)}" style="color:#6b7280">change your notification settings</a>.</p>`);
}

const textFooter = (footer: MailFooterLinks) =>
  `\n--\nYou receive this email because of your HardwareHub notification settings.\nUnsubscribe from ${footer.stops}: ${footer.unsubscribe}\nChange your notification settings: ${footer.settings}\n`;

/** RFC 8058: a mail client's one-click unsubscribe POSTs to this address. */
const unsubscribeHeaders = (footer: MailFooterLinks) => ({ 'List-Unsubscribe': `<${footer.unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });

/** One notification, mailed at once: its title as the subject, its text, and a button to it. */
export function notificationEmail(to: string, fullName: string, item: MailItem, footer: MailFooterLinks): MailMessage {
  const intro = `Hi ${fullName},`;
  return {
    to,
    subject: item.title,
    text: `${intro}\n\n${item.title}\n${item.body}\n\nOpen HardwareHub: ${item.link}\n${textFooter(footer)}`,
    html: layout(item.title, intro, [{ items: [item] }], { label: 'Open in HardwareHub', link: item.link }, footer),
    link: item.link,
    headers: unsubscribeHeaders(footer),
  };
}

/** The messages a member has not read while away, in one mail: "3 new messages from 2 people". */
export function unreadMessagesEmail(to: string, fullName: string, subject: string, conversations: MailItem[], inboxLink: string, footer: MailFooterLinks): MailMessage {
  const intro = `Hi ${fullName}, you have messages waiting for you on HardwareHub.`;
  const lines = conversations.map((entry) => `- ${entry.title}: ${entry.body}\n  ${entry.link}`);
  return {
    to,
    subject,
    text: `${intro}\n\n${lines.join('\n')}\n\nOpen your messages: ${inboxLink}\n${textFooter(footer)}`,
    html: layout(subject, intro, [{ items: conversations }], { label: 'Open messages', link: inboxLink }, footer),
    link: inboxLink,
    headers: unsubscribeHeaders(footer),
  };
}

/** The daily digest: one mail, its sections in order (empty ones left out). */
export function digestEmail(to: string, fullName: string, subject: string, sections: { title: string; items: MailItem[] }[], appLink: string, footer: MailFooterLinks): MailMessage {
  const intro = `Hi ${fullName}, here is what happened on HardwareHub since your last digest.`;
  const shown = sections.filter((part) => part.items.length);
  const text = shown.map((part) => `${part.title}\n${part.items.map((entry) => `- ${entry.title}${entry.body ? `: ${entry.body}` : ''}\n  ${entry.link}`).join('\n')}`).join('\n\n');
  return {
    to,
    subject,
    text: `${intro}\n\n${text}\n\nOpen HardwareHub: ${appLink}\n${textFooter(footer)}`,
    html: layout(subject, intro, shown, { label: 'Open HardwareHub', link: appLink }, footer),
    link: appLink,
    headers: unsubscribeHeaders(footer),
  };
}
