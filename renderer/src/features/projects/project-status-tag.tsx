import { Tag } from 'antd';
import { shortMonthDayYear } from '#shared/format/dates.ts';
import { PROJECT_STATUS_LABELS, type ProjectStatus } from '#shared/schemas/project-schemas.ts';

const COLORS: Record<ProjectStatus, string> = { active: 'green', draft: 'gold', completed: 'blue', cancelled: 'red' };

/** Active, Draft, Completed, Cancelled; any other value is shown as it came. */
export function projectStatusLabel(status: string): string {
  return PROJECT_STATUS_LABELS[status as ProjectStatus] ?? status;
}

export function ProjectStatusTag({ status }: { status: string }) {
  return (
    <Tag color={COLORS[status as ProjectStatus] ?? 'default'} className="hh-status-tag">
      {projectStatusLabel(status)}
    </Tag>
  );
}

/** A running featured placement (a `featured_project` purchase): 'Featured' until it ends. */
export function FeaturedTag({ until }: { until: string | null }) {
  if (!until) return null;
  const end = new Date(until);
  const ends = shortMonthDayYear(end.getFullYear(), end.getMonth(), end.getDate());
  return (
    <Tag color="purple" className="hh-status-tag" title={`Featured until ${ends}`}>
      Featured
    </Tag>
  );
}
