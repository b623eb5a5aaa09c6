import type { CREATION_STATUSES } from '#shared/schemas/project-schemas.ts';

export type { CreateProjectInput, Project, ProjectStage, ProjectStatus, UpdateProjectInput } from '#shared/schemas/project-schemas.ts';
export type CreationStatus = (typeof CREATION_STATUSES)[number];
