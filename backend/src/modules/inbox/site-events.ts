import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { eventMetaSchema, SLUG_PATTERN, type SiteEvent } from '#shared/schemas/site-content-schemas.ts';

/**
 * The site's events, as the server knows them for registrations: the front matter of the same
 * Markdown files the renderer builds the events pages from (renderer/content/events/<slug>.md),
 * checked with the same schema. Read once per process, on the first registration: the content
 * changes only with a deploy.
 */
export const EVENTS_DIR = path.resolve(import.meta.dirname, '../../../../renderer/content/events');

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---/;

export function readSiteEvents(dir = EVENTS_DIR): Map<string, SiteEvent> {
  const events = new Map<string, SiteEvent>();
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.md'))) {
    const slug = file.slice(0, -3);
    const match = FRONT_MATTER.exec(readFileSync(path.join(dir, file), 'utf8'));
    if (!SLUG_PATTERN.test(slug) || !match) throw new Error(`renderer/content/events/${file}: not an event file`);
    events.set(slug, { slug, ...eventMetaSchema.parse(parseYaml(match[1]!)) });
  }
  return events;
}

let cached: Map<string, SiteEvent> | undefined;

export function siteEvent(slug: string): SiteEvent | undefined {
  cached ??= readSiteEvents();
  return cached.get(slug);
}
