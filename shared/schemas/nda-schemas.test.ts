import { describe, expect, it } from 'vitest';
import { NDA_MESSAGES, NDA_TEXT_MIN, ndaSettingsSchema, ndaVersionInputSchema, sameSignerName, signNdaFormSchema, signNdaSchema } from './nda-schemas.ts';

describe('NDA schemas', () => {
  it('matches a typed name to the account name ignoring case, extra spaces and Unicode forms, nothing else', () => {
    expect(sameSignerName('  grace   HOPPER ', 'Grace Hopper')).toBe(true);
    expect(sameSignerName('Zoe\u0301 Saldana', 'Zoé Saldana')).toBe(true);
    expect(sameSignerName('Grace Hoper', 'Grace Hopper')).toBe(false);
    expect(sameSignerName('Hopper Grace', 'Grace Hopper')).toBe(false);
  });

  it('checks the sign form against the account name with the messages the server uses', () => {
    const form = signNdaFormSchema('Grace Hopper');
    expect(form.safeParse({ fullName: ' grace hopper' }).success).toBe(true);
    expect(form.safeParse({ fullName: 'Grace Kelly' }).error?.issues[0]?.message).toBe(NDA_MESSAGES.nameMismatch('Grace Hopper'));
    expect(form.safeParse({ fullName: '   ' }).error?.issues[0]?.message).toBe(NDA_MESSAGES.nameRequired);
    expect(signNdaSchema.parse({ versionId: 3, fullName: ' grace   hopper ' })).toEqual({ versionId: 3, fullName: 'grace hopper' });
    for (const versionId of ['3', 0, -1, 1.5, true]) expect(signNdaSchema.safeParse({ versionId, fullName: 'x' }).success).toBe(false);
  });

  it('keeps the confidential fields in one order without repeats, and refuses unknown ones or an empty change', () => {
    expect(ndaSettingsSchema.parse({ confidentialFields: ['budget', 'description', 'budget'] })).toEqual({ confidentialFields: ['description', 'budget'] });
    expect(ndaSettingsSchema.safeParse({ confidentialFields: ['name'] }).error?.issues[0]?.message).toBe(NDA_MESSAGES.field);
    expect(ndaSettingsSchema.safeParse({}).error?.issues[0]?.message).toBe(NDA_MESSAGES.nothingToUpdate);
    expect(ndaSettingsSchema.safeParse({ required: 'yes' }).error?.issues[0]?.message).toBe(NDA_MESSAGES.required);
  });

  it('stores a version text with \\n line endings, trimmed, within its limits', () => {
    const body = 'x'.repeat(NDA_TEXT_MIN);
    expect(ndaVersionInputSchema.parse({ text: `  ${body}\r\nend\r` })).toEqual({ text: `${body}\nend` });
    expect(ndaVersionInputSchema.safeParse({ text: 'short' }).error?.issues[0]?.message).toBe(NDA_MESSAGES.textTooShort);
    expect(ndaVersionInputSchema.safeParse({ text: 'y'.repeat(50_001) }).error?.issues[0]?.message).toBe(NDA_MESSAGES.textTooLong);
  });
});
