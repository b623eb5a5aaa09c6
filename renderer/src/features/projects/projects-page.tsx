import { AppstoreOutlined, PlusOutlined, SearchOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, Dropdown, Empty, Flex, Input, Row, Segmented, Select, Skeleton, Table, Tabs, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { errorMessage } from '../../lib/api/api-error.ts';
import { PageContainer } from '../../ui/page-container.tsx';
import { useIsMobile } from '../../ui/use-is-mobile.ts';
import { formatRelativeTime } from '../../ui/relative-time.ts';
import { useSession } from '../auth/index.ts';
import { useGetConnectionsQuery } from '../partners/index.ts';
import { HiddenTag } from '../reports/index.ts';
import { partnersByProject, ProjectCard } from './project-card.tsx';
import type { ProjectFilters, ProjectView, StatusFilter } from './project-filters.ts';
import { filterProjects, isFiltered, parseProjectFilters, projectFiltersToParams, QUICK_TABS, STATUS_FILTERS } from './project-filters.ts';
import { projectStatusLabel, ProjectStatusTag } from './project-status-tag.tsx';
import type { Project } from './project-types.ts';
import { useGetUserProjectsQuery } from './projects-api.ts';
import '../../ui/table-card.css';
import { useNow } from '../../ui/use-now.ts';
import './projects.css';
import { SharedProjectsCard } from '../ndas/index.ts';

const STATUS_OPTIONS = STATUS_FILTERS.map((status) => ({ value: status, label: status === 'all' ? 'All statuses' : projectStatusLabel(status) }));

/** /projects: 'Your Projects' with status filter, search, quick tabs and grid/list; all filters in the URL. */
export function ProjectsPage() {
  const [params, setParams] = useSearchParams();
  const filters = parseProjectFilters(params);
  const { data: projects, isLoading, isError, error, refetch } = useGetUserProjectsQuery();
  // The cards' team avatars: the owner and the partners of each project, from the member's own connections.
  const { user } = useSession();
  const { data: connections } = useGetConnectionsQuery();
  const partners = useMemo(() => (user ? partnersByProject(connections, user.id) : new Map()), [connections, user]);
  const navigate = useNavigate();
  const now = useNow();
  const isMobile = useIsMobile();

  const update = (patch: Partial<ProjectFilters>) => setParams(projectFiltersToParams({ ...filters, ...patch }), { replace: true });
  const visible = useMemo(() => filterProjects(projects ?? [], filters), [projects, filters]);

  const columns: TableColumnsType<Project> = [
    { key: 'name', title: 'Name', dataIndex: 'name', render: (name: string, project) => <Link to={`/projects/${project.id}`}>{name}</Link> },
    {
      key: 'status',
      title: 'Status',
      dataIndex: 'status',
      render: (status: string, project) => (
        <>
          <ProjectStatusTag status={status} />
          <HiddenTag hiddenAt={project.hiddenAt} reason={project.hiddenReason} />
        </>
      ),
    },
    { key: 'budget', title: 'Budget', dataIndex: 'budget', render: (budget: string | null) => budget || '—', responsive: ['md'] },
    { key: 'timeline', title: 'Timeline', dataIndex: 'timeline', render: (timeline: string | null) => timeline || '—', responsive: ['md'] },
    { key: 'updated', title: 'Last Updated', dataIndex: 'updatedAt', render: (updatedAt: string) => formatRelativeTime(updatedAt, now), responsive: ['sm'] },
    {
      key: 'actions',
      title: <span className="hh-visually-hidden">Actions</span>,
      align: 'right',
      render: (_: unknown, project) => (
        <Dropdown
          trigger={['click']}
          menu={{
            items: [
              { key: 'view', label: 'View Details' },
              { key: 'edit', label: 'Edit Project' },
            ],
            onClick: ({ key }) => void navigate(key === 'edit' ? `/projects/${project.id}?edit=true` : `/projects/${project.id}`),
          }}
        >
          <Button type="text" aria-label={`Actions for ${project.name}`}>
            •••
          </Button>
        </Dropdown>
      ),
    },
  ];

  const filtered = isFiltered(filters);
  const empty = (
    <Empty
      className="hh-empty"
      description={
        <>
          <Typography.Text strong>No projects found</Typography.Text>
          <br />
          <Typography.Text type="secondary">{filtered ? 'Try adjusting your filters or search terms.' : 'Start by creating your first hardware project.'}</Typography.Text>
        </>
      }
    >
      {!filtered && (
        <Link to="/projects/create">
          <Button type="primary" icon={<PlusOutlined />}>
            Create Project
          </Button>
        </Link>
      )}
    </Empty>
  );

  let body;
  if (isLoading) body = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (isError)
    body = (
      <Alert
        type="error"
        showIcon
        title="Error"
        description={errorMessage(error, 'Your projects could not be loaded.')}
        action={<Button onClick={() => void refetch()}>Retry</Button>}
      />
    );
  else if (!visible.length) body = <Card variant="outlined">{empty}</Card>;
  else if (filters.view === 'list')
    body = (
      <Card variant="outlined" className="hh-table-card">
        <Table<Project> rowKey="id" columns={columns} dataSource={visible} pagination={visible.length > 20 ? { pageSize: 20 } : false} />
      </Card>
    );
  else
    body = (
      <Row gutter={[16, 16]}>
        {visible.map((project) => (
          <Col key={project.id} xs={24} md={12} xl={8}>
            <ProjectCard project={project} now={now} members={[...(user ? [user] : []), ...(partners.get(project.id) ?? [])]} />
          </Col>
        ))}
      </Row>
    );

  const quickTab = QUICK_TABS.some((tab) => tab.key === filters.status) ? filters.status : '';

  return (
    <PageContainer
      title="Your Projects"
      subtitle="Manage your hardware projects and find the partners to build them."
      extra={
        <Link to="/projects/create">
          <Button type="primary" icon={<PlusOutlined />}>
            New Project
          </Button>
        </Link>
      }
    >
      <Flex gap={12} wrap className="hh-toolbar">
        <Input
          allowClear
          prefix={<SearchOutlined />}
          placeholder="Search projects by name or description"
          aria-label="Search projects"
          value={filters.q}
          onChange={(event) => update({ q: event.target.value })}
          className="hh-toolbar__search"
        />
        <Select<StatusFilter> aria-label="Status filter" value={filters.status} options={STATUS_OPTIONS} onChange={(status) => update({ status })} className="hh-toolbar__status" />
        <Segmented<ProjectView>
          aria-label="View"
          value={filters.view}
          onChange={(view) => update({ view })}
          options={[
            { value: 'grid', icon: <AppstoreOutlined />, label: 'Grid', title: 'Grid view' },
            { value: 'list', icon: <UnorderedListOutlined />, label: 'List', title: 'List view' },
          ]}
        />
      </Flex>
      <Tabs
        activeKey={quickTab}
        onChange={(key) => update({ status: key as StatusFilter })}
        items={QUICK_TABS.map((tab) => ({
          key: tab.key,
          label: `${tab.label}${projects ? ` (${tab.key === 'all' ? projects.length : projects.filter((p) => p.status === tab.key).length})` : ''}`,
        }))}
        className="hh-quick-tabs"
        size={isMobile ? 'small' : undefined}
        tabBarGutter={isMobile ? 14 : undefined}
      />
      {body}
      <div className="hh-shared-projects">
        <SharedProjectsCard />
      </div>
    </PageContainer>
  );
}
