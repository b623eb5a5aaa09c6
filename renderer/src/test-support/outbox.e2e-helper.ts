import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import PostalMime from 'postal-mime';

/**
 * Reads the embedded mail outbox (data dir/outbox/*.eml) the server writes when SMTP_URL is unset:
 * the browser tests follow the same links a user would click in the mail.
 */
export async function waitForMailLink(options: { outboxDir: string; to: string; subject: RegExp; linkIncludes: string; after?: number; timeoutMs?: number }): Promise<string> {
  const deadline = Date.now() + (options.timeoutMs ?? 10_000);
  for (;;) {
    const files = await readdir(options.outboxDir).catch(() => [] as string[]);
    for (const file of files.sort().reverse()) {
      const raw = await readFile(path.join(options.outboxDir, file));
      const mail = await PostalMime.parse(raw);
      const to = (mail.to ?? []).map((a) => a.address?.toLowerCase());
      const sentAt = mail.date ? Date.parse(mail.date) : 0;
      if (!to.includes(options.to.toLowerCase()) || !options.subject.test(mail.subject ?? '')) continue;
      if (options.after && sentAt < options.after - 1000) continue;
      const link = [...(mail.text ?? '').matchAll(/https?:\/\/\S+/g)].map((m) => m[0]).find((l) => l.includes(options.linkIncludes));
      if (link) return link;
    }
    if (Date.now() > deadline) throw new Error(`No mail to ${options.to} matching ${options.subject} in ${options.outboxDir}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
