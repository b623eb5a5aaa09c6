import { describe, expect, it } from 'vitest';
import { contactMessageSchema, enterpriseRequestSchema, eventRegistrationSchema, eventSubmissionSchema, newsletterSubscribeSchema, SITE_FORM_MESSAGES as M } from './site-forms-schemas.ts';

const contact = { name: 'Ada Lovelace', email: 'ada@example.com', subject: 'Tooling question', topic: 'general', message: 'How do I find a mould maker?' };
const enterprise = { name: 'Ada Lovelace', email: 'ada@example.com', company: 'Analytical Engines', role: 'engineer', teamSize: '50-100', needs: 'Sourcing for 40 product lines.' };
const firstMessage = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }, field: string) =>
  result.error?.issues.find((issue) => issue.path[0] === field)?.message;

describe('contact form schema', () => {
  it('accepts a valid message and trims it', () => {
    expect(contactMessageSchema.parse({ ...contact, name: '  Ada  ' }).name).toBe('Ada');
    // Only one-line fields refuse line breaks: the message is free text.
    expect(contactMessageSchema.parse({ ...contact, subject: ' Tooling question\n', message: 'Line one.\nLine two.' }).message).toBe('Line one.\nLine two.');
  });
  it.each([
    ['name', 'A', M.name],
    ['name', 'x'.repeat(101), M.nameTooLong],
    ['email', 'ada@', M.email],
    ['email', undefined, M.email],
    ['subject', 'Hey', M.subject],
    ['subject', 'x'.repeat(151), M.subjectTooLong],
    ['topic', 'sales', M.topic],
    ['topic', undefined, M.topic],
    ['message', 'short', M.messageShort],
    ['message', 'x'.repeat(501), M.messageLong],
    ['name', 'Ada\r\nLovelace', M.nameOneLine],
    ['name', 'Ada\tLovelace', M.nameOneLine],
    ['name', 'Ada\u202ELovelace', M.nameOneLine],
    ['subject', 'Tooling\nBcc: all@example.com', M.subjectOneLine],
    ['subject', 'Tooling\u2028question', M.subjectOneLine],
  ])('%s = %j: %s', (field, value, message) => {
    expect(message, 'the message is defined').toEqual(expect.any(String));
    expect(firstMessage(contactMessageSchema.safeParse({ ...contact, [field]: value }), field)).toBe(message);
  });
});

describe('enterprise form schema', () => {
  it('accepts a request with or without a phone number', () => {
    expect(enterpriseRequestSchema.safeParse(enterprise).success).toBe(true);
    expect(enterpriseRequestSchema.safeParse({ ...enterprise, phone: '' }).success).toBe(true);
    expect(enterpriseRequestSchema.safeParse({ ...enterprise, phone: '+49 (30) 1234-5678' }).success).toBe(true);
  });
  it.each([
    ['company', 'X', M.company],
    ['company', 'x'.repeat(151), M.companyTooLong],
    ['role', 'ceo', M.role],
    ['teamSize', '1-10', M.teamSize],
    ['needs', 'too short', M.needsShort],
    ['needs', 'x'.repeat(501), M.needsLong],
    ['phone', 'call me maybe', M.phone],
    ['company', 'Analytical\rEngines', M.companyOneLine],
    ['company', 'Analytical\u0007Engines', M.companyOneLine],
  ])('%s = %j: %s', (field, value, message) => {
    expect(message, 'the message is defined').toEqual(expect.any(String));
    expect(firstMessage(enterpriseRequestSchema.safeParse({ ...enterprise, [field]: value }), field)).toBe(message);
  });
});

describe('newsletter schema', () => {
  it('needs a valid address; the honeypot is optional', () => {
    expect(newsletterSubscribeSchema.safeParse({ email: 'reader@example.com' }).success).toBe(true);
    expect(firstMessage(newsletterSubscribeSchema.safeParse({ email: 'reader' }), 'email')).toBe(M.email);
  });
});

describe('event registration schema', () => {
  it('takes a name and an email, trimmed', () => {
    expect(eventRegistrationSchema.parse({ name: ' Ada Lovelace ', email: ' ada@example.com ' })).toEqual({ name: 'Ada Lovelace', email: 'ada@example.com' });
  });
  it.each([
    ['name', 'A', M.name],
    ['name', 'Ada\nLovelace', M.nameOneLine],
    ['email', 'ada@', M.email],
    ['email', undefined, M.email],
  ])('%s = %j: %s', (field, value, message) => {
    expect(firstMessage(eventRegistrationSchema.safeParse({ name: 'Ada Lovelace', email: 'ada@example.com', [field]: value }), field)).toBe(message);
  });
});

describe('event submission schema', () => {
  const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  const submission = {
    name: 'Ada Lovelace', email: 'ada@example.com', title: 'Hardware Night Lisbon', date: day(30), location: 'LX Factory, Lisbon',
    link: 'https://example.com/hardware-night', description: 'Lightning demos of working prototypes, then drinks with makers and investors.',
  };
  it('accepts an upcoming event, with or without a link', () => {
    expect(eventSubmissionSchema.safeParse(submission).success).toBe(true);
    expect(eventSubmissionSchema.safeParse({ ...submission, link: '' }).success).toBe(true);
    expect(eventSubmissionSchema.safeParse({ ...submission, link: undefined }).success).toBe(true);
    expect(eventSubmissionSchema.safeParse({ ...submission, date: day(0) }).success).toBe(true);
  });
  it.each([
    ['title', 'Meet', M.eventTitle],
    ['title', 'x'.repeat(91), M.eventTitleTooLong],
    ['title', 'Hardware\nNight', M.eventTitleOneLine],
    ['date', '', M.eventDate],
    ['date', '2027-02-30', M.eventDate],
    ['date', 'next friday', M.eventDate],
    ['date', day(-3), M.eventDatePast],
    ['location', 'X', M.location],
    ['location', 'x'.repeat(121), M.locationTooLong],
    ['link', 'javascript:alert(1)', M.link],
    ['link', 'example', M.link],
    ['link', 'https://localhost/x', M.link],
    ['description', 'Too short.', M.descriptionShort],
    ['description', 'x'.repeat(1001), M.descriptionLong],
    ['email', 'organiser@', M.email],
  ])('%s = %j: %s', (field, value, message) => {
    expect(message, 'the message is defined').toEqual(expect.any(String));
    expect(firstMessage(eventSubmissionSchema.safeParse({ ...submission, [field]: value }), field)).toBe(message);
  });
});
