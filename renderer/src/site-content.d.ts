/** The public site's content, built from renderer/content by renderer/site-content.ts. */
declare module 'virtual:site-content' {
  import type { FaqItem, Post, Resource, SiteEvent } from '#shared/schemas/site-content-schemas.ts';

  export const resources: Resource[];
  export const posts: Post[];
  export const events: SiteEvent[];
  export const faq: FaqItem[];
  /** One entry's body as HTML, loaded on demand. */
  export const bodies: Record<'resources' | 'blog' | 'events', Record<string, () => Promise<{ default: string }>>>;
}
