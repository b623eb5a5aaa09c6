import { CalendarOutlined, DollarOutlined, ExperimentOutlined } from '@ant-design/icons';
import { Avatar, Card, Flex, Tag, Typography } from 'antd';
import { PROJECT_STAGE_LABELS, type ProjectStage } from '#shared/schemas/project-schemas.ts';
import { Link } from 'react-router';
import { formatRelativeTime } from '../../ui/relative-time.ts';
import { HiddenTag } from '../reports/index.ts';
import { FeaturedTag, ProjectStatusTag } from './project-status-tag.tsx';
import type { Project } from './project-types.ts';

export const stageLabel = (stage: string | null) => (stage ? (PROJECT_STAGE_LABELS[stage as ProjectStage] ?? stage) : null);

/** Three placeholder partner avatars (000 §2: the card shows them; real partners come with connections). */
function PlaceholderAvatars() {
  return (
    <Avatar.Group size="small" aria-hidden="true">
      <Avatar style={{ background: '#748ffc' }}>A</Avatar>
      <Avatar style={{ background: '#20c997' }}>B</Avatar>
      <Avatar style={{ background: '#fab005' }}>C</Avatar>
    </Avatar.Group>
  );
}

/** A project in the grid (000 §2 /projects card). */
export function ProjectCard({ project, now }: { project: Project; now: number }) {
  const stage = stageLabel(project.stage);
  return (
    <Card variant="outlined" className="hh-project-card" data-testid="project-card">
      <Flex justify="space-between" align="flex-start" gap={8}>
        <div className="hh-project-card__titles">
          <Typography.Title level={4} className="hh-project-card__name" ellipsis={{ rows: 2 }}>
            <Link to={`/projects/${project.id}`}>{project.name}</Link>
          </Typography.Title>
          <Typography.Text type="secondary" className="hh-project-card__updated">
            Updated {formatRelativeTime(project.updatedAt, now)}
          </Typography.Text>
        </div>
        <Flex gap={4} wrap justify="flex-end">
          <HiddenTag hiddenAt={project.hiddenAt} reason={project.hiddenReason} />
          <FeaturedTag until={project.featuredUntil} />
          <ProjectStatusTag status={project.status} />
        </Flex>
      </Flex>
      <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} className="hh-project-card__description">
        {project.description}
      </Typography.Paragraph>
      <dl className="hh-project-facts">
        <div>
          <dt>
            <DollarOutlined /> Budget
          </dt>
          <dd>{project.budget || 'Not set'}</dd>
        </div>
        <div>
          <dt>
            <CalendarOutlined /> Timeline
          </dt>
          <dd>{project.timeline || 'Not set'}</dd>
        </div>
        <div>
          <dt>
            <ExperimentOutlined /> Stage
          </dt>
          <dd>{stage ?? 'Not set'}</dd>
        </div>
      </dl>
      <Flex wrap gap={4} className="hh-project-card__tags">
        {project.tags.slice(0, 5).map((tag) => (
          <Tag key={tag}>{tag}</Tag>
        ))}
        {project.tags.length > 5 && <Tag>+{project.tags.length - 5}</Tag>}
      </Flex>
      <Flex justify="space-between" align="center" className="hh-project-card__footer">
        <PlaceholderAvatars />
        <Link to={`/projects/${project.id}`} className="hh-project-card__cta">
          {project.status === 'draft' ? 'Complete Setup' : 'Manage Project'}
        </Link>
      </Flex>
    </Card>
  );
}
