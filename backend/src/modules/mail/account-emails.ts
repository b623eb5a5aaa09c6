import { emailPage } from '../../http/html.ts';
import type { MailMessage } from './mailer.ts';

/** An account mail: the intro, the button, then the outro and the raw link for clients that drop buttons. */
const layout = (heading: string, intro: string, buttonLabel: string, link: string, outro: string) =>
  emailPage(heading, [intro], { label: buttonLabel, link }, `${outro}\n${link}`);

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
