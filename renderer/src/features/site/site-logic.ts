import type { FaqItem, Post, Resource, ResourceType, SiteEvent } from '#shared/schemas/site-content-schemas.ts';
import { formatLongDate } from '../../ui/long-date.ts';

/** Case-insensitive "contains" over the given fields; an empty query matches everything. */
function matches(query: string, fields: readonly string[]): boolean {
  const needle = query.trim().toLowerCase();
  return needle === '' || fields.some((field) => field.toLowerCase().includes(needle));
}

export const RESOURCE_TABS = [
  { key: 'all', label: 'All' },
  { key: 'guide', label: 'Guides' },
  { key: 'video', label: 'Videos' },
  { key: 'template', label: 'Templates' },
  { key: 'whitepaper', label: 'Whitepapers' },
] as const satisfies readonly { key: 'all' | ResourceType; label: string }[];
export type ResourceTab = (typeof RESOURCE_TABS)[number]['key'];

export const RESOURCE_TYPE_LABELS: Record<ResourceType, string> = { guide: 'Guide', video: 'Video', template: 'Template', whitepaper: 'Whitepaper' };

/** /resources: search over title, summary and topics, within the chosen type. */
export function filterResources(resources: readonly Resource[], query: string, tab: ResourceTab): Resource[] {
  return resources.filter((r) => (tab === 'all' || r.type === tab) && matches(query, [r.title, r.summary, ...r.topics]));
}

/** /blog: search by title, excerpt and category. */
export function filterPosts(posts: readonly Post[], query: string): Post[] {
  return posts.filter((post) => matches(query, [post.title, post.excerpt, ...post.categories]));
}

/** Up to 2 categories on a card, the rest as '+N'. */
export function visibleCategories(categories: readonly string[]): { shown: string[]; more: number } {
  return { shown: categories.slice(0, 2), more: Math.max(0, categories.length - 2) };
}

/** Posts per page of the blog's 'Load more'. */
export const POSTS_PAGE_SIZE = 4;

/** The current search with `key` set: the `to` of a link that changes this page's state (a dialog, a page of posts). */
export function searchWith(search: URLSearchParams, key: string, value: string): string {
  const next = new URLSearchParams(search);
  next.set(key, value);
  return `?${next.toString()}`;
}

/** How many pages of posts `?page=` asks for: a whole number from 1, anything else is the first page. */
export function postsPages(value: string | null): number {
  const pages = /^[1-9]\d{0,2}$/.test(value ?? '') ? Number(value) : 1;
  return pages;
}

export const EVENT_TABS = [
  { key: 'all', label: 'All Events' },
  { key: 'upcoming', label: 'Upcoming' },
  { key: 'online', label: 'Online' },
  { key: 'in-person', label: 'In-Person' },
] as const;
export type EventTab = (typeof EVENT_TABS)[number]['key'];

/**
 * /events: Online and In-Person by format. 'Upcoming' shows the events that have not ended
 * (with the fixed content, all of them, as the spec says); 'All Events' shows every one.
 */
export function eventsForTab(events: readonly SiteEvent[], tab: EventTab, now = Date.now()): SiteEvent[] {
  if (tab === 'all') return [...events];
  if (tab === 'upcoming') return events.filter((event) => Date.parse(event.endsAt) >= now);
  return events.filter((event) => event.format === tab);
}

export const FAQ_TABS = [
  { key: 'all', label: 'All' },
  { key: 'platform', label: 'Platform' },
  { key: 'billing', label: 'Billing & Subscriptions' },
] as const;
export type FaqTab = (typeof FAQ_TABS)[number]['key'];

/** A FAQ item's category as its tab names it. */
export const faqCategoryLabel = (category: Exclude<FaqTab, 'all'>): string => FAQ_TABS.find((tab) => tab.key === category)!.label;

/** /support: category tabs and search over question and answer. */
export function filterFaq(items: readonly FaqItem[], query: string, tab: FaqTab): FaqItem[] {
  return items.filter((item) => (tab === 'all' || item.category === tab) && matches(query, [item.question, item.answerText]));
}

/** '12 min read' or '18 min video'. */
export function durationLabel(minutes: number, type: ResourceType | 'post'): string {
  return type === 'video' ? `${minutes} min video` : `${minutes} min read`;
}

/** 'May 4, 2026' from '2026-05-04', whatever the reader's time zone. */
export function publishedLabel(date: string): string {
  return formatLongDate(date);
}

/** An event's date and time as the organiser wrote it (shared: the registration mail says the same). */
export { eventWhenLabel } from '#shared/calendar/event-when-label.ts';
