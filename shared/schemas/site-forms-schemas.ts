import { z } from 'zod';

/**
 * The public site's two forms (001 §5 Enterprise form, Contact form, with the spec's exact messages)
 * and the newsletter sign-up. The spec's client sends nothing; ours posts them (issue 15), and the
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
  /** Optional (001 §5); when given, digits with the usual separators. */
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

/** Every site form's answer. */
export const siteFormResultSchema = z.object({ message: z.string() });

/** What the forms file into the team's inbox (issue 16 works it: new, in progress, done). */
export const INBOUND_KINDS = ['contact', 'enterprise'] as const;
export type InboundKind = (typeof INBOUND_KINDS)[number];
export const INBOUND_STATUSES = ['new', 'in_progress', 'done'] as const;
export type InboundStatus = (typeof INBOUND_STATUSES)[number];
export const INBOUND_STATUS_LABELS: Record<InboundStatus, string> = { new: 'New', in_progress: 'In progress', done: 'Done' };
