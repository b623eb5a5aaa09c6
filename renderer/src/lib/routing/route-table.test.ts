import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { postLoginTarget, safeRedirectPath } from './redirects.ts';
import { matchedPattern, PROTECTED_ROUTES, PUBLIC_ROUTES, routeAccess } from './route-table.ts';

describe('routeAccess (route protection table)', () => {
  it.each(['/', '/auth', '/paypal-test', '/marketplace', '/marketplace/17', '/pricing', '/privacy', '/terms', '/cookies', '/forgot-password', '/reset-password', '/email-verified'])(
    '%s is public',
    (path) => expect(routeAccess(path)).toBe('public'),
  );

  it.each(['/dashboard', '/projects', '/projects/create', '/projects/9', '/partners', '/users/4', '/messages', '/messages/3', '/profile', '/subscribe', '/checkout', '/design-recommendations', '/prototype-cost-estimate', '/admin'])(
    '%s is protected',
    (path) => expect(routeAccess(path)).toBe('protected'),
  );

  it('matches /marketplace/create as the protected create page, not a product id', () => {
    expect(routeAccess('/marketplace/create')).toBe('protected');
    expect(matchedPattern('/marketplace/create')).toBe('/marketplace/create');
    expect(matchedPattern('/marketplace/create-kit')).toBe('/marketplace/:id');
  });

  it('matches /projects/create before /projects/:id', () => {
    expect(matchedPattern('/projects/create')).toBe('/projects/create');
  });

  it('reports unknown paths as not found', () => {
    expect(routeAccess('/nope')).toBe('not-found');
    expect(routeAccess('/projects/1/edit')).toBe('not-found');
  });

  it('ranks paths exactly as the router does', () => {
    const routes = [...PUBLIC_ROUTES, ...PROTECTED_ROUTES].map((path) => ({ path }));
    const paths = [
      ...[...PUBLIC_ROUTES, ...PROTECTED_ROUTES].map((pattern) => pattern.replace(/:[a-zA-Z]+/g, '42')),
      '/marketplace/create', '/marketplace/create/', '/projects/create', '/Projects/7', '/dashboard/', '//partners', '/a/b/c', '/messages/', '/users', '/nope', '',
    ];
    for (const path of paths) expect(matchedPattern(path), path).toBe(matchRoutes(routes, path)?.[0]?.route.path);
  });

  it('lists every route once', () => {
    const all = [...PUBLIC_ROUTES, ...PROTECTED_ROUTES];
    expect(new Set(all).size).toBe(all.length);
  });
});

describe('safeRedirectPath', () => {
  it('accepts in-app paths with a query', () => {
    expect(safeRedirectPath('/pricing')).toBe('/pricing');
    expect(safeRedirectPath('/subscribe?plan=pro')).toBe('/subscribe?plan=pro');
  });

  it.each(['https://evil.test', '//evil.test', '/\\evil.test', 'pricing', '/auth', '/auth?tab=register', '/does-not-exist', '', null, undefined])(
    'refuses %s',
    (value) => expect(safeRedirectPath(value)).toBeNull(),
  );

  it('sends users to the dashboard by default', () => {
    expect(postLoginTarget(null)).toBe('/dashboard');
    expect(postLoginTarget('//evil.test')).toBe('/dashboard');
    expect(postLoginTarget('/pricing')).toBe('/pricing');
  });
});
