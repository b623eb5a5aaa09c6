import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROTECTED_ROUTES, PUBLIC_ROUTES } from './route-table.ts';
import { applyRouteMeta, PAGE_META, routeMeta, setPageMeta } from './page-meta.ts';

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
  beforeEach(() => fakeDocument('/'));
  afterEach(() => vi.unstubAllGlobals());

  it('has a title for every route of the table', () => {
    for (const route of [...PUBLIC_ROUTES, ...PROTECTED_ROUTES]) expect(PAGE_META[route], route).toBeDefined();
    expect(routeMeta('/blog')).toMatchObject({ title: 'Blog' });
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
