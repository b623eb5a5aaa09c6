import { Button, Form, Input } from 'antd';
import { useFormik } from 'formik';
import { toFormikValidationSchema } from 'zod-formik-adapter';
import { eventSubmissionSchema, SITE_FORM_MESSAGES, type EventSubmissionInput } from '#shared/schemas/site-forms-schemas.ts';
import { fieldFeedback } from '../../ui/formik-feedback.ts';
import { useToast } from '../../ui/use-toast.ts';
import { useSession } from '../auth/index.ts';
import { HoneypotField } from './honeypot-field.tsx';
import { useSubmitEventMutation } from './site-api.ts';
import { submitSiteForm } from './submit-site-form.ts';

type TextField = Exclude<keyof EventSubmissionInput, 'description' | 'website'>;

/**
 * 'Submit Your Event': an organiser proposes an event (title, date, location, link, their name and
 * email, a description); it reaches the team's inbox, who reply by email. `onSent` after success.
 */
export function EventSubmissionForm({ onSent }: { onSent?: () => void }) {
  const { user } = useSession();
  const [submit, { isLoading }] = useSubmitEventMutation();
  const toast = useToast();
  const initialValues: EventSubmissionInput = { name: user?.fullName ?? '', email: user?.email ?? '', title: '', date: '', location: '', link: '', description: '', website: '' };
  const formik = useFormik<EventSubmissionInput>({
    initialValues,
    enableReinitialize: true,
    validationSchema: toFormikValidationSchema(eventSubmissionSchema),
    onSubmit: (values): Promise<void> =>
      submitSiteForm({ send: () => submit(values).unwrap(), formik, toast, successTitle: SITE_FORM_MESSAGES.eventSubmittedTitle, failureTitle: 'Event not sent', resetTo: initialValues, onSent }),
  });
  const field = (name: keyof EventSubmissionInput) => fieldFeedback(formik, name);
  const text = (name: TextField, label: string, props: Record<string, string> = {}, required = true) => (
    <Form.Item label={label} htmlFor={`event-submission-${name}`} required={required} {...field(name)}>
      <Input id={`event-submission-${name}`} name={name} value={formik.values[name] ?? ''} onChange={formik.handleChange} onBlur={formik.handleBlur} {...props} />
    </Form.Item>
  );

  return (
    <form onSubmit={formik.handleSubmit} noValidate aria-label="Submit your event">
      <Form layout="vertical" component="div" requiredMark="optional">
        {text('title', 'Event title')}
        <div className="hh-form-grid">
          {text('date', 'Date', { type: 'date' })}
          {text('location', 'Location', { placeholder: 'City and venue, or Online' })}
        </div>
        {text('link', 'Event link', { type: 'url', inputMode: 'url', placeholder: 'https://' }, false)}
        <div className="hh-form-grid">
          {text('name', 'Your name', { autoComplete: 'name' })}
          {text('email', 'Organiser email', { type: 'email', autoComplete: 'email' })}
        </div>
        <Form.Item label="Description" htmlFor="event-submission-description" required {...field('description')}>
          <Input.TextArea
            id="event-submission-description"
            name="description"
            rows={5}
            showCount
            maxLength={1000}
            placeholder="What happens, who it is for, the price..."
            value={formik.values.description}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
          />
        </Form.Item>
        <HoneypotField value={formik.values.website ?? ''} onChange={(value) => void formik.setFieldValue('website', value)} />
        <Button type="primary" htmlType="submit" block loading={isLoading}>
          {isLoading ? 'Submitting...' : 'Submit event'}
        </Button>
      </Form>
    </form>
  );
}
