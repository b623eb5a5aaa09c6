import { EditOutlined } from '@ant-design/icons';
import { Button, Form, Input, Typography } from 'antd';
import { normalizeSignerName, signNdaFormSchema, type NdaVersion, type SignNdaFormValues } from '#shared/schemas/nda-schemas.ts';
import { useFormik } from 'formik';
import { useMemo } from 'react';
import { toFormikValidationSchema } from 'zod-formik-adapter';
import { errorMessage, isApiError } from '../../lib/api/api-error.ts';
import { applyServerFieldErrors, fieldFeedback } from '../../ui/formik-feedback.ts';
import { useToast } from '../../ui/use-toast.ts';
import { useSignNdaMutation } from './ndas-api.ts';

export const SIGN_LABEL = 'Type your full name to sign';

/**
 * The click-wrap signature: the partner types their account's full name (checked by the shared schema
 * here, and again by the server) and signs the version shown above the form.
 */
export function NdaSignForm({ projectId, version, accountName }: { projectId: number; version: NdaVersion; accountName: string }) {
  const [sign, { isLoading }] = useSignNdaMutation();
  const toast = useToast();
  const validationSchema = useMemo(() => toFormikValidationSchema(signNdaFormSchema(accountName)), [accountName]);
  const formik = useFormik<SignNdaFormValues>({
    initialValues: { fullName: '' },
    validationSchema,
    onSubmit: async ({ fullName }) => {
      try {
        await sign({ id: projectId, versionId: version.id, fullName: normalizeSignerName(fullName) }).unwrap();
        toast.success('NDA signed', 'A signed copy is on its way to you and the project owner by email.');
      } catch (error) {
        if (isApiError(error) && applyServerFieldErrors(formik, error.fieldErrors)) return;
        toast.error('Could not sign the NDA', errorMessage(error, 'Please try again.'));
      }
    },
  });

  return (
    <Form layout="vertical" requiredMark={false} noValidate onFinish={() => void formik.submitForm()} className="hh-nda-sign">
      <Typography.Paragraph type="secondary">
        By typing your full name and clicking Sign you sign version {version.number} of this NDA electronically. We record the time, your IP address, your browser
        and a fingerprint (SHA-256) of the text above, and email a signed PDF to you and the project owner.
      </Typography.Paragraph>
      <Form.Item label={SIGN_LABEL} htmlFor="nda-full-name" {...fieldFeedback(formik, 'fullName')} extra={`As on your account: ${accountName}`}>
        <Input id="nda-full-name" name="fullName" value={formik.values.fullName} onChange={formik.handleChange} onBlur={formik.handleBlur} autoComplete="name" maxLength={120} />
      </Form.Item>
      <Button type="primary" htmlType="submit" icon={<EditOutlined />} loading={isLoading}>
        Sign
      </Button>
    </Form>
  );
}
