import { z } from 'zod';

/**
 * The public site's fixed content (8 resources, 6 blog posts, 6 events, 8 FAQ items),
 * kept as Markdown files with front matter in renderer/content/<collection>/<slug>.md. These schemas
 * check every file's front matter when the renderer is built (renderer/site-content.ts): a bad file
 * fails the build, with the file and the field named.
 */
export const RESOURCE_TYPES = ['guide', 'video', 'template', 'whitepaper'] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];
export const EVENT_FORMATS = ['online', 'in-person'] as const;
export const FAQ_CATEGORIES = ['platform', 'billing'] as const;

export const CONTENT_COUNTS = { resources: 8, blog: 6, events: 6, faq: 8 } as const;
export type ContentCollection = keyof typeof CONTENT_COUNTS;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD');
const isoDateTime = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?([+-]\d{2}:\d{2}|Z)$/, 'must be a date-time with an offset, e.g. 2027-01-21T17:00:00-08:00');
const text = (min: number, max: number) => z.string().trim().min(min).max(max);

export const resourceMetaSchema = z.strictObject({
  title: text(10, 90),
  type: z.enum(RESOURCE_TYPES),
  summary: text(40, 200),
  topics: z.array(text(2, 30)).min(1).max(3),
  publishedAt: isoDate,
  minutes: z.int().min(1).max(180),
  author: text(3, 80),
});

export const postMetaSchema = z.strictObject({
  title: text(10, 90),
  excerpt: text(60, 220),
  categories: z.array(text(2, 30)).min(1).max(4),
  publishedAt: isoDate,
  minutes: z.int().min(1).max(60),
  author: text(3, 80),
  authorRole: text(3, 80),
});

export const eventMetaSchema = z
  .strictObject({
    title: text(10, 90),
    summary: text(40, 200),
    format: z.enum(EVENT_FORMATS),
    startsAt: isoDateTime,
    endsAt: isoDateTime,
    location: text(3, 120),
    host: text(2, 80),
    price: text(2, 60),
  })
  .refine((event) => Date.parse(event.endsAt) > Date.parse(event.startsAt), { message: 'endsAt must be after startsAt', path: ['endsAt'] });

export const faqMetaSchema = z.strictObject({
  question: text(15, 120).regex(/\?$/, 'must end with a question mark'),
  category: z.enum(FAQ_CATEGORIES),
  order: z.int().min(1),
});

export const CONTENT_SCHEMAS = { resources: resourceMetaSchema, blog: postMetaSchema, events: eventMetaSchema, faq: faqMetaSchema } as const;

/** Every entry: its slug (the file name), its front matter and its body as HTML. */
type Entry<Meta> = Meta & { slug: string };
export type Resource = Entry<z.output<typeof resourceMetaSchema>>;
export type Post = Entry<z.output<typeof postMetaSchema>>;
export type SiteEvent = Entry<z.output<typeof eventMetaSchema>>;
export type FaqItem = Entry<z.output<typeof faqMetaSchema>> & { answerHtml: string; answerText: string };

export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
