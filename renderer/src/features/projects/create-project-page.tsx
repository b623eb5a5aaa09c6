import { ArrowLeftOutlined, ArrowRightOutlined, RocketOutlined, SaveOutlined } from '@ant-design/icons';
import { Badge, Button, Card, Checkbox, Descriptions, Flex, Form, Tabs, Tag, Typography } from 'antd';
import { createProjectFormSchema, PROJECT_STAGE_LABELS } from '#shared/schemas/project-schemas.ts';
import { useFormik } from 'formik';
import type { ReactNode } from 'react';
import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toFormikValidationSchema } from 'zod-formik-adapter';
import { isApiError } from '../../lib/api/api-error.ts';
import { applyServerFieldErrors, fieldFeedback } from '../../ui/formik-feedback.ts';
import { PageContainer } from '../../ui/page-container.tsx';
import { useIsMobile } from '../../ui/use-is-mobile.ts';
import { useToast } from '../../ui/use-toast.ts';
import { PlanLimitAlert } from '../../ui/plan-limit-alert.tsx';
import { useProjectErrorToast } from './use-project-error-toast.tsx';
import { BudgetTimelineFields, NameAndDescriptionFields, RequirementsField, StageField, TagsField } from './project-fields.tsx';
import type { WizardFormState } from './project-form-values.ts';
import { emptyProjectForm, toCreatePayload } from './project-form-values.ts';
import type { CreationStatus } from './project-types.ts';
import { useCreateProjectMutation } from './projects-api.ts';
import '../../ui/review.css';
import './projects.css';

const STEPS = [
  { key: 'basic', label: 'Basic Info', fields: ['name', 'description', 'stage'] },
  { key: 'details', label: 'Details', fields: ['budget', 'timeline', 'tags'] },
  { key: 'requirements', label: 'Requirements', fields: ['requirements'] },
  { key: 'review', label: 'Review', fields: ['terms'] },
] as const;
type StepKey = (typeof STEPS)[number]['key'];

const validationSchema = toFormikValidationSchema(createProjectFormSchema);
const notGiven = <Typography.Text type="secondary">Not specified</Typography.Text>;

/** /projects/create: the four-step wizard, checked with the create-project rules. */
export function CreateProjectPage() {
  const [step, setStep] = useState<StepKey>('basic');
  const [limitMessage, setLimitMessage] = useState<string | null>(null);
  const statusRef = useRef<CreationStatus>('draft');
  const [createProject, { isLoading, originalArgs }] = useCreateProjectMutation();
  const navigate = useNavigate();
  const toast = useToast();
  const showError = useProjectErrorToast();
  const isMobile = useIsMobile();

  const formik = useFormik<WizardFormState>({
    initialValues: emptyProjectForm(),
    validationSchema,
    onSubmit: async (values) => {
      setLimitMessage(null);
      try {
        const project = await createProject(toCreatePayload(values, statusRef.current)).unwrap();
        toast.success('Project Created', `"${project.name}" was created as ${project.status === 'active' ? 'an active project' : 'a draft'}.`);
        void navigate(`/projects/${project.id}`);
      } catch (error) {
        setLimitMessage(showError('Failed to create project', error));
        if (isApiError(error) && applyServerFieldErrors(formik, error.fieldErrors)) showFirstError(error.fieldErrors ?? {});
      }
    },
  });

  const stepErrors = (key: StepKey) => STEPS.find((s) => s.key === key)!.fields.filter((field) => field in formik.errors).length;
  const showFirstError = (errors: object) => {
    const first = STEPS.find((s) => s.fields.some((field) => field in errors));
    if (first) setStep(first.key);
  };

  const submitAs = async (status: CreationStatus) => {
    statusRef.current = status;
    const errors = await formik.validateForm();
    if (Object.keys(errors).length) {
      // Shows every message (submitCount > 0) and opens the first step that needs attention.
      void formik.submitForm();
      showFirstError(errors);
      return;
    }
    await formik.submitForm();
  };

  const index = STEPS.findIndex((s) => s.key === step);
  const v = formik.values;
  const pending = (status: CreationStatus) => isLoading && originalArgs?.status === status;

  const panes: Record<StepKey, ReactNode> = {
    basic: (
      <>
        <NameAndDescriptionFields formik={formik} idPrefix="project" />
        <StageField formik={formik} idPrefix="project" />
      </>
    ),
    details: (
      <>
        <BudgetTimelineFields formik={formik} idPrefix="project" />
        <TagsField formik={formik} idPrefix="project" />
      </>
    ),
    requirements: <RequirementsField formik={formik} idPrefix="project" />,
    review: (
      <>
        <Descriptions
          bordered
          size="small"
          column={1}
          className="hh-review"
          items={[
            { key: 'name', label: 'Project name', children: v.name.trim() || notGiven },
            { key: 'description', label: 'Description', children: v.description.trim() ? <span className="hh-pre-line">{v.description.trim()}</span> : notGiven },
            { key: 'stage', label: 'Stage', children: v.stage ? PROJECT_STAGE_LABELS[v.stage] : notGiven },
            { key: 'budget', label: 'Budget', children: v.budget.trim() || notGiven },
            { key: 'timeline', label: 'Timeline', children: v.timeline.trim() || notGiven },
            { key: 'tags', label: 'Tags', children: v.tags.length ? v.tags.map((tag) => <Tag key={tag}>{tag}</Tag>) : notGiven },
            { key: 'requirements', label: 'Requirements', children: v.requirements.trim() ? <span className="hh-pre-line">{v.requirements.trim()}</span> : notGiven },
          ]}
        />
        <Typography.Paragraph type="secondary" className="hh-review__note">
          Save as a draft to keep it private while you polish it, or create and activate it to make it visible to potential partners.
        </Typography.Paragraph>
        <Form.Item {...fieldFeedback(formik, 'terms')}>
          <Checkbox id="project-terms" checked={v.terms} onChange={(event) => void formik.setFieldValue('terms', event.target.checked)}>
            I agree to the <Link to="/terms" target="_blank">terms and conditions</Link> and confirm that I may share this project information.
          </Checkbox>
        </Form.Item>
        {limitMessage && <PlanLimitAlert message={limitMessage} />}
      </>
    ),
  };

  return (
    <PageContainer title="Create a New Project" subtitle="Describe your hardware project so the right partners can find you.">
      <Card variant="outlined" className="hh-wizard">
        <Form layout="vertical" component="div" requiredMark={false}>
          <Tabs
            activeKey={step}
            onChange={(key) => setStep(key as StepKey)}
            size={isMobile ? 'small' : 'middle'}
            tabBarGutter={isMobile ? 16 : undefined}
            items={STEPS.map((s) => ({
              key: s.key,
              label: (
                <Badge dot={formik.submitCount > 0 && stepErrors(s.key) > 0} offset={[6, 0]}>
                  <span>{s.label}</span>
                </Badge>
              ),
              children: <div className="hh-wizard__pane">{panes[s.key]}</div>,
            }))}
          />
          <Flex justify="space-between" gap={12} wrap className="hh-wizard__nav">
            <Button icon={<ArrowLeftOutlined />} disabled={index === 0} onClick={() => setStep(STEPS[Math.max(0, index - 1)]!.key)}>
              Previous
            </Button>
            {step === 'review' ? (
              <Flex gap={8} wrap>
                <Button icon={<SaveOutlined />} loading={pending('draft')} disabled={isLoading} onClick={() => void submitAs('draft')}>
                  Save as Draft
                </Button>
                <Button type="primary" icon={<RocketOutlined />} loading={pending('active')} disabled={isLoading} onClick={() => void submitAs('active')}>
                  Create &amp; Activate
                </Button>
              </Flex>
            ) : (
              <Button type="primary" onClick={() => setStep(STEPS[Math.min(STEPS.length - 1, index + 1)]!.key)}>
                Next <ArrowRightOutlined />
              </Button>
            )}
          </Flex>
        </Form>
      </Card>
    </PageContainer>
  );
}
