import { calendarFileName, CALENDAR_CONTENT_TYPE, eventCalendarFile } from '#shared/calendar/event-calendar-file.ts';
import { eventWhenLabel } from '#shared/calendar/event-when-label.ts';
import type { SiteEvent } from '#shared/schemas/site-content-schemas.ts';
import { CONTACT_TOPIC_LABELS, ENTERPRISE_ROLE_LABELS, type ContactMessage, type EnterpriseRequest, type EventSubmission } from '#shared/schemas/site-forms-schemas.ts';
import { emailPage as page } from '../../http/html.ts';
import type { MailMessage } from '../mail/index.ts';

/** The team's copy: everything the visitor wrote; replying answers the visitor (replyTo). */
export function contactToTeam(to: string, input: ContactMessage, signedInAs: string | null): MailMessage {
  const lines = [
    `From: ${input.name} <${input.email}>${signedInAs ? ` (signed in as ${signedInAs})` : ''}`,
    `Topic: ${CONTACT_TOPIC_LABELS[input.topic]}`,
    `Subject: ${input.subject}`,
    '',
    input.message,
  ];
  return {
    to,
    replyTo: input.email,
    subject: `[Contact · ${CONTACT_TOPIC_LABELS[input.topic]}] ${input.subject}`,
    text: `${lines.join('\n')}\n`,
    html: page(`Contact: ${input.subject}`, lines),
  };
}

/**
 * The acknowledgements go to whatever address the form was given, so they are fixed texts: nothing the
 * sender wrote (name, subject, message, company) is echoed, or the form would mail anyone a stranger's words.
 */
export function contactAcknowledgement(to: string): MailMessage {
  const intro = 'Thanks for contacting HardwareHub. We received your message and will reply within 24 hours.';
  const outro = 'If you did not write to us, you can ignore this email.';
  return {
    to,
    subject: 'We received your message',
    text: `Hello,\n\n${intro}\n\n${outro}\n\nThe HardwareHub team\n`,
    html: page('We received your message', ['Hello,', intro, outro], undefined, 'You receive this email because someone used this address on the HardwareHub contact form.'),
  };
}

export function enterpriseToTeam(to: string, input: EnterpriseRequest, signedInAs: string | null): MailMessage {
  const lines = [
    `From: ${input.name} <${input.email}>${signedInAs ? ` (signed in as ${signedInAs})` : ''}`,
    `Company: ${input.company}`,
    `Role: ${ENTERPRISE_ROLE_LABELS[input.role]}`,
    `Team size: ${input.teamSize}`,
    `Phone: ${input.phone || 'not given'}`,
    '',
    input.needs,
  ];
  return {
    to,
    replyTo: input.email,
    subject: `[Enterprise] ${input.company} (${input.teamSize})`,
    text: `${lines.join('\n')}\n`,
    html: page(`Enterprise request: ${input.company}`, lines),
  };
}

export function enterpriseAcknowledgement(to: string): MailMessage {
  const intro = 'Thank you for your interest in HardwareHub Enterprise. A member of our enterprise team will contact you within 1 business day.';
  const outro = 'If you did not send this request, you can ignore this email.';
  return {
    to,
    subject: 'Your HardwareHub Enterprise request',
    text: `Hello,\n\n${intro}\n\n${outro}\n\nThe HardwareHub team\n`,
    html: page('We received your request', ['Hello,', intro, outro], undefined, 'You receive this email because someone used this address on the HardwareHub enterprise form.'),
  };
}

export function newsletterConfirmation(to: string, confirmLink: string, unsubscribeLink: string): MailMessage {
  const intro = 'Please confirm that you want the HardwareHub newsletter: guides, events and stories for hardware founders, about twice a month.';
  const outro = 'If you did not sign up, ignore this email and you will not hear from us again. The link works for 7 days.';
  return {
    to,
    subject: 'Confirm your HardwareHub newsletter subscription',
    text: `${intro}\n\nConfirm: ${confirmLink}\n\n${outro}\nUnsubscribe at any time: ${unsubscribeLink}\n`,
    html: page('Confirm your subscription', [intro], { label: 'Confirm subscription', link: confirmLink }, `${outro} Unsubscribe at any time: ${unsubscribeLink}`),
    link: confirmLink,
    headers: { 'List-Unsubscribe': `<${unsubscribeLink}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

/**
 * The confirmation of an event registration, with the event as a calendar file. Like the
 * acknowledgements it repeats nothing the visitor typed (the name): only the event's own facts.
 */
export function eventRegistrationConfirmation(to: string, event: SiteEvent, pageUrl: string, now: Date): MailMessage {
  const intro = `You are registered for ${event.title}.`;
  const facts = [`When: ${eventWhenLabel(event)}`, `Where: ${event.location}`, `Hosted by: ${event.host}`, `Price: ${event.price}`];
  const calendar = 'The calendar file is attached: open it to add the event to your calendar.';
  const outro = 'If you did not register, you can ignore this email.';
  return {
    to,
    subject: `You are registered: ${event.title}`,
    text: `Hello,\n\n${intro}\n\n${facts.join('\n')}\n\n${calendar}\nEvent page: ${pageUrl}\n\n${outro}\n\nThe HardwareHub team\n`,
    html: page('You are registered', ['Hello,', intro, facts.join('\n'), calendar], { label: 'View the event', link: pageUrl }, outro),
    link: pageUrl,
    attachments: [{ filename: calendarFileName(event), content: Buffer.from(eventCalendarFile(event, pageUrl, now), 'utf8'), contentType: CALENDAR_CONTENT_TYPE }],
  };
}

/** An organiser's proposed event, for the team; replying answers the organiser. */
export function eventSubmissionToTeam(to: string, input: EventSubmission, signedInAs: string | null): MailMessage {
  const lines = [
    `From: ${input.name} <${input.email}>${signedInAs ? ` (signed in as ${signedInAs})` : ''}`,
    `Event: ${input.title}`,
    `Date: ${input.date}`,
    `Location: ${input.location}`,
    `Link: ${input.link || 'not given'}`,
    '',
    input.description,
  ];
  return {
    to,
    replyTo: input.email,
    subject: `[Event] ${input.title} (${input.date})`,
    text: `${lines.join('\n')}\n`,
    html: page(`Event submission: ${input.title}`, lines),
  };
}

export function eventSubmissionAcknowledgement(to: string): MailMessage {
  const intro = 'Thanks for submitting your event to HardwareHub. Our team reviews every submission and will reply within 3 business days.';
  const outro = 'If you did not submit an event, you can ignore this email.';
  return {
    to,
    subject: 'We received your event',
    text: `Hello,\n\n${intro}\n\n${outro}\n\nThe HardwareHub team\n`,
    html: page('We received your event', ['Hello,', intro, outro], undefined, 'You receive this email because someone used this address on the HardwareHub event form.'),
  };
}
