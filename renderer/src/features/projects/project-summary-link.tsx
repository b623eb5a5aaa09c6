import { Link } from 'react-router';
import { formatShortRelativeTime } from '../../ui/relative-time.ts';
import { useNow } from '../../ui/use-now.ts';
import { HiddenTag } from '../reports/index.ts';
import { stageLabel } from './project-card.tsx';
import { FeaturedTag, ProjectStatusTag } from './project-status-tag.tsx';
import './projects.css';
import { Flex } from '../../ui/static-antd/flex.tsx';
import { Typography } from '../../ui/static-antd/typography.tsx';

interface ProjectSummary {
  id: number;
  name: string;
  description: string;
  stage: string | null;
  budget: string | null;
  status: string;
  updatedAt: string;
  featuredUntil?: string | null;
  /** Set on the owner's own project when the team hid it (others never receive it). */
  hiddenAt?: string | null;
  hiddenReason?: string | null;
}

/** A compact project row linking to its page: the dashboard's 'Your Projects' and a profile's active projects. */
export function ProjectSummaryLink({ project, descriptionRows = 1, testId }: { project: ProjectSummary; descriptionRows?: number; testId?: string }) {
  const now = useNow();
  return (
    <Link to={`/projects/${project.id}`} className="hh-dash-project" data-testid={testId}>
      <Flex justify="space-between" align="flex-start" gap={8}>
        <div className="hh-dash-project__text">
          <Typography.Text strong>{project.name}</Typography.Text>
          <Typography.Paragraph type="secondary" ellipsis={{ rows: descriptionRows }} className="hh-flush">
            {project.description}
          </Typography.Paragraph>
          <Typography.Text type="secondary" className="hh-small">
            {[stageLabel(project.stage), project.budget, `Updated ${formatShortRelativeTime(project.updatedAt, now)}`].filter(Boolean).join(' · ')}
          </Typography.Text>
        </div>
        <Flex gap={4} wrap justify="flex-end">
          <HiddenTag hiddenAt={project.hiddenAt} reason={project.hiddenReason} />
          <FeaturedTag until={project.featuredUntil ?? null} />
          <ProjectStatusTag status={project.status} />
        </Flex>
      </Flex>
    </Link>
  );
}
