import { CloseOutlined, SaveOutlined } from '@ant-design/icons';
import { Card, Col, Form, Row } from 'antd';
import { editProjectFormSchema } from '#shared/schemas/project-schemas.ts';
import { useFormik } from 'formik';
import { toFormikValidationSchema } from 'zod-formik-adapter';
import { errorMessage, isApiError } from '../../lib/api/api-error.ts';
import { applyServerFieldErrors } from '../../ui/formik-feedback.ts';
import { FormButtons } from '../../ui/form-buttons.tsx';
import { useToast } from '../../ui/use-toast.ts';
import { BudgetTimelineFields, NameAndDescriptionFields, RequirementsField, StageField, TagsField } from './project-fields.tsx';
import type { ProjectFormState } from './project-form-values.ts';
import { projectToForm, toUpdatePayload } from './project-form-values.ts';
import type { Project } from './project-types.ts';
import { useUpdateProjectMutation } from './projects-api.ts';

const validationSchema = toFormikValidationSchema(editProjectFormSchema);

/** `/projects/{id}?edit=true`: the project's fields edited in place, same rules as the wizard. */
export function ProjectEditForm({ project, onDone }: { project: Project; onDone: () => void }) {
  const [updateProject, { isLoading }] = useUpdateProjectMutation();
  const toast = useToast();
  const formik = useFormik<ProjectFormState>({
    initialValues: projectToForm(project),
    validationSchema,
    onSubmit: async (values) => {
      const changes = toUpdatePayload(project, values);
      if (!Object.keys(changes).length) {
        toast.info('No changes', 'There was nothing to save.');
        onDone();
        return;
      }
      try {
        await updateProject({ id: project.id, changes }).unwrap();
        toast.success('Project Updated', 'Your changes have been saved.');
        onDone();
      } catch (error) {
        toast.error('Error', `Failed to update project: ${errorMessage(error, 'Please try again.')}`);
        if (isApiError(error)) applyServerFieldErrors(formik, error.fieldErrors);
      }
    },
  });

  return (
    <Card title="Edit Project" variant="outlined" className="hh-edit-card">
      <Form layout="vertical" requiredMark={false} noValidate onFinish={() => void formik.submitForm()}>
        <NameAndDescriptionFields formik={formik} idPrefix="edit" />
        <StageField formik={formik} idPrefix="edit" />
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <BudgetTimelineFields formik={formik} idPrefix="edit" />
          </Col>
          <Col xs={24} md={12}>
            <TagsField formik={formik} idPrefix="edit" />
          </Col>
        </Row>
        <RequirementsField formik={formik} idPrefix="edit" />
        <FormButtons loading={isLoading} onCancel={onDone} okText="Save Changes" okIcon={<SaveOutlined />} cancelIcon={<CloseOutlined />} wrap />
      </Form>
    </Card>
  );
}
