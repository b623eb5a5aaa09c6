import type { AppDeps } from '../../app-context.ts';
import { logText } from '../../http/log-text.ts';
import type { MailMessage } from './mailer.ts';

/** A mail after the action committed: a mail failure is logged, never undoes or fails the action. */
export function sendInBackground(deps: Pick<AppDeps, 'mailer' | 'log'>, message: MailMessage): void {
  deps.mailer.send(message).catch((error: unknown) => {
    deps.log(logText`mail to ${message.to} failed: ${error instanceof Error ? error.message : String(error)}`);
  });
}
