import { formatCount } from '../format/numbers.ts';
/**
 * The one-off purchases as data: the checkout page lists them and the server charges from
 * here (amounts a client sends are ignored). Prices in US cents.
 */
export const ONE_OFF_PRODUCT_CODES = ['featured_project', 'verified_badge', 'premium_connections', 'export_data'] as const;
export type OneOffProductCode = (typeof ONE_OFF_PRODUCT_CODES)[number];

export interface OneOffProduct {
  code: OneOffProductCode;
  name: string;
  description: string;
  /** US cents for one unit; the total is price x quantity. */
  priceCents: number;
  /** What one unit gives; quantity multiplies it (2 x featured = 60 days). */
  effect: string;
}

/** Days of featured placement one `featured_project` unit buys. */
export const FEATURED_DAYS_PER_UNIT = 30;
/** Priority connection requests one `premium_connections` unit adds. */
export const PRIORITY_REQUESTS_PER_UNIT = 10;
/** The most units of one product in one purchase (a guard against typos such as 1000). */
export const MAX_ONE_OFF_QUANTITY = 12;

export const ONE_OFF_PRODUCTS: Record<OneOffProductCode, OneOffProduct> = {
  featured_project: {
    code: 'featured_project',
    name: 'Featured Project',
    description: 'Put a project (and your marketplace listings) at the top of search results, marked Featured.',
    priceCents: 4999,
    effect: `${FEATURED_DAYS_PER_UNIT} days at the top of search results`,
  },
  verified_badge: {
    code: 'verified_badge',
    name: 'Verified Badge',
    description: 'Show a verified badge on your profile and partner cards.',
    priceCents: 9999,
    effect: 'A verified badge on your profile and cards',
  },
  premium_connections: {
    code: 'premium_connections',
    name: 'Premium Connections',
    description: 'Priority connection requests that go beyond your monthly quota and show first, marked Priority.',
    priceCents: 2999,
    effect: `${PRIORITY_REQUESTS_PER_UNIT} priority connection requests`,
  },
  export_data: {
    code: 'export_data',
    name: 'Data Export',
    description: 'Download your projects, connections, messages and ratings as CSV or Excel, with a summary of insights.',
    priceCents: 1999,
    effect: 'CSV and Excel export with insights',
  },
};

export function isOneOffProductCode(code: string): code is OneOffProductCode {
  return (ONE_OFF_PRODUCT_CODES as readonly string[]).includes(code);
}

/** '$49.99' from 4999. */
export function formatUsd(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}$${formatCount(Math.floor(abs / 100))}.${String(abs % 100).padStart(2, '0')}`;
}
