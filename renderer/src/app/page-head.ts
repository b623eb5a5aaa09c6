import type { Product } from '#shared/schemas/product-schemas.ts';
import type { ProductCondition } from '#shared/constants/products.ts';
import { SITE_ORIGIN_TOKEN } from '#shared/api/server-render.ts';
import { events, posts, resources } from 'virtual:site-content';
import { matchedPattern } from '../lib/routing/route-table.ts';
import { routeMeta, SITE_NAME } from '../lib/routing/page-meta.ts';

/**
 * The <head> of a public page as the server sends it (prerendered or drawn per visit): its own
 * title and description, canonical link, Open Graph and Twitter card tags, and JSON-LD, for search
 * engines and link previews, which read the HTML and run no script. Absolute URLs start with
 * SITE_ORIGIN_TOKEN, which the server replaces with its public origin (APP_URL).
 */
export interface PageHead {
  title: string;
  description: string;
  /** The canonical path (no query). */
  path: string;
  type: 'website' | 'article' | 'product';
  /** Root-relative or absolute picture for the link preview. */
  image?: string;
  /** The picture that is the page's largest paint: fetched with the HTML's first requests. */
  preloadImage?: string;
  jsonLd: Record<string, unknown>[];
  /** The path names an item page whose item does not exist (the app draws its 404 there). */
  notFound?: boolean;
}

/** The slice of the RTK Query cache the head reads: the product a product page was drawn with. */
interface ApiCache {
  queries?: Record<string, { endpointName?: string; originalArgs?: unknown; data?: unknown; error?: unknown } | undefined>;
}

const absolute = (url: string) => (/^https?:\/\//.test(url) ? url : `${SITE_ORIGIN_TOKEN}${url.startsWith('/') ? url : `/${url}`}`);

const ORGANIZATION = {
  '@context': 'https://schema.org',
  '@type': 'Organization',
  name: SITE_NAME,
  url: `${SITE_ORIGIN_TOKEN}/`,
  logo: `${SITE_ORIGIN_TOKEN}/logo.png`,
  description: 'HardwareHub connects hardware entrepreneurs with manufacturers, suppliers, IP attorneys, designers and investors.',
};

const CONDITION: Record<ProductCondition, string> = {
  new: 'https://schema.org/NewCondition',
  like_new: 'https://schema.org/UsedCondition',
  good: 'https://schema.org/UsedCondition',
  used: 'https://schema.org/UsedCondition',
  refurbished: 'https://schema.org/RefurbishedCondition',
};

/** A description of at most 160 characters, on a word boundary. */
function clip(text: string, max = 160): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (plain.length <= max) return plain;
  return `${plain.slice(0, plain.lastIndexOf(' ', max - 1)).replace(/[,.;:]$/, '')}...`;
}

/** The product a page was drawn with; 'missing' when the API said there is none (not when it could not answer). */
function productOf(cache: ApiCache | undefined, id: number): Product | 'missing' | undefined {
  for (const entry of Object.values(cache?.queries ?? {})) {
    if (entry?.endpointName !== 'getProduct' || entry.originalArgs !== id) continue;
    if (entry.data) return entry.data as Product;
    if ((entry.error as { status?: unknown } | undefined)?.status === 404) return 'missing';
  }
  return Number.isSafeInteger(id) && id > 0 ? undefined : 'missing';
}

function productHead(product: Product, path: string): PageHead {
  const image = product.images[0];
  const offer: Record<string, unknown> = {
    '@type': 'Offer',
    price: product.price,
    priceCurrency: 'USD',
    availability: product.isAvailable && product.quantity > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    itemCondition: CONDITION[product.condition],
    url: absolute(path),
    ...(product.seller ? { seller: { '@type': 'Organization', name: product.seller.company ?? product.seller.fullName } } : {}),
  };
  const jsonLd: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: clip(product.description, 500),
    sku: String(product.id),
    category: product.category,
    ...(product.images.length ? { image: product.images.map(absolute) } : {}),
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand } } : {}),
    ...(product.model ? { model: product.model } : {}),
    offers: offer,
    ...(product.rating.count > 0 && product.rating.average !== null
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: product.rating.average, reviewCount: product.rating.count, bestRating: 5, worstRating: 1 } }
      : {}),
  };
  return { title: `${product.name} | ${SITE_NAME}`, description: clip(product.description), path, type: 'product', ...(image ? { image, preloadImage: image } : {}), jsonLd: [jsonLd] };
}

function articleHead(entry: { title: string; description: string; author: string; publishedAt: string }, path: string, kind: 'BlogPosting' | 'Article'): PageHead {
  return {
    title: `${entry.title} | ${SITE_NAME}`,
    description: clip(entry.description),
    path,
    type: 'article',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': kind,
        headline: entry.title,
        description: clip(entry.description),
        datePublished: entry.publishedAt,
        author: { '@type': 'Person', name: entry.author },
        publisher: { '@type': 'Organization', name: SITE_NAME, logo: { '@type': 'ImageObject', url: `${SITE_ORIGIN_TOKEN}/logo.png` } },
        mainEntityOfPage: absolute(path),
        image: absolute('/og-image.png'),
      },
    ],
  };
}

/** An item page whose item does not exist: the app's 404, kept out of search results. */
function notFoundHead(path: string): PageHead {
  return { title: `Page Not Found | ${SITE_NAME}`, description: 'This page does not exist or is no longer available.', path, type: 'website', jsonLd: [], notFound: true };
}

/**
 * The head of the page at `pathname`, from the route table's title and description, refined by the
 * page's data: the product it was drawn with (the API cache), the post, resource or event it shows.
 */
export function pageHead(pathname: string, cache?: ApiCache): PageHead {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  const pattern = matchedPattern(path);
  const slug = decodeURIComponent(path.split('/').at(-1) ?? '');
  if (pattern === '/marketplace/:id') {
    const product = productOf(cache, Number(slug));
    if (product === 'missing') return notFoundHead(path);
    if (product) return productHead(product, path);
  }
  if (pattern === '/blog/:slug') {
    const post = posts.find((p) => p.slug === slug);
    if (post) return articleHead({ ...post, description: post.excerpt }, path, 'BlogPosting');
    return notFoundHead(path);
  }
  if (pattern === '/resources/:slug') {
    const resource = resources.find((r) => r.slug === slug);
    if (resource) return articleHead({ ...resource, description: resource.summary }, path, 'Article');
    return notFoundHead(path);
  }
  if (pattern === '/events/:slug') {
    const event = events.find((e) => e.slug === slug);
    if (!event) return notFoundHead(path);
    return {
      title: `${event.title} | ${SITE_NAME}`,
      description: clip(event.summary),
      path,
      type: 'website',
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'Event',
          name: event.title,
          description: event.summary,
          startDate: event.startsAt,
          endDate: event.endsAt,
          eventAttendanceMode: event.format === 'online' ? 'https://schema.org/OnlineEventAttendanceMode' : 'https://schema.org/OfflineEventAttendanceMode',
          location: event.format === 'online' ? { '@type': 'VirtualLocation', url: absolute(path) } : { '@type': 'Place', name: event.location, address: event.location },
          organizer: { '@type': 'Organization', name: event.host },
        },
      ],
    };
  }
  const { title, description } = routeMeta(path);
  const fullTitle = title.startsWith(SITE_NAME) ? title : `${title} | ${SITE_NAME}`;
  return { title: fullTitle, description, path, type: 'website', jsonLd: path === '/' || path === '/about' ? [ORGANIZATION] : [] };
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The head as HTML: replaces index.html's <title> and description (the server does the swap). */
export function pageHeadHtml(head: PageHead): string {
  const url = absolute(head.path);
  const image = absolute(head.image ?? '/og-image.png');
  const meta = (attribute: 'name' | 'property', key: string, value: string) => `<meta ${attribute}="${key}" content="${escape(value)}">`;
  return [
    `<title>${escape(head.title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escape(url)}">`,
    ...(head.preloadImage ? [`<link rel="preload" as="image" href="${escape(head.preloadImage)}" fetchpriority="high">`] : []),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', head.type === 'article' ? 'article' : head.type === 'product' ? 'product' : 'website'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', image),
    ...(head.notFound ? [meta('name', 'robots', 'noindex')] : []),
    // JSON in a <script>: "<" escaped so no data can close the element.
    ...head.jsonLd.map((data) => `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`),
  ].join('');
}
