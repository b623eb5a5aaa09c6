/** sourcing's public surface: the dashboard's sourcing cards and a project's requests tab (pages stay in routes.ts). */
export { SourcingDashboardCards } from './sourcing-dashboard-cards.tsx';
export { ProjectRfqsTab } from './project-rfqs-tab.tsx';
