import { CheckCircleOutlined, FolderAddOutlined } from '@ant-design/icons';
import { Button, Flex, Select, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../lib/api/api-error.ts';
import { useToast } from '../../ui/use-toast.ts';
import { useGetUserProjectsQuery } from '../projects/index.ts';
import { useSaveAiRunMutation } from './ai-tools-api.ts';

interface SaveToProjectProps {
  runId: number;
  /** The project the run is saved to, if any. */
  savedProjectId: number | null;
  /** The project to offer first (the one the form was filled from). */
  suggestedProjectId?: number | null;
}

/** Keeps a result with one of the member's projects; it then shows under the project's 'Estimates'. */
export function SaveToProject({ runId, savedProjectId, suggestedProjectId }: SaveToProjectProps) {
  const { data: projects, isLoading } = useGetUserProjectsQuery();
  const [choice, setChoice] = useState<number | null>(savedProjectId ?? suggestedProjectId ?? null);
  const [saved, setSaved] = useState<number | null>(savedProjectId);
  const [save, { isLoading: saving }] = useSaveAiRunMutation();
  const toast = useToast();

  const savedProject = projects?.find((project) => project.id === saved);
  const submit = async (projectId: number | null) => {
    try {
      const run = await save({ id: runId, projectId }).unwrap();
      setSaved(run.projectId);
      if (run.projectId) toast.success('Saved to project', `You will find it under 'Estimates' on ${run.projectTitle ?? 'the project'}.`);
    } catch (error) {
      toast.error('Could not save the result', errorMessage(error, 'Please try again.'));
    }
  };

  if (!isLoading && !projects?.length) {
    return (
      <Typography.Text type="secondary">
        <Link to="/projects/create">Create a project</Link> to keep this result with it.
      </Typography.Text>
    );
  }
  if (savedProject) {
    return (
      <Flex gap={8} align="center" wrap>
        <Typography.Text>
          <CheckCircleOutlined className="hh-ai-saved-icon" /> Saved to <Link to={`/projects/${savedProject.id}?tab=estimates`}>{savedProject.name}</Link>
        </Typography.Text>
        <Button size="small" type="link" onClick={() => void submit(null)} loading={saving}>
          Remove
        </Button>
      </Flex>
    );
  }
  return (
    <Flex gap={8} wrap className="hh-ai-save">
      <Select<number>
        aria-label="Project to save to"
        placeholder="Choose a project"
        loading={isLoading}
        value={choice ?? undefined}
        onChange={setChoice}
        options={projects?.map((project) => ({ value: project.id, label: project.name }))}
        className="hh-ai-save__select"
      />
      <Button icon={<FolderAddOutlined />} disabled={!choice} loading={saving} onClick={() => void submit(choice)}>
        Save to project
      </Button>
    </Flex>
  );
}
