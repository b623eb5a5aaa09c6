/** projects' public surface: the project summary link, the user-projects query. */
export { ProjectSummaryLink } from './project-summary-link.tsx';
export { useGetUserProjectsQuery } from './projects-api.ts';
