import { FileTextOutlined, PlayCircleOutlined, ReadOutlined, SnippetsOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Flex, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { resources } from 'virtual:site-content';
import type { ResourceType } from '#shared/schemas/site-content-schemas.ts';
import { PageContainer } from '../../ui/page-container.tsx';
import { useSearchParamPatch } from '../../ui/use-search-param-patch.ts';
import { FilterTabs } from './filter-tabs.tsx';
import { SearchField } from './search-field.tsx';
import { durationLabel, filterResources, publishedLabel, RESOURCE_TABS, RESOURCE_TYPE_LABELS, type ResourceTab } from './site-logic.ts';
import './site.css';

export const RESOURCE_ICONS: Record<ResourceType, typeof ReadOutlined> = { guide: ReadOutlined, video: PlayCircleOutlined, template: SnippetsOutlined, whitepaper: FileTextOutlined };

const isTab = (value: string | null): value is ResourceTab => RESOURCE_TABS.some((tab) => tab.key === value);

/** /resources: search and type tabs over the 8 resources; the search and tab live in the URL. */
export function ResourcesPage() {
  const [search, patchSearch] = useSearchParamPatch();
  const query = search.get('q') ?? '';
  const tab = isTab(search.get('type')) ? (search.get('type') as ResourceTab) : 'all';
  const update = (changes: { q?: string; type?: ResourceTab }) =>
    patchSearch(Object.fromEntries(Object.entries(changes).map(([key, value]) => [key, !value || value === 'all' ? null : value])));
  const shown = filterResources(resources, query, tab);

  return (
    <PageContainer title="Resources" subtitle="Guides, videos, templates and whitepapers for taking hardware from prototype to production.">
      <SearchField id="resources-search" label="Search resources" placeholder="Search resources, e.g. DFM, patents, BOM" value={query} onChange={(q) => update({ q })} />
      <FilterTabs tabs={RESOURCE_TABS} active={tab} onChange={(type) => update({ type })}>
      {shown.length === 0 ? (
        <Empty description={`No resources match "${query}"${tab === 'all' ? '' : ` in ${RESOURCE_TABS.find((t) => t.key === tab)?.label}`}.`} className="hh-site-empty">
          <Flex gap={8} justify="center" wrap>
            <Button onClick={() => update({ q: '' })}>Clear search</Button>
            <Button type="primary" onClick={() => patchSearch({ q: null, type: null })}>
              View all resources
            </Button>
          </Flex>
        </Empty>
      ) : (
        <ul className="hh-card-grid" aria-label="Resources">
          {shown.map((resource) => {
            const Icon = RESOURCE_ICONS[resource.type];
            return (
              <li key={resource.slug}>
                <Card className="hh-content-card">
                  <Flex gap={8} align="center" wrap>
                    <Tag icon={<Icon aria-hidden />} color="blue">
                      {RESOURCE_TYPE_LABELS[resource.type]}
                    </Tag>
                    <Typography.Text type="secondary">{durationLabel(resource.minutes, resource.type)}</Typography.Text>
                  </Flex>
                  <Typography.Title level={2} className="hh-content-card__title">
                    <Link to={`/resources/${resource.slug}`}>{resource.title}</Link>
                  </Typography.Title>
                  <Typography.Paragraph type="secondary">{resource.summary}</Typography.Paragraph>
                  <Flex gap={4} wrap className="hh-content-card__meta">
                    {resource.topics.map((topic) => (
                      <Tag key={topic}>{topic}</Tag>
                    ))}
                  </Flex>
                  <Typography.Text type="secondary" className="hh-small">
                    {resource.author} · {publishedLabel(resource.publishedAt)}
                  </Typography.Text>
                </Card>
              </li>
            );
          })}
        </ul>
      )}
      </FilterTabs>
    </PageContainer>
  );
}
