import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTENT_COUNTS } from '../shared/schemas/site-content-schemas.ts';
import { CONTENT_DIR, readCollection, readSiteContent } from './site-content.ts';

/** A copy of the real content to break one file of. */
function copyContent(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'hh-content-'));
  cpSync(CONTENT_DIR, dir, { recursive: true });
  return dir;
}

describe('site content (renderer/content)', () => {
  it('has the fixed counts, every file passing its schema', () => {
    const content = readSiteContent();
    expect(content.resources).toHaveLength(CONTENT_COUNTS.resources);
    expect(content.blog).toHaveLength(CONTENT_COUNTS.blog);
    expect(content.events).toHaveLength(CONTENT_COUNTS.events);
    expect(content.faq).toHaveLength(CONTENT_COUNTS.faq);
    expect(new Set(content.resources.map((r) => r.meta.type))).toEqual(new Set(['guide', 'video', 'template', 'whitepaper']));
    expect(new Set(content.events.map((e) => e.meta.format))).toEqual(new Set(['online', 'in-person']));
    expect(new Set(content.faq.map((f) => f.meta.category))).toEqual(new Set(['platform', 'billing']));
    // Some posts have more categories than the card shows (the +N badge).
    expect(content.blog.some((post) => (post.meta.categories as string[]).length > 2)).toBe(true);
    for (const entry of [...content.resources, ...content.blog, ...content.events, ...content.faq]) {
      expect(entry.html, entry.file).toMatch(/^<(p|h2|h3|ul|ol|table)/);
      expect(entry.html, entry.file).not.toMatch(/<h1/);
    }
  });

  it('fails the build naming the file and the field', () => {
    const dir = copyContent();
    try {
      const file = path.join(dir, 'blog', readCollection('blog', dir)[0]!.slug + '.md');
      writeFileSync(file, readFileSync(file, 'utf8').replace(/^excerpt: .*$/m, 'excerpt: too short'));
      expect(() => readCollection('blog', dir)).toThrow(/blog\/.+\.md: excerpt Too small/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses raw HTML, unknown keys, a missing front matter and a wrong count', () => {
    const dir = copyContent();
    try {
      const slug = readCollection('resources', dir)[0]!.slug;
      const file = path.join(dir, 'resources', `${slug}.md`);
      const original = readFileSync(file, 'utf8');
      writeFileSync(file, `${original}\n\n<script>alert(1)</script>\n`);
      expect(() => readCollection('resources', dir)).toThrow(/raw HTML is not allowed/);
      writeFileSync(file, original.replace(/^---\n/, '---\nbadge: new\n'));
      expect(() => readCollection('resources', dir)).toThrow(/Unrecognized key/);
      writeFileSync(file, 'Just text, no front matter at all, long enough to be a body.');
      expect(() => readCollection('resources', dir)).toThrow(/no front matter/);
      rmSync(file);
      expect(() => readCollection('resources', dir)).toThrow(/7 files, the site shows exactly 8/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
