import { DeleteOutlined } from '@ant-design/icons';
import { AutoComplete, Button, Card, Col, Flex, Form, Input, InputNumber, Row, Select, Typography } from 'antd';
import { MANUFACTURING_METHODS, MATERIALS } from '#shared/constants/ai-tools.ts';
import { RFQ_LIMITS } from '#shared/schemas/sourcing-schemas.ts';
import type { FileList, FileView } from '#shared/schemas/file-schemas.ts';
import type { FormikProps } from 'formik';
import { fieldFeedback } from '../../ui/formik-feedback.ts';
import { FileUploadArea } from './file-upload-area.tsx';
import { QuantityBreaksInput } from './quantity-breaks-input.tsx';
import type { RfqFormValues } from './rfq-form-values.ts';

const PROCESS_OPTIONS = MANUFACTURING_METHODS.map((method) => ({ value: method.label }));
const MATERIAL_OPTIONS = MATERIALS.map((material) => ({ value: material.label }));

/** Suggestions narrowed to what was typed; free text stays allowed. */
const matching = (input: string, option?: { value: string }) => option?.value.toLowerCase().includes(input.toLowerCase()) ?? false;

interface RfqLineFieldsProps {
  formik: FormikProps<RfqFormValues>;
  index: number;
  /** The chosen project's files, or undefined when no project is chosen. */
  projectFiles: FileList['files'] | undefined;
  /** Lines of an open request keep their part, quantities and specification (only notes and files change). */
  locked: boolean;
  /** The saved request's id: files are uploaded to it, so a new request offers uploads once saved. */
  rfqId: number | null;
  /** Files uploaded to the request (this session's and those its lines already list), to name them. */
  uploadedFiles: readonly FileView[];
  onFileUploaded: (file: FileView) => void;
  onRemove?: () => void;
}

/** One line item: part, quantity breaks, material, process, tolerances, finish, target price, notes, files. */
export function RfqLineFields({ formik, index, projectFiles, locked, rfqId, uploadedFiles, onFileUploaded, onRemove }: RfqLineFieldsProps) {
  const name = (field: string) => `lines.${index}.${field}`;
  const id = (field: string) => `rfq-line-${index}-${field}`;
  const line = formik.values.lines[index]!;
  const set = (field: string, value: unknown) => void formik.setFieldValue(name(field), value);
  const touch = (field: string) => () => void formik.setFieldTouched(name(field), true);
  const textInput = (field: 'tolerances' | 'finish', max: number, placeholder: string) => (
    <Input id={id(field)} value={line[field]} maxLength={max} disabled={locked} placeholder={placeholder} onChange={(event) => set(field, event.target.value)} onBlur={touch(field)} status={fieldFeedback(formik, name(field)).validateStatus} />
  );

  // The project's files and the request's uploads, each once.
  const options = [...(projectFiles ?? []), ...uploadedFiles.filter((file) => !projectFiles?.some((known) => known.id === file.id))].map((file) => ({ value: file.id, label: file.name }));
  const choice = options.length || line.fileIds.length ? (
    <Select
      id={id('fileIds')}
      mode="multiple"
      value={line.fileIds}
      onChange={(next: number[]) => set('fileIds', next)}
      options={options}
      placeholder={projectFiles ? "Choose from the project's files" : 'Attached files'}
      maxCount={RFQ_LIMITS.maxFilesPerItem}
      optionFilterProp="label"
    />
  ) : (
    <Typography.Text type="secondary" id={id('fileIds')}>
      {projectFiles ? 'This project has no files yet.' : 'Choose a project above to attach its drawings and models to this line.'}
    </Typography.Text>
  );

  return (
    <Card
      size="small"
      className="hh-rfq-line"
      title={`Line ${index + 1}${line.partName.trim() ? `: ${line.partName.trim()}` : ''}`}
      extra={onRemove && (
        <Button type="text" danger icon={<DeleteOutlined />} onClick={onRemove} aria-label={`Remove line ${index + 1}`}>
          Remove
        </Button>
      )}
    >
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item label="Part name" htmlFor={id('partName')} {...fieldFeedback(formik, name('partName'))}>
            <Input id={id('partName')} value={line.partName} maxLength={RFQ_LIMITS.partNameMax} disabled={locked} placeholder="e.g. Enclosure lid" onChange={(event) => set('partName', event.target.value)} onBlur={touch('partName')} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Quantity breaks" htmlFor={id('quantities')} {...fieldFeedback(formik, name('quantities'))} extra={`1 to ${RFQ_LIMITS.maxBreaks} quantities, quoted separately.`}>
            {locked ? (
              <Input id={id('quantities')} value={line.quantities.join(' / ')} disabled />
            ) : (
              <QuantityBreaksInput id={id('quantities')} value={line.quantities} onChange={(next) => set('quantities', next)} onBlur={touch('quantities')} status={fieldFeedback(formik, name('quantities')).validateStatus} />
            )}
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Material" htmlFor={id('material')} {...fieldFeedback(formik, name('material'))}>
            <AutoComplete id={id('material')} value={line.material} options={MATERIAL_OPTIONS} filterOption={matching} disabled={locked} placeholder="Choose or type a material" onChange={(value: string) => set('material', value)} onBlur={touch('material')} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Process" htmlFor={id('process')} {...fieldFeedback(formik, name('process'))}>
            <AutoComplete id={id('process')} value={line.process} options={PROCESS_OPTIONS} filterOption={matching} disabled={locked} placeholder="Choose or type a process" onChange={(value: string) => set('process', value)} onBlur={touch('process')} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item label="Tolerances" htmlFor={id('tolerances')} {...fieldFeedback(formik, name('tolerances'))}>
            {textInput('tolerances', RFQ_LIMITS.tolerancesMax, 'e.g. ±0.05 mm')}
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item label="Finish" htmlFor={id('finish')} {...fieldFeedback(formik, name('finish'))}>
            {textInput('finish', RFQ_LIMITS.finishMax, 'e.g. Anodised black')}
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item label="Target unit price (USD)" htmlFor={id('targetUnitPrice')} {...fieldFeedback(formik, name('targetUnitPrice'))}>
            <InputNumber<number>
              id={id('targetUnitPrice')}
              className="hh-rfq-number"
              value={line.targetUnitPrice}
              min={0}
              step={0.01}
              precision={2}
              prefix="$"
              disabled={locked}
              placeholder="Optional"
              onChange={(value) => set('targetUnitPrice', value ?? null)}
              onBlur={touch('targetUnitPrice')}
            />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item label="Notes" htmlFor={id('notes')} {...fieldFeedback(formik, name('notes'))}>
            <Input.TextArea id={id('notes')} value={line.notes} rows={2} maxLength={RFQ_LIMITS.notesMax} placeholder="Anything the supplier should know about this part" onChange={(event) => set('notes', event.target.value)} onBlur={touch('notes')} />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item label="Files" htmlFor={id('fileIds')} {...fieldFeedback(formik, name('fileIds'))}>
            {rfqId === null ? (
              <Flex vertical gap={8}>
                {choice}
                <Typography.Text type="secondary">Save the draft to upload files from your computer.</Typography.Text>
              </Flex>
            ) : (
              <FileUploadArea
                destination={{ context: 'rfq', rfqId }}
                label={`Upload files for line ${index + 1}`}
                onUploaded={(file) => {
                  onFileUploaded(file);
                  // From the latest values: several uploads may finish before the form re-renders.
                  void formik.setValues((values) => ({
                    ...values,
                    lines: values.lines.map((entry, at) => (at === index && !entry.fileIds.includes(file.id) ? { ...entry, fileIds: [...entry.fileIds, file.id] } : entry)),
                  }));
                }}
              >
                {choice}
              </FileUploadArea>
            )}
          </Form.Item>
        </Col>
      </Row>
    </Card>
  );
}
