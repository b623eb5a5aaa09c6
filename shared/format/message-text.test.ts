import { describe, expect, it } from 'vitest';
import { messageText } from './message-text.ts';

describe('messageText', () => {
  it('is the text when there is any, else names the files', () => {
    expect(messageText({ content: 'Quote attached', attachments: [{ name: 'quote.pdf' }] })).toBe('Quote attached');
    expect(messageText({ content: '', attachments: [{ name: 'bracket.step' }] })).toBe('Sent bracket.step');
    expect(messageText({ content: '', attachments: [{ name: 'a.pdf' }, { name: 'b.csv' }, { name: 'c.stl' }] })).toBe('Sent 3 files');
    expect(messageText({ content: '' })).toBe('');
  });
});
