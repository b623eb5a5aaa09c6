/** A project's page for its partners (the owner's is /projects/{id}). */
export const sharedProjectPath = (projectId: number) => `/projects/${projectId}/shared`;
