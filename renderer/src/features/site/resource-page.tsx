import { useParams } from 'react-router';
import { resources } from 'virtual:site-content';
import { ArticlePage } from './article-page.tsx';
import { durationLabel, publishedLabel, RESOURCE_TYPE_LABELS } from './site-logic.ts';

/** /resources/:slug: one resource, from its Markdown (beyond the spec: the list's items open). */
export function ResourcePage() {
  const { slug = '' } = useParams();
  const resource = resources.find((r) => r.slug === slug);
  return (
    <ArticlePage
      found={!!resource}
      collection="resources"
      slug={slug}
      title={resource?.title ?? ''}
      description={resource?.summary ?? ''}
      back={{ to: '/resources', label: 'All resources' }}
      tags={resource ? [RESOURCE_TYPE_LABELS[resource.type], ...resource.topics] : []}
      meta={resource && `${resource.author} · ${publishedLabel(resource.publishedAt)} · ${durationLabel(resource.minutes, resource.type)}`}
    />
  );
}
