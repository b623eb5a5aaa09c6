import { Button, Card, Empty, Flex, Tag, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { posts } from 'virtual:site-content';
import { PageContainer } from '../../ui/page-container.tsx';
import { LinkButton } from '../../ui/link-button.tsx';
import { NewsletterForm } from './newsletter-form.tsx';
import { SearchField } from './search-field.tsx';
import { durationLabel, filterPosts, POSTS_PAGE_SIZE, postsPages, publishedLabel, searchWith, visibleCategories } from './site-logic.ts';
import './site.css';

/**
 * /blog: search over the 6 posts by title, excerpt and category, up to 2 categories per
 * card with '+N'. Ours: 'Load more' pages the list through the URL (`?page=2` shows two pages): a
 * link, so it works before the app has taken the page over, and a reload keeps the list. The
 * newsletter sign-up is real (double opt-in).
 */
export function BlogPage() {
  const [search, setSearch] = useSearchParams();
  const query = search.get('q') ?? '';
  const visible = postsPages(search.get('page')) * POSTS_PAGE_SIZE;
  const matching = filterPosts(posts, query);
  const shown = matching.slice(0, visible);
  // A new search starts again at the first page.
  const setQuery = (q: string) => setSearch(q ? { q } : {}, { replace: true });

  return (
    <PageContainer title="Blog" subtitle="Stories and hard-won advice on designing, sourcing, funding and shipping hardware.">
      <SearchField id="blog-search" label="Search posts" placeholder="Search by title, topic or category" value={query} onChange={setQuery} />
      {matching.length === 0 ? (
        <Empty description={`No posts match "${query}".`} className="hh-site-empty">
          <Button onClick={() => setQuery('')}>Clear search</Button>
        </Empty>
      ) : (
        <>
          <ul className="hh-card-grid" aria-label="Posts">
            {shown.map((post) => {
              const { shown: categories, more } = visibleCategories(post.categories);
              return (
                <li key={post.slug}>
                  <Card className="hh-content-card">
                    <Flex gap={4} wrap>
                      {categories.map((category) => (
                        <Tag key={category} color="blue">
                          {category}
                        </Tag>
                      ))}
                      {more > 0 && <Tag aria-label={`${more} more ${more === 1 ? 'category' : 'categories'}: ${post.categories.slice(2).join(', ')}`}>+{more}</Tag>}
                    </Flex>
                    <Typography.Title level={2} className="hh-content-card__title">
                      <Link to={`/blog/${post.slug}`}>{post.title}</Link>
                    </Typography.Title>
                    <Typography.Paragraph type="secondary">{post.excerpt}</Typography.Paragraph>
                    <Typography.Text type="secondary" className="hh-small">
                      {post.author} · {publishedLabel(post.publishedAt)} · {durationLabel(post.minutes, 'post')}
                    </Typography.Text>
                  </Card>
                </li>
              );
            })}
          </ul>
          <Flex justify="center" className="hh-load-more">
            {visible < matching.length ? (
              <LinkButton size="large" to={searchWith(search, 'page', String(visible / POSTS_PAGE_SIZE + 1))} replace>
                Load more
              </LinkButton>
            ) : (
              <Typography.Text type="secondary">
                Showing all {matching.length} {matching.length === 1 ? 'post' : 'posts'}
              </Typography.Text>
            )}
          </Flex>
        </>
      )}
      <Card className="hh-newsletter" variant="borderless">
        <Typography.Title level={2}>Get new posts by email</Typography.Title>
        <Typography.Paragraph type="secondary">Guides, events and founder stories about twice a month. We ask you to confirm your address first, and every email has an unsubscribe link.</Typography.Paragraph>
        <NewsletterForm />
      </Card>
    </PageContainer>
  );
}
