import { describe, expect, it } from 'vitest';
import { NAME_MESSAGES, nameProblem } from './reserved-names.ts';

describe('display names', () => {
  it('refuses names with nothing visible in them', () => {
    for (const name of ['\u200B\u200B', '\u3164', '\u2800\u2800', '\uFEFF', ' \u00A0 ', '\u115F\u1160', '\u200D']) {
      expect(nameProblem(name), JSON.stringify(name)).toBe(NAME_MESSAGES.invisible);
    }
  });

  it('refuses control and text-direction characters anywhere', () => {
    for (const name of ['Ada\u0000', 'Ada\u202Egol', 'Bob\u2066x', 'A\nB', 'Tab\tName']) {
      expect(nameProblem(name), JSON.stringify(name)).toBe(NAME_MESSAGES.controlCharacters);
    }
  });

  it('reserves the platform and staff names in their usual disguises', () => {
    const reserved = ['HardwareHub', 'hardware hub', 'Hardware-Hub Support', 'H4rdwareHub', 'HÁRDWAREHUB', 'Admin', 'admin2', 'Adm1n', 'ADMINISTRATOR', 'Admins', 'admin_team', 'Support', 'Support Team', 'The Moderators', 'Moderator 3', 'Official', 'System', 'Staff', 'ｈａｒｄｗａｒｅｈｕｂ'];
    for (const name of reserved) expect(nameProblem(name), name).toBe(NAME_MESSAGES.reserved);
  });

  it('lets ordinary names through, including ones that merely contain a staff word', () => {
    const fine = ['Ada Lovelace', 'Modi', 'Narendra Modi', 'Sam Support', 'Rootes Group', 'Admiral Hopper', 'José Ñúñez', '王小明', 'Zoë', 'maya.chen', 'Team Rocket Labs', 'Systemic Ltd', 'Mo'];
    for (const name of fine) expect(nameProblem(name), name).toBeUndefined();
  });
});
