import type { Knex } from 'knex';
import { logText } from '../../http/log-text.ts';
import type { Mailer } from './mailer.ts';

const REASON_KEPT = 500;

/** What nodemailer's SMTP transport puts on an error the server answered with. */
interface SmtpError {
  code?: string;
  command?: string;
  responseCode?: number;
  response?: string;
}

/**
 * A hard bounce: the receiving server refused the recipient itself with a permanent (5xx) answer to RCPT TO,
 * e.g. 550 "mailbox unavailable". A 4xx is temporary, and a 5xx to MAIL FROM or DATA is about the sender
 * or the content, not the address.
 */
export function refusedRecipientPermanently(error: unknown): error is Error & SmtpError {
  if (!(error instanceof Error)) return false;
  const { code, command, responseCode } = error as SmtpError;
  return code === 'EENVELOPE' && /^RCPT\b/i.test(command ?? '') && typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600;
}

const normalized = (address: string) => address.trim().toLowerCase();

/**
 * Wraps the mailer so an address whose mailbox refused mail permanently is recorded in `mail_suppressions`
 * and never mailed again: sending to it again would hurt the sending domain's reputation. Skipping is logged,
 * and the caller sees a send that succeeded (there is nothing it could do). An operator lifts a suppression
 * by deleting its row (docs/mail-delivery.md).
 */
export function suppressingMailer(mailer: Mailer, knex: Knex, log: (line: string) => void): Mailer {
  return {
    async send(message) {
      const address = normalized(message.to);
      const suppressed = (await knex('mail_suppressions').where({ email: address }).first('reason')) as { reason: string } | undefined;
      if (suppressed) {
        log(logText`mail to ${message.to} not sent: the address is suppressed (${suppressed.reason})`);
        return;
      }
      try {
        await mailer.send(message);
      } catch (error) {
        if (!refusedRecipientPermanently(error)) throw error;
        const reason = (error.response ?? `${error.responseCode} ${error.message}`).slice(0, REASON_KEPT);
        // Two sends refused at once record the address once.
        await knex('mail_suppressions').insert({ email: address.slice(0, 254), reason, createdAt: new Date() }).onConflict('email').ignore();
        log(logText`mail to ${message.to} refused permanently, address suppressed: ${reason}`);
      }
    },
    close: () => mailer.close(),
  };
}
