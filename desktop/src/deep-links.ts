import { z } from 'zod';
import { DESKTOP_LINK_SCHEME } from '#shared/api/payment-return.ts';
import { subscriptionPlanSchema } from '#shared/constants/roles.ts';

/**
 * hardwarehub:// deep links: payment returns (through the server's /payments/return page), a message
 * thread, a marketplace listing, a project. A link becomes an in-app path only when its route is in
 * DEEP_LINK_ROUTES and its parameters and query pass that route's schemas; everything else is dropped
 * (and the caller logs it), so a crafted link can neither reach other routes nor smuggle data in.
 */
export const DEEP_LINK_SCHEME = DESKTOP_LINK_SCHEME;

const MAX_DEEP_LINK_LENGTH = 2048;

/** Checkout session ids as payment providers issue them (e.g. "cs_test_a1B2"). */
const checkoutSessionIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,255}$/);
/** As /payments/return passes it on (shared/api/payment-return.ts). */
const paymentStatusSchema = z.string().regex(/^[a-z_]{1,40}$/);
const idSchema = z.string().regex(/^[1-9][0-9]{0,15}$/);
const noQuery = z.strictObject({});

interface DeepLinkRoute {
  /** Segments; `:name` is a parameter checked by `params`. */
  pattern: string;
  params?: z.ZodType<Record<string, string>>;
  query: z.ZodType<Record<string, string | undefined>>;
}

/** The allow-list. Unknown query keys are refused (strict objects). */
export const DEEP_LINK_ROUTES: readonly DeepLinkRoute[] = [
  {
    pattern: '/subscription-success',
    query: z.strictObject({ payment_status: paymentStatusSchema.optional(), session_id: checkoutSessionIdSchema.optional(), plan: subscriptionPlanSchema.optional() }),
  },
  { pattern: '/payment-success', query: z.strictObject({ payment_status: paymentStatusSchema.optional(), session_id: checkoutSessionIdSchema.optional() }) },
  { pattern: '/messages/:connectionId', params: z.strictObject({ connectionId: idSchema }), query: noQuery },
  { pattern: '/marketplace/:id', params: z.strictObject({ id: idSchema }), query: noQuery },
  { pattern: '/projects/:id', params: z.strictObject({ id: idSchema }), query: noQuery },
];

export interface DeepLink {
  /** The route pattern it matched, e.g. "/messages/:connectionId". */
  route: string;
  /** In-app path plus canonical query, ready for the router: "/payment-success?payment_status=succeeded". */
  href: string;
}

export type DeepLinkResult = { ok: true; link: DeepLink } | { ok: false; reason: string };

function matchRoute(segments: string[]): { route: DeepLinkRoute; params: Record<string, string> } | null {
  for (const route of DEEP_LINK_ROUTES) {
    const parts = route.pattern.split('/').filter(Boolean);
    if (parts.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = parts.every((part, i) => {
      if (part.startsWith(':')) return (params[part.slice(1)] = segments[i]!), true;
      return part === segments[i]!.toLowerCase();
    });
    if (matches) return { route, params };
  }
  return null;
}

/**
 * Accepts "hardwarehub://payment-success?payment_status=succeeded" (route as host) and
 * "hardwarehub:///messages/12" (route as path); says why anything else is refused.
 */
export function checkDeepLink(raw: string): DeepLinkResult {
  if (raw.length > MAX_DEEP_LINK_LENGTH) return { ok: false, reason: 'too long' };
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, reason: 'not a URL' };
  }
  if (url.protocol !== `${DEEP_LINK_SCHEME}:`) return { ok: false, reason: `scheme ${url.protocol}` };
  if (url.username || url.password || url.port) return { ok: false, reason: 'credentials or port' };
  if (url.hash) return { ok: false, reason: 'fragment' };

  let segments: string[];
  try {
    segments = `${url.host}${url.pathname}`.split('/').filter(Boolean).map((part) => decodeURIComponent(part));
  } catch {
    return { ok: false, reason: 'malformed path' };
  }
  const matched = matchRoute(segments);
  if (!matched) return { ok: false, reason: `route /${segments.join('/')} not allowed` };
  const { route, params } = matched;
  if (route.params && !route.params.safeParse(params).success) return { ok: false, reason: `parameters of ${route.pattern}` };

  const query: Record<string, string> = {};
  for (const [key, value] of url.searchParams) {
    if (Object.hasOwn(query, key)) return { ok: false, reason: `duplicate query key ${key}` };
    query[key] = value;
  }
  const parsed = route.query.safeParse(query);
  if (!parsed.success) return { ok: false, reason: `query of ${route.pattern}` };

  const path = route.pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => params[name]!);
  const canonical = new URLSearchParams(Object.entries(parsed.data).filter((entry): entry is [string, string] => typeof entry[1] === 'string')).toString();
  return { ok: true, link: { route: route.pattern, href: canonical ? `${path}?${canonical}` : path } };
}

/** The link, or null (callers that log use checkDeepLink for the reason). */
export function parseDeepLink(raw: string): DeepLink | null {
  const result = checkDeepLink(raw);
  return result.ok ? result.link : null;
}

/** On Windows and Linux the link arrives as a command-line argument (cold start or second instance). */
export function findDeepLinkInArgv(argv: readonly string[], log: (message: string) => void = () => undefined): DeepLink | null {
  const prefix = `${DEEP_LINK_SCHEME}:`;
  for (const arg of argv) {
    if (!arg.toLowerCase().startsWith(prefix)) continue;
    const result = checkDeepLink(arg);
    if (result.ok) return result.link;
    log(`ignored deep link (${result.reason})`);
  }
  return null;
}
