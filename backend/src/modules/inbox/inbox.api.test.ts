import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SITE_FORM_MESSAGES } from '#shared/schemas/site-forms-schemas.ts';
import type { MailMessage } from '../mail/index.ts';
import { signUp, signUpAdmin } from '../../test-support/accounts.ts';
import { TestClient } from '../../test-support/test-client.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';

/** The contact and enterprise forms and the newsletter, on the configured database. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ TEAM_INBOX_EMAIL: 'team@hardwarehub.test' });
});
afterAll(() => server.close());

const unique = () => Math.random().toString(36).slice(2, 8);
const contact = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ada Lovelace', email: `ada.${unique()}@example.com`, subject: 'Mould tooling for a wearable', topic: 'partnership', message: 'We need a partner for 10k enclosures a year.', ...overrides,
});
const enterprise = (overrides: Record<string, unknown> = {}) => ({
  name: 'Grace Hopper', email: `grace.${unique()}@example.com`, company: 'Compiler Works', role: 'procurement', teamSize: '251-500',
  needs: 'Vendor management across 40 product lines and 3 regions.', phone: '+1 (415) 555-0100', ...overrides,
});

describe('POST /api/contact', () => {
  it('stores the message, mails the team (reply goes to the sender) and acknowledges within 24 hours', async () => {
    const body = contact();
    const response = await new TestClient(server.url).post('/api/contact', body);
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ message: SITE_FORM_MESSAGES.contactSent });
    const row = await server.knex('inbound_requests').where({ email: body.email }).first();
    expect(row).toMatchObject({ kind: 'contact', status: 'new', name: 'Ada Lovelace', subject: body.subject, topic: 'partnership', message: body.message, userId: null });
    const team = await server.mailbox.waitFor('team@hardwarehub.test', /\[Contact · Partnership\] Mould tooling for a wearable/);
    expect(team.text).toContain(body.message);
    expect(team.replyTo).toEqual([body.email]);
    const ack = await server.mailbox.waitFor(body.email, /We received your message/);
    expect(ack.text).toContain('within 24 hours');
  });

  it("notes a signed-in member's account", async () => {
    const member = await signUp(server);
    const body = contact({ email: member.email });
    expect((await member.client.post('/api/contact', body)).status).toBe(201);
    expect((await server.knex('inbound_requests').where({ email: member.email }).first()).userId).toBe(member.user.id);
  });

  it.each([
    [{ name: 'A' }, 'name', SITE_FORM_MESSAGES.name],
    [{ email: 'not-an-email' }, 'email', SITE_FORM_MESSAGES.email],
    [{ subject: 'Hi' }, 'subject', SITE_FORM_MESSAGES.subject],
    [{ topic: 'sales' }, 'topic', SITE_FORM_MESSAGES.topic],
    [{ topic: undefined }, 'topic', SITE_FORM_MESSAGES.topic],
    [{ message: 'Too short' }, 'message', SITE_FORM_MESSAGES.messageShort],
    [{ message: 'x'.repeat(501) }, 'message', SITE_FORM_MESSAGES.messageLong],
    [{ subject: 'Hello there\r\nBcc: everyone@example.com' }, 'subject', SITE_FORM_MESSAGES.subjectOneLine],
    [{ name: 'Ada\nLovelace' }, 'name', SITE_FORM_MESSAGES.nameOneLine],
    [{ name: 'Ada\u0000Lovelace' }, 'name', SITE_FORM_MESSAGES.nameOneLine],
  ])('refuses %j with the spec message, storing nothing', async (change, field, message) => {
    const body = contact(change);
    const response = await new TestClient(server.url).post('/api/contact', body);
    expect(response.status).toBe(400);
    expect(response.body.errors[field]).toBe(message);
    expect(await server.knex('inbound_requests').where({ email: String(body.email) })).toHaveLength(0);
  });

  it('answers a bot that fills the honeypot as usual, but stores and sends nothing', async () => {
    const body = contact({ website: 'https://spam.example' });
    const response = await new TestClient(server.url).post('/api/contact', body);
    expect(response.status).toBe(201);
    expect(await server.knex('inbound_requests').where({ email: body.email })).toHaveLength(0);
    await expect(server.mailbox.waitFor(body.email, /./, 500)).rejects.toThrow();
  });
});

describe('POST /api/enterprise-requests', () => {
  it('stores the request, mails the team and acknowledges within 1 business day', async () => {
    const body = enterprise();
    const response = await new TestClient(server.url).post('/api/enterprise-requests', body);
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ message: SITE_FORM_MESSAGES.enterpriseSent });
    const row = await server.knex('inbound_requests').where({ email: body.email }).first();
    expect(row).toMatchObject({ kind: 'enterprise', company: 'Compiler Works', role: 'procurement', teamSize: '251-500', phone: '+1 (415) 555-0100', message: body.needs });
    const team = await server.mailbox.waitFor('team@hardwarehub.test', /\[Enterprise\] Compiler Works \(251-500\)/);
    expect(team.text).toContain('Role: Procurement');
    expect((await server.mailbox.waitFor(body.email, /Your HardwareHub Enterprise request/)).text).toContain('within 1 business day');
  });

  it.each([
    [{ company: 'X' }, 'company', SITE_FORM_MESSAGES.company],
    [{ role: 'ceo' }, 'role', SITE_FORM_MESSAGES.role],
    [{ teamSize: '10-20' }, 'teamSize', SITE_FORM_MESSAGES.teamSize],
    [{ needs: 'short' }, 'needs', SITE_FORM_MESSAGES.needsShort],
    [{ needs: 'n'.repeat(501) }, 'needs', SITE_FORM_MESSAGES.needsLong],
    [{ phone: 'call me' }, 'phone', SITE_FORM_MESSAGES.phone],
    [{ company: 'Compiler\rWorks' }, 'company', SITE_FORM_MESSAGES.companyOneLine],
  ])('refuses %j with the spec message', async (change, field, message) => {
    const response = await new TestClient(server.url).post('/api/enterprise-requests', enterprise(change));
    expect(response.status).toBe(400);
    expect(response.body.errors[field]).toBe(message);
  });

  it('takes the request without a phone number', async () => {
    expect((await new TestClient(server.url).post('/api/enterprise-requests', enterprise({ phone: undefined }))).status).toBe(201);
    expect((await new TestClient(server.url).post('/api/enterprise-requests', enterprise({ phone: '' }))).status).toBe(201);
  });
});

describe('acknowledgements to the sender', () => {
  it('are a fixed text: nothing the sender wrote is mailed back to the address they gave', async () => {
    const spam = 'spam.example';
    const body = contact({ name: `Visit ${spam}`, subject: `Cheap offers at ${spam}`, message: `Buy now at https://${spam}/offer, best prices!` });
    expect((await new TestClient(server.url).post('/api/contact', body)).status).toBe(201);
    const ack = await server.mailbox.waitFor(body.email, /We received your message/);
    expect(ack.text).toContain('within 24 hours');
    expect(`${ack.subject}\n${ack.text}\n${ack.html}`).not.toContain(spam);
    // The team's copy has all of it.
    expect((await server.mailbox.waitFor('team@hardwarehub.test', new RegExp(`Cheap offers at ${spam}`))).text).toContain(`https://${spam}/offer`);

    const request = enterprise({ name: `Visit ${spam}`, company: `Offers ${spam}`, needs: `Buy now at https://${spam}/offer, best prices!` });
    expect((await new TestClient(server.url).post('/api/enterprise-requests', request)).status).toBe(201);
    const enterpriseAck = await server.mailbox.waitFor(request.email, /Your HardwareHub Enterprise request/);
    expect(enterpriseAck.text).toContain('within 1 business day');
    expect(`${enterpriseAck.subject}\n${enterpriseAck.text}\n${enterpriseAck.html}`).not.toContain(spam);
  });

  it('go to one address at most 3 times a day; later requests are still stored and sent to the team', async () => {
    const send = vi.spyOn(server.app.deps.mailer, 'send');
    try {
      const email = `victim.${unique()}@example.com`;
      // The same inbox under a +tag shares the budget.
      const tagged = email.replace('@', '+again@');
      const sent = [
        await new TestClient(server.url).post('/api/contact', contact({ email })),
        await new TestClient(server.url).post('/api/enterprise-requests', enterprise({ email })),
        await new TestClient(server.url).post('/api/contact', contact({ email })),
        await new TestClient(server.url).post('/api/contact', contact({ email })),
        await new TestClient(server.url).post('/api/enterprise-requests', enterprise({ email: tagged })),
      ];
      expect(sent.map((response) => response.status)).toEqual([201, 201, 201, 201, 201]);
      // Every mail of a request is handed to the mailer before the request is answered.
      const mails = send.mock.calls.map(([mail]) => mail as MailMessage);
      expect(mails.filter((mail) => mail.to === email || mail.to === tagged).map((mail) => mail.subject)).toEqual([
        'We received your message', 'Your HardwareHub Enterprise request', 'We received your message',
      ]);
      expect(mails.filter((mail) => mail.to === 'team@hardwarehub.test' && (mail.replyTo === email || mail.replyTo === tagged))).toHaveLength(5);
      expect(await server.knex('inbound_requests').whereIn('email', [email, tagged])).toHaveLength(5);
    } finally {
      send.mockRestore();
    }
  });
});

const EVENT = 'ip-office-hours-patent-attorneys';
const registration = (overrides: Record<string, unknown> = {}) => ({ name: 'Ada Lovelace', email: `ada.${unique()}@example.com`, ...overrides });
const inDays = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
const submission = (overrides: Record<string, unknown> = {}) => ({
  name: 'Grace Hopper', email: `grace.${unique()}@example.com`, title: 'Hardware Night Lisbon', date: inDays(40), location: 'LX Factory, Lisbon',
  link: 'https://example.com/hardware-night', description: 'Lightning demos of working prototypes, then drinks with makers and investors.', ...overrides,
});

describe('POST /api/events/:slug/registrations', () => {
  it('stores the registration once per address and mails the confirmation with the calendar file', async () => {
    const body = registration({ email: `Ada.${unique()}@Example.com` });
    const email = body.email.toLowerCase();
    const response = await new TestClient(server.url).post(`/api/events/${EVENT}/registrations`, body);
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ message: SITE_FORM_MESSAGES.eventRegistered });
    expect(await server.knex('event_registrations').where({ email })).toMatchObject([{ eventSlug: EVENT, name: 'Ada Lovelace', userId: null }]);

    const mail = await server.mailbox.waitFor(email, /^You are registered: IP Office Hours/);
    expect(mail.text).toContain(`${server.app.deps.appUrl}/events/${EVENT}`);
    expect(mail.text).not.toContain('Ada Lovelace'); // nothing the visitor typed is mailed to the address they gave
    expect(mail.attachments).toHaveLength(1);
    const [ics] = mail.attachments;
    expect(ics).toMatchObject({ filename: `${EVENT}.ics`, mimeType: 'text/calendar' });
    expect(ics!.content).toMatch(/^BEGIN:VCALENDAR\r?\n/); // the mail parser gives text files \n line ends; the route below checks CRLF
    expect(ics!.content).toContain(`UID:${EVENT}@events.hardwarehub.app`);
    expect(ics!.content).toMatch(/DTSTART:2027\d{4}T\d{6}Z/);

    // Again, in another letter case: the same answer, still one registration.
    const again = await new TestClient(server.url).post(`/api/events/${EVENT}/registrations`, { ...body, email: body.email.toUpperCase(), name: 'Ada L.' });
    expect(again.status).toBe(201);
    expect(again.body).toEqual({ message: SITE_FORM_MESSAGES.eventRegistered });
    expect(await server.knex('event_registrations').where({ email })).toHaveLength(1);
    // Another event is another registration.
    expect((await new TestClient(server.url).post('/api/events/live-dfm-teardown-webinar/registrations', body)).status).toBe(201);
    expect(await server.knex('event_registrations').where({ email })).toHaveLength(2);
  });

  it("notes a signed-in member's account", async () => {
    const member = await signUp(server);
    expect((await member.client.post(`/api/events/${EVENT}/registrations`, registration({ email: member.email }))).status).toBe(201);
    expect((await server.knex('event_registrations').where({ email: member.email.toLowerCase() }).first()).userId).toBe(member.user.id);
  });

  it.each([
    [{ name: 'A' }, 'name', SITE_FORM_MESSAGES.name],
    [{ name: 'Ada\nLovelace' }, 'name', SITE_FORM_MESSAGES.nameOneLine],
    [{ email: 'not-an-email' }, 'email', SITE_FORM_MESSAGES.email],
    [{ email: undefined }, 'email', SITE_FORM_MESSAGES.email],
  ])('refuses %j with its message, storing nothing', async (change, field, message) => {
    const body = registration(change);
    const response = await new TestClient(server.url).post(`/api/events/${EVENT}/registrations`, body);
    expect(response.status).toBe(400);
    expect(response.body.errors[field]).toBe(message);
    expect(await server.knex('event_registrations').where({ email: String(body.email).toLowerCase() })).toHaveLength(0);
  });

  it('answers 404 for an event that does not exist, and 409 once the event is over', async () => {
    const missing = await new TestClient(server.url).post('/api/events/no-such-event/registrations', registration());
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(SITE_FORM_MESSAGES.eventNotFound);
    const clock = server.app.deps.clock;
    server.app.deps.clock = { now: () => new Date('2030-01-01T00:00:00Z') };
    try {
      const body = registration();
      const closed = await new TestClient(server.url).post(`/api/events/${EVENT}/registrations`, body);
      expect(closed.status).toBe(409);
      expect(closed.body.message).toBe(SITE_FORM_MESSAGES.registrationClosed);
      expect(await server.knex('event_registrations').where({ email: body.email })).toHaveLength(0);
    } finally {
      server.app.deps.clock = clock;
    }
  });

  it('drops a bot that fills the honeypot: the usual answer, nothing stored or sent', async () => {
    const body = registration({ website: 'https://spam.example' });
    expect((await new TestClient(server.url).post(`/api/events/${EVENT}/registrations`, body)).status).toBe(201);
    expect(await server.knex('event_registrations').where({ email: body.email })).toHaveLength(0);
    await expect(server.mailbox.waitFor(body.email, /./, 500)).rejects.toThrow();
  });
});

describe('GET /api/events/:slug/calendar', () => {
  it("is the event's calendar file, as the registration mail attaches it", async () => {
    const response = await fetch(`${server.url}/api/events/${EVENT}/calendar`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/calendar/);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${EVENT}.ics"`);
    const ics = await response.text();
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics).toContain(`URL:${server.app.deps.appUrl}/events/${EVENT}\r\n`);
    const missing = await fetch(`${server.url}/api/events/no-such-event/calendar`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: SITE_FORM_MESSAGES.eventNotFound });
  });
});

describe('POST /api/event-submissions', () => {
  it("files the event in the team's inbox, mails the team (reply goes to the organiser) and acknowledges", async () => {
    const body = submission();
    const response = await new TestClient(server.url).post('/api/event-submissions', body);
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ message: SITE_FORM_MESSAGES.eventSubmitted });
    const row = await server.knex('inbound_requests').where({ email: body.email }).first();
    expect(row).toMatchObject({ kind: 'event', status: 'new', name: 'Grace Hopper', subject: 'Hardware Night Lisbon', userId: null });
    expect(row.message).toBe(`Date: ${body.date}\nLocation: LX Factory, Lisbon\nLink: https://example.com/hardware-night\n\n${body.description}`);
    const team = await server.mailbox.waitFor('team@hardwarehub.test', new RegExp(`^\\[Event\\] Hardware Night Lisbon \\(${body.date}\\)`));
    expect(team.replyTo).toEqual([body.email]);
    expect(team.text).toContain(body.description);
    expect((await server.mailbox.waitFor(body.email, /We received your event/)).text).toContain('within 3 business days');
    // The admin inbox lists it with the other forms.
    const admin = await signUpAdmin(server);
    const inbox = await admin.client.get('/api/admin/inbox?kind=event');
    expect(inbox.status).toBe(200);
    expect(inbox.body.items.map((item: { email: string }) => item.email)).toContain(body.email);
  });

  it.each([
    [{ title: 'Meet' }, 'title', SITE_FORM_MESSAGES.eventTitle],
    [{ date: 'soon' }, 'date', SITE_FORM_MESSAGES.eventDate],
    [{ date: '2020-01-01' }, 'date', SITE_FORM_MESSAGES.eventDatePast],
    [{ location: 'X' }, 'location', SITE_FORM_MESSAGES.location],
    [{ link: 'javascript:alert(1)' }, 'link', SITE_FORM_MESSAGES.link],
    [{ email: 'organiser@' }, 'email', SITE_FORM_MESSAGES.email],
    [{ description: 'Too short.' }, 'description', SITE_FORM_MESSAGES.descriptionShort],
  ])('refuses %j with its message, storing nothing', async (change, field, message) => {
    const body = submission(change);
    const response = await new TestClient(server.url).post('/api/event-submissions', body);
    expect(response.status).toBe(400);
    expect(response.body.errors[field]).toBe(message);
    expect(await server.knex('inbound_requests').where({ email: String(body.email) })).toHaveLength(0);
  });

  it('takes an event without a link', async () => {
    expect((await new TestClient(server.url).post('/api/event-submissions', submission({ link: '' }))).status).toBe(201);
    expect((await new TestClient(server.url).post('/api/event-submissions', submission({ link: undefined }))).status).toBe(201);
  });
});

describe('the newsletter (double opt-in)', () => {
  it('subscribes only after the owner confirms, and unsubscribes from the link in the mail', async () => {
    const email = `Reader.${unique()}@Example.com`;
    const client = new TestClient(server.url);
    const response = await client.post('/api/newsletter', { email });
    expect(response.status).toBe(202);
    expect(response.body.message).toBe(SITE_FORM_MESSAGES.newsletterPending);
    const row = await server.knex('newsletter_subscribers').where({ email: email.toLowerCase() }).first();
    expect(row.status).toBe('pending');

    const mail = await server.mailbox.waitFor(email, /Confirm your HardwareHub newsletter subscription/);
    const confirm = mail.links.find((link) => link.includes('/newsletter/confirm'))!;
    const unsubscribe = mail.links.find((link) => link.includes('/newsletter/unsubscribe'))!;
    expect(mail.headers['list-unsubscribe']).toContain('/newsletter/unsubscribe');
    const path = (link: string) => link.replace(/^https?:\/\/[^/]+/, '');

    // Opening the link (a mail scanner does) changes nothing; the button's POST confirms.
    const opened = await fetch(server.url + path(confirm));
    expect(opened.status).toBe(200);
    expect(await opened.text()).toContain('Confirm subscription');
    expect((await server.knex('newsletter_subscribers').where({ id: row.id }).first()).status).toBe('pending');
    const token = new URL(confirm).searchParams.get('token')!;
    const confirmed = await fetch(server.url + '/newsletter/confirm', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ token }) });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain('Subscription confirmed');
    expect((await server.knex('newsletter_subscribers').where({ id: row.id }).first()).status).toBe('confirmed');

    // Subscribing again sends nothing new and says the same.
    expect((await client.post('/api/newsletter', { email })).body.message).toBe(SITE_FORM_MESSAGES.newsletterPending);

    // One-click unsubscribe (RFC 8058) on the link's URL.
    const gone = await fetch(server.url + path(unsubscribe), { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect(gone.status).toBe(200);
    expect((await server.knex('newsletter_subscribers').where({ id: row.id }).first()).status).toBe('unsubscribed');
  });

  it('refuses made-up links without a 500', async () => {
    expect((await fetch(`${server.url}/newsletter/confirm?token=${'a'.repeat(43)}`)).status).toBe(200); // shows the button
    const post = await fetch(server.url + '/newsletter/confirm', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `token=${'a'.repeat(43)}` });
    expect(post.status).toBe(404);
    expect((await fetch(`${server.url}/newsletter/confirm?token=<script>`)).status).toBe(404);
    expect((await fetch(`${server.url}/newsletter/unsubscribe?id=1&token=forged`)).status).toBe(404);
    expect((await fetch(`${server.url}/newsletter/unsubscribe?id=abc`)).status).toBe(404);
  });

  it('refuses a bad address with the spec message', async () => {
    const response = await new TestClient(server.url).post('/api/newsletter', { email: 'nope' });
    expect(response.status).toBe(400);
    expect(response.body.errors.email).toBe(SITE_FORM_MESSAGES.email);
  });
});

describe('rate limit', () => {
  it('limits the forms per IP with a 429 and Retry-After', async () => {
    const limited = await startTestServer({ SITE_FORM_LIMIT_PER_IP: '3' });
    try {
      const client = new TestClient(limited.url);
      expect((await client.post('/api/contact', contact())).status).toBe(201);
      expect((await client.post(`/api/events/${EVENT}/registrations`, registration())).status).toBe(201);
      expect((await client.post('/api/event-submissions', submission())).status).toBe(201);
      for (const refused of [
        await client.post('/api/enterprise-requests', enterprise()),
        await client.post(`/api/events/${EVENT}/registrations`, registration()),
        await client.post('/api/event-submissions', submission()),
      ]) {
        expect(refused.status).toBe(429);
        expect(refused.body.message).toBe(SITE_FORM_MESSAGES.tooMany);
        expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      }
    } finally {
      await limited.close();
    }
  });
});
