import {
  CheckCircleOutlined, CloseCircleOutlined, DeleteOutlined, EditOutlined, RocketOutlined, RollbackOutlined,
} from '@ant-design/icons';
import { Alert, Button, Card, Col, Descriptions, Empty, Flex, Modal, Row, Skeleton, Tabs, Typography } from 'antd';
import { ROLE_LABELS } from '#shared/constants/roles.ts';
import { idParamSchema, PROJECT_STATUS_LABELS } from '#shared/schemas/project-schemas.ts';
import type { ReactNode } from 'react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { skipToken } from '@reduxjs/toolkit/query';
import { errorMessage } from '../../lib/api/api-error.ts';
import { useAppDispatch } from '../../lib/store/hooks.ts';
import { PageContainer } from '../../ui/page-container.tsx';
import { useEditParam } from '../../ui/use-edit-param.ts';
import { formatRelativeTime } from '../../ui/relative-time.ts';
import { useToast } from '../../ui/use-toast.ts';
import { ProjectEstimates } from '../ai-tools/index.ts';
import { useSession } from '../auth/index.ts';
import { HiddenNotice, ReportButton } from '../reports/index.ts';
import { ProjectFilesTab } from '../files/index.ts';
import { ProjectNdaTab, sharedProjectPath } from '../ndas/index.ts';
import { ProjectRfqsTab } from '../sourcing/index.ts';
import { UserAvatar } from '../../ui/user-avatar.tsx';
import { PlanLimitAlert } from '../../ui/plan-limit-alert.tsx';
import { useProjectErrorToast } from './use-project-error-toast.tsx';
import { stageLabel } from './project-card.tsx';
import { ProjectConnectionsTab } from './project-connections-tab.tsx';
import { ProjectEditForm } from './project-edit-form.tsx';
import { ProjectMessagesTab } from './project-messages-tab.tsx';
import { ProjectTags } from './project-tags.tsx';
import { FeaturedTag, ProjectStatusTag } from './project-status-tag.tsx';
import type { Project, ProjectStatus } from './project-types.ts';
import { projectsApi, useDeleteProjectMutation, useGetProjectQuery, useUpdateProjectMutation } from './projects-api.ts';
import '../../ui/back-link.css';
import { useNow } from '../../ui/use-now.ts';
import './projects.css';

export const LOAD_ERROR = 'Unable to load project details. You might not have permission to view this project.';
export const DELETE_CONFIRMATION = 'Are you sure you want to delete this project? This action cannot be undone.';
export const CONFIDENTIAL = 'Confidential (behind the NDA)';
export const DRAFT_BANNER = "This project is in draft mode and not visible to potential partners yet. Activate it when you're ready to start connecting.";

/** /projects/{id}: Overview / Connections / Messages, owner actions, status machine, edit mode. */
export function ProjectDetailsPage() {
  const params = useParams();
  const parsed = idParamSchema.safeParse(params.id);
  const id = parsed.success ? parsed.data : null;
  const { data: project, isError } = useGetProjectQuery(id ?? skipToken);
  const navigate = useNavigate();
  const toast = useToast();
  const deletedRef = useRef(false);
  const redirectedRef = useRef(false);
  const failed = id === null || isError;

  // A project that cannot be loaded (missing, someone else's draft, no access) -> toast and back to the list.
  useEffect(() => {
    if (!failed || deletedRef.current || redirectedRef.current) return;
    redirectedRef.current = true;
    toast.error('Error', LOAD_ERROR);
    void navigate('/projects', { replace: true });
  }, [failed, navigate, toast]);

  if (failed || !project) {
    return (
      <PageContainer title="Project Details">
        <Skeleton active paragraph={{ rows: 8 }} />
      </PageContainer>
    );
  }
  return <ProjectView project={project} deletedRef={deletedRef} />;
}

function ProjectView({ project, deletedRef }: { project: Project; deletedRef: { current: boolean } }) {
  const now = useNow();
  const { user } = useSession();
  const isOwner = user?.id === project.userId;
  const [editParam, setEditing] = useEditParam();
  const editing = isOwner && editParam;
  // ?tab=estimates: where 'Save to project' links to.
  const [search] = useSearchParams();
  const [tab, setTab] = useState(() => search.get('tab') ?? 'overview');
  const [limitMessage, setLimitMessage] = useState<string | null>(null);
  const [updateProject, { isLoading: updating, originalArgs }] = useUpdateProjectMutation();
  const [deleteProject] = useDeleteProjectMutation();
  const [modal, modalHolder] = Modal.useModal();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const toast = useToast();
  const showError = useProjectErrorToast();


  const changeStatus = async (status: ProjectStatus) => {
    setLimitMessage(null);
    try {
      await updateProject({ id: project.id, changes: { status } }).unwrap();
      toast.success('Status Updated', `The project is now ${PROJECT_STATUS_LABELS[status]}.`);
    } catch (error) {
      setLimitMessage(showError('Failed to update status', error));
    }
  };

  const confirmDelete = () =>
    modal.confirm({
      title: 'Delete Project',
      content: DELETE_CONFIRMATION,
      okText: 'Delete',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      onOk: async () => {
        deletedRef.current = true;
        try {
          await deleteProject(project.id).unwrap();
        } catch (error) {
          deletedRef.current = false;
          toast.error('Error', `Failed to delete project: ${errorMessage(error, 'Please try again.')}`);
          return;
        }
        toast.success('Project Deleted', `"${project.name}" has been deleted.`);
        await navigate('/projects', { replace: true });
        // Drops the cached copy of the deleted project (removed outright once nothing shows it).
        dispatch(projectsApi.util.invalidateTags([{ type: 'Project', id: project.id }]));
      },
    });

  const pending = (status: ProjectStatus) => updating && originalArgs?.changes.status === status;

  const actions = isOwner && !editing && (
    <>
      {project.status === 'draft' && (
        <Button type="primary" icon={<RocketOutlined />} loading={pending('active')} disabled={updating} onClick={() => void changeStatus('active')}>
          Activate Project
        </Button>
      )}
      <Button icon={<EditOutlined />} onClick={() => setEditing(true)}>
        Edit Project
      </Button>
      <Button danger icon={<DeleteOutlined />} onClick={confirmDelete}>
        Delete
      </Button>
    </>
  );

  // Members who are not the owner may report it instead (the route is signed in only, so there is a user).
  const headerExtra = isOwner ? actions || undefined : user && <ReportButton targetType="project" targetId={project.id} targetLabel={project.name} />;

  const stage = stageLabel(project.stage);
  // Withheld by the project's NDA (never for the owner): said so, not shown as empty.
  const confidential = (field: 'description' | 'requirements' | 'budget' | 'timeline') => project.hiddenFields?.includes(field) ?? false;
  const details = (
    <Card title="Project Details" variant="outlined">
      <Descriptions
        column={1}
        colon={false}
        size="small"
        items={[
          { key: 'budget', label: 'Budget', children: confidential('budget') ? CONFIDENTIAL : project.budget || 'Not specified' },
          { key: 'timeline', label: 'Timeline', children: confidential('timeline') ? CONFIDENTIAL : project.timeline || 'Not specified' },
          { key: 'stage', label: 'Current Stage', children: stage ?? 'Not specified' },
          { key: 'status', label: 'Status', children: <ProjectStatusTag status={project.status} /> },
          { key: 'connections', label: 'Connections', children: project.connectionCount },
          { key: 'created', label: 'Created', children: formatRelativeTime(project.createdAt, now) },
        ]}
      />
    </Card>
  );

  const manageStatus = isOwner && project.status === 'active' && (
    <Card title="Manage Status" variant="outlined">
      <Flex vertical gap={8}>
        <Button icon={<CheckCircleOutlined />} block loading={pending('completed')} disabled={updating} onClick={() => void changeStatus('completed')}>
          Mark as Completed
        </Button>
        <Button icon={<CloseCircleOutlined />} block danger loading={pending('cancelled')} disabled={updating} onClick={() => void changeStatus('cancelled')}>
          Cancel Project
        </Button>
        <Button icon={<RollbackOutlined />} block loading={pending('draft')} disabled={updating} onClick={() => void changeStatus('draft')}>
          Return to Draft
        </Button>
      </Flex>
    </Card>
  );

  const postedBy = !isOwner && project.owner && (
    <Card title="Posted by" variant="outlined">
      <Flex gap={12} align="center">
        <UserAvatar user={project.owner} size={44} />
        <div>
          <Typography.Text strong>{project.owner.fullName}</Typography.Text>
          <br />
          <Typography.Text type="secondary">
            {ROLE_LABELS[project.owner.role]}
            {project.owner.companyName ? ` · ${project.owner.companyName}` : ''}
          </Typography.Text>
        </div>
      </Flex>
    </Card>
  );

  const section = (title: string, content: ReactNode) => (
    <Card title={title} variant="outlined">
      {content}
    </Card>
  );

  const overview = (
    <Row gutter={[24, 24]}>
      <Col xs={24} lg={16}>
        {editing ? (
          <ProjectEditForm project={project} onDone={() => setEditing(false)} />
        ) : (
          <Flex vertical gap={24}>
            {section('Description', confidential('description') ? <Typography.Text type="secondary">{CONFIDENTIAL}</Typography.Text> : <Typography.Paragraph className="hh-pre-line hh-flush">{project.description}</Typography.Paragraph>)}
            {section(
              'Requirements',
              confidential('requirements') ? (
                <Typography.Text type="secondary">{CONFIDENTIAL}</Typography.Text>
              ) : project.requirements ? (
                <Typography.Paragraph className="hh-pre-line hh-flush">{project.requirements}</Typography.Paragraph>
              ) : (
                <Typography.Text type="secondary">No requirements added yet.</Typography.Text>
              ),
            )}
            {section(
              'Tags',
              <ProjectTags tags={project.tags} empty={<Typography.Text type="secondary">No tags yet.</Typography.Text>} />,
            )}
          </Flex>
        )}
      </Col>
      <Col xs={24} lg={8}>
        <Flex vertical gap={24}>
          {details}
          {manageStatus}
          {postedBy}
        </Flex>
      </Col>
    </Row>
  );

  const connections = isOwner ? (
    <ProjectConnectionsTab projectId={project.id} ownerId={project.userId} />
  ) : (
    <Card variant="outlined">
      <Empty description="Only the project owner can see this project's connections." />
    </Card>
  );

  const messages = user && <ProjectMessagesTab projectId={project.id} userId={user.id} isOwner={isOwner} />;

  return (
    <>
      {modalHolder}
      <PageContainer
        title={project.name}
        subtitle={
          <Flex gap={8} align="center" wrap component="span">
            <ProjectStatusTag status={project.status} />
            <FeaturedTag until={project.featuredUntil} />
            {stage && <span>{stage}</span>}
            <span>· Updated {formatRelativeTime(project.updatedAt, now)}</span>
          </Flex>
        }
        extra={headerExtra}
      >
        <Link to="/projects" className="hh-back-link">
          ← Back to projects
        </Link>
        {/* Only the owner still reaches a project the team hid: tell them why. */}
        {isOwner && project.hiddenAt && <HiddenNotice kind="project" reason={project.hiddenReason} />}
        {isOwner && project.status === 'draft' && <Alert type="info" showIcon title="Draft project" description={DRAFT_BANNER} className="hh-draft-banner" />}
        {limitMessage && <PlanLimitAlert message={limitMessage} />}
        {!isOwner && Boolean(project.hiddenFields?.length) && (
          <Alert
            type="info"
            showIcon
            className="hh-draft-banner"
            title="Some details are confidential"
            description={
              <>
                The owner shares them with partners who sign the project&apos;s NDA. A partner of this project?{' '}
                <Link to={sharedProjectPath(project.id)}>Open the partner page to read and sign it.</Link>
              </>
            }
          />
        )}
        <Tabs
          activeKey={tab}
          onChange={setTab}
          items={[
            { key: 'overview', label: 'Overview', children: overview },
            { key: 'connections', label: `Connections (${project.connectionCount})`, children: connections },
            { key: 'messages', label: 'Messages', children: messages },
            // Cost figures are the owner's business: only they see the saved AI results.
            ...(isOwner ? [{ key: 'estimates', label: 'Estimates', children: <ProjectEstimates projectId={project.id} /> }] : []),
            ...(isOwner && user ? [{ key: 'files', label: 'Files', children: <ProjectFilesTab projectId={project.id} viewerId={user.id} isOwner /> }] : []),
            ...(isOwner ? [{ key: 'nda', label: 'NDA', children: <ProjectNdaTab projectId={project.id} /> }] : []),
            ...(isOwner ? [{ key: 'rfqs', label: 'Requests for quote', children: <ProjectRfqsTab projectId={project.id} /> }] : []),
          ]}
        />
      </PageContainer>
    </>
  );
}
