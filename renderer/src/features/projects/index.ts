/** projects' public surface: the project summary link, its tags, the user-projects query. */
export { ProjectSummaryLink } from './project-summary-link.tsx';
export { useGetUserProjectsQuery } from './projects-api.ts';
export { ProjectTags } from './project-tags.tsx';
