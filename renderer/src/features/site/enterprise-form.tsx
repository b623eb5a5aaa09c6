import { Button, Form, Input, Select } from 'antd';
import { useFormik } from 'formik';
import { toFormikValidationSchema } from 'zod-formik-adapter';
import {
  ENTERPRISE_ROLE_LABELS, ENTERPRISE_ROLES, enterpriseRequestSchema, SITE_FORM_MESSAGES, TEAM_SIZES, type EnterpriseRequestInput,
} from '#shared/schemas/site-forms-schemas.ts';
import { useSession } from '../auth/index.ts';
import { fieldFeedback } from '../../ui/formik-feedback.ts';
import { useToast } from '../../ui/use-toast.ts';
import { HoneypotField } from './honeypot-field.tsx';
import { useSendEnterpriseRequestMutation } from './site-api.ts';
import { submitSiteForm } from './submit-site-form.ts';

const ROLE_OPTIONS = ENTERPRISE_ROLES.map((value) => ({ value, label: ENTERPRISE_ROLE_LABELS[value] }));
const TEAM_OPTIONS = TEAM_SIZES.map((value) => ({ value, label: `${value} employees` }));

/** /enterprise's request form, sent to POST /api/enterprise-requests. */
export function EnterpriseForm() {
  const { user } = useSession();
  const [send, { isLoading }] = useSendEnterpriseRequestMutation();
  const toast = useToast();
  const initialValues = {
    name: user?.fullName ?? '',
    email: user?.email ?? '',
    company: user?.companyName ?? '',
    role: undefined,
    teamSize: undefined,
    needs: '',
    phone: '',
    website: '',
  } as unknown as EnterpriseRequestInput;
  const formik = useFormik<EnterpriseRequestInput>({
    initialValues,
    enableReinitialize: true,
    validationSchema: toFormikValidationSchema(enterpriseRequestSchema),
    onSubmit: (values): Promise<void> =>
      submitSiteForm({ send: () => send(values).unwrap(), formik, toast, successTitle: SITE_FORM_MESSAGES.enterpriseSentTitle, failureTitle: 'Request not sent', resetTo: initialValues }),
  });
  const field = (name: keyof EnterpriseRequestInput) => fieldFeedback(formik, name);
  const text = (name: 'name' | 'email' | 'company' | 'phone', label: string, props: Record<string, string> = {}) => (
    <Form.Item label={label} htmlFor={`enterprise-${name}`} required={name !== 'phone'} {...field(name)}>
      <Input id={`enterprise-${name}`} name={name} value={formik.values[name] ?? ''} onChange={formik.handleChange} onBlur={formik.handleBlur} {...props} />
    </Form.Item>
  );

  return (
    <form onSubmit={formik.handleSubmit} noValidate aria-label="Enterprise request form">
      <Form layout="vertical" component="div" requiredMark="optional">
        <div className="hh-form-grid">
          {text('name', 'Full name', { autoComplete: 'name' })}
          {text('email', 'Work email', { type: 'email', autoComplete: 'email' })}
        </div>
        <div className="hh-form-grid">
          {text('company', 'Company', { autoComplete: 'organization' })}
          {text('phone', 'Phone', { type: 'tel', autoComplete: 'tel' })}
        </div>
        <div className="hh-form-grid">
          <Form.Item label="Your role" htmlFor="enterprise-role" required {...field('role')}>
            <Select id="enterprise-role" placeholder="Select your role" options={ROLE_OPTIONS} value={formik.values.role} onChange={(value) => void formik.setFieldValue('role', value)} onBlur={() => void formik.setFieldTouched('role', true)} />
          </Form.Item>
          <Form.Item label="Team size" htmlFor="enterprise-teamSize" required {...field('teamSize')}>
            <Select id="enterprise-teamSize" placeholder="Select your team size" options={TEAM_OPTIONS} value={formik.values.teamSize} onChange={(value) => void formik.setFieldValue('teamSize', value)} onBlur={() => void formik.setFieldTouched('teamSize', true)} />
          </Form.Item>
        </div>
        <Form.Item label="What do you need?" htmlFor="enterprise-needs" required {...field('needs')}>
          <Input.TextArea id="enterprise-needs" name="needs" rows={5} showCount maxLength={500} placeholder="Product lines, regions, the partners you work with today, timelines..." value={formik.values.needs} onChange={formik.handleChange} onBlur={formik.handleBlur} />
        </Form.Item>
        <HoneypotField value={formik.values.website ?? ''} onChange={(value) => void formik.setFieldValue('website', value)} />
        <Button type="primary" htmlType="submit" size="large" loading={isLoading}>
          {isLoading ? 'Submitting...' : 'Request a Consultation'}
        </Button>
      </Form>
    </form>
  );
}
