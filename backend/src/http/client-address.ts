import { BlockList, isIP } from 'node:net';
import type { Context, Next } from 'koa';

/**
 * Which reverse proxies are believed about the client's address (TRUST_PROXY, README "Configuration"):
 * - `{ hops: n }`: any peer is taken to be the nearest of n proxies. Safe only when the port is
 *   reachable through the proxies alone; a client that reaches it directly picks its own address.
 * - `{ proxies: [...] }`: X-Forwarded-* count only when the peer is one of these addresses or ranges,
 *   so a client that reaches the port directly is seen as itself, whatever it writes in the headers.
 */
export type TrustProxy = { hops: number } | { proxies: string[] };

export const TRUST_PROXY_MESSAGE =
  "TRUST_PROXY must be false, true, the number of proxy hops (for example 1), or the proxies' addresses: IPs or CIDR ranges, comma-separated (for example 10.0.0.0/8,127.0.0.1)";

/** Reads TRUST_PROXY; throws TRUST_PROXY_MESSAGE (naming the bad entry) for anything else. */
export function parseTrustProxy(value: string): TrustProxy {
  const text = value.trim();
  if (text === 'false') return { hops: 0 };
  if (text === 'true') return { hops: 1 };
  if (/^\d{1,2}$/.test(text)) return { hops: Number(text) };
  const entries = text.split(',').map((entry) => entry.trim()).filter(Boolean);
  if (!entries.length) throw new Error(TRUST_PROXY_MESSAGE);
  for (const entry of entries) {
    if (!parseRange(entry)) throw new Error(`${TRUST_PROXY_MESSAGE}; "${entry}" is not an IP address or CIDR range`);
  }
  return { proxies: entries };
}

/** An IP or CIDR range as BlockList wants it; null when it is neither. */
function parseRange(entry: string): { address: string; family: 'ipv4' | 'ipv6'; prefix: number } | null {
  const [rawAddress = '', prefixText, ...rest] = entry.split('/');
  const address = unmapIpv4(rawAddress);
  const version = isIP(address);
  if (!version || rest.length) return null;
  const bits = version === 4 ? 32 : 128;
  if (prefixText !== undefined && !/^\d{1,3}$/.test(prefixText)) return null;
  const prefix = prefixText === undefined ? bits : Number(prefixText);
  if (prefix > bits) return null;
  return { address, family: version === 4 ? 'ipv4' : 'ipv6', prefix };
}

/** `::ffff:192.0.2.1` (an IPv4 peer on a dual-stack socket) is 192.0.2.1: one key per client for the limits. */
function unmapIpv4(address: string): string {
  const match = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  return match ? match[1]! : address;
}

/** Decides who the client is from the socket's peer and X-Forwarded-For. */
export class ProxyTrust {
  private readonly hops: number;
  private readonly list: BlockList | null;

  constructor(trust: TrustProxy) {
    if ('hops' in trust) {
      this.hops = trust.hops;
      this.list = null;
    } else {
      this.hops = 0;
      this.list = new BlockList();
      for (const entry of trust.proxies) {
        const range = parseRange(entry)!;
        this.list.addSubnet(range.address, range.prefix, range.family);
      }
    }
  }

  /** Whether forwarded headers are read at all (Koa's `proxy`). */
  get readsHeaders(): boolean {
    return this.list !== null || this.hops > 0;
  }

  /** Whether `address` is a proxy whose X-Forwarded-* headers count. */
  trusts(address: string): boolean {
    if (!this.list) return this.hops > 0;
    const plain = unmapIpv4(address);
    const version = isIP(plain);
    return version !== 0 && this.list.check(plain, version === 4 ? 'ipv4' : 'ipv6');
  }

  /**
   * The client's address. X-Forwarded-For is walked from the right, each proxy's entry being the
   * address it was reached from: with a list, past every trusted proxy to the first address that is
   * not one; with a hop count, that many steps. An entry that is not an IP ends the walk at the
   * address that wrote it, so a forged value never becomes a rate-limit key.
   */
  clientAddress(peer: string, forwardedFor: string | undefined): string {
    let client = unmapIpv4(peer);
    if (!this.trusts(client) || !forwardedFor) return client;
    const entries = forwardedFor.split(',').map((entry) => unmapIpv4(entry.trim()));
    for (let at = entries.length - 1, steps = 1; at >= 0; at--, steps++) {
      const entry = entries[at]!;
      if (!isIP(entry)) return client;
      client = entry;
      if (this.list ? !this.trusts(entry) : steps >= this.hops) return client;
    }
    return client;
  }
}

const FORWARDED_HEADERS = ['x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host'] as const;

/**
 * Sets `ctx.ip` to the client's address. Koa trusts forwarded headers for every peer or none, so
 * with a proxy list a peer that is not a listed proxy has them removed before anything reads them
 * (the scheme and host it claims are ignored too). Runs first.
 */
export function resolveClientAddress(trust: ProxyTrust) {
  return async (ctx: Context, next: Next) => {
    const peer = ctx.req.socket.remoteAddress ?? '';
    if (trust.readsHeaders && !trust.trusts(peer)) for (const header of FORWARDED_HEADERS) delete ctx.req.headers[header];
    ctx.request.ip = trust.clientAddress(peer, trust.readsHeaders ? ctx.get('x-forwarded-for') : undefined);
    await next();
  };
}
