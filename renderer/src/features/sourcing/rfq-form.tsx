import { PlusOutlined, RocketOutlined, SaveOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Checkbox, Col, DatePicker, Flex, Form, Input, Radio, Row, Select, Typography } from 'antd';
import { skipToken } from '@reduxjs/toolkit/query';
import { PARTNER_REGIONS } from '#shared/constants/locations.ts';
import type { FileView } from '#shared/schemas/file-schemas.ts';
import { INCOTERMS, INCOTERM_LABELS, RFQ_LIMITS, RFQ_VISIBILITIES, RFQ_VISIBILITY_LABELS } from '#shared/schemas/sourcing-schemas.ts';
import { CERTIFICATIONS, type CertificationId } from '#shared/schemas/supplier-profile-schemas.ts';
import dayjs from 'dayjs';
import { useFormik } from 'formik';
import { useRef, useState } from 'react';
import { isApiError } from '../../lib/api/api-error.ts';
import { applyServerFieldErrors, fieldFeedback } from '../../ui/formik-feedback.ts';
import { scrollToFirstError } from '../../ui/scroll-to-first-error.ts';
import { filesApi } from '../files/index.ts';
import { useGetUserProjectsQuery } from '../projects/index.ts';
import { RfqLineFields } from './rfq-line-fields.tsx';
import { emptyLine, validateRfqForm, type RfqFormValues } from './rfq-form-values.ts';

export type RfqSubmitIntent = 'draft' | 'publish';

interface RfqFormProps {
  initialValues: RfqFormValues;
  /** Saves the values; rejects with the API error to place the server's messages under the fields. */
  onSubmit: (values: RfqFormValues, intent: RfqSubmitIntent) => Promise<void>;
  submitting: RfqSubmitIntent | null;
  /** Editing a stored draft: the same form, its project fixed. */
  editing?: boolean;
  /** The stored draft's id, where its lines' files are uploaded; null for a new request. */
  rfqId?: number | null;
  /** The files the stored lines list, to name them. */
  initialFiles?: readonly FileView[];
}

const INCOTERM_OPTIONS = INCOTERMS.map((term) => ({ value: term, label: INCOTERM_LABELS[term] }));
const CERTIFICATION_OPTIONS = CERTIFICATIONS.map((certification) => ({ value: certification.id, label: certification.label }));

/** The request form: details, line items, terms and visibility; saved as a draft or saved and published. */
export function RfqForm({ initialValues, onSubmit, submitting, editing = false, rfqId = null, initialFiles = [] }: RfqFormProps) {
  const [uploadedFiles, setUploadedFiles] = useState<readonly FileView[]>(initialFiles);
  const intentRef = useRef<RfqSubmitIntent>('draft');
  const containerRef = useRef<HTMLDivElement>(null);
  const { data: projects } = useGetUserProjectsQuery();
  const formik = useFormik<RfqFormValues>({
    initialValues,
    validate: validateRfqForm,
    onSubmit: async (values) => {
      try {
        await onSubmit(values, intentRef.current);
      } catch (error) {
        if (isApiError(error)) applyServerFieldErrors(formik, error.fieldErrors);
      }
    },
  });
  const values = formik.values;
  const { data: projectFiles } = filesApi.endpoints.getProjectFiles.useQuery(values.projectId ?? skipToken);

  const submitAs = async (intent: RfqSubmitIntent) => {
    intentRef.current = intent;
    const errors = await formik.validateForm();
    await formik.submitForm();
    if (Object.keys(errors).length) scrollToFirstError(containerRef.current);
  };

  const chooseProject = (projectId: number | null) => {
    void formik.setFieldValue('projectId', projectId);
    // Files belong to the project they were chosen from; an NDA needs a project.
    void formik.setFieldValue('lines', values.lines.map((line) => ({ ...line, fileIds: [] })));
    if (projectId === null) void formik.setFieldValue('ndaRequired', false);
  };

  const feedback = (name: string) => fieldFeedback(formik, name);
  const touch = (name: string) => () => void formik.setFieldTouched(name, true);
  const busy = submitting !== null;

  return (
    <div ref={containerRef}>
    <Form layout="vertical" component="div" requiredMark={false} className="hh-rfq-form">
      <Card variant="outlined" title="Request">
        <Form.Item label="Title" htmlFor="rfq-title" {...feedback('title')}>
          <Input id="rfq-title" value={values.title} maxLength={RFQ_LIMITS.titleMax} placeholder="e.g. Aluminium enclosure, 3 parts" onChange={formik.handleChange('title')} onBlur={touch('title')} />
        </Form.Item>
        <Form.Item label="Description" htmlFor="rfq-description" {...feedback('description')}>
          <Input.TextArea id="rfq-description" value={values.description} rows={4} maxLength={RFQ_LIMITS.descriptionMax} placeholder="What you are making, what matters most (cost, speed, quality) and anything suppliers should know." onChange={formik.handleChange('description')} onBlur={touch('description')} />
        </Form.Item>
        <Form.Item label="Project" htmlFor="rfq-project" {...feedback('projectId')} extra="Optional. Attach the project's files and require its NDA.">
          <Select
            id="rfq-project"
            allowClear
            disabled={editing && initialValues.projectId !== null}
            value={values.projectId ?? undefined}
            onChange={(value: number | undefined) => chooseProject(value ?? null)}
            options={(projects ?? []).map((project) => ({ value: project.id, label: project.name }))}
            placeholder="No project"
            optionFilterProp="label"
            showSearch
          />
        </Form.Item>
      </Card>

      <Card variant="outlined" title="Line items">
        <Flex vertical gap={16}>
          {values.lines.map((line, index) => (
            <RfqLineFields
              key={line.id ?? `new-${index}`}
              formik={formik}
              index={index}
              projectFiles={values.projectId == null ? undefined : (projectFiles?.files ?? [])}
              locked={false}
              rfqId={rfqId}
              uploadedFiles={uploadedFiles}
              onFileUploaded={(file) => setUploadedFiles((files) => (files.some((known) => known.id === file.id) ? files : [...files, file]))}
              onRemove={values.lines.length > 1 ? () => void formik.setFieldValue('lines', values.lines.filter((_, at) => at !== index)) : undefined}
            />
          ))}
          {typeof formik.errors.lines === 'string' && formik.submitCount > 0 && <Alert type="error" showIcon title={formik.errors.lines} />}
          {values.lines.length < RFQ_LIMITS.maxLines && (
            <Button type="dashed" icon={<PlusOutlined />} block onClick={() => void formik.setFieldValue('lines', [...values.lines, emptyLine()])}>
              Add line item
            </Button>
          )}
        </Flex>
      </Card>

      <Card variant="outlined" title="Terms">
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item label="Quote deadline" htmlFor="rfq-deadline" {...feedback('quoteDeadline')}>
              <DatePicker
                id="rfq-deadline"
                className="hh-rfq-date"
                showTime={{ format: 'HH:mm' }}
                format="MMMM D, YYYY HH:mm"
                value={values.quoteDeadline ? dayjs(values.quoteDeadline) : null}
                disabledDate={(date) => date.isBefore(dayjs(), 'day')}
                onChange={(date) => void formik.setFieldValue('quoteDeadline', date ? date.second(0).millisecond(0).toISOString() : '')}
                onBlur={touch('quoteDeadline')}
                placeholder="When quotes are due"
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="Need-by date" htmlFor="rfq-need-by" {...feedback('needByDate')}>
              <DatePicker
                id="rfq-need-by"
                className="hh-rfq-date"
                format="MMMM D, YYYY"
                value={values.needByDate ? dayjs(values.needByDate) : null}
                disabledDate={(date) => date.isBefore(dayjs(), 'day')}
                onChange={(date) => void formik.setFieldValue('needByDate', date ? date.format('YYYY-MM-DD') : '')}
                onBlur={touch('needByDate')}
                placeholder="Optional"
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="Delivery location" htmlFor="rfq-location" {...feedback('deliveryLocation')}>
              <Input id="rfq-location" value={values.deliveryLocation} maxLength={RFQ_LIMITS.deliveryLocationMax} placeholder="e.g. Austin, TX, United States" onChange={formik.handleChange('deliveryLocation')} onBlur={touch('deliveryLocation')} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="Preferred Incoterm" htmlFor="rfq-incoterm" {...feedback('incoterm')}>
              <Select id="rfq-incoterm" allowClear value={values.incoterm || undefined} onChange={(value?: string) => void formik.setFieldValue('incoterm', value ?? '')} options={INCOTERM_OPTIONS} placeholder="No preference" />
            </Form.Item>
          </Col>
        </Row>
        {values.projectId != null && (
          <Form.Item {...feedback('ndaRequired')}>
            <Checkbox id="rfq-nda" checked={values.ndaRequired} onChange={(event) => void formik.setFieldValue('ndaRequired', event.target.checked)}>
              Suppliers must sign the project&apos;s NDA before seeing line details and files
            </Checkbox>
          </Form.Item>
        )}
        <Form.Item label="Who can quote" {...feedback('visibility')}>
          <Radio.Group value={values.visibility} onChange={(event) => void formik.setFieldValue('visibility', event.target.value)}>
            <Flex vertical gap={4}>
              {RFQ_VISIBILITIES.map((visibility) => (
                <Radio key={visibility} value={visibility}>
                  {RFQ_VISIBILITY_LABELS[visibility]}
                </Radio>
              ))}
            </Flex>
          </Radio.Group>
        </Form.Item>
        {values.visibility === 'open' && (
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item label="Suppliers from" htmlFor="rfq-region" {...feedback('openCriteria.region')}>
                <Select
                  id="rfq-region"
                  allowClear
                  value={values.openRegion || undefined}
                  onChange={(value?: string) => void formik.setFieldValue('openRegion', value ?? '')}
                  options={PARTNER_REGIONS.map((region) => ({ value: region, label: region }))}
                  placeholder="Any region"
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item label="Matching suppliers">
                <Checkbox id="rfq-verified-only" checked={values.verifiedOnly} onChange={(event) => void formik.setFieldValue('verifiedOnly', event.target.checked)}>
                  Verified suppliers only
                </Checkbox>
              </Form.Item>
            </Col>
            <Col xs={24}>
              <Form.Item
                label="Required certifications"
                htmlFor="rfq-certifications"
                extra="Only suppliers whose profile shows each of these, approved by the HardwareHub team, match."
                {...feedback('openCriteria.requiredCertifications')}
              >
                <Select
                  id="rfq-certifications"
                  mode="multiple"
                  allowClear
                  value={values.requiredCertifications}
                  onChange={(value: CertificationId[]) => void formik.setFieldValue('requiredCertifications', value)}
                  options={CERTIFICATION_OPTIONS}
                  placeholder="None required"
                />
              </Form.Item>
            </Col>
          </Row>
        )}
      </Card>

      <Flex gap={8} wrap justify="flex-end" className="hh-rfq-form__actions">
        <Button icon={<SaveOutlined />} loading={submitting === 'draft'} disabled={busy} onClick={() => void submitAs('draft')}>
          {editing ? 'Save changes' : 'Save draft'}
        </Button>
        <Button type="primary" icon={<RocketOutlined />} loading={submitting === 'publish'} disabled={busy} onClick={() => void submitAs('publish')}>
          {editing ? 'Save and publish' : 'Publish'}
        </Button>
      </Flex>
      <Typography.Paragraph type="secondary" className="hh-rfq-form__note">
        A draft is visible only to you. Publishing sends the request to the suppliers you invite
        {values.visibility === 'open' ? ' and to matching suppliers' : ''}.
      </Typography.Paragraph>
    </Form>
    </div>
  );
}
