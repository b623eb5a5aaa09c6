import { describe, expect, it } from 'vitest';
import { desktopReturnLink } from '#shared/api/payment-return.ts';
import { checkDeepLink, findDeepLinkInArgv, parseDeepLink } from './deep-links.ts';

describe('parseDeepLink', () => {
  it('opens the payment results with their status, the route as host or as path', () => {
    expect(parseDeepLink('hardwarehub://payment-success?payment_status=succeeded')).toEqual({
      route: '/payment-success',
      href: '/payment-success?payment_status=succeeded',
    });
    expect(parseDeepLink('hardwarehub:///subscription-success/?payment_status=processing')?.href).toBe('/subscription-success?payment_status=processing');
    expect(parseDeepLink('HardwareHub://Payment-Success?session_id=cs_1')?.href).toBe('/payment-success?session_id=cs_1');
    expect(parseDeepLink('hardwarehub://subscription-success?plan=pro&session_id=cs_9')?.href).toBe('/subscription-success?session_id=cs_9&plan=pro');
  });

  it('understands exactly the links the server return page produces', () => {
    for (const to of ['subscription-success', 'payment-success'] as const) {
      for (const paymentStatus of ['succeeded', 'processing', 'requires_payment_method']) {
        expect(parseDeepLink(desktopReturnLink({ to, paymentStatus }))?.href).toBe(`/${to}?payment_status=${paymentStatus}`);
      }
    }
  });

  it('opens a thread, a listing and a project by their numeric ids', () => {
    expect(parseDeepLink('hardwarehub://messages/42')?.href).toBe('/messages/42');
    expect(parseDeepLink('hardwarehub:///marketplace/7')).toEqual({ route: '/marketplace/:id', href: '/marketplace/7' });
    expect(parseDeepLink('hardwarehub://projects/1234')?.href).toBe('/projects/1234');
  });

  it.each([
    ['an unknown route', 'hardwarehub://admin'],
    ['a route outside the allow-list', 'hardwarehub://profile'],
    ['a non-numeric id', 'hardwarehub://messages/abc'],
    ['a zero id', 'hardwarehub://projects/0'],
    ['an encoded traversal', 'hardwarehub://messages/%2e%2e%2fprofile'],
    ['an extra segment', 'hardwarehub://marketplace/7/edit'],
    ['a query on a thread', 'hardwarehub://messages/4?x=1'],
    ['an unknown query key', 'hardwarehub://payment-success?redirect=https://evil.example'],
    ['a bad payment status', 'hardwarehub://payment-success?payment_status=%3Cscript%3E'],
    ['a duplicate key', 'hardwarehub://payment-success?payment_status=succeeded&payment_status=failed'],
    ['an unknown plan', 'hardwarehub://subscription-success?plan=platinum'],
    ['credentials', 'hardwarehub://user:pw@payment-success'],
    ['a port', 'hardwarehub://payment-success:8080'],
    ['a fragment', 'hardwarehub://payment-success#x'],
    ['another scheme', 'https://payment-success'],
    ['garbage', 'not a url'],
    ['an oversized link', `hardwarehub://payment-success?session_id=${'a'.repeat(3000)}`],
  ])('refuses %s and says why', (_label, raw) => {
    const result = checkDeepLink(raw);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).not.toBe('');
  });
});

describe('findDeepLinkInArgv', () => {
  it('finds the link among Chromium switches (cold start and second instance) and logs refused ones', () => {
    const logged: string[] = [];
    const argv = ['/opt/HardwareHub/hardwarehub', '--no-sandbox', 'hardwarehub://admin', 'hardwarehub://messages/9'];
    expect(findDeepLinkInArgv(argv, (m) => logged.push(m))?.href).toBe('/messages/9');
    expect(logged).toEqual(['ignored deep link (route /admin not allowed)']);
    expect(findDeepLinkInArgv(['/usr/bin/electron', '.'])).toBeNull();
  });
});
