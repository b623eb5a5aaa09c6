import { emailPage } from '../../http/html.ts';
import type { MailMessage } from '../mail/index.ts';

/**
 * The mails the admin console sends members. Each says what happened, why, and what they can do.
 * Verification decisions, report outcomes and a product's moderation are notifications instead (mailed as
 * the member's notification settings say).
 */

const SIGN_OFF = 'The HardwareHub team';
const mail = (to: string, subject: string, heading: string, paragraphs: string[], button?: { label: string; link: string }): MailMessage => ({
  to,
  subject,
  text: `${paragraphs.join('\n\n')}${button ? `\n\n${button.label}: ${button.link}` : ''}\n\n${SIGN_OFF}\n`,
  html: emailPage(heading, [...paragraphs, SIGN_OFF], button),
});

export function accountDeactivatedEmail(to: string, fullName: string, reason: string, appUrl: string): MailMessage {
  return mail(to, 'Your HardwareHub account has been deactivated', 'Your account has been deactivated', [
    `Hi ${fullName}, our team deactivated your HardwareHub account under the Terms of Service.`,
    `Reason: ${reason}`,
    'You have been signed out everywhere and your profile is no longer visible. If you think this is a mistake, reply through the contact form.',
  ], { label: 'Contact us', link: `${appUrl}/contact` });
}

export function accountReactivatedEmail(to: string, fullName: string, appUrl: string): MailMessage {
  return mail(to, 'Your HardwareHub account is active again', 'Welcome back', [
    `Hi ${fullName}, our team has reactivated your HardwareHub account. You can sign in again with your usual password.`,
  ], { label: 'Sign in', link: `${appUrl}/auth` });
}

const CONTENT_WORD: Record<'product' | 'project', string> = { product: 'listing', project: 'project' };

export function contentHiddenEmail(to: string, fullName: string, type: 'product' | 'project', name: string, reason: string, appUrl: string): MailMessage {
  const word = CONTENT_WORD[type];
  return mail(to, `Your ${word} "${name}" has been hidden`, `Your ${word} has been hidden`, [
    `Hi ${fullName}, our team hid your ${word} "${name}". Other members no longer see it; you still do, with this reason.`,
    `Reason: ${reason}`,
    'If you think this is a mistake, or once you have changed it, contact us and we will look at it again.',
  ], { label: 'Contact us', link: `${appUrl}/contact` });
}

export function contentRestoredEmail(to: string, fullName: string, type: 'product' | 'project', name: string): MailMessage {
  const word = CONTENT_WORD[type];
  return mail(to, `Your ${word} "${name}" is visible again`, `Your ${word} is visible again`, [
    `Hi ${fullName}, our team restored your ${word} "${name}". Other members can see it again.`,
  ]);
}

export function inboxReplyEmail(to: string, name: string, subject: string, reply: string, original: string): MailMessage {
  return mail(to, `Re: ${subject}`, subject, [`Hi ${name},`, reply, `You wrote:\n${original}`]);
}
