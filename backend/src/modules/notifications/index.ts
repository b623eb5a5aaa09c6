// The notifications module's public surface: code outside modules/notifications/ imports this file only (eslint.config.js enforces it).
import type { AppDeps } from '../../app-context.ts';
import { subscribeNotifications } from './notification-events.ts';
import { NotificationMail, type NotificationMailOptions } from './notification-mail.ts';
import { notificationPages } from './notification-pages.ts';
import { notificationRoutes } from './notification-routes.ts';
import { NotificationService } from './notification-service.ts';

export { NOTIFICATION_JOBS, NOTIFICATION_UNSUBSCRIBE_PAGE, messageMailKey, type NotificationMailOptions } from './notification-mail.ts';
export { unsubscribeToken as notificationUnsubscribeToken, type UnsubscribeScope } from './notification-rules.ts';
export type { NotificationService, NotifyInput } from './notification-service.ts';

/**
 * The notifications module, assembled: the service, its routes and the unsubscribe page; `start`
 * subscribes to the domain events announced in this process (each becomes its members' notifications)
 * and registers the mail jobs (at once, the delayed message mail, the digest) with `deps.jobs`.
 */
export function createNotifications(deps: AppDeps, options: NotificationMailOptions = {}) {
  const mail = new NotificationMail(deps, options);
  const service = new NotificationService(deps, mail);
  let unsubscribe: (() => void) | undefined;
  return {
    service,
    mail,
    routes: () => notificationRoutes(service),
    /** The server page a mail's unsubscribe link opens (GET: a button; POST: done, one click from a mail client too). */
    pages: () => notificationPages(service),
    start() {
      unsubscribe ??= subscribeNotifications(deps.events, deps.knex, service);
      mail.register();
    },
    close() {
      unsubscribe?.();
      unsubscribe = undefined;
    },
  };
}
