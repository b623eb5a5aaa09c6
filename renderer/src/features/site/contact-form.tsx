import { Button, Form, Input, Select } from 'antd';
import { useFormik } from 'formik';
import { useSearchParams } from 'react-router';
import { toFormikValidationSchema } from 'zod-formik-adapter';
import { CONTACT_TOPIC_LABELS, CONTACT_TOPICS, contactMessageSchema, SITE_FORM_MESSAGES, type ContactMessageInput } from '#shared/schemas/site-forms-schemas.ts';
import { useSession } from '../auth/index.ts';
import { fieldFeedback } from '../../ui/formik-feedback.ts';
import { useToast } from '../../ui/use-toast.ts';
import { HoneypotField } from './honeypot-field.tsx';
import { useSendContactMessageMutation } from './site-api.ts';
import { submitSiteForm } from './submit-site-form.ts';

const TOPIC_OPTIONS = CONTACT_TOPICS.map((value) => ({ value, label: CONTACT_TOPIC_LABELS[value] }));
const isTopic = (value: string | null): value is ContactMessageInput['topic'] => (CONTACT_TOPICS as readonly string[]).includes(value ?? '');

/**
 * /contact's form: the spec's rules and messages from the shared schema, sent
 * to POST /api/contact. A signed-in member finds their name and email filled in; `?topic=` presets
 * the topic and `?subject=` the subject. Success: the toast, and the form reset.
 */
export function ContactForm() {
  const { user } = useSession();
  const [search] = useSearchParams();
  const [send, { isLoading }] = useSendContactMessageMutation();
  const toast = useToast();
  const presetTopic = search.get('topic');
  const presetSubject = search.get('subject') ?? '';

  const initialValues: ContactMessageInput = {
    name: user?.fullName ?? '',
    email: user?.email ?? '',
    subject: presetSubject.slice(0, 150),
    topic: (isTopic(presetTopic) ? presetTopic : undefined) as ContactMessageInput['topic'],
    message: '',
    website: '',
  };
  const formik = useFormik<ContactMessageInput>({
    initialValues,
    enableReinitialize: true,
    validationSchema: toFormikValidationSchema(contactMessageSchema),
    onSubmit: (values): Promise<void> =>
      submitSiteForm({
        send: () => send(values).unwrap(),
        formik,
        toast,
        successTitle: SITE_FORM_MESSAGES.contactSentTitle,
        failureTitle: 'Message not sent',
        // A fresh form: the member's name and email stay, the preset subject and topic do not.
        resetTo: { ...initialValues, subject: '', topic: undefined as unknown as ContactMessageInput['topic'] },
      }),
  });
  const field = (name: keyof ContactMessageInput) => fieldFeedback(formik, name);

  return (
    <form onSubmit={formik.handleSubmit} noValidate aria-label="Contact form">
      <Form layout="vertical" component="div" requiredMark="optional">
        <div className="hh-form-grid">
          <Form.Item label="Name" htmlFor="contact-name" required {...field('name')}>
            <Input id="contact-name" name="name" autoComplete="name" value={formik.values.name} onChange={formik.handleChange} onBlur={formik.handleBlur} />
          </Form.Item>
          <Form.Item label="Email" htmlFor="contact-email" required {...field('email')}>
            <Input id="contact-email" name="email" type="email" autoComplete="email" value={formik.values.email} onChange={formik.handleChange} onBlur={formik.handleBlur} />
          </Form.Item>
        </div>
        <div className="hh-form-grid">
          <Form.Item label="Subject" htmlFor="contact-subject" required {...field('subject')}>
            <Input id="contact-subject" name="subject" value={formik.values.subject} onChange={formik.handleChange} onBlur={formik.handleBlur} />
          </Form.Item>
          <Form.Item label="Topic" htmlFor="contact-topic" required {...field('topic')}>
            <Select
              id="contact-topic"
              placeholder="Select a topic"
              options={TOPIC_OPTIONS}
              value={formik.values.topic}
              onChange={(value) => void formik.setFieldValue('topic', value)}
              onBlur={() => void formik.setFieldTouched('topic', true)}
            />
          </Form.Item>
        </div>
        <Form.Item label="Message" htmlFor="contact-message" required {...field('message')}>
          <Input.TextArea id="contact-message" name="message" rows={6} showCount maxLength={500} value={formik.values.message} onChange={formik.handleChange} onBlur={formik.handleBlur} />
        </Form.Item>
        <HoneypotField value={formik.values.website ?? ''} onChange={(value) => void formik.setFieldValue('website', value)} />
        <Button type="primary" htmlType="submit" size="large" loading={isLoading}>
          {isLoading ? 'Sending...' : 'Send Message'}
        </Button>
      </Form>
    </form>
  );
}
