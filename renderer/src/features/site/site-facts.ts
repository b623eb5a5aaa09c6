/** Contact details the site shows (ours: the spec shows none). */
export const SUPPORT_EMAIL = 'support@hardwarehub.app';
export const ENTERPRISE_EMAIL = 'enterprise@hardwarehub.app';
export const SUPPORT_PHONE = '+1 (415) 555-0142';
export const SUPPORT_PHONE_LINK = 'tel:+14155550142';
export const OFFICE_ADDRESS = '500 Howard Street, Suite 400, San Francisco, CA 94105';
/** Business hours the contact page lists. */
export const BUSINESS_HOURS = [
  { days: 'Monday - Friday', hours: '9:00 AM - 6:00 PM PST' },
  { days: 'Saturday', hours: '10:00 AM - 4:00 PM PST' },
  { days: 'Sunday', hours: 'Closed' },
] as const;
