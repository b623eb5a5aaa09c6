import type { AddressInfo } from 'node:net';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  links: string[];
  replyTo: string[];
  /** Header names lower-cased. */
  headers: Record<string, string>;
  /** Attached files, their content as UTF-8 text (and as the bytes sent, for binary files such as PDFs). */
  attachments: { filename: string; mimeType: string; content: string; bytes: Uint8Array }[];
}

export interface TestMailboxOptions {
  /** The SMTP answer to RCPT TO for a recipient it refuses (e.g. 550, mailbox unavailable; 450, try later); undefined accepts it. */
  refuseRecipient?: (address: string) => number | undefined;
}

/** A real SMTP server in-process: the app sends through nodemailer over TCP, the test reads what arrived. */
export async function startTestMailbox(options: TestMailboxOptions = {}) {
  const mails: ReceivedMail[] = [];
  const waiters: Array<() => void> = [];
  /** Every RCPT TO the server was asked, accepted or not (lower-cased). */
  const recipientsAsked: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      recipientsAsked.push(address.address.toLowerCase());
      const code = options.refuseRecipient?.(address.address.toLowerCase());
      if (code === undefined) return callback();
      callback(Object.assign(new Error(code >= 500 ? 'Requested action not taken: mailbox unavailable' : 'Mailbox busy, try again later'), { responseCode: code }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        void PostalMime.parse(Buffer.concat(chunks)).then((email) => {
          const text = email.text ?? '';
          mails.push({
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            subject: email.subject ?? '',
            text,
            html: email.html ?? '',
            links: [...text.matchAll(/https?:\/\/\S+/g)].map((m) => m[0]),
            replyTo: (email.replyTo ?? []).map((address) => address.address ?? '').filter(Boolean),
            headers: Object.fromEntries(email.headers.map((header) => [header.key.toLowerCase(), header.value])),
            attachments: email.attachments.map((file) => ({
              filename: file.filename ?? '',
              mimeType: file.mimeType,
              content: typeof file.content === 'string' ? file.content : new TextDecoder().decode(file.content),
              bytes: typeof file.content === 'string' ? new TextEncoder().encode(file.content) : new Uint8Array(file.content),
            })),
          });
          waiters.splice(0).forEach((wake) => wake());
          callback();
        }, callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    recipientsAsked,
    /** Waits for a mail to `to` whose subject matches; fails after `timeoutMs`. */
    async waitFor(to: string, subject: RegExp, timeoutMs = 5000): Promise<ReceivedMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = mails.find((m) => m.to.includes(to.toLowerCase()) && subject.test(m.subject));
        if (found) return found;
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`No mail to ${to} matching ${subject} within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => { clearTimeout(timer); resolve(); });
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
