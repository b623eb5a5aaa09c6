import { CalendarOutlined, DollarOutlined, ExperimentOutlined } from '@ant-design/icons';
import { Card, Flex, Tag, Tooltip, Typography } from 'antd';
import type { ConnectionDetail } from '#shared/schemas/connection-schemas.ts';
import { PROJECT_STAGE_LABELS, type ProjectStage } from '#shared/schemas/project-schemas.ts';
import type { PublicUser } from '#shared/schemas/user-schemas.ts';
import { Link } from 'react-router';
import { formatRelativeTime } from '../../ui/relative-time.ts';
import { UserAvatar } from '../../ui/user-avatar.tsx';
import { HiddenTag } from '../reports/index.ts';
import { FeaturedTag, ProjectStatusTag } from './project-status-tag.tsx';
import type { Project } from './project-types.ts';
import './projects.css';

export const stageLabel = (stage: string | null) => (stage ? (PROJECT_STAGE_LABELS[stage as ProjectStage] ?? stage) : null);

/** A project's team member on a card: who they are and their picture (or initials). */
export type ProjectMember = Pick<PublicUser, 'id' | 'fullName' | 'profileImage'>;

/**
 * The partners on each project: the other side of the member's accepted connections filed under it
 * (from their own connections, GET /api/connections), each once.
 */
export function partnersByProject(connections: ConnectionDetail[] | undefined, userId: number): Map<number, ProjectMember[]> {
  const byProject = new Map<number, ProjectMember[]>();
  for (const connection of connections ?? []) {
    if (connection.status !== 'accepted' || connection.projectId === null) continue;
    const partner = connection.requesterId === userId ? connection.recipient : connection.requester;
    if (!partner) continue;
    const members = byProject.get(connection.projectId) ?? [];
    if (!members.some((member) => member.id === partner.id)) members.push(partner);
    byProject.set(connection.projectId, members);
  }
  return byProject;
}

/** The project's team on its card: the owner then its partners, each with their picture or initials. */
function MemberAvatars({ members, partnerCount }: { members: ProjectMember[]; partnerCount: number }) {
  const names = members.map((member) => member.fullName).join(', ');
  const shown = members.slice(0, 4);
  return (
    <Flex gap={4} align="center" role="group" aria-label={`Team: ${names}${partnerCount ? '' : ', no partners yet'}`} data-testid="project-members">
      {shown.map((member) => (
        <Tooltip key={member.id} title={member.fullName}>
          <span>
            <UserAvatar user={member} size={30} />
          </span>
        </Tooltip>
      ))}
      {members.length > shown.length && (
        <Typography.Text type="secondary" className="hh-small">
          +{members.length - shown.length}
        </Typography.Text>
      )}
    </Flex>
  );
}

/** A project in the grid (the /projects card); `members` is its team, the owner first. */
export function ProjectCard({ project, now, members }: { project: Project; now: number; members: ProjectMember[] }) {
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
        <MemberAvatars members={members} partnerCount={members.length - 1} />
        <Link to={`/projects/${project.id}`} className="hh-project-card__cta">
          {project.status === 'draft' ? 'Complete Setup' : 'Manage Project'}
        </Link>
      </Flex>
    </Card>
  );
}
