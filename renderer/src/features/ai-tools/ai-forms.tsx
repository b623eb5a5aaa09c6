import { CalculatorOutlined, CodeSandboxOutlined, ExperimentOutlined, FundOutlined, BulbOutlined, TableOutlined } from '@ant-design/icons';
import { Alert, AutoComplete, Button, Form, Input, InputNumber, Select, Slider } from 'antd';
import {
  MANUFACTURING_METHOD_LABELS, MANUFACTURING_METHODS, MATERIAL_LABELS, materialsForMethod, methodTakes, PRODUCT_TYPE_SUGGESTIONS, PRODUCTION_VOLUME,
  PROTOTYPE_COMPLEXITY, PROTOTYPE_QUANTITY, type ManufacturingMethodId, type MaterialId,
} from '#shared/constants/ai-tools.ts';
import {
  AI_MESSAGES, costEstimationRequestSchema, designRecommendationsRequestSchema, feasibilityRequestSchema, quickPrototypeRequestSchema,
  type CostGeometry,
} from '#shared/schemas/ai-schemas.ts';
import { useFormik, type FormikProps } from 'formik';
import { useState, type ReactNode } from 'react';
import type { ZodType } from 'zod';
import { toFormikValidationSchema } from 'zod-formik-adapter';
import { fieldFeedback } from '../../ui/formik-feedback.ts';
import { useToast } from '../../ui/use-toast.ts';

export interface DesignValues {
  specifications: string;
  projectContext: string;
  constraints: string;
}
export interface FeasibilityValues {
  designDescription: string;
  manufacturingMethod: ManufacturingMethodId | undefined;
  volume: number | null;
}
export interface CostValues {
  designDetails: string;
  materials: MaterialId[];
  manufacturingMethod: ManufacturingMethodId | undefined;
  volume: number | null;
  /** A 3D model's measurements (and its file's name) when the estimate starts from a model: sent with the request. */
  geometry?: CostGeometry;
  sourceFileName?: string;
  /** A CSV or Excel bill of materials from the member's files: the estimate prices each of its lines. */
  bomFileId?: number;
  bomFileName?: string;
}
export interface QuickValues {
  productType: string;
  components: string;
  complexity: number;
  quantity: number | null;
}

export const EMPTY_DESIGN: DesignValues = { specifications: '', projectContext: '', constraints: '' };
export const EMPTY_FEASIBILITY: FeasibilityValues = { designDescription: '', manufacturingMethod: undefined, volume: null };
export const EMPTY_COST: CostValues = { designDetails: '', materials: [], manufacturingMethod: undefined, volume: null };
export const EMPTY_QUICK: QuickValues = { productType: '', components: '', complexity: PROTOTYPE_COMPLEXITY.default, quantity: PROTOTYPE_QUANTITY.default };

interface AiFormProps<Values> {
  initialValues: Values;
  /** Called with values the shared schema accepted; the page sends them and shows the answer. */
  onSubmit: (values: Values) => Promise<void>;
  loading: boolean;
}

/**
 * Formik over the API's own request schema. An incomplete form is not sent: the fields show the
 * spec's messages and a 'Missing information' toast says what to add.
 */
function useAiForm<Values extends object>(schema: ZodType, { initialValues, onSubmit }: AiFormProps<Values>) {
  const toast = useToast();
  const formik = useFormik<Values>({ initialValues, validationSchema: toFormikValidationSchema(schema), onSubmit });
  const submit = async () => {
    const errors = await formik.validateForm();
    const first = Object.values(errors).find((message): message is string => typeof message === 'string');
    if (first) toast.error(AI_MESSAGES.missingInformation, first);
    await formik.submitForm();
  };
  return { formik, submit };
}

function SubmitRow({ loading, onClick, icon, children }: { loading: boolean; onClick: () => void; icon: ReactNode; children: ReactNode }) {
  return (
    <Button type="primary" size="large" icon={icon} loading={loading} onClick={onClick} block>
      {children}
    </Button>
  );
}

interface TextAreaFieldProps<Values> {
  formik: FormikProps<Values>;
  /** The form's name: field ids carry it, as the three design forms stay mounted side by side in their tabs. */
  form: string;
  name: keyof Values & string;
  label: string;
  required?: boolean;
  rows: number;
  maxLength: number;
  placeholder: string;
}

/** A free-text field of an AI form, with its limit shown for the long ones. */
function TextAreaField<Values>({ formik, form, name, label, required, rows, maxLength, placeholder }: TextAreaFieldProps<Values>) {
  const id = `ai-${form}-${name}`;
  const feedback = fieldFeedback(formik, name);
  return (
    <Form.Item label={label} htmlFor={id} required={required} {...feedback}>
      <Input.TextArea
        id={id}
        name={name}
        value={formik.values[name] as string}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
        status={feedback.validateStatus}
        rows={rows}
        maxLength={maxLength}
        showCount={maxLength > 2000}
        placeholder={placeholder}
      />
    </Form.Item>
  );
}

const methodOptions = MANUFACTURING_METHODS.map((method) => ({ value: method.id, label: method.label }));

/** The materials offered for a process; chosen ones it does not take stay listed (a reopened run), so they read by name. */
function materialOptionsFor(method: ManufacturingMethodId | undefined, chosen: readonly MaterialId[]) {
  const offered = materialsForMethod(method);
  const kept = chosen.filter((material) => !offered.includes(material));
  return [...offered, ...kept].map((material) => ({ value: material, label: MATERIAL_LABELS[material] }));
}

const joinNames = (names: string[]) => (names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`);

/** For example 'PLA removed: PCB fabrication and assembly does not use it'. */
export const removedMaterialsNote = (removed: readonly MaterialId[], method: ManufacturingMethodId) =>
  `${joinNames(removed.map((material) => MATERIAL_LABELS[material]))} removed: ${MANUFACTURING_METHOD_LABELS[method]} does not use ${removed.length === 1 ? 'it' : 'them'}`;

function VolumeField<Values extends { volume: number | null }>({ formik, form }: { formik: FormikProps<Values>; form: string }) {
  return (
    <Form.Item label="Production volume (units)" htmlFor={`ai-${form}-volume`} required {...fieldFeedback(formik, 'volume')}>
      <InputNumber
        id={`ai-${form}-volume`}
        min={PRODUCTION_VOLUME.min}
        max={PRODUCTION_VOLUME.max}
        precision={0}
        step={100}
        placeholder="e.g. 1000"
        value={formik.values.volume}
        onChange={(value) => void formik.setFieldValue('volume', value)}
        onBlur={() => void formik.setFieldTouched('volume')}
        className="hh-ai-number" style={{ width: '100%' }}
      />
    </Form.Item>
  );
}

interface MethodFieldProps<Values> {
  formik: FormikProps<Values>;
  form: string;
  /** Instead of only setting the method (the cost form also drops materials the method does not take). */
  onChange?: (method: ManufacturingMethodId) => void;
}

function MethodField<Values extends { manufacturingMethod: ManufacturingMethodId | undefined }>({ formik, form, onChange }: MethodFieldProps<Values>) {
  return (
    <Form.Item label="Manufacturing method" htmlFor={`ai-${form}-manufacturingMethod`} required {...fieldFeedback(formik, 'manufacturingMethod')}>
      <Select<ManufacturingMethodId>
        id={`ai-${form}-manufacturingMethod`}
        placeholder="Choose a method"
        options={methodOptions}
        value={formik.values.manufacturingMethod}
        onChange={(value) => (onChange ? onChange(value) : void formik.setFieldValue('manufacturingMethod', value))}
        onBlur={() => void formik.setFieldTouched('manufacturingMethod')}
      />
    </Form.Item>
  );
}

export function DesignForm(props: AiFormProps<DesignValues>) {
  const { formik, submit } = useAiForm(designRecommendationsRequestSchema, props);
  return (
    <Form layout="vertical" component="div" requiredMark="optional">
      <TextAreaField
        formik={formik}
        form="design"
        name="specifications"
        label="Hardware specifications"
        required
        rows={6}
        maxLength={5000}
        placeholder="What it does, size, power source, connectivity, environment, key components... e.g. Handheld LoRa tracker, 120 x 60 x 25 mm, 2000 mAh LiPo, GPS, IP67, -20 to 50 °C"
      />
      <TextAreaField formik={formik} form="design" name="projectContext" label="Project context" rows={3} maxLength={2000} placeholder="Market, stage, target users, expected volumes" />
      <TextAreaField formik={formik} form="design" name="constraints" label="Constraints" rows={3} maxLength={2000} placeholder="Budget, target unit cost, certifications, deadlines" />
      <SubmitRow loading={props.loading} onClick={() => void submit()} icon={<BulbOutlined />}>
        {props.loading ? 'Analyzing...' : 'Get Recommendations'}
      </SubmitRow>
    </Form>
  );
}

export function FeasibilityForm(props: AiFormProps<FeasibilityValues>) {
  const { formik, submit } = useAiForm(feasibilityRequestSchema, props);
  return (
    <Form layout="vertical" component="div" requiredMark="optional">
      <TextAreaField
        formik={formik}
        form="feasibility"
        name="designDescription"
        label="Design description"
        required
        rows={6}
        maxLength={5000}
        placeholder="Part or product, size, material, wall thickness, tolerances... e.g. ABS enclosure 120 x 80 x 30 mm, 2.5 mm walls, two snap-fit halves"
      />
      <MethodField formik={formik} form="feasibility" />
      <VolumeField formik={formik} form="feasibility" />
      <SubmitRow loading={props.loading} onClick={() => void submit()} icon={<ExperimentOutlined />}>
        {props.loading ? 'Analyzing...' : 'Analyze Feasibility'}
      </SubmitRow>
    </Form>
  );
}

/**
 * The cost form. Filled from a 3D model or a bill of materials, it says so above the fields; clearing
 * the note stops sending the file (the text it filled in stays, to edit). The materials offered follow
 * the process: choosing one drops the materials it does not take, and says which.
 */
export function CostForm(props: AiFormProps<CostValues> & { onClearFile?: () => void }) {
  const { formik, submit } = useAiForm(costEstimationRequestSchema, props);
  const [removedNote, setRemovedNote] = useState<string | null>(null);
  const clearModel = () => {
    void formik.setValues({ ...formik.values, geometry: undefined, sourceFileName: undefined });
    props.onClearFile?.();
  };
  const clearBom = () => {
    void formik.setValues({ ...formik.values, bomFileId: undefined, bomFileName: undefined });
    props.onClearFile?.();
  };
  const changeMethod = (method: ManufacturingMethodId) => {
    const kept = formik.values.materials.filter((material) => methodTakes(method, material));
    const removed = formik.values.materials.filter((material) => !kept.includes(material));
    setRemovedNote(removed.length ? removedMaterialsNote(removed, method) : null);
    void formik.setValues({ ...formik.values, manufacturingMethod: method, materials: kept });
  };
  const materialsFeedback = fieldFeedback(formik, 'materials');
  return (
    <Form layout="vertical" component="div" requiredMark="optional">
      {formik.values.geometry && (
        <Alert
          type="info"
          showIcon
          icon={<CodeSandboxOutlined />}
          title={`From model ${formik.values.sourceFileName ?? ''}`.trim()}
          description="The estimate uses the model's size, volume and surface area."
          closable={{ 'aria-label': 'Clear the model', onClose: clearModel }}
          className="hh-ai-model-note"
          data-testid="cost-model-note"
        />
      )}
      {formik.values.bomFileId !== undefined && (
        <Alert
          type="info"
          showIcon
          icon={<TableOutlined />}
          title={`From bill of materials ${formik.values.bomFileName ?? ''}`.trim()}
          description="The estimate prices each line of the file; lines it cannot place are listed as unknown."
          closable={{ 'aria-label': 'Clear the bill of materials', onClose: clearBom }}
          className="hh-ai-model-note"
          data-testid="cost-bom-note"
        />
      )}
      <TextAreaField
        formik={formik}
        form="cost"
        name="designDetails"
        label="Design details"
        required
        rows={5}
        maxLength={5000}
        placeholder="Size, mass, features, tolerances, finish... e.g. Motor bracket 60 x 40 x 10 mm, two ±0.05 mm bearing bores, anodised"
      />
      {/* The process first: it decides which materials are offered. */}
      <MethodField formik={formik} form="cost" onChange={changeMethod} />
      <Form.Item
        label="Materials"
        htmlFor="ai-cost-materials"
        required
        {...materialsFeedback}
        extra={
          removedNote && (
            <span className="hh-ai-removed-note" data-testid="cost-materials-removed">
              {removedNote}
            </span>
          )
        }
      >
        <Select<MaterialId[]>
          id="ai-cost-materials"
          mode="multiple"
          placeholder={formik.values.manufacturingMethod ? 'Choose up to 5 materials' : 'Choose up to 5 materials (the method narrows the list)'}
          options={materialOptionsFor(formik.values.manufacturingMethod, formik.values.materials)}
          optionFilterProp="label"
          value={formik.values.materials}
          onChange={(value) => {
            setRemovedNote(null);
            void formik.setFieldValue('materials', value);
          }}
          onBlur={() => void formik.setFieldTouched('materials')}
          maxCount={5}
        />
      </Form.Item>
      <VolumeField formik={formik} form="cost" />
      <SubmitRow loading={props.loading} onClick={() => void submit()} icon={<FundOutlined />}>
        {props.loading ? 'Estimating...' : 'Estimate Costs'}
      </SubmitRow>
    </Form>
  );
}

const complexityMarks = { 1: '1', 5: '5', 10: '10' };

export function QuickPrototypeForm(props: AiFormProps<QuickValues>) {
  const { formik, submit } = useAiForm(quickPrototypeRequestSchema, props);
  return (
    <Form layout="vertical" component="div" requiredMark="optional">
      <Form.Item label="Product type" htmlFor="ai-quick-productType" required {...fieldFeedback(formik, 'productType')}>
        <AutoComplete
          id="ai-quick-productType"
          value={formik.values.productType}
          options={PRODUCT_TYPE_SUGGESTIONS.map((value) => ({ value }))}
          filterOption={(input, option) => String(option?.value ?? '').toLowerCase().includes(input.toLowerCase())}
          onChange={(value) => void formik.setFieldValue('productType', value)}
          onBlur={() => void formik.setFieldTouched('productType')}
          placeholder="e.g. IoT sensor node"
          status={fieldFeedback(formik, 'productType').validateStatus}
        />
      </Form.Item>
      <TextAreaField
        formik={formik}
        form="quick"
        name="components"
        label="Key components"
        required
        rows={4}
        maxLength={2000}
        placeholder="One per line or separated by commas, e.g. ESP32-S3, BME280 sensor, 1000 mAh LiPo, USB-C charging, 3D-printed enclosure"
      />
      <Form.Item
        label={`Complexity: ${formik.values.complexity} of ${PROTOTYPE_COMPLEXITY.max}`}
        htmlFor="ai-quick-complexity"
        required
        extra="1: a few off-the-shelf parts on a dev board; 10: custom electronics, mechanics and firmware throughout."
        {...fieldFeedback(formik, 'complexity')}
      >
        <Slider
          id="ai-quick-complexity"
          min={PROTOTYPE_COMPLEXITY.min}
          max={PROTOTYPE_COMPLEXITY.max}
          step={PROTOTYPE_COMPLEXITY.step}
          marks={complexityMarks}
          value={formik.values.complexity}
          onChange={(value) => void formik.setFieldValue('complexity', value)}
        />
      </Form.Item>
      <Form.Item label="Quantity" htmlFor="ai-quick-quantity" required {...fieldFeedback(formik, 'quantity')}>
        <InputNumber
          id="ai-quick-quantity"
          min={PROTOTYPE_QUANTITY.min}
          max={PROTOTYPE_QUANTITY.max}
          precision={0}
          value={formik.values.quantity}
          onChange={(value) => void formik.setFieldValue('quantity', value)}
          onBlur={() => void formik.setFieldTouched('quantity')}
          className="hh-ai-number" style={{ width: '100%' }}
        />
      </Form.Item>
      <SubmitRow loading={props.loading} onClick={() => void submit()} icon={<CalculatorOutlined />}>
        {props.loading ? 'Estimating...' : 'Get Cost Estimate'}
      </SubmitRow>
    </Form>
  );
}
