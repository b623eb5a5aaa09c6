/** ndas' public surface: the owner's NDA tab, the partners' list of shared projects and the link to a partner's page. */
export { ProjectNdaTab } from './project-nda-tab.tsx';
export { SharedProjectsCard } from './shared-projects-card.tsx';
export { sharedProjectPath } from './shared-project-path.ts';
