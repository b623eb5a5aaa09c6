import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ContactMessage, EnterpriseRequest, EventRegistration as EventRegistrationInput, EventSubmission } from '#shared/schemas/site-forms-schemas.ts';
import { SITE_FORM_MESSAGES } from '#shared/schemas/site-forms-schemas.ts';
import { calendarFileName, eventCalendarFile } from '#shared/calendar/event-calendar-file.ts';
import { RateLimiterRes } from 'rate-limiter-flexible';
import type { AppDeps } from '../../app-context.ts';
import { conflict, notFound, rateLimited } from '../../domain/domain-errors.ts';
import { logText } from '../../http/log-text.ts';
import { consumeOrThrow } from '../../http/rate-limiters.ts';
import { createLinkToken, sha256 } from '../../http/tokens.ts';
import { sendInBackground } from '../mail/index.ts';
import type { User } from '../../db/models/user-model.ts';
import {
  contactAcknowledgement, contactToTeam, enterpriseAcknowledgement, enterpriseToTeam, eventRegistrationConfirmation, eventSubmissionAcknowledgement,
  eventSubmissionToTeam, newsletterConfirmation,
} from './inbox-emails.ts';
import { isUniqueViolation } from '../../db/database-errors.ts';
import { EventRegistration } from '../../db/models/event-registration-model.ts';
import { InboundRequest } from '../../db/models/inbound-request-model.ts';
import { NewsletterSubscriber } from '../../db/models/newsletter-subscriber-model.ts';
import { siteEvent } from './site-events.ts';

const CONFIRM_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export const NEWSLETTER_PATHS = { confirm: '/newsletter/confirm', unsubscribe: '/newsletter/unsubscribe' } as const;

export type NewsletterOutcome = 'confirmed' | 'already-confirmed' | 'expired' | 'unsubscribed' | 'invalid';

/**
 * The public site's forms: contact messages and enterprise requests are stored for the
 * team's inbox, mailed to TEAM_INBOX_EMAIL and acknowledged to the sender with a fixed text (a few a
 * day per address); the newsletter takes an address only after the owner confirms it (double
 * opt-in). Event registrations are stored and confirmed with the calendar file; submitted events go
 * to the team's inbox like the contact form. All are limited per IP and drop a filled honeypot silently.
 */
export class InboxService {
  private readonly deps: AppDeps;

  constructor(deps: AppDeps) {
    this.deps = deps;
  }

  private async limit(ip: string): Promise<void> {
    await consumeOrThrow(this.deps.limiters.siteFormsByIp, ip, (retryMs) => rateLimited(SITE_FORM_MESSAGES.tooMany, Math.ceil(retryMs / 1000)));
  }

  private mail(message: Parameters<AppDeps['mailer']['send']>[0]): void {
    sendInBackground(this.deps, message);
  }

  /**
   * Whether the sender's address may get one more acknowledgement today (a few a day: anyone can type
   * anyone's address into the form). The request itself is kept and sent to the team either way. One
   * budget for `name+tag@domain` and `name@domain`, which reach the same inbox. A limiter that cannot
   * answer means no acknowledgement rather than a failed request.
   */
  private async mayAcknowledge(email: string): Promise<boolean> {
    const [local = '', domain = ''] = email.toLowerCase().split(/@(?=[^@]*$)/);
    try {
      await this.deps.limiters.siteFormAcksByAddress.consume(`${local.split('+')[0]}@${domain}`);
      return true;
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) this.deps.log(logText`site form acknowledgement to ${email} skipped: ${String(rejection)}`);
      return false;
    }
  }

  /** Returns false for a bot (the honeypot was filled): nothing stored or sent, the same answer. */
  async contact(input: ContactMessage, ip: string, user: User | undefined): Promise<boolean> {
    await this.limit(ip);
    if (input.website) return false;
    await InboundRequest.query(this.deps.knex).insert({
      kind: 'contact', status: 'new', name: input.name, email: input.email, userId: user?.id ?? null,
      subject: input.subject, topic: input.topic, message: input.message,
    });
    this.mail(contactToTeam(this.deps.teamInboxEmail, input, user?.email ?? null));
    if (await this.mayAcknowledge(input.email)) this.mail(contactAcknowledgement(input.email));
    return true;
  }

  async enterprise(input: EnterpriseRequest, ip: string, user: User | undefined): Promise<boolean> {
    await this.limit(ip);
    if (input.website) return false;
    await InboundRequest.query(this.deps.knex).insert({
      kind: 'enterprise', status: 'new', name: input.name, email: input.email, userId: user?.id ?? null,
      company: input.company, role: input.role, teamSize: input.teamSize, phone: input.phone || null, message: input.needs,
    });
    this.mail(enterpriseToTeam(this.deps.teamInboxEmail, input, user?.email ?? null));
    if (await this.mayAcknowledge(input.email)) this.mail(enterpriseAcknowledgement(input.email));
    return true;
  }

  /**
   * Registers an address for one of the site's events and mails the confirmation with the calendar
   * file. One registration per address and event: registering again answers the same (the form
   * tells no one who else is registered) and sends the confirmation again only within the
   * address's daily acknowledgement budget (someone who lost the mail). A signed-in member's account is noted.
   */
  async registerForEvent(slug: string, input: EventRegistrationInput, ip: string, user: User | undefined): Promise<boolean> {
    const event = siteEvent(slug);
    if (!event) throw notFound(SITE_FORM_MESSAGES.eventNotFound);
    await this.limit(ip);
    if (input.website) return false;
    const now = this.deps.clock.now();
    if (Date.parse(event.endsAt) <= now.getTime()) throw conflict(SITE_FORM_MESSAGES.registrationClosed);
    const email = input.email.toLowerCase();
    let added = false;
    if (!(await EventRegistration.query(this.deps.knex).findOne({ eventSlug: slug, email }))) {
      try {
        await EventRegistration.query(this.deps.knex).insert({ eventSlug: slug, name: input.name, email, userId: user?.id ?? null });
        added = true;
      } catch (error) {
        if (!isUniqueViolation(error)) throw error; // registered at the same moment by another request
      }
    }
    if (added || (await this.mayAcknowledge(email))) this.mail(eventRegistrationConfirmation(email, event, this.eventPageUrl(slug), now));
    return added;
  }

  /** An event's calendar file, the same as the registration mail attaches: for 'Add to calendar' links. */
  eventCalendar(slug: string): { filename: string; content: string } {
    const event = siteEvent(slug);
    if (!event) throw notFound(SITE_FORM_MESSAGES.eventNotFound);
    return { filename: calendarFileName(event), content: eventCalendarFile(event, this.eventPageUrl(slug), this.deps.clock.now()) };
  }

  private eventPageUrl(slug: string): string {
    return `${this.deps.appUrl}/events/${slug}`;
  }

  /** An organiser's event for the events page: kept in the team's inbox, mailed to the team, acknowledged. */
  async submitEvent(input: EventSubmission, ip: string, user: User | undefined): Promise<boolean> {
    await this.limit(ip);
    if (input.website) return false;
    // The inbox keeps one message per request: the event's facts lead the organiser's description.
    const message = [`Date: ${input.date}`, `Location: ${input.location}`, `Link: ${input.link || 'not given'}`, '', input.description].join('\n');
    await InboundRequest.query(this.deps.knex).insert({
      kind: 'event', status: 'new', name: input.name, email: input.email, userId: user?.id ?? null, subject: input.title, message,
    });
    this.mail(eventSubmissionToTeam(this.deps.teamInboxEmail, input, user?.email ?? null));
    if (await this.mayAcknowledge(input.email)) this.mail(eventSubmissionAcknowledgement(input.email));
    return true;
  }

  /**
   * Sends the confirmation mail (again) unless the address is already confirmed. The answer is the
   * same either way, so the form tells no one who is subscribed.
   */
  async subscribe(email: string, honeypot: string | undefined, ip: string): Promise<void> {
    await this.limit(ip);
    if (honeypot) return;
    const address = email.toLowerCase();
    const { token, tokenHash } = createLinkToken();
    const expires = new Date(Date.now() + CONFIRM_TTL_MS).toISOString();
    const existing = await NewsletterSubscriber.query(this.deps.knex).findOne({ email: address });
    if (existing?.status === 'confirmed') return;
    let id: number;
    if (existing) {
      await existing.$query(this.deps.knex).patch({ status: 'pending', confirmTokenHash: tokenHash, confirmExpiresAt: expires, unsubscribedAt: null });
      id = existing.id;
    } else {
      id = (await NewsletterSubscriber.query(this.deps.knex).insert({ email: address, status: 'pending', confirmTokenHash: tokenHash, confirmExpiresAt: expires })).id;
    }
    this.mail(newsletterConfirmation(address, `${this.deps.appUrl}${NEWSLETTER_PATHS.confirm}?token=${token}`, this.unsubscribeLink(id)));
  }

  async confirm(token: string): Promise<NewsletterOutcome> {
    if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return 'invalid';
    const subscriber = await NewsletterSubscriber.query(this.deps.knex).findOne({ confirmTokenHash: sha256(token) });
    if (!subscriber) return 'invalid';
    if (subscriber.status === 'confirmed') return 'already-confirmed';
    if (!subscriber.confirmExpiresAt || Date.parse(subscriber.confirmExpiresAt) < Date.now()) return 'expired';
    await subscriber.$query(this.deps.knex).patch({ status: 'confirmed', confirmedAt: new Date().toISOString(), confirmExpiresAt: null });
    return 'confirmed';
  }

  /** The link in every newsletter mail: the subscriber's id signed with the server's secret, nothing stored. */
  unsubscribeLink(id: number): string {
    return `${this.deps.appUrl}${NEWSLETTER_PATHS.unsubscribe}?id=${id}&token=${this.unsubscribeToken(id)}`;
  }

  private unsubscribeToken(id: number): string {
    return createHmac('sha256', this.deps.encryptionKey).update(`newsletter-unsubscribe:${id}`).digest('base64url');
  }

  async unsubscribe(id: number, token: string): Promise<NewsletterOutcome> {
    const expected = Buffer.from(this.unsubscribeToken(id));
    const given = Buffer.from(token);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
    const subscriber = await NewsletterSubscriber.query(this.deps.knex).findById(id);
    if (!subscriber) return 'invalid';
    if (subscriber.status !== 'unsubscribed') {
      await subscriber.$query(this.deps.knex).patch({ status: 'unsubscribed', unsubscribedAt: new Date().toISOString(), confirmTokenHash: null });
    }
    return 'unsubscribed';
  }

  /** For unsubscribe links: whether the id and token belong together (shown before the member confirms). */
  validUnsubscribe(id: number, token: string): boolean {
    const expected = Buffer.from(this.unsubscribeToken(id));
    const given = Buffer.from(token);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
}
