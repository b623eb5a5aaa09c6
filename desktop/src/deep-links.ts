import { z } from 'zod';
import { subscriptionPlanSchema } from '#shared/constants/roles.ts';

/**
 * hardwarehub:// deep links (payment providers return here after checkout). A link is turned into an
 * in-app path only when its path is in DEEP_LINK_ROUTES and its query passes that route's schema;
 * everything else is dropped, so a crafted link can neither reach arbitrary routes nor smuggle data.
 */
export const DEEP_LINK_SCHEME = 'hardwarehub';

const MAX_DEEP_LINK_LENGTH = 2048;

/** Checkout session ids as payment providers issue them (e.g. "cs_test_a1B2"). */
const checkoutSessionIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,255}$/);

/** Allowed in-app paths and their query. Unknown query keys are rejected (strict objects). */
export const DEEP_LINK_ROUTES = {
  '/subscription-success': z.strictObject({
    session_id: checkoutSessionIdSchema.optional(),
    plan: subscriptionPlanSchema.optional(),
  }),
  '/payment-success': z.strictObject({
    session_id: checkoutSessionIdSchema,
  }),
} as const satisfies Record<string, z.ZodType<Record<string, string | undefined>>>;

export type DeepLinkPath = keyof typeof DEEP_LINK_ROUTES;

export interface DeepLink {
  path: DeepLinkPath;
  query: Record<string, string>;
  /** Path plus canonical query string, ready for the router: "/payment-success?session_id=cs_1". */
  href: string;
}

function isDeepLinkPath(path: string): path is DeepLinkPath {
  return Object.hasOwn(DEEP_LINK_ROUTES, path);
}

/**
 * Accepts "hardwarehub://payment-success?session_id=x" (route as host) and
 * "hardwarehub:///payment-success?session_id=x" (route as path). Returns null for anything else.
 */
export function parseDeepLink(raw: string): DeepLink | null {
  if (raw.length > MAX_DEEP_LINK_LENGTH) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== `${DEEP_LINK_SCHEME}:` || url.username || url.password || url.port) return null;

  const path = `/${url.host}${url.pathname}`.toLowerCase().replace(/\/{2,}/g, '/').replace(/(.)\/$/, '$1');
  if (!isDeepLinkPath(path)) return null;

  const params: Record<string, string> = {};
  for (const [key, value] of url.searchParams) {
    if (Object.hasOwn(params, key)) return null; // ambiguous duplicate
    params[key] = value;
  }
  const parsed = DEEP_LINK_ROUTES[path].safeParse(params);
  if (!parsed.success) return null;

  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(parsed.data)) {
    if (typeof value === 'string') query[key] = value;
  }
  const search = new URLSearchParams(query).toString();
  return { path, query, href: search ? `${path}?${search}` : path };
}

/** On Windows and Linux the link arrives as a command-line argument (first launch or second instance). */
export function findDeepLinkInArgv(argv: readonly string[]): DeepLink | null {
  const prefix = `${DEEP_LINK_SCHEME}:`;
  for (const arg of argv) {
    if (arg.toLowerCase().startsWith(prefix)) {
      const link = parseDeepLink(arg);
      if (link) return link;
    }
  }
  return null;
}
