import { PROJECT_STATUSES, type Project } from '#shared/schemas/project-schemas.ts';

/** /projects: the status filter (all plus the four statuses), search text and grid/list view. */
export const STATUS_FILTERS = ['all', ...PROJECT_STATUSES] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];
export const PROJECT_VIEWS = ['grid', 'list'] as const;
export type ProjectView = (typeof PROJECT_VIEWS)[number];

/** The quick tabs above the list (a subset of the status filter: no Cancelled tab). */
export const QUICK_TABS: ReadonlyArray<{ key: StatusFilter; label: string }> = [
  { key: 'all', label: 'All' },
  { key: 'active', label: 'Active' },
  { key: 'draft', label: 'Draft' },
  { key: 'completed', label: 'Completed' },
];

export interface ProjectFilters {
  status: StatusFilter;
  q: string;
  view: ProjectView;
}

export const DEFAULT_FILTERS: ProjectFilters = { status: 'all', q: '', view: 'grid' };

const oneOf = <T extends string>(options: readonly T[], value: string | null, fallback: T): T =>
  value !== null && (options as readonly string[]).includes(value) ? (value as T) : fallback;

/** Reads `?status=&q=&view=`; unknown values fall back to the defaults. */
export function parseProjectFilters(params: URLSearchParams): ProjectFilters {
  return {
    status: oneOf(STATUS_FILTERS, params.get('status'), 'all'),
    q: params.get('q') ?? '',
    view: oneOf(PROJECT_VIEWS, params.get('view'), 'grid'),
  };
}

/** The query string for `filters`, defaults left out (plain /projects when nothing is set). */
export function projectFiltersToParams(filters: ProjectFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.status !== 'all') params.set('status', filters.status);
  if (filters.q) params.set('q', filters.q);
  if (filters.view !== 'grid') params.set('view', filters.view);
  return params;
}

/** True when the status filter or the search narrows the list (picks the empty-state hint). */
export function isFiltered(filters: Pick<ProjectFilters, 'status' | 'q'>): boolean {
  return filters.status !== 'all' || filters.q.trim() !== '';
}

/** Status filter plus a case-insensitive search over name and description. */
export function filterProjects<T extends Pick<Project, 'name' | 'description' | 'status'>>(projects: readonly T[], filters: Pick<ProjectFilters, 'status' | 'q'>): T[] {
  const needle = filters.q.trim().toLowerCase();
  return projects.filter(
    (project) =>
      (filters.status === 'all' || project.status === filters.status) &&
      (!needle || project.name.toLowerCase().includes(needle) || project.description.toLowerCase().includes(needle)),
  );
}
