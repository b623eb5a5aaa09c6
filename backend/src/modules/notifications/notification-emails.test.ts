import { describe, expect, it } from 'vitest';
import { expectDarkModeReady, expectPlainText } from '../../test-support/mail-assertions.ts';
import { digestEmail, notificationEmail, unreadMessagesEmail } from './notification-emails.ts';

const footer = { unsubscribe: 'https://hh.example/notifications/unsubscribe?token=1.message.abc', settings: 'https://hh.example/profile?tab=preferences', stops: 'these emails' };

describe('notification mails', () => {
  it('escape what members wrote, and carry the one-click unsubscribe headers and visible links', () => {
    const mail = notificationEmail('bob@example.com', 'Bob <b>', { title: 'Ada <script> wants to connect', body: 'Hi & "welcome"', link: 'https://hh.example/dashboard' }, footer);
    expect(mail.subject).toBe('Ada <script> wants to connect');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('Ada &lt;script&gt; wants to connect');
    expect(mail.html).toContain('Hi &amp; &quot;welcome&quot;');
    expect(mail.html).toContain('Hi Bob &lt;b&gt;,');
    expect(mail.headers).toEqual({ 'List-Unsubscribe': `<${footer.unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    expect(mail.html).toContain(`href="${footer.unsubscribe}"`);
    expect(mail.html).toContain(`href="${footer.settings}"`);
    expect(mail.text).toContain(`Unsubscribe from these emails: ${footer.unsubscribe}`);
    expect(mail.text).toContain('https://hh.example/dashboard');
  });

  it('list each conversation and each digest section, leaving empty sections out', () => {
    const messages = unreadMessagesEmail('erin@example.com', 'Erin', '3 new messages from 2 people', [
      { title: 'Ada Founder', body: '2 unread messages', link: 'https://hh.example/messages/4' },
      { title: 'Carol Builder', body: '1 unread message', link: 'https://hh.example/messages/5' },
    ], 'https://hh.example/messages', footer);
    expect(messages.text).toContain('- Ada Founder: 2 unread messages\n  https://hh.example/messages/4');
    expect(messages.html).toContain('href="https://hh.example/messages/5"');

    const digest = digestEmail('erin@example.com', 'Erin', 'Your HardwareHub digest: 1 update', [
      { title: 'New quotes', items: [{ title: 'Walt sent a quote', body: 'Brackets', link: 'https://hh.example/rfqs/1?tab=quotes' }] },
      { title: 'Deadlines approaching', items: [] },
    ], 'https://hh.example/dashboard', footer);
    expect(digest.text).toContain('New quotes\n- Walt sent a quote: Brackets');
    expect(digest.text).not.toContain('Deadlines approaching');
    expect(digest.html).not.toContain('Deadlines approaching');
  });

  it('read in dark mode (both colour schemes declared, a dark palette, the light one inline) and keep HTML out of the text part', () => {
    const item = { title: 'Walt <Works> sent a quote', body: 'Brackets & hinges', link: 'https://hh.example/rfqs/1?tab=quotes' };
    const mails = [
      notificationEmail('erin@example.com', 'Erin', item, footer),
      unreadMessagesEmail('erin@example.com', 'Erin', '3 new messages from 2 people', [item], 'https://hh.example/messages', footer),
      digestEmail('erin@example.com', 'Erin', 'Your HardwareHub digest: 1 update', [{ title: 'New quotes', items: [item] }], 'https://hh.example/dashboard', footer),
    ];
    for (const mail of mails) {
      expectDarkModeReady(mail.html);
      expect(mail.html).toContain('class="mail-link"');
      expect(mail.html).toContain('class="mail-button"');
      expectPlainText(mail.text);
      expect(mail.text).toContain('Walt <Works> sent a quote');
    }
  });
});
