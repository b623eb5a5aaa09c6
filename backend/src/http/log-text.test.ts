import { describe, expect, it } from 'vitest';
import { describeErrorForLog, escapeForLog, logText } from './log-text.ts';

describe('log lines', () => {
  it('escapes CR, LF and every other control character in the values, so no value starts a line of its own', () => {
    expect(escapeForLog('Hi\r\n2026-01-01 admin signed in\u0007\u001b[2J\u0085\u2028\t')).toBe('Hi\\r\\n2026-01-01 admin signed in\\u0007\\u001b[2J\\u0085\\u2028\\t');
    expect(escapeForLog('Zoë · ok')).toBe('Zoë · ok');
  });

  it('keeps the literal text of a line as written and escapes what is put into it', () => {
    const subject = 'Hello\nmail to root: "x" saved to /etc/passwd';
    expect(logText`mail to ${'a@example.com'}: "${subject}"\n  link: ${'https://x/?a\rb'}`).toBe(
      'mail to a@example.com: "Hello\\nmail to root: "x" saved to /etc/passwd"\n  link: https://x/?a\\rb',
    );
  });

  it("keeps an error's stack lines and escapes its message", () => {
    const error = new Error('bad value "a\nb"');
    const text = describeErrorForLog(error);
    expect(text.startsWith('Error: bad value "a\\nb"\n    at ')).toBe(true);
    expect(describeErrorForLog('plain\nstring')).toBe('plain\\nstring');
  });
});
