import type { Knex } from 'knex';
import * as usersAndSessions from './migrations/20261121-001-users-and-sessions.ts';
import * as projectsConnectionsMessages from './migrations/20261121-002-projects-connections-messages.ts';
import * as ratingsProductsPayments from './migrations/20261121-003-ratings-products-payments.ts';
import * as userPreferencesAndTwoFactor from './migrations/20261121-004-user-preferences-and-two-factor.ts';
import * as partnerSearchConnectionsRatings from './migrations/20261122-005-partner-search-connections-ratings.ts';
import * as messagingIndexes from './migrations/20261123-006-messaging-indexes.ts';
import * as marketplace from './migrations/20261124-007-marketplace.ts';
import * as subscriptions from './migrations/20261124-008-subscriptions.ts';
import * as aiRuns from './migrations/20261124-009-ai-runs.ts';
import * as featuredMembers from './migrations/20261124-010-featured-members.ts';
import * as desktopNotifications from './migrations/20261125-001-desktop-notifications.ts';
import * as inboxAndNewsletter from './migrations/20261125-002-inbox-and-newsletter.ts';
import * as adminConsole from './migrations/20261126-001-admin-console.ts';
import * as uploadedImages from './migrations/20261126-005-uploaded-images.ts';
import * as paidVerifiedBadge from './migrations/20261126-010-paid-verified-badge.ts';
import * as connectionProduct from './migrations/20261126-020-connection-product.ts';
import * as eventRegistrations from './migrations/20261126-030-event-registrations.ts';
import * as files from './migrations/20261127-001-files.ts';
import * as fileGeometry from './migrations/20261127-002-file-geometry.ts';
import * as messageAttachments from './migrations/20261127-003-message-attachments.ts';
import * as ndas from './migrations/20261127-004-ndas.ts';
import * as supplierProfiles from './migrations/20261127-005-supplier-profiles.ts';
import * as sourcing from './migrations/20261127-006-sourcing.ts';
import * as jobs from './migrations/20261127-007-jobs.ts';
import * as notifications from './migrations/20261127-008-notifications.ts';
import * as trialReminders from './migrations/20261127-009-trial-reminders.ts';
import * as rfqRequiredCertifications from './migrations/20261127-010-rfq-required-certifications.ts';
import * as notificationDigestSent from './migrations/20261127-011-notification-digest-sent.ts';
import * as notificationListOrder from './migrations/20261127-020-notification-list-order.ts';

type Migration = { up(knex: Knex): Promise<void>; down(knex: Knex): Promise<void> };

/** Migrations are listed here (not discovered on disk) so they load the same way under every runner. */
const migrations: Record<string, Migration> = {
  '20261121-001-users-and-sessions': usersAndSessions,
  '20261121-002-projects-connections-messages': projectsConnectionsMessages,
  '20261121-003-ratings-products-payments': ratingsProductsPayments,
  '20261121-004-user-preferences-and-two-factor': userPreferencesAndTwoFactor,
  '20261122-005-partner-search-connections-ratings': partnerSearchConnectionsRatings,
  '20261123-006-messaging-indexes': messagingIndexes,
  '20261124-007-marketplace': marketplace,
  '20261124-008-subscriptions': subscriptions,
  '20261124-009-ai-runs': aiRuns,
  '20261124-010-featured-members': featuredMembers,
  '20261125-001-desktop-notifications': desktopNotifications,
  '20261125-002-inbox-and-newsletter': inboxAndNewsletter,
  '20261126-001-admin-console': adminConsole,
  '20261126-005-uploaded-images': uploadedImages,
  '20261126-010-paid-verified-badge': paidVerifiedBadge,
  '20261126-020-connection-product': connectionProduct,
  '20261126-030-event-registrations': eventRegistrations,
  '20261127-001-files': files,
  '20261127-002-file-geometry': fileGeometry,
  '20261127-003-message-attachments': messageAttachments,
  '20261127-004-ndas': ndas,
  '20261127-005-supplier-profiles': supplierProfiles,
  '20261127-006-sourcing': sourcing,
  '20261127-007-jobs': jobs,
  '20261127-008-notifications': notifications,
  '20261127-009-trial-reminders': trialReminders,
  '20261127-010-rfq-required-certifications': rfqRequiredCertifications,
  '20261127-011-notification-digest-sent': notificationDigestSent,
  '20261127-020-notification-list-order': notificationListOrder,
};

export const migrationSource: Knex.MigrationSource<string> = {
  // In name order, whatever order they were listed in.
  getMigrations: async () => Object.keys(migrations).sort(),
  getMigrationName: (name) => name,
  getMigration: async (name) => migrations[name]!,
};
