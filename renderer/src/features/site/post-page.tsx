import { useParams } from 'react-router';
import { posts } from 'virtual:site-content';
import { ArticlePage } from './article-page.tsx';
import { durationLabel, publishedLabel } from './site-logic.ts';

/** /blog/:slug: one post, from its Markdown. */
export function PostPage() {
  const { slug = '' } = useParams();
  const post = posts.find((p) => p.slug === slug);
  return (
    <ArticlePage
      found={!!post}
      collection="blog"
      slug={slug}
      title={post?.title ?? ''}
      description={post?.excerpt ?? ''}
      back={{ to: '/blog', label: 'All posts' }}
      tags={post?.categories}
      meta={post && `${post.author}, ${post.authorRole} · ${publishedLabel(post.publishedAt)} · ${durationLabel(post.minutes, 'post')}`}
    />
  );
}
