import { describe, expect, it } from 'vitest';
import type { FaqItem, Post, Resource, SiteEvent } from '#shared/schemas/site-content-schemas.ts';
import { eventsForTab, eventWhenLabel, faqCategoryLabel, filterFaq, filterPosts, filterResources, postsPages, publishedLabel, searchWith, visibleCategories } from './site-logic.ts';

const resource = (slug: string, type: Resource['type'], title: string, topics: string[] = ['Manufacturing']): Resource =>
  ({ slug, type, title, summary: `${title} summary for founders.`, topics, publishedAt: '2026-05-01', minutes: 8, author: 'Ann Lee' }) as Resource;
const resources = [resource('dfm', 'guide', 'DFM checklist'), resource('bom', 'template', 'BOM cost template', ['Sourcing']), resource('pitch', 'video', 'Seed pitch video', ['Funding'])];

describe('resources', () => {
  it('filters by tab and searches title, summary and topics, case-insensitively', () => {
    expect(filterResources(resources, '', 'all')).toHaveLength(3);
    expect(filterResources(resources, '', 'template').map((r) => r.slug)).toEqual(['bom']);
    expect(filterResources(resources, 'FUNDING', 'all').map((r) => r.slug)).toEqual(['pitch']);
    expect(filterResources(resources, 'funding', 'guide')).toEqual([]);
    expect(filterResources(resources, '  dfm ', 'all').map((r) => r.slug)).toEqual(['dfm']);
  });
});

describe('blog', () => {
  const post = { slug: 'a', title: 'Cutting tooling costs', excerpt: 'How a wearable team moved to a new partner.', categories: ['Manufacturing', 'Supply Chain', 'Founders'] } as Post;
  it('searches title, excerpt and category', () => {
    expect(filterPosts([post], 'wearable')).toHaveLength(1);
    expect(filterPosts([post], 'supply chain')).toHaveLength(1);
    expect(filterPosts([post], 'patent')).toHaveLength(0);
  });
  it('shows up to 2 categories and counts the rest', () => {
    expect(visibleCategories(post.categories)).toEqual({ shown: ['Manufacturing', 'Supply Chain'], more: 1 });
    expect(visibleCategories(['IP'])).toEqual({ shown: ['IP'], more: 0 });
  });
  it('writes dates for every reader alike', () => {
    expect(publishedLabel('2026-05-04')).toBe('May 4, 2026');
  });
});

describe('events', () => {
  const online = { slug: 'webinar', format: 'online', startsAt: '2027-01-21T17:00:00-08:00', endsAt: '2027-01-21T18:30:00-08:00' } as SiteEvent;
  const meetup = { slug: 'meetup', format: 'in-person', startsAt: '2027-02-03T18:00:00-08:00', endsAt: '2027-02-04T02:00:00-08:00' } as SiteEvent;
  const past = { slug: 'past', format: 'online', startsAt: '2026-01-01T10:00:00Z', endsAt: '2026-01-01T11:00:00Z' } as SiteEvent;
  it('splits by format; Upcoming hides what has ended, All shows everything', () => {
    const now = Date.parse('2026-11-25T12:00:00Z');
    expect(eventsForTab([online, meetup, past], 'all', now)).toHaveLength(3);
    expect(eventsForTab([online, meetup, past], 'upcoming', now).map((e) => e.slug)).toEqual(['webinar', 'meetup']);
    expect(eventsForTab([online, meetup, past], 'online', now).map((e) => e.slug)).toEqual(['webinar', 'past']);
    expect(eventsForTab([online, meetup, past], 'in-person', now).map((e) => e.slug)).toEqual(['meetup']);
  });
  it("says when in the organiser's time zone", () => {
    expect(eventWhenLabel(online)).toBe('Thu, Jan 21, 2027 · 5:00 PM - 6:30 PM (UTC-08:00)');
    expect(eventWhenLabel(meetup)).toBe('Wed, Feb 3, 2027 6:00 PM - Thu, Feb 4, 2027 2:00 AM (UTC-08:00)');
  });
});

describe('FAQ', () => {
  it('labels a category as its tab does', () => {
    expect(faqCategoryLabel('billing')).toBe('Billing & Subscriptions');
    expect(faqCategoryLabel('platform')).toBe('Platform');
  });

  const items = [
    { slug: 'a', question: 'How do plans work?', category: 'billing', answerText: 'Paid plans start with a 7-day trial.' },
    { slug: 'b', question: 'How do I find a manufacturer?', category: 'platform', answerText: 'Use partner search.' },
  ] as FaqItem[];
  it('searches question and answer within the category', () => {
    expect(filterFaq(items, 'trial', 'all').map((i) => i.slug)).toEqual(['a']);
    expect(filterFaq(items, '', 'platform').map((i) => i.slug)).toEqual(['b']);
    expect(filterFaq(items, 'trial', 'platform')).toEqual([]);
  });
});

describe('blog paging', () => {
  it('reads ?page= as a whole number of pages from 1; anything else is the first page', () => {
    expect(postsPages('2')).toBe(2);
    expect(postsPages('12')).toBe(12);
    for (const value of [null, '', '0', '-1', '1.5', 'two', '02', '1e3', '10000']) expect(postsPages(value), String(value)).toBe(1);
  });
});

describe('searchWith', () => {
  it('sets one parameter and keeps the others', () => {
    expect(searchWith(new URLSearchParams('tab=online'), 'register', 'live-dfm')).toBe('?tab=online&register=live-dfm');
    expect(searchWith(new URLSearchParams('q=dfm&page=2'), 'page', '3')).toBe('?q=dfm&page=3');
    expect(searchWith(new URLSearchParams(), 'submit', 'event')).toBe('?submit=event');
  });
});
