/**
 * The public site's content (renderer/content/<collection>/<slug>.md): read, checked against the
 * shared schemas and turned into HTML at build time, by the Vite plugin below and by the content test.
 *
 * The app imports `virtual:site-content` (every entry's front matter; the FAQ's answers, which the
 * support page shows at once) and `virtual:site-content/<collection>/<slug>` (one entry's body as
 * HTML, in its own chunk: a post or resource page loads only its own text).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Marked } from 'marked';
import { parse as parseYaml } from 'yaml';
import type { Plugin } from 'vite';
import { CONTENT_COUNTS, CONTENT_SCHEMAS, SLUG_PATTERN, type ContentCollection } from '../shared/schemas/site-content-schemas.ts';

export const CONTENT_DIR = path.resolve(import.meta.dirname, 'content');

export interface ContentEntry {
  slug: string;
  meta: Record<string, unknown>;
  html: string;
  text: string;
  file: string;
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

/** Markdown as our own content uses it: no raw HTML (refused), links and headings as usual. */
function markdownToHtml(markdown: string, file: string): string {
  const marked = new Marked({
    gfm: true,
    walkTokens(token) {
      if (token.type === 'html') throw new Error(`${file}: raw HTML is not allowed in content (${token.raw.trim().slice(0, 40)})`);
    },
  });
  // Headings in a body start below the page's own h1.
  const html = marked.parse(markdown.replace(/^# /gm, '## '), { async: false });
  return html;
}

const plain = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&[a-z#0-9]+;/gi, ' ').replace(/\s+/g, ' ').trim();

export function readCollection(collection: ContentCollection, dir = CONTENT_DIR): ContentEntry[] {
  const folder = path.join(dir, collection);
  const files = readdirSync(folder).filter((name) => name.endsWith('.md')).sort();
  const entries = files.map((name) => {
    const file = path.join(collection, name);
    const slug = name.slice(0, -3);
    if (!SLUG_PATTERN.test(slug)) throw new Error(`${file}: the file name must be a slug (lowercase words joined by hyphens)`);
    const match = FRONT_MATTER.exec(readFileSync(path.join(folder, name), 'utf8'));
    if (!match) throw new Error(`${file}: no front matter (--- ... --- at the top)`);
    const parsed = CONTENT_SCHEMAS[collection].safeParse(parseYaml(match[1]!));
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw new Error(`${file}: ${issue.path.join('.') || 'front matter'} ${issue.message}`);
    }
    const body = match[2]!.trim();
    if (body.length < 40) throw new Error(`${file}: the body is missing or too short`);
    const html = markdownToHtml(body, file);
    return { slug, meta: parsed.data as Record<string, unknown>, html, text: plain(html), file };
  });
  if (entries.length !== CONTENT_COUNTS[collection]) {
    throw new Error(`renderer/content/${collection}: ${entries.length} files, the site shows exactly ${CONTENT_COUNTS[collection]}`);
  }
  return entries;
}

export function readSiteContent(dir = CONTENT_DIR) {
  const resources = readCollection('resources', dir);
  const blog = readCollection('blog', dir);
  const events = readCollection('events', dir);
  const faq = readCollection('faq', dir);
  const orders = faq.map((entry) => entry.meta.order);
  if (new Set(orders).size !== orders.length) throw new Error('renderer/content/faq: every item needs its own order');
  return { resources, blog, events, faq };
}

const LIST_ID = 'virtual:site-content';
const BODY_PREFIX = 'virtual:site-content/';

/** The Vite plugin: the build fails on any content file that does not pass its schema. */
export function siteContent(dir = CONTENT_DIR): Plugin {
  const resolvedList = `\0${LIST_ID}`;
  const resolvedBody = `\0${BODY_PREFIX}`;
  return {
    name: 'hardwarehub:site-content',
    resolveId(id) {
      if (id === LIST_ID) return resolvedList;
      if (id.startsWith(BODY_PREFIX)) return `\0${id}`;
      return null;
    },
    load(id) {
      if (id === resolvedList) {
        const content = readSiteContent(dir);
        for (const collection of Object.keys(content)) this.addWatchFile(path.join(dir, collection));
        type Item = Record<string, unknown> & { slug: string };
        const meta = (entries: ContentEntry[]): Item[] => entries.map((entry) => ({ slug: entry.slug, ...entry.meta }));
        const by = (key: string, direction: 1 | -1) => (a: Item, b: Item) => direction * String(a[key]).localeCompare(String(b[key]), 'en', { numeric: true });
        const lists = {
          resources: meta(content.resources).sort(by('publishedAt', -1)),
          posts: meta(content.blog).sort(by('publishedAt', -1)),
          // By the moment they start (offsets differ, so not by the text).
          events: meta(content.events).sort((a, b) => Date.parse(String(a.startsAt)) - Date.parse(String(b.startsAt))),
          faq: content.faq.map((entry): Item => ({ slug: entry.slug, ...entry.meta, answerHtml: entry.html, answerText: entry.text })).sort(by('order', 1)),
        };
        const loaders = (collection: 'resources' | 'blog' | 'events', entries: ContentEntry[]) =>
          `{${entries.map((entry) => `${JSON.stringify(entry.slug)}: () => import(${JSON.stringify(`${BODY_PREFIX}${collection}/${entry.slug}`)})`).join(',')}}`;
        return [
          ...Object.entries(lists).map(([name, value]) => `export const ${name} = ${JSON.stringify(value)};`),
          `export const bodies = { resources: ${loaders('resources', content.resources)}, blog: ${loaders('blog', content.blog)}, events: ${loaders('events', content.events)} };`,
        ].join('\n');
      }
      if (id.startsWith(resolvedBody)) {
        const [collection, slug] = id.slice(resolvedBody.length).split('/') as [ContentCollection, string];
        const entry = readCollection(collection, dir).find((candidate) => candidate.slug === slug);
        if (!entry) throw new Error(`No content ${collection}/${slug}`);
        this.addWatchFile(path.join(dir, entry.file));
        return `export default ${JSON.stringify(entry.html)};`;
      }
      return null;
    },
  };
}
