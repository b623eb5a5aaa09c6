/** dashboard's public surface: its cached query (refreshed by socket events). */
export { dashboardApi } from './dashboard-api.ts';
