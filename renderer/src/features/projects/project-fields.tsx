import { Form, Input, Radio } from 'antd';
import { addProjectTag, DUPLICATE_TAG_TITLE, PROJECT_STAGES, SUGGESTED_PROJECT_TAGS } from '#shared/schemas/project-schemas.ts';
import type { FormikProps } from 'formik';
import { fieldFeedback } from '../../ui/formik-feedback.ts';
import { TagInput } from '../../ui/tag-input.tsx';
import { useToast } from '../../ui/use-toast.ts';
import type { ProjectFormState } from './project-form-values.ts';
import './projects.css';

/**
 * The project fields shared by the create wizard and the in-place edit form, one group per wizard
 * step, all driven by one Formik instance validated with the shared schema.
 */
type Props<V extends ProjectFormState> = { formik: FormikProps<V>; idPrefix: string };

export function NameAndDescriptionFields<V extends ProjectFormState>({ formik, idPrefix }: Props<V>) {
  return (
    <>
      <Form.Item label="Project name" htmlFor={`${idPrefix}-name`} required {...fieldFeedback(formik, 'name')}>
        <Input id={`${idPrefix}-name`} name="name" value={formik.values.name} onChange={formik.handleChange} onBlur={formik.handleBlur} placeholder="e.g. Smart Home Energy Monitor" maxLength={120} />
      </Form.Item>
      <Form.Item label="Description" htmlFor={`${idPrefix}-description`} required {...fieldFeedback(formik, 'description')} extra="What are you building, for whom, and what help do you need?">
        <Input.TextArea
          id={`${idPrefix}-description`}
          name="description"
          value={formik.values.description}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
          autoSize={{ minRows: 4, maxRows: 10 }}
          placeholder="Describe your hardware project (at least 10 characters)"
        />
      </Form.Item>
    </>
  );
}

export function StageField<V extends ProjectFormState>({ formik, idPrefix }: Props<V>) {
  return (
    <Form.Item label={<span id={`${idPrefix}-stage-label`}>Current stage</span>} {...fieldFeedback(formik, 'stage')}>
      <Radio.Group
        aria-labelledby={`${idPrefix}-stage-label`}
        className="hh-stage-options"
        value={formik.values.stage || undefined}
        onChange={(event) => void formik.setFieldValue('stage', event.target.value)}
        options={PROJECT_STAGES.map((stage) => ({ value: stage.value, label: stage.label }))}
      />
    </Form.Item>
  );
}

export function BudgetTimelineFields<V extends ProjectFormState>({ formik, idPrefix }: Props<V>) {
  return (
    <>
      <Form.Item label="Budget" htmlFor={`${idPrefix}-budget`} {...fieldFeedback(formik, 'budget')} extra="Free text, e.g. '$25,000 - $50,000'">
        <Input id={`${idPrefix}-budget`} name="budget" value={formik.values.budget} onChange={formik.handleChange} onBlur={formik.handleBlur} placeholder="$25,000 - $50,000" />
      </Form.Item>
      <Form.Item label="Timeline" htmlFor={`${idPrefix}-timeline`} {...fieldFeedback(formik, 'timeline')} extra="Free text, e.g. '6 months' or 'Q3 2026'">
        <Input id={`${idPrefix}-timeline`} name="timeline" value={formik.values.timeline} onChange={formik.handleChange} onBlur={formik.handleBlur} placeholder="6 months" />
      </Form.Item>
    </>
  );
}

export function TagsField<V extends ProjectFormState>({ formik, idPrefix }: Props<V>) {
  const toast = useToast();
  const feedback = fieldFeedback(formik, 'tags');
  return (
    <Form.Item label="Tags" htmlFor={`${idPrefix}-tags`} {...feedback} extra="Type a tag and press Enter, or pick a suggestion.">
      <TagInput
        id={`${idPrefix}-tags`}
        value={formik.values.tags}
        onChange={(tags) => void formik.setFieldValue('tags', tags)}
        add={addProjectTag}
        onRejected={(result) =>
          result.reason === 'duplicate' ? toast.warning(DUPLICATE_TAG_TITLE, result.message) : toast.warning('Tag not added', result.message)
        }
        suggestions={SUGGESTED_PROJECT_TAGS}
        suggestionsLabel="Suggested tags"
        placeholder="Add a tag and press Enter"
        status={feedback.validateStatus}
      />
    </Form.Item>
  );
}

export function RequirementsField<V extends ProjectFormState>({ formik, idPrefix }: Props<V>) {
  return (
    <Form.Item label="Requirements" htmlFor={`${idPrefix}-requirements`} {...fieldFeedback(formik, 'requirements')} extra="Technical specifications, certifications, quantities, materials, the partners you are looking for...">
      <Input.TextArea
        id={`${idPrefix}-requirements`}
        name="requirements"
        value={formik.values.requirements}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
        autoSize={{ minRows: 6, maxRows: 14 }}
        placeholder="e.g. FCC/CE certification, 10k units first run, low-power Bluetooth module"
      />
    </Form.Item>
  );
}
