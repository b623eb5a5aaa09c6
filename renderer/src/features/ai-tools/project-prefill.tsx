import { FolderOpenOutlined } from '@ant-design/icons';
import { Flex, Select, Typography } from 'antd';
import type { Project } from '#shared/schemas/project-schemas.ts';
import { useGetUserProjectsQuery } from '../projects/index.ts';

/** 'Fill from project': picks one of the member's projects to pre-fill the form (and to save the result to). */
export function ProjectPrefill({ projectId, onPick }: { projectId: number | null; onPick: (project: Project) => void }) {
  const { data: projects } = useGetUserProjectsQuery();
  if (!projects?.length) return null;
  return (
    <Flex gap={8} align="center" wrap className="hh-ai-prefill">
      <Typography.Text type="secondary">
        <FolderOpenOutlined /> Fill from project
      </Typography.Text>
      <Select<number>
        aria-label="Fill from project"
        placeholder="Choose a project"
        value={projectId ?? undefined}
        options={projects.map((project) => ({ value: project.id, label: project.name }))}
        onChange={(id) => {
          const project = projects.find((candidate) => candidate.id === id);
          if (project) onPick(project);
        }}
        className="hh-ai-prefill__select"
      />
    </Flex>
  );
}

/** The member's project of `?projectId=`, once their projects are loaded. */
export function useProjectParam(projectId: number | null): Project | undefined {
  const { data: projects } = useGetUserProjectsQuery(undefined, { skip: projectId === null });
  return projectId === null ? undefined : projects?.find((project) => project.id === projectId);
}
