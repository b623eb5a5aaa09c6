/** ai-tools' public surface: a project's saved estimates, for the project page. */
export { ProjectEstimates } from './project-estimates.tsx';
