import { describe, expect, it } from 'vitest';
import { expectDarkModeReady } from '../test-support/mail-assertions.ts';
import { emailPage } from './html.ts';

describe('the house mail page', () => {
  it('declares both colour schemes and a dark palette, keeping the light one inline', () => {
    const html = emailPage('Confirm your email', ['Hi Ada <b>,'], { label: 'Confirm', link: 'https://hh.example/confirm?token=a&b=1' }, 'Sent by HardwareHub');
    expectDarkModeReady(html);
    expect(html).toContain('class="mail-button"');
    expect(html).toContain('Hi Ada &lt;b&gt;,');
  });
});
