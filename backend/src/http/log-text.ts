/**
 * Log lines carry request data (paths, addresses, form subjects, error messages that quote input).
 * A CR or LF in it would start a line the writer chose (a forged entry), and other control characters
 * can rewrite what a terminal shows; so every such value is written escaped, as `\n`, `\r`, `\u001b`.
 */
// C0 controls, DEL, C1 controls and the Unicode line and paragraph separators.
const CONTROL = /[\p{Cc}\u2028\u2029]/gu;
const NAMED: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

export function escapeForLog(value: unknown): string {
  return String(value).replace(CONTROL, (char) => NAMED[char] ?? `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** A template tag: the literal text is kept as written, every interpolated value is escaped. */
export function logText(strings: TemplateStringsArray, ...values: unknown[]): string {
  return strings.reduce((line, part, at) => line + part + (at < values.length ? escapeForLog(values[at]) : ''), '');
}

/** An error for the log: its stack keeps its own lines, its message (which may quote input) is escaped. */
export function describeErrorForLog(error: unknown): string {
  if (!(error instanceof Error)) return escapeForLog(error);
  const message = escapeForLog(error.message);
  if (!error.stack) return message;
  if (error.message && error.stack.includes(error.message)) return error.stack.replace(error.message, () => message);
  // A stack without the message (a custom one) is still the error's text: escaped whole.
  return escapeForLog(error.stack);
}
