import { LockOutlined } from '@ant-design/icons';
import { Alert, Card, Descriptions, Empty, Flex, Skeleton, Tabs, Typography } from 'antd';
import { CONFIDENTIAL_FIELD_LABELS, type ConfidentialProjectField, type SharedProjectView } from '#shared/schemas/nda-schemas.ts';
import { idParamSchema, PROJECT_MESSAGES, PROJECT_STAGE_LABELS, type ProjectStage } from '#shared/schemas/project-schemas.ts';
import { skipToken } from '@reduxjs/toolkit/query';
import type { ReactNode } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { PageContainer } from '../../ui/page-container.tsx';
import { useSession } from '../auth/index.ts';
import { ProjectFilesTab } from '../files/index.ts';
import { ProjectTags } from '../projects/index.ts';
import { NdaSignForm } from './nda-sign-form.tsx';
import { NdaText } from './nda-text.tsx';
import { useGetSharedProjectQuery } from './ndas-api.ts';
import { SignatureDownloadButton } from './signature-download-button.tsx';
import { utcTime } from './utc-time.ts';
import '../../ui/back-link.css';
import './ndas.css';

export const LOCKED_TITLE = 'Sign the NDA to see this project';
export const LOCKED_BANNER = "The owner asks partners to sign a non-disclosure agreement before they see this project's files and confidential details. Read it below and sign with your full name.";
export const HIDDEN_FIELD = 'Confidential: sign the NDA to see it';

/** /projects/{id}/shared: a project as one of its partners sees it, with its NDA to sign while it is locked. */
export function SharedProjectPage() {
  const parsed = idParamSchema.safeParse(useParams().id);
  const id = parsed.success ? parsed.data : null;
  const { data, isError, isLoading } = useGetSharedProjectQuery(id ?? skipToken);
  const { user } = useSession();

  if (id === null || isError) {
    return (
      <PageContainer title="Shared project">
        <Card variant="outlined">
          <Empty description={PROJECT_MESSAGES.notFound}>
            <Link to="/projects">Back to projects</Link>
          </Empty>
        </Card>
      </PageContainer>
    );
  }
  if (isLoading || !data || !user) {
    return (
      <PageContainer title="Shared project">
        <Skeleton active paragraph={{ rows: 8 }} />
      </PageContainer>
    );
  }
  // The owner manages the project (and its NDA) on its own page.
  if (data.role === 'owner') return <Navigate to={`/projects/${data.project.id}`} replace />;
  return <SharedProjectView view={data} viewerId={user.id} accountName={user.fullName} />;
}

function SharedProjectView({ view, viewerId, accountName }: { view: SharedProjectView; viewerId: number; accountName: string }) {
  const { project, nda } = view;
  const hidden = new Set<ConfidentialProjectField>(project.hiddenFields);
  const value = (field: ConfidentialProjectField, shown: ReactNode, empty = 'Not specified') =>
    hidden.has(field) ? (
      <Typography.Text type="secondary" className="hh-nda-hidden">
        <LockOutlined /> {HIDDEN_FIELD}
      </Typography.Text>
    ) : (
      (shown ?? empty)
    );
  const stage = project.stage ? (PROJECT_STAGE_LABELS[project.stage as ProjectStage] ?? project.stage) : null;

  const overview = (
    <Card variant="outlined">
      <Descriptions
        column={1}
        colon={false}
        items={[
          { key: 'description', label: CONFIDENTIAL_FIELD_LABELS.description, children: value('description', project.description && <span className="hh-pre-line">{project.description}</span>) },
          { key: 'requirements', label: CONFIDENTIAL_FIELD_LABELS.requirements, children: value('requirements', project.requirements && <span className="hh-pre-line">{project.requirements}</span>, 'None added yet') },
          { key: 'budget', label: CONFIDENTIAL_FIELD_LABELS.budget, children: value('budget', project.budget) },
          { key: 'timeline', label: CONFIDENTIAL_FIELD_LABELS.timeline, children: value('timeline', project.timeline) },
          { key: 'stage', label: 'Current stage', children: stage ?? 'Not specified' },
          {
            key: 'tags',
            label: 'Tags',
            children: <ProjectTags tags={project.tags} empty="None" />,
          },
        ]}
      />
    </Card>
  );

  const signed = nda.mySignature;
  const ndaPanel = nda.current && (
    <Card variant="outlined" title={`Non-disclosure agreement (version ${nda.current.number})`}>
      {signed && (
        <Alert
          type="success"
          showIcon
          className="hh-nda-banner"
          title={`You signed version ${signed.versionNumber} on ${utcTime(signed.signedAt)} as "${signed.typedName}".`}
          description={signed.versionNumber < nda.current.number ? `The owner has saved version ${nda.current.number} since. Your signature of version ${signed.versionNumber} still applies.` : undefined}
          action={<SignatureDownloadButton signatureId={signed.id} size="small" />}
        />
      )}
      <NdaText version={nda.current} />
      {nda.required && signed?.versionId !== nda.current.id && <NdaSignForm projectId={project.id} version={nda.current} accountName={accountName} />}
    </Card>
  );

  return (
    <PageContainer
      title={project.name}
      subtitle={
        <span>
          A project of {project.owner.fullName}
          {stage ? ` · ${stage}` : ''}
        </span>
      }
    >
      <Link to="/projects" className="hh-back-link">
        ← Back to projects
      </Link>
      {nda.locked ? (
        <Flex vertical gap={24}>
          <Alert type="warning" showIcon icon={<LockOutlined />} title={LOCKED_TITLE} description={LOCKED_BANNER} className="hh-nda-banner" />
          {overview}
          {ndaPanel}
        </Flex>
      ) : (
        <Tabs
          defaultActiveKey="overview"
          items={[
            { key: 'overview', label: 'Overview', children: overview },
            { key: 'files', label: 'Files', children: <ProjectFilesTab projectId={project.id} viewerId={viewerId} isOwner={false} /> },
            ...(ndaPanel ? [{ key: 'nda', label: 'NDA', children: ndaPanel }] : []),
          ]}
        />
      )}
    </PageContainer>
  );
}
