import { Skeleton } from 'antd';
import { Suspense, use } from 'react';
import { bodies } from 'virtual:site-content';

type Collection = keyof typeof bodies;

/** Each body is fetched once; a failed load is forgotten so the next visit tries again. */
const loaded = new Map<string, Promise<string | null>>();
function bodyOf(collection: Collection, slug: string): Promise<string | null> {
  const key = `${collection}/${slug}`;
  let body = loaded.get(key);
  if (!body) {
    const load = bodies[collection][slug];
    body = load
      ? load().then(
          (module) => module.default,
          () => {
            loaded.delete(key);
            return null;
          },
        )
      : Promise.resolve(null);
    loaded.set(key, body);
  }
  return body;
}

function Body({ collection, slug }: { collection: Collection; slug: string }) {
  const html = use(bodyOf(collection, slug));
  if (html === null) return <p role="alert">This page could not be loaded. Please check your connection and reload.</p>;
  // Our own Markdown, rendered at build time with raw HTML refused (renderer/site-content.ts).
  return <div className="hh-prose" dangerouslySetInnerHTML={{ __html: html }} />;
}

/** One content entry's body as HTML, in its own chunk. */
export function ContentBody({ collection, slug }: { collection: Collection; slug: string }) {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} />}>
      <Body collection={collection} slug={slug} />
    </Suspense>
  );
}
