import type { ProfessionalRole } from '../constants/roles.ts';

/** Server-style messages, one per professional role. */
export const CREDENTIAL_MESSAGES: Record<ProfessionalRole, string> = {
  attorney: 'Bar license number or equivalent legal credential is required for attorneys',
  investor: 'Investment firm, license, or accreditation information is required for investors',
  manufacturer: 'Manufacturing license, ISO certification, or equivalent is required for manufacturers',
  supplier: 'Business license, tax ID, or supplier registration number is required for suppliers',
};

/** What each role is asked for, shown under the credential field. */
export const CREDENTIAL_HINTS: Record<ProfessionalRole, string> = {
  attorney: 'Your bar license number (letters and digits, at least 5 characters).',
  investor: 'Your investment firm, license or accreditation (e.g. "Accredited investor", "Acme Ventures fund").',
  manufacturer: 'An ISO certification, manufacturing license or equivalent (e.g. "ISO 9001:2015").',
  supplier: 'A business license, tax or VAT ID, or a registration number of 8 or more digits.',
};

/**
 * The credential hints as checks. A credential that meets its role's criteria marks the
 * account verified at sign-up ("verified automatically when the credential matches criteria");
 * one that does not is refused with the role's message so the user knows what is expected.
 */
export function credentialMatchesRole(role: ProfessionalRole, credential: string): boolean {
  const value = credential.trim();
  switch (role) {
    case 'attorney': {
      const compact = value.replace(/[\s\-#./]/g, '');
      return /^[A-Za-z0-9]{5,}$/.test(compact) && /\d/.test(compact);
    }
    case 'investor':
      return /\b(firm|fund|funds|capital|ventures?|partners|licen[cs]e[ds]?|accredit(ed|ation)|sec|finra|crd|angel)\b/i.test(value);
    case 'supplier':
      return /\d{8,}/.test(value.replace(/[\s-]/g, '')) || /\b(licen[cs]e|tax\s*id|vat|ein|registration|reg\.?\s*no)\b/i.test(value);
    case 'manufacturer':
      return /\b(iso|iatf|as\s?9100|certifi(ed|cation|cate)|licen[cs]e[ds]?)\b/i.test(value);
  }
}
