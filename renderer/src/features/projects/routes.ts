import type { PageRoute } from '../../lib/routing/page-route.ts';

/**
 * The pages projects/ owns, collected by app/routes.ts. Kept out of index.ts: importing a feature's public
 * surface must not pull its pages (or what their modules run on load) into the importer's chunk.
 */
export const projectsRoutes: PageRoute[] = [
  { path: '/projects', access: 'protected', title: 'Projects', load: () => import('./projects-page.tsx').then((m) => m.ProjectsPage) },
  { path: '/projects/create', access: 'protected', title: 'Create a project', load: () => import('./create-project-page.tsx').then((m) => m.CreateProjectPage) },
  { path: '/projects/:id', access: 'protected', title: 'Project', load: () => import('./project-details-page.tsx').then((m) => m.ProjectDetailsPage) },
];
