import { describe, expect, it } from 'vitest';
import { parseTrustProxy, ProxyTrust, TRUST_PROXY_MESSAGE } from './client-address.ts';

describe('TRUST_PROXY', () => {
  it('reads false, true and a hop count as before', () => {
    expect(parseTrustProxy('false')).toEqual({ hops: 0 });
    expect(parseTrustProxy('true')).toEqual({ hops: 1 });
    expect(parseTrustProxy('2')).toEqual({ hops: 2 });
  });

  it("reads the proxies' addresses: IPs and CIDR ranges, IPv4 and IPv6, comma-separated", () => {
    expect(parseTrustProxy('10.0.0.0/8, 127.0.0.1,::1, fd00::/8')).toEqual({ proxies: ['10.0.0.0/8', '127.0.0.1', '::1', 'fd00::/8'] });
  });

  it.each(['yes', '', ',', '10.0.0.0/33', '::1/129', '10.0.0/8', '10.0.0.0/8/1', 'proxy.internal', '10.0.0.0/-1', '-1'])('refuses %j, naming what it takes', (value) => {
    expect(() => parseTrustProxy(value)).toThrow(TRUST_PROXY_MESSAGE);
  });
});

describe('the client address', () => {
  const list = new ProxyTrust(parseTrustProxy('10.0.0.0/8,127.0.0.1'));

  it('ignores X-Forwarded-For from a peer that is not a listed proxy (a client reaching the port directly)', () => {
    expect(list.trusts('203.0.113.7')).toBe(false);
    expect(list.clientAddress('203.0.113.7', '198.51.100.1')).toBe('203.0.113.7');
    expect(list.clientAddress('::ffff:203.0.113.7', '198.51.100.1, 10.0.0.5')).toBe('203.0.113.7');
  });

  it('walks the header from the right past every trusted proxy to the first address that is not one', () => {
    expect(list.clientAddress('127.0.0.1', '198.51.100.1')).toBe('198.51.100.1');
    // The client wrote the two leftmost entries itself; the proxies appended the rest.
    expect(list.clientAddress('10.0.0.2', '6.6.6.6, 10.9.9.9, 198.51.100.1, 10.0.0.7')).toBe('198.51.100.1');
    expect(list.clientAddress('::ffff:127.0.0.1', ' 198.51.100.1 ')).toBe('198.51.100.1');
    // Every hop trusted: the furthest one is the client.
    expect(list.clientAddress('127.0.0.1', '10.1.1.1, 10.2.2.2')).toBe('10.1.1.1');
    // No header: the proxy itself.
    expect(list.clientAddress('127.0.0.1', undefined)).toBe('127.0.0.1');
  });

  it('stops at an entry that is not an address: the hop that wrote it is the client', () => {
    expect(list.clientAddress('127.0.0.1', 'anything, 10.0.0.3')).toBe('10.0.0.3');
    expect(list.clientAddress('127.0.0.1', 'not-an-ip')).toBe('127.0.0.1');
  });

  it('matches IPv6 peers and ranges', () => {
    const v6 = new ProxyTrust(parseTrustProxy('fd00::/8'));
    expect(v6.clientAddress('fd12::1', '2001:db8::5')).toBe('2001:db8::5');
    expect(v6.clientAddress('2001:db8::9', '2001:db8::5')).toBe('2001:db8::9');
  });

  it('with a hop count believes any peer and takes that many entries from the right', () => {
    const one = new ProxyTrust({ hops: 1 });
    expect(one.clientAddress('203.0.113.7', '10.0.0.1, 198.51.100.1')).toBe('198.51.100.1');
    const two = new ProxyTrust({ hops: 2 });
    expect(two.clientAddress('203.0.113.7', '10.0.0.1, 198.51.100.1, 10.0.0.2')).toBe('198.51.100.1');
    expect(two.clientAddress('203.0.113.7', '198.51.100.1')).toBe('198.51.100.1');
    const none = new ProxyTrust({ hops: 0 });
    expect(none.readsHeaders).toBe(false);
    expect(none.clientAddress('203.0.113.7', '198.51.100.1')).toBe('203.0.113.7');
  });
});
