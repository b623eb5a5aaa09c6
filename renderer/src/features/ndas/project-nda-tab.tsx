import { SaveOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Checkbox, Empty, Flex, Form, Input, Skeleton, Switch, Table, Tag, Typography } from 'antd';
import {
  CONFIDENTIAL_FIELD_LABELS, CONFIDENTIAL_PROJECT_FIELDS, ndaVersionInputSchema, NDA_MESSAGES, NDA_TEXT_MAX,
  type ConfidentialProjectField, type NdaSettingsInput, type NdaSignature, type ProjectNda,
} from '#shared/schemas/nda-schemas.ts';
import { useFormik } from 'formik';
import { toFormikValidationSchema } from 'zod-formik-adapter';
import { errorMessage, isApiError } from '../../lib/api/api-error.ts';
import { applyServerFieldErrors, fieldFeedback } from '../../ui/formik-feedback.ts';
import { formatLongDate } from '../../ui/long-date.ts';
import { useToast } from '../../ui/use-toast.ts';
import { NdaText } from './nda-text.tsx';
import { useGetProjectNdaQuery, useSaveNdaVersionMutation, useUpdateNdaSettingsMutation } from './ndas-api.ts';
import { SignatureDownloadButton } from './signature-download-button.tsx';
import { utcTime } from './utc-time.ts';
import './ndas.css';

const versionSchema = toFormikValidationSchema(ndaVersionInputSchema);
export const REQUIRE_LABEL = 'Require partners to sign an NDA';

/**
 * The owner's NDA tab: whether partners must sign, which fields it covers, the text (HardwareHub's
 * mutual template to start from; every save is a new version), the versions saved and who signed which.
 */
export function ProjectNdaTab({ projectId }: { projectId: number }) {
  const { data, isLoading, isError, error } = useGetProjectNdaQuery(projectId);
  if (isError) return <Alert type="error" showIcon title="Unable to load the NDA" description={errorMessage(error, 'Please try again.')} />;
  if (isLoading || !data) return <Skeleton active paragraph={{ rows: 6 }} />;
  return (
    <Flex vertical gap={24}>
      <NdaSettingsCard nda={data} />
      <NdaEditorCard nda={data} />
      <SignaturesCard nda={data} />
      <VersionsCard nda={data} />
    </Flex>
  );
}

function NdaSettingsCard({ nda }: { nda: ProjectNda }) {
  const [update, { isLoading }] = useUpdateNdaSettingsMutation();
  const toast = useToast();
  const save = async (changes: NdaSettingsInput, done: string) => {
    try {
      await update({ id: nda.projectId, changes }).unwrap();
      toast.success('NDA updated', done);
    } catch (error) {
      toast.error('Could not update the NDA', errorMessage(error, 'Please try again.'));
    }
  };
  const noVersion = !nda.versions.length;
  const unsigned = nda.partners.filter((partner) => partner.signedVersion === null).length;
  return (
    <Card title="NDA first" variant="outlined">
      <Flex vertical gap={16}>
        <Flex gap={12} align="center">
          <Switch
            id="nda-required"
            checked={nda.required}
            loading={isLoading}
            disabled={noVersion && !nda.required}
            onChange={(required) =>
              void save({ required }, required ? 'Partners must now sign the NDA before they see the files and confidential fields.' : 'Partners no longer need to sign an NDA.')
            }
          />
          <label htmlFor="nda-required">{REQUIRE_LABEL}</label>
        </Flex>
        {noVersion && <Typography.Text type="secondary">{NDA_MESSAGES.noVersion}</Typography.Text>}
        {nda.required && (
          <Typography.Text type="secondary">
            {unsigned ? `${unsigned} of ${nda.partners.length} partners have not signed yet: they see neither the files nor the fields below.` : 'Every partner has signed.'}
          </Typography.Text>
        )}
        <div>
          <Typography.Text strong id="nda-fields-label">
            Confidential fields (hidden from partners until they sign)
          </Typography.Text>
          <Checkbox.Group
            aria-labelledby="nda-fields-label"
            className="hh-nda-fields"
            value={nda.confidentialFields}
            disabled={isLoading}
            options={CONFIDENTIAL_PROJECT_FIELDS.map((field) => ({ value: field, label: CONFIDENTIAL_FIELD_LABELS[field] }))}
            onChange={(fields) => void save({ confidentialFields: fields as ConfidentialProjectField[] }, 'The confidential fields were saved.')}
          />
          <Typography.Text type="secondary" className="hh-small hh-block">
            The project&apos;s files are always covered. Name, stage and tags stay visible so partners know what they are signing for.
          </Typography.Text>
        </div>
      </Flex>
    </Card>
  );
}

function NdaEditorCard({ nda }: { nda: ProjectNda }) {
  const [saveVersion, { isLoading }] = useSaveNdaVersionMutation();
  const toast = useToast();
  const latest = nda.versions[0];
  const formik = useFormik({
    initialValues: { text: latest?.text ?? nda.template },
    enableReinitialize: true,
    validationSchema: versionSchema,
    onSubmit: async ({ text }) => {
      try {
        const saved = await saveVersion({ id: nda.projectId, text }).unwrap();
        toast.success('NDA saved', `Version ${saved.number} is what partners sign from now on.`);
      } catch (error) {
        if (isApiError(error) && applyServerFieldErrors(formik, error.fieldErrors)) return;
        toast.error('Could not save the NDA', errorMessage(error, 'Please try again.'));
      }
    },
  });
  return (
    <Card title={latest ? `NDA text (version ${latest.number})` : 'NDA text'} variant="outlined">
      {!latest && (
        <Alert
          type="info"
          showIcon
          className="hh-nda-banner"
          title="HardwareHub's mutual NDA template"
          description="Start from this template: fill in the governing law and anything else that fits your project, then save it as version 1."
        />
      )}
      <Form layout="vertical" requiredMark={false} noValidate onFinish={() => void formik.submitForm()} className="hh-nda-editor">
        <Form.Item label="Agreement text" htmlFor="nda-text" {...fieldFeedback(formik, 'text')} extra="Saving creates a new version; earlier versions and their signatures are kept.">
          <Input.TextArea id="nda-text" name="text" value={formik.values.text} onChange={formik.handleChange} onBlur={formik.handleBlur} autoSize={{ minRows: 12, maxRows: 30 }} maxLength={NDA_TEXT_MAX} />
        </Form.Item>
        <Button type="primary" htmlType="submit" icon={<SaveOutlined />} loading={isLoading} disabled={Boolean(latest) && formik.values.text === latest?.text}>
          Save as new version
        </Button>
      </Form>
    </Card>
  );
}

function SignaturesCard({ nda }: { nda: ProjectNda }) {
  const pending = nda.partners.filter((partner) => partner.signedVersion === null);
  return (
    <Card title="Signatures" variant="outlined">
      <Table<NdaSignature>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={nda.signatures}
        scroll={{ x: true }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No partner has signed yet." /> }}
        columns={[
          { key: 'who', title: 'Partner', render: (_, signature) => signature.signer.fullName },
          { key: 'version', title: 'Version', render: (_, signature) => <Tag>v{signature.versionNumber}</Tag> },
          { key: 'when', title: 'Signed', render: (_, signature) => utcTime(signature.signedAt) },
          { key: 'typed', title: 'Typed name', dataIndex: 'typedName' },
          { key: 'ip', title: 'IP address', dataIndex: 'ip' },
          { key: 'pdf', title: 'PDF', render: (_, signature) => <SignatureDownloadButton signatureId={signature.id} size="small" label="Download" /> },
        ]}
      />
      {nda.required && pending.length > 0 && (
        <Typography.Paragraph type="secondary" className="hh-flush hh-small hh-nda-pending">
          Not signed yet: {pending.map((partner) => partner.fullName).join(', ')}
        </Typography.Paragraph>
      )}
    </Card>
  );
}

function VersionsCard({ nda }: { nda: ProjectNda }) {
  if (!nda.versions.length) return null;
  const signers = (versionId: number) => nda.signatures.filter((signature) => signature.versionId === versionId).length;
  return (
    <Card title="Version history" variant="outlined">
      {/* Plain disclosure elements: each version's text opens under its line. */}
      {nda.versions.map((version, index) => (
        <details key={version.id} className="hh-nda-version">
          <summary>{`Version ${version.number}${index === 0 ? ' (current)' : ''} · ${formatLongDate(version.createdAt)} · signed by ${signers(version.id)}`}</summary>
          <NdaText version={version} />
        </details>
      ))}
    </Card>
  );
}
