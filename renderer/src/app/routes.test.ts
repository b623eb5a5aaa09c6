import { matchRoutes } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postLoginTarget, safeRedirectPath } from '../lib/routing/redirects.ts';
import { installRoutes, matchedPattern, routeAccess } from '../lib/routing/route-table.ts';
import { PAGE_ROUTES, PROTECTED_PATHS, PUBLIC_PATHS, SERVER_DRAWN_PUBLIC_PATHS, SITEMAP_PATHS } from './routes.ts';

beforeAll(() => installRoutes(PAGE_ROUTES));
afterAll(() => installRoutes([]));

describe('the pages the features declare (access, ranking)', () => {
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
    const routes = PAGE_ROUTES.map(({ path }) => ({ path }));
    const paths = [
      ...PAGE_ROUTES.map(({ path }) => path).map((pattern) => pattern.replace(/:[a-zA-Z]+/g, '42')),
      '/marketplace/create', '/marketplace/create/', '/projects/create', '/Projects/7', '/dashboard/', '//partners', '/a/b/c', '/messages/', '/users', '/nope', '',
    ];
    for (const path of paths) expect(matchedPattern(path), path).toBe(matchRoutes(routes, path)?.[0]?.route.path);
  });

  it('lists every route once, and refuses a path declared twice', () => {
    const all = [...PUBLIC_PATHS, ...PROTECTED_PATHS];
    expect(new Set(all).size).toBe(all.length);
    expect(all).toHaveLength(PAGE_ROUTES.length);
    expect(() => installRoutes([...PAGE_ROUTES, PAGE_ROUTES[0]!])).toThrow('declared twice');
    installRoutes(PAGE_ROUTES);
  });

  it('says which public pages the server draws and the sitemap lists', () => {
    // Not the prerendered home page, the sign-in flow or the wallet test page.
    for (const path of ['/', '/auth', '/forgot-password', '/paypal-test']) expect(SERVER_DRAWN_PUBLIC_PATHS).not.toContain(path);
    expect(SERVER_DRAWN_PUBLIC_PATHS).toEqual(expect.arrayContaining(['/marketplace', '/marketplace/:id', '/pricing', '/blog/:slug', '/about']));
    expect(SITEMAP_PATHS).toContain('/');
    expect(SITEMAP_PATHS.filter((path) => path.includes(':') || path === '/paypal-test' || path === '/auth')).toEqual([]);
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
