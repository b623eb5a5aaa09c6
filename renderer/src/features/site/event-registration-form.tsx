import { Button, Form, Input, Result } from 'antd';
import { useFormik } from 'formik';
import { useState } from 'react';
import { toFormikValidationSchema } from 'zod-formik-adapter';
import type { CalendarEvent } from '#shared/calendar/event-calendar-file.ts';
import { eventRegistrationSchema, SITE_FORM_MESSAGES, type EventRegistrationInput } from '#shared/schemas/site-forms-schemas.ts';
import { errorMessage, isApiError } from '../../lib/api/api-error.ts';
import { applyServerFieldErrors, fieldFeedback } from '../../ui/formik-feedback.ts';
import { useToast } from '../../ui/use-toast.ts';
import { useSession } from '../auth/index.ts';
import { CalendarLink } from './calendar-link.tsx';
import { HoneypotField } from './honeypot-field.tsx';
import { useRegisterForEventMutation } from './site-api.ts';

/**
 * Registering for an event: name and email (a signed-in member's filled in), sent to the server,
 * which stores the registration and mails the confirmation with the calendar file. Success is shown
 * in place, with a link to the same calendar file.
 */
export function EventRegistrationForm({ event }: { event: CalendarEvent }) {
  const { user } = useSession();
  const [register, { isLoading }] = useRegisterForEventMutation();
  const toast = useToast();
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const formik = useFormik<EventRegistrationInput>({
    initialValues: { name: user?.fullName ?? '', email: user?.email ?? '', website: '' },
    enableReinitialize: true,
    validationSchema: toFormikValidationSchema(eventRegistrationSchema),
    onSubmit: async (values) => {
      try {
        setConfirmation((await register({ slug: event.slug, body: values }).unwrap()).message);
      } catch (error) {
        if (!(isApiError(error) && applyServerFieldErrors(formik, error.fieldErrors))) toast.error('Registration failed', errorMessage(error, 'Please try again.'));
      }
    },
  });

  if (confirmation) {
    return (
      <Result
        status="success"
        title={SITE_FORM_MESSAGES.eventRegisteredTitle}
        subTitle={confirmation}
        extra={<CalendarLink slug={event.slug} />}
      />
    );
  }

  const field = (name: keyof EventRegistrationInput) => fieldFeedback(formik, name);
  const id = (name: string) => `register-${event.slug}-${name}`;
  return (
    <form onSubmit={formik.handleSubmit} noValidate aria-label={`Register for ${event.title}`}>
      <Form layout="vertical" component="div" requiredMark="optional">
        <Form.Item label="Name" htmlFor={id('name')} required {...field('name')}>
          <Input id={id('name')} name="name" autoComplete="name" value={formik.values.name} onChange={formik.handleChange} onBlur={formik.handleBlur} />
        </Form.Item>
        <Form.Item label="Email" htmlFor={id('email')} required extra="The confirmation and the calendar file go to this address." {...field('email')}>
          <Input id={id('email')} name="email" type="email" autoComplete="email" value={formik.values.email} onChange={formik.handleChange} onBlur={formik.handleBlur} />
        </Form.Item>
        <HoneypotField value={formik.values.website ?? ''} onChange={(value) => void formik.setFieldValue('website', value)} />
        <Button type="primary" htmlType="submit" block loading={isLoading}>
          {isLoading ? 'Registering...' : 'Register'}
        </Button>
      </Form>
    </form>
  );
}
