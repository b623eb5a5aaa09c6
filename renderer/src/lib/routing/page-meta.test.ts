import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyRouteMeta, routeMeta, setPageMeta } from './page-meta.ts';
import type { PageRoute } from './page-route.ts';
import { installRoutes } from './route-table.ts';

const page = async () => () => null;
const TABLE: PageRoute[] = [
  { path: '/blog', access: 'public', title: 'Blog', load: page },
  { path: '/blog/:slug', access: 'public', title: 'Blog', load: page },
  { path: '/contact', access: 'public', title: 'Contact Us', description: 'We reply within 24 hours.', load: page },
];

/** A minimal document: title and one meta element. */
function fakeDocument(path: string) {
  const meta = { name: '', content: '' };
  let appended = false;
  const head = { querySelector: () => (appended ? meta : null), append: () => void (appended = true) };
  vi.stubGlobal('document', { title: '', head, createElement: () => meta });
  vi.stubGlobal('window', { location: { pathname: path } });
  return meta;
}

describe('page meta', () => {
  beforeAll(() => installRoutes(TABLE));
  afterAll(() => installRoutes([]));
  beforeEach(() => fakeDocument('/'));
  afterEach(() => vi.unstubAllGlobals());

  it("takes a route's title and description from its declaration", () => {
    expect(routeMeta('/blog')).toMatchObject({ title: 'Blog' });
    expect(routeMeta('/contact')).toMatchObject({ title: 'Contact Us', description: 'We reply within 24 hours.' });
    expect(routeMeta('/no/such/page').title).toBe('404 Page Not Found');
  });

  it('sets title and description; a page title set first survives the table arriving late', () => {
    const meta = fakeDocument('/blog/a-post');
    applyRouteMeta('/contact');
    expect(document.title).toBe('Contact Us | HardwareHub');
    expect(meta.content).toMatch(/within 24 hours/);
    setPageMeta('A post', 'What it is about');
    applyRouteMeta('/blog/a-post');
    expect(document.title).toBe('A post | HardwareHub');
    expect(meta.content).toBe('What it is about');
  });
});
