/**
 * Disposable-email check used by the registration schema.
 * The browser gets this short list of the most common throwaway providers; the backend
 * installs the maintained `disposable-email-domains` list (over 100k domains, too large to ship
 * to every browser) at startup through `useDisposableDomains`, so the same rule and message apply.
 */
const COMMON_DISPOSABLE_DOMAINS = [
  'mailinator.com', 'tempmail.com', 'temp-mail.org', 'throwawaymail.com', 'guerrillamail.com',
  'guerrillamail.net', 'sharklasers.com', '10minutemail.com', 'yopmail.com', 'trashmail.com',
  'getnada.com', 'dispostable.com', 'maildrop.cc', 'fakeinbox.com', 'mailnesia.com',
  'tempmailo.com', 'emailondeck.com', 'mintemail.com', 'mohmal.com', 'tempr.email',
];

let disposableDomains: ReadonlySet<string> = new Set(COMMON_DISPOSABLE_DOMAINS);

export function useDisposableDomains(domains: Iterable<string>): void {
  disposableDomains = new Set([...COMMON_DISPOSABLE_DOMAINS, ...domains].map((d) => d.toLowerCase()));
}

/** True when the address's domain, or any parent domain of it, is a known throwaway provider. */
export function isDisposableEmail(email: string): boolean {
  const domain = email.slice(email.lastIndexOf('@') + 1).trim().toLowerCase();
  const labels = domain.split('.');
  for (let i = 0; i < labels.length - 1; i++) {
    if (disposableDomains.has(labels.slice(i).join('.'))) return true;
  }
  return false;
}
