import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMailer } from './mailer.ts';

const resetMail = { to: 'ada@example.com', subject: 'Reset your password', text: 'Reset: https://hh.example.com/reset-password?token=secret-token-123', html: '<p>x</p>', link: 'https://hh.example.com/reset-password?token=secret-token-123' };

describe('the embedded mail outbox', () => {
  it('writes each mail readable by its owner only, in a folder only its owner can open', async () => {
    const outboxDir = path.join(mkdtempSync(path.join(tmpdir(), 'hh-outbox-')), 'outbox');
    const mailer = createMailer({ from: 'HardwareHub <no-reply@hardwarehub.local>', outboxDir, log: () => undefined });
    await mailer.send(resetMail);
    await mailer.send(resetMail);
    const files = readdirSync(outboxDir);
    // Two mails of one subject are two files, even within the same millisecond.
    expect(files).toHaveLength(2);
    for (const file of files) expect(statSync(path.join(outboxDir, file)).mode & 0o777).toBe(0o600);
    expect(statSync(outboxDir).mode & 0o777).toBe(0o700);
    expect(readFileSync(path.join(outboxDir, files[0]!), 'utf8')).toContain('secret-token-123');
    mailer.close();
  });

  it('closes a folder an older version left open', async () => {
    const outboxDir = mkdtempSync(path.join(tmpdir(), 'hh-outbox-'));
    mkdirSync(outboxDir, { recursive: true });
    chmodSync(outboxDir, 0o755);
    const mailer = createMailer({ from: 'HardwareHub <no-reply@hardwarehub.local>', outboxDir, log: () => undefined });
    await mailer.send(resetMail);
    expect(statSync(outboxDir).mode & 0o777).toBe(0o700);
    mailer.close();
  });

  it('logs the link only when asked to (development), never the token otherwise, and escapes what it logs', async () => {
    const outboxDir = mkdtempSync(path.join(tmpdir(), 'hh-outbox-'));
    const quiet: string[] = [];
    await createMailer({ from: 'x@hardwarehub.local', outboxDir, log: (line) => quiet.push(line) }).send({ ...resetMail, subject: 'Hi\nforged line' });
    expect(quiet).toHaveLength(1);
    expect(quiet[0]).not.toContain('secret-token-123');
    expect(quiet[0]).toContain('"Hi\\nforged line"');
    expect(quiet[0]).not.toContain('\n');
    const developer: string[] = [];
    await createMailer({ from: 'x@hardwarehub.local', outboxDir, logLinks: true, log: (line) => developer.push(line) }).send(resetMail);
    expect(developer[0]).toContain('\n  link: https://hh.example.com/reset-password?token=secret-token-123');
  });
});
