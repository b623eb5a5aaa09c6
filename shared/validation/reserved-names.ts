/**
 * Names people see beside messages, ratings and listings (username, full name). Two kinds are refused:
 * - names with nothing visible in them (only spaces, control, format or filler characters such as
 *   U+200B, U+3164 or U+2800), and names carrying control or bidirectional-override characters,
 *   which can make a name display as something else;
 * - names that pass for the platform or its staff ("HardwareHub", "Admin", "H4rdware Hub Support"),
 *   compared after folding case, accents, look-alike digits and separators.
 */
export const NAME_MESSAGES = {
  invisible: 'Please enter a name with visible letters',
  controlCharacters: 'Names cannot contain control or text-direction characters',
  reserved: 'This name is reserved. Please choose another.',
} as const;

// Control (Cc), bidi embeddings/overrides/isolates and the line/paragraph separators.
const CONTROL_OR_BIDI = /[\p{Cc}\u202A-\u202E\u2066-\u2069\u2028\u2029]/u;
// Everything that renders as nothing: separators, format characters (zero-width, BOM...), fillers and blanks.
const INVISIBLE = /[\p{Z}\p{Cf}\p{Cc}\u115F\u1160\u3164\uFFA0\u2800\u180E\u061C\s]|\u034F|\u17B4|\u17B5/gu;

const LOOK_ALIKES: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's', '!': 'i', '|': 'i' };

/** Lower case, no accents, look-alike digits and symbols as letters, only a-z and 0-9 left. */
export function foldName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[0-9@$!|]/g, (c) => LOOK_ALIKES[c] ?? c)
    .replace(/[^a-z0-9]/g, '');
}

/** As foldName, but trailing digits dropped first ("Admin2" -> "admin", "Support 24" -> "support"). */
const foldWithoutNumber = (name: string) => foldName(name.normalize('NFKD').replace(/[\s\p{P}\p{S}]*[0-9]+[\s\p{P}\p{S}]*$/u, ''));

const STAFF_WORDS = ['admin', 'administrator', 'moderator', 'mod', 'support', 'staff', 'system', 'root', 'official', 'helpdesk', 'security', 'team', 'sysop', 'superuser'];
const STAFF_NAME = new RegExp(`^(the)?(${STAFF_WORDS.join('|')})+(team|account|user|desk|bot)?$`);

export function isReservedName(name: string): boolean {
  const folded = foldName(name);
  if (!folded) return false;
  // "hardwarehub" with any separators or look-alikes, anywhere ("HardwareHub Support", "hardware_hub_official").
  if (folded.includes('hardwarehub') || folded.includes('hwhub')) return true;
  const base = foldWithoutNumber(name);
  // "admin", "Adm1n", "administrator", "admins"
  if (folded.startsWith('admin') || base.startsWith('admin')) return true;
  return STAFF_NAME.test(base) || STAFF_NAME.test(base.replace(/s$/, ''));
}

/** The first problem with a display name, or undefined when it is fine. */
export function nameProblem(name: string): string | undefined {
  if (CONTROL_OR_BIDI.test(name)) return NAME_MESSAGES.controlCharacters;
  if (!name.replace(INVISIBLE, '')) return NAME_MESSAGES.invisible;
  if (isReservedName(name)) return NAME_MESSAGES.reserved;
  return undefined;
}
