import { ArrowLeftOutlined } from '@ant-design/icons';
import { Flex, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { usePageMeta } from '../../ui/use-page-meta.ts';
import { PageContainer } from '../../ui/page-container.tsx';
import { NotFoundPage } from '../placeholders/index.ts';
import { ContentBody } from './content-body.tsx';
import { LinkButton } from '../../ui/link-button.tsx';
import './site.css';

/** The frame of a post's, a resource's or an event's own page. */
export function ArticlePage(props: {
  found: boolean;
  collection: 'blog' | 'resources' | 'events';
  slug: string;
  title: string;
  description: string;
  back: { to: string; label: string };
  tags?: string[];
  meta: ReactNode;
  aside?: ReactNode;
}) {
  usePageMeta(props.found ? props.title : null, props.description);
  if (!props.found) return <NotFoundPage />;
  return (
    <PageContainer
      width="narrow"
      title={props.title}
      subtitle={props.meta}
      extra={
        <LinkButton to={props.back.to} icon={<ArrowLeftOutlined />}>
          {props.back.label}
        </LinkButton>
      }
    >
      {props.tags && (
        <Flex gap={4} wrap className="hh-article__tags">
          {props.tags.map((tag) => (
            <Tag key={tag}>{tag}</Tag>
          ))}
        </Flex>
      )}
      {props.aside}
      <article className="hh-article">
        <Typography.Paragraph className="hh-article__lead">{props.description}</Typography.Paragraph>
        <ContentBody collection={props.collection} slug={props.slug} />
      </article>
    </PageContainer>
  );
}
