import type { CreateProjectInput, CreationStatus, Project, ProjectStage, UpdateProjectInput } from './project-types.ts';

/**
 * What the wizard and the edit form hold while typing (text inputs hold strings, the stage radio ''
 * for none, the terms box a boolean). Validation runs the shared schemas on these values.
 */
export interface ProjectFormState {
  name: string;
  description: string;
  budget: string;
  timeline: string;
  stage: ProjectStage | '';
  requirements: string;
  tags: string[];
}

export interface WizardFormState extends ProjectFormState {
  terms: boolean;
}

export const emptyProjectForm = (): WizardFormState => ({
  name: '',
  description: '',
  budget: '',
  timeline: '',
  stage: '',
  requirements: '',
  tags: [],
  terms: false,
});

const optional = (text: string) => (text.trim() ? text.trim() : undefined);

/** POST /api/projects body: trimmed, blanks left out, the terms flag never sent. */
export function toCreatePayload(values: WizardFormState, status: CreationStatus): CreateProjectInput {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    budget: optional(values.budget),
    timeline: optional(values.timeline),
    stage: values.stage || undefined,
    requirements: optional(values.requirements),
    tags: values.tags.map((tag) => tag.trim()).filter(Boolean),
    status,
  };
}

/** The edit form's starting values from a project. */
export function projectToForm(project: Project): ProjectFormState {
  return {
    name: project.name,
    description: project.description,
    budget: project.budget ?? '',
    timeline: project.timeline ?? '',
    stage: (project.stage as ProjectStage | null) ?? '',
    requirements: project.requirements ?? '',
    tags: [...project.tags],
  };
}

/** PATCH body with only the fields that changed; an emptied optional field is sent as null (cleared). */
export function toUpdatePayload(project: Project, values: ProjectFormState): UpdateProjectInput {
  const before = projectToForm(project);
  const changes: UpdateProjectInput = {};
  if (values.name.trim() !== before.name) changes.name = values.name.trim();
  if (values.description.trim() !== before.description) changes.description = values.description.trim();
  for (const key of ['budget', 'timeline', 'requirements'] as const) {
    const next = values[key].trim();
    if (next !== before[key]) changes[key] = next || null;
  }
  if (values.stage !== before.stage) changes.stage = values.stage || null;
  const tags = values.tags.map((tag) => tag.trim()).filter(Boolean);
  if (tags.join('\n') !== before.tags.join('\n')) changes.tags = tags;
  return changes;
}
