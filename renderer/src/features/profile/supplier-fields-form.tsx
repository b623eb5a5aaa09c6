import { Button, Card, Col, Form, Input, InputNumber, Row, Select, Space } from 'antd';
import { useFormik, type FormikErrors } from 'formik';
import { setIn } from 'formik';
import { useState } from 'react';
import {
  CAPABILITY_OPTIONS, COMPANY_SIZES, MATERIAL_OPTIONS, supplierProfileInputSchema,
  type CompanySize, type SupplierProfile, type SupplierProfileInput,
} from '#shared/schemas/supplier-profile-schemas.ts';
import { errorMessage, isApiError } from '../../lib/api/api-error.ts';
import { applyServerFieldErrors, fieldFeedback } from '../../ui/formik-feedback.ts';
import { PlanLimitAlert } from '../../ui/plan-limit-alert.tsx';
import { useToast } from '../../ui/use-toast.ts';
import { useUpdateSupplierProfileMutation } from './supplier-profile-api.ts';

/** The form as typed: capacity as its two inputs, which the schema reads as one value or none. */
export interface SupplierFormState {
  capabilities: string[];
  materials: string[];
  equipment: string[];
  minOrderQuantity: number | null;
  prototypeLeadDays: number | null;
  productionLeadWeeks: number | null;
  monthlyCapacity: { amount: number | null; unit: string };
  companySize: CompanySize | null;
  yearFounded: number | null;
  factoryLocations: string[];
  languages: string[];
}

export const toSupplierForm = (profile: SupplierProfile): SupplierFormState => ({
  capabilities: [...profile.capabilities],
  materials: [...profile.materials],
  equipment: [...profile.equipment],
  minOrderQuantity: profile.minOrderQuantity,
  prototypeLeadDays: profile.prototypeLeadDays,
  productionLeadWeeks: profile.productionLeadWeeks,
  monthlyCapacity: { amount: profile.monthlyCapacity?.amount ?? null, unit: profile.monthlyCapacity?.unit ?? '' },
  companySize: profile.companySize,
  yearFounded: profile.yearFounded,
  factoryLocations: [...profile.factoryLocations],
  languages: [...profile.languages],
});

/** What PUT /api/user/supplier-profile takes: empty capacity inputs mean 'not stated'. */
export function toSupplierInput(values: SupplierFormState): SupplierProfileInput {
  const { amount, unit } = values.monthlyCapacity;
  return { ...values, monthlyCapacity: amount === null && !unit.trim() ? null : ({ amount, unit } as { amount: number; unit: string }) };
}

/** The shared schema's messages, each under its field (a list's item errors under the list). */
export function validateSupplierForm(values: SupplierFormState): FormikErrors<SupplierFormState> {
  const result = supplierProfileInputSchema.safeParse(toSupplierInput(values));
  let errors: FormikErrors<SupplierFormState> = {};
  for (const issue of result.error?.issues ?? []) {
    const path = issue.path.filter((part) => typeof part === 'string').join('.');
    if (path && !errors[path as keyof SupplierFormState]) errors = setIn(errors, path, issue.message);
  }
  return errors;
}

const textOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/** Capabilities, materials, shop floor and company facts: one PUT of the whole set. */
export function SupplierFieldsForm({ profile }: { profile: SupplierProfile }) {
  const [save, { isLoading }] = useUpdateSupplierProfileMutation();
  const toast = useToast();
  const [limitMessage, setLimitMessage] = useState<string | null>(null);
  const formik = useFormik<SupplierFormState>({
    initialValues: toSupplierForm(profile),
    enableReinitialize: true,
    validate: validateSupplierForm,
    onSubmit: async (values) => {
      setLimitMessage(null);
      try {
        await save(toSupplierInput(values)).unwrap();
        toast.success('Profile Updated', 'Your supplier profile has been saved.');
      } catch (error) {
        if (isApiError(error)) applyServerFieldErrors(formik, error.fieldErrors);
        if (isApiError(error) && error.upgradeRequired) setLimitMessage(error.message);
        toast.error('Error', `Failed to save the supplier profile: ${errorMessage(error, 'Please try again.')}`);
      }
    },
  });

  const list = (field: 'capabilities' | 'materials' | 'equipment' | 'factoryLocations' | 'languages', label: string, options: Array<{ value: string; label: string }>, placeholder: string, extra?: string) => (
    <Form.Item label={label} htmlFor={`supplier-${field}`} extra={extra} {...fieldFeedback(formik, field)}>
      <Select
        id={`supplier-${field}`}
        mode="tags"
        value={formik.values[field]}
        options={options}
        optionFilterProp="label"
        placeholder={placeholder}
        onChange={(next: string[]) => void formik.setFieldValue(field, next)}
        onBlur={() => void formik.setFieldTouched(field, true)}
        tokenSeparators={field === 'factoryLocations' ? [';'] : [',']}
      />
    </Form.Item>
  );
  const number = (field: 'minOrderQuantity' | 'prototypeLeadDays' | 'productionLeadWeeks' | 'yearFounded', label: string, suffix?: string) => (
    <Form.Item label={label} htmlFor={`supplier-${field}`} {...fieldFeedback(formik, field)}>
      <InputNumber
        id={`supplier-${field}`}
        style={{ width: '100%' }}
        value={formik.values[field]}
        precision={0}
        suffix={suffix}
        onChange={(value) => void formik.setFieldValue(field, typeof value === 'number' ? value : null)}
        onBlur={() => void formik.setFieldTouched(field, true)}
      />
    </Form.Item>
  );

  return (
    <Card variant="outlined" title="Capabilities and shop floor">
      <Form layout="vertical" requiredMark={false} noValidate onFinish={() => void formik.submitForm()}>
        {list('capabilities', 'Capabilities', CAPABILITY_OPTIONS, 'Pick processes or type your own', 'Pick from the list or type another process and press Enter.')}
        {limitMessage && <PlanLimitAlert title="Your plan's limit" message={limitMessage} />}
        {list('materials', 'Materials', MATERIAL_OPTIONS, 'Pick materials or type your own')}
        {list('equipment', 'Equipment', textOptions([]), 'e.g. Haas VF-2 5-axis mill')}
        <Row gutter={16}>
          <Col xs={24} sm={8}>{number('minOrderQuantity', 'Minimum order quantity', 'units')}</Col>
          <Col xs={24} sm={8}>{number('prototypeLeadDays', 'Prototype lead time', 'days')}</Col>
          <Col xs={24} sm={8}>{number('productionLeadWeeks', 'Production lead time', 'weeks')}</Col>
        </Row>
        <Form.Item
          label="Monthly capacity"
          htmlFor="supplier-capacity"
          {...(fieldFeedback(formik, 'monthlyCapacity.amount').help ? fieldFeedback(formik, 'monthlyCapacity.amount') : fieldFeedback(formik, 'monthlyCapacity.unit'))}
        >
          <Space.Compact style={{ width: '100%' }}>
            <InputNumber
              id="supplier-capacity"
              aria-label="Monthly capacity amount"
              style={{ width: '50%' }}
              precision={0}
              value={formik.values.monthlyCapacity.amount}
              onChange={(value) => void formik.setFieldValue('monthlyCapacity.amount', typeof value === 'number' ? value : null)}
              onBlur={() => void formik.setFieldTouched('monthlyCapacity.amount', true)}
            />
            <Input
              aria-label="Monthly capacity unit"
              style={{ width: '50%' }}
              placeholder="parts, boards, kg..."
              value={formik.values.monthlyCapacity.unit}
              onChange={(event) => void formik.setFieldValue('monthlyCapacity.unit', event.target.value)}
              onBlur={() => void formik.setFieldTouched('monthlyCapacity.unit', true)}
            />
          </Space.Compact>
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item label="Company size" htmlFor="supplier-companySize" {...fieldFeedback(formik, 'companySize')}>
              <Select
                id="supplier-companySize"
                allowClear
                value={formik.values.companySize ?? undefined}
                options={COMPANY_SIZES.map((size) => ({ value: size, label: `${size} employees` }))}
                placeholder="Employees"
                onChange={(value?: CompanySize) => void formik.setFieldValue('companySize', value ?? null)}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>{number('yearFounded', 'Year founded')}</Col>
        </Row>
        {list('factoryLocations', 'Factory locations', textOptions([]), 'City, country (e.g. Shenzhen, China)', 'Buyers filter by the country and region of your factories.')}
        {list('languages', 'Languages', textOptions(['English', 'Mandarin', 'German', 'Japanese', 'Spanish']), 'Languages your team works in')}
        <Button type="primary" htmlType="submit" loading={isLoading}>
          Save supplier profile
        </Button>
      </Form>
    </Card>
  );
}
