import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The one link that matters, logged by the embedded outbox so a developer can click it. */
  link?: string;
  /** Where a reply goes (the team's copy of a visitor's message: the visitor). */
  replyTo?: string;
  /** Extra headers (List-Unsubscribe). */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * SMTP when SMTP_URL is set; otherwise the embedded default writes each mail as an .eml file
 * under data/outbox/ and logs its link, so sign-up and reset work on a machine with no mail server.
 */
export function createMailer(options: { smtpUrl?: string; from: string; outboxDir: string; log: (line: string) => void }): Mailer {
  if (options.smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: options.from, to: message.to, replyTo: message.replyTo, headers: message.headers, subject: message.subject, text: message.text, html: message.html });
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, to: message.to, replyTo: message.replyTo, headers: message.headers, subject: message.subject, text: message.text, html: message.html });
      await mkdir(options.outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const slug = message.subject.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 40);
      const file = path.join(options.outboxDir, `${stamp}-${slug}.eml`);
      await writeFile(file, info.message as Buffer);
      options.log(`mail to ${message.to}: "${message.subject}" saved to ${file}${message.link ? `\n  link: ${message.link}` : ''}`);
    },
    close: () => transport.close(),
  };
}
