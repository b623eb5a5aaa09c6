import { randomBytes } from 'node:crypto';
import { chmod, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { logText } from '../../http/log-text.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The one link that matters, logged by the embedded outbox in development so a developer can click it. */
  link?: string;
  /** Where a reply goes (the team's copy of a visitor's message: the visitor). */
  replyTo?: string;
  /** Extra headers (List-Unsubscribe). */
  headers?: Record<string, string>;
  /** Files sent with the mail (an event's calendar file), as bytes: nodemailer sends them base64, unchanged. */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** What nodemailer sends for a message, the same over SMTP and into the outbox. */
function mailOptions(from: string, message: MailMessage) {
  const { to, replyTo, headers, subject, text, html, attachments } = message;
  return { from, to, replyTo, headers, subject, text, html, attachments };
}

/**
 * SMTP when SMTP_URL is set; otherwise the embedded outbox writes each mail as an .eml file under
 * data/outbox/, so sign-up and reset work on a machine with no mail server. The files hold live links
 * (reset and verification tokens): readable by the server's user only (files 0600, folder 0700), and
 * their links go to the log only with `logLinks` (development), never in production.
 */
export function createMailer(options: { smtpUrl?: string; from: string; outboxDir: string; logLinks?: boolean; log: (line: string) => void }): Mailer {
  if (options.smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail(mailOptions(options.from, message));
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  // A folder made before these modes (0755) is closed too, once per process.
  let outboxClosed = false;
  return {
    async send(message) {
      const info = await transport.sendMail(mailOptions(options.from, message));
      await mkdir(options.outboxDir, { recursive: true, mode: 0o700 });
      if (!outboxClosed) {
        await chmod(options.outboxDir, 0o700);
        outboxClosed = true;
      }
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const slug = message.subject.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 40);
      // The random part keeps two mails of the same subject in the same millisecond apart ('wx' never overwrites).
      const file = path.join(options.outboxDir, `${stamp}-${slug}-${randomBytes(3).toString('hex')}.eml`);
      await writeFile(file, info.message as Buffer, { mode: 0o600, flag: 'wx' });
      options.log(logText`mail to ${message.to}: "${message.subject}" saved to ${file}` + (options.logLinks && message.link ? logText`\n  link: ${message.link}` : ''));
    },
    close: () => transport.close(),
  };
}
