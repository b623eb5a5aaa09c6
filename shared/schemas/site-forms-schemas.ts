import { z } from 'zod';

/**
 * The public site's two forms (Enterprise and Contact, with the spec's exact messages)
 * and the newsletter sign-up. The spec's client sends nothing; ours posts them, and the
 * server parses with these same schemas.
 */

export const CONTACT_TOPICS = ['general', 'support', 'account', 'billing', 'partnership', 'feedback'] as const;
export const CONTACT_TOPIC_LABELS: Record<(typeof CONTACT_TOPICS)[number], string> = {
  general: 'General inquiry',
  support: 'Technical support',
  account: 'Account',
  billing: 'Billing',
  partnership: 'Partnership',
  feedback: 'Feedback',
};
export const ENTERPRISE_ROLES = ['executive', 'manager', 'engineer', 'procurement', 'other'] as const;
export const ENTERPRISE_ROLE_LABELS: Record<(typeof ENTERPRISE_ROLES)[number], string> = {
  executive: 'Executive',
  manager: 'Manager',
  engineer: 'Engineer',
  procurement: 'Procurement',
  other: 'Other',
};
export const TEAM_SIZES = ['50-100', '101-250', '251-500', '501-1000', '1000+'] as const;

export const SITE_FORM_MESSAGES = {
  name: 'Name must be at least 2 characters.',
  nameTooLong: 'Name must not exceed 100 characters.',
  email: 'Please enter a valid email address.',
  subject: 'Subject must be at least 5 characters.',
  subjectTooLong: 'Subject must not exceed 150 characters.',
  topic: 'Please select a topic.',
  messageShort: 'Message must be at least 10 characters.',
  messageLong: 'Message must not exceed 500 characters.',
  company: 'Company name must be at least 2 characters.',
  companyTooLong: 'Company name must not exceed 150 characters.',
  role: 'Please select your role.',
  teamSize: 'Please select your team size.',
  needsShort: 'Please describe your needs in at least 10 characters.',
  needsLong: 'Description must not exceed 500 characters.',
  phone: 'Please enter a valid phone number.',
  /** Ours: one-line fields take no line breaks or control characters (they go into mail headers and logs). */
  nameOneLine: 'Name must be on one line, without line breaks or control characters.',
  subjectOneLine: 'Subject must be on one line, without line breaks or control characters.',
  companyOneLine: 'Company name must be on one line, without line breaks or control characters.',
  /** Ours: the toasts and answers (the spec says only "a success toast"). */
  contactSentTitle: 'Message sent',
  contactSent: 'Thanks for getting in touch. We will reply by email within 24 hours.',
  enterpriseSentTitle: 'Request received',
  enterpriseSent: 'Thank you. Our enterprise team will contact you within 1 business day.',
  newsletterPending: 'Almost there: check your inbox and confirm your subscription.',
  tooMany: 'Too many messages from your network. Please try again later.',
  /** Ours: registering for an event and submitting one (the spec's buttons did nothing). */
  eventRegisteredTitle: 'You are registered',
  eventRegistered: 'We emailed you the details and a calendar file. See you there!',
  eventNotFound: 'This event does not exist.',
  registrationClosed: 'Registration for this event has closed.',
  eventSubmittedTitle: 'Event submitted',
  eventSubmitted: 'Thank you. Our team reviews every submission and will reply by email within 3 business days.',
  eventTitle: 'Event title must be at least 5 characters.',
  eventTitleTooLong: 'Event title must not exceed 90 characters.',
  eventTitleOneLine: 'Event title must be on one line, without line breaks or control characters.',
  eventDate: 'Please enter the date of the event.',
  eventDatePast: 'The event date must be today or later.',
  location: 'Location must be at least 2 characters.',
  locationTooLong: 'Location must not exceed 120 characters.',
  locationOneLine: 'Location must be on one line, without line breaks or control characters.',
  link: 'Please enter a link starting with https:// or http://.',
  descriptionShort: 'Please describe the event in at least 20 characters.',
  descriptionLong: 'Description must not exceed 1000 characters.',
} as const;

/** Control characters (tab, CR, LF and the rest), the Unicode line separators and text-direction overrides. */
const NOT_ONE_LINE = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;
const isOneLine = (value: string) => !NOT_ONE_LINE.test(value);

const name = z
  .string({ error: SITE_FORM_MESSAGES.name })
  .trim()
  .min(2, SITE_FORM_MESSAGES.name)
  .max(100, SITE_FORM_MESSAGES.nameTooLong)
  .refine(isOneLine, SITE_FORM_MESSAGES.nameOneLine);
const email = z.string({ error: SITE_FORM_MESSAGES.email }).trim().max(254, SITE_FORM_MESSAGES.email).pipe(z.email({ error: SITE_FORM_MESSAGES.email }));
/**
 * The hidden honeypot field: people never see or fill it, form-filling bots do. A filled one is
 * accepted with the usual answer and silently dropped (the bot learns nothing).
 */
const honeypot = z.string().max(500).optional();

export const contactMessageSchema = z.object({
  name,
  email,
  subject: z
    .string({ error: SITE_FORM_MESSAGES.subject })
    .trim()
    .min(5, SITE_FORM_MESSAGES.subject)
    .max(150, SITE_FORM_MESSAGES.subjectTooLong)
    .refine(isOneLine, SITE_FORM_MESSAGES.subjectOneLine),
  topic: z.enum(CONTACT_TOPICS, { error: SITE_FORM_MESSAGES.topic }),
  message: z.string({ error: SITE_FORM_MESSAGES.messageShort }).trim().min(10, SITE_FORM_MESSAGES.messageShort).max(500, SITE_FORM_MESSAGES.messageLong),
  website: honeypot,
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;

export const enterpriseRequestSchema = z.object({
  name,
  email,
  company: z
    .string({ error: SITE_FORM_MESSAGES.company })
    .trim()
    .min(2, SITE_FORM_MESSAGES.company)
    .max(150, SITE_FORM_MESSAGES.companyTooLong)
    .refine(isOneLine, SITE_FORM_MESSAGES.companyOneLine),
  role: z.enum(ENTERPRISE_ROLES, { error: SITE_FORM_MESSAGES.role }),
  teamSize: z.enum(TEAM_SIZES, { error: SITE_FORM_MESSAGES.teamSize }),
  needs: z.string({ error: SITE_FORM_MESSAGES.needsShort }).trim().min(10, SITE_FORM_MESSAGES.needsShort).max(500, SITE_FORM_MESSAGES.needsLong),
  /** Optional; when given, digits with the usual separators. */
  phone: z
    .string({ error: SITE_FORM_MESSAGES.phone })
    .trim()
    .max(40, SITE_FORM_MESSAGES.phone)
    .refine((value) => value === '' || /^\+?[0-9 ()./-]{6,}$/.test(value), SITE_FORM_MESSAGES.phone)
    .optional(),
  website: honeypot,
});
export type EnterpriseRequestInput = z.input<typeof enterpriseRequestSchema>;
export type EnterpriseRequest = z.output<typeof enterpriseRequestSchema>;

export const newsletterSubscribeSchema = z.object({ email, website: honeypot });
export type NewsletterSubscribeInput = z.input<typeof newsletterSubscribeSchema>;

/**
 * Registering for one of the site's events (the event is the path's slug): name and email, filled in
 * for a signed-in member. One registration per address and event.
 */
export const eventRegistrationSchema = z.object({ name, email, website: honeypot });
export type EventRegistrationInput = z.input<typeof eventRegistrationSchema>;
export type EventRegistration = z.output<typeof eventRegistrationSchema>;

/** An http(s) address with a real domain name (no javascript:, no bare words). */
const webLink = z.url({ protocol: /^https?$/, hostname: z.regexes.domain });

/** 'YYYY-MM-DD' of a moment, in UTC. */
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);
const isCalendarDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && isoDay(Date.parse(`${value}T00:00:00Z`) || 0) === value;

/**
 * 'Submit Your Event': an organiser proposes an event for the events page; it reaches the team's
 * inbox. The date is a day, today or later (a day's grace for the time zones behind UTC).
 */
export const eventSubmissionSchema = z.object({
  name,
  email,
  title: z
    .string({ error: SITE_FORM_MESSAGES.eventTitle })
    .trim()
    .min(5, SITE_FORM_MESSAGES.eventTitle)
    .max(90, SITE_FORM_MESSAGES.eventTitleTooLong)
    .refine(isOneLine, SITE_FORM_MESSAGES.eventTitleOneLine),
  date: z
    .string({ error: SITE_FORM_MESSAGES.eventDate })
    .trim()
    .refine(isCalendarDay, SITE_FORM_MESSAGES.eventDate)
    .refine((value) => value >= isoDay(Date.now() - 24 * 60 * 60 * 1000), SITE_FORM_MESSAGES.eventDatePast),
  location: z
    .string({ error: SITE_FORM_MESSAGES.location })
    .trim()
    .min(2, SITE_FORM_MESSAGES.location)
    .max(120, SITE_FORM_MESSAGES.locationTooLong)
    .refine(isOneLine, SITE_FORM_MESSAGES.locationOneLine),
  /** Optional: where people read more or sign up; a web address when given. */
  link: z
    .string({ error: SITE_FORM_MESSAGES.link })
    .trim()
    .max(500, SITE_FORM_MESSAGES.link)
    .refine((value) => value === '' || webLink.safeParse(value).success, SITE_FORM_MESSAGES.link)
    .optional(),
  description: z
    .string({ error: SITE_FORM_MESSAGES.descriptionShort })
    .trim()
    .min(20, SITE_FORM_MESSAGES.descriptionShort)
    .max(1000, SITE_FORM_MESSAGES.descriptionLong),
  website: honeypot,
});
export type EventSubmissionInput = z.input<typeof eventSubmissionSchema>;
export type EventSubmission = z.output<typeof eventSubmissionSchema>;

/** Every site form's answer. */
export const siteFormResultSchema = z.object({ message: z.string() });

/** What the forms file into the team's inbox (the admin console works it: new, in progress, done). */
export const INBOUND_KINDS = ['contact', 'enterprise', 'event'] as const;
export type InboundKind = (typeof INBOUND_KINDS)[number];
export const INBOUND_STATUSES = ['new', 'in_progress', 'done'] as const;
export type InboundStatus = (typeof INBOUND_STATUSES)[number];
export const INBOUND_STATUS_LABELS: Record<InboundStatus, string> = { new: 'New', in_progress: 'In progress', done: 'Done' };
