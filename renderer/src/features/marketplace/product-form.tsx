import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Checkbox, Col, DatePicker, Descriptions, Flex, Form, Input, Row, Select, Space, Table, Typography } from 'antd';
import { addProductListItem, addSpecification, type CreateProductInput, type SpecificationRow } from '#shared/schemas/product-schemas.ts';
import { INDUSTRY_SUGGESTIONS, PRODUCT_CATEGORIES, PRODUCT_CONDITIONS, PRODUCT_LIMITS, PRODUCT_MESSAGES, QUICK_ADD_INDUSTRIES } from '#shared/constants/products.ts';
import dayjs from 'dayjs';
import { useFormik, type FormikProps } from 'formik';
import type { KeyboardEvent, ReactNode } from 'react';
import { useCallback, useRef, useState } from 'react';
import { toFormikValidationSchema } from 'zod-formik-adapter';
import { isApiError } from '../../lib/api/api-error.ts';
import { applyServerFieldErrors, fieldFeedback } from '../../ui/formik-feedback.ts';
import { scrollToFirstError } from '../../ui/scroll-to-first-error.ts';
import { TagInput } from '../../ui/tag-input.tsx';
import { useToast } from '../../ui/use-toast.ts';
import { useSession } from '../auth/index.ts';
import { ProductImageField } from './product-image-field.tsx';
import { productFormSchema, toPayload, type ProductFormState } from './product-form-values.ts';

const validationSchema = toFormikValidationSchema(productFormSchema);
type Formik = FormikProps<ProductFormState>;

/** A chip list of the form (tags, industries, shipping options): Add/Enter, trimmed, once. */
function ChipField({ formik, name, label, extra, placeholder, suggestions, datalist }: {
  formik: Formik; name: 'tags' | 'industries' | 'shippingOptions'; label: string; extra?: string; placeholder: string; suggestions?: readonly string[]; datalist?: readonly string[];
}) {
  const toast = useToast();
  const feedback = fieldFeedback(formik, name);
  return (
    <Form.Item label={label} htmlFor={`product-${name}`} {...feedback} extra={extra}>
      <TagInput
        id={`product-${name}`}
        value={formik.values[name]}
        onChange={(items) => void formik.setFieldValue(name, items)}
        add={(items, raw) => addProductListItem(name, items, raw)}
        onRejected={(result) => toast.warning('Not added', result.message)}
        suggestions={suggestions}
        suggestionsLabel="Quick add"
        datalist={datalist}
        placeholder={placeholder}
        status={feedback.validateStatus}
      />
    </Form.Item>
  );
}

/** A required choice of the form (category, condition). */
function ChoiceField({ formik, name, label, placeholder, options }: {
  formik: Formik; name: 'category' | 'condition'; label: string; placeholder: string; options: readonly { value: string; label: string }[];
}) {
  return (
    <Form.Item label={label} htmlFor={`product-${name}`} required {...fieldFeedback(formik, name)}>
      <Select
        id={`product-${name}`}
        aria-label={label}
        placeholder={placeholder}
        value={formik.values[name] || undefined}
        onChange={(value) => void formik.setFieldValue(name, value)}
        onBlur={() => void formik.setFieldTouched(name)}
        options={options.map((option) => ({ value: option.value, label: option.label }))}
      />
    </Form.Item>
  );
}

/** Technical Specifications: name/value rows added with Add or Enter; an empty value is 'N/A'. */
function SpecificationsField({ formik, unreadable }: { formik: Formik; unreadable?: boolean }) {
  const [name, setName] = useState('');
  const [value, setValue] = useState('');
  const [error, setError] = useState<{ field: 'name' | 'value'; message: string } | null>(null);
  const rows = formik.values.specifications;
  const feedback = fieldFeedback(formik, 'specifications');

  const add = () => {
    const result = addSpecification(rows, name, value);
    if (!result.ok) {
      setError(result);
      return;
    }
    void formik.setFieldValue('specifications', result.rows);
    setName('');
    setValue('');
    setError(null);
    document.getElementById('product-spec-name')?.focus();
  };
  const onEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };

  return (
    <>
      {unreadable && (
        <Alert
          type="warning"
          showIcon
          className="hh-form-alert"
          title={PRODUCT_MESSAGES.specificationsUnreadable}
          description="Add the specifications again; saving replaces what is stored."
        />
      )}
      <Form.Item
        label="Add a specification"
        htmlFor="product-spec-name"
        validateStatus={error || feedback.help ? 'error' : undefined}
        help={error?.message ?? feedback.help}
        extra="For example Voltage: 3.3 V. Leave the value empty for N/A."
      >
        <Space.Compact block>
          <Input id="product-spec-name" aria-label="Specification name" placeholder="Name" value={name} maxLength={PRODUCT_LIMITS.specName} onChange={(event) => {
              setName(event.target.value);
              setError(null);
            }} onKeyDown={onEnter} status={error?.field === 'name' ? 'error' : undefined} />
          <Input aria-label="Specification value" placeholder="Value" value={value} maxLength={PRODUCT_LIMITS.specValue} onChange={(event) => {
              setValue(event.target.value);
              setError(null);
            }} onKeyDown={onEnter} status={error?.field === 'value' ? 'error' : undefined} />
          <Button icon={<PlusOutlined />} onClick={add}>
            Add
          </Button>
        </Space.Compact>
      </Form.Item>
      {rows.length > 0 && (
        <Table<SpecificationRow>
          size="small"
          pagination={false}
          rowKey="name"
          dataSource={rows}
          aria-label="Specifications"
          columns={[
            { title: 'Name', dataIndex: 'name', width: '40%' },
            { title: 'Value', dataIndex: 'value' },
            {
              title: <span className="hh-visually-hidden">Remove</span>,
              width: 48,
              render: (_, row) => (
                <Button
                  type="text"
                  size="small"
                  icon={<DeleteOutlined />}
                  aria-label={`Remove ${row.name}`}
                  onClick={() => void formik.setFieldValue('specifications', rows.filter((other) => other.name !== row.name))}
                />
              ),
            },
          ]}
        />
      )}
    </>
  );
}

/**
 * The listing form of Add New Product and of a seller's edit: the cards Basic
 * Information, Additional Details, Shipping Options, Technical Specifications, Product Images and
 * the read-only Seller Information, validated with the API's schema. `onSubmit` gets the payload
 * and throws the API's error, whose field messages land under their fields.
 */
export function ProductForm({ initialValues, specificationsUnreadable, submitLabel, pendingLabel, onSubmit, onCancel, failureTitle, failureFallback }: {
  initialValues: ProductFormState;
  /** An edited listing whose stored specifications could not be read (the form starts without them). */
  specificationsUnreadable?: boolean;
  submitLabel: string;
  pendingLabel: string;
  onSubmit: (payload: CreateProductInput) => Promise<void>;
  onCancel: () => void;
  failureTitle: string;
  failureFallback: string;
}) {
  const { user } = useSession();
  const toast = useToast();
  const formRef = useRef<HTMLDivElement>(null);
  const [uploading, setUploading] = useState(false);
  const onBusyChange = useCallback((busy: boolean) => setUploading(busy), []);

  const formik = useFormik<ProductFormState>({
    initialValues,
    validationSchema,
    onSubmit: async (values) => {
      try {
        await onSubmit(toPayload(values));
      } catch (error) {
        // 'Error' with the server's message, else the fallback.
        toast.error(failureTitle, isApiError(error) && error.fromServer ? error.message : failureFallback);
        if (isApiError(error) && applyServerFieldErrors(formik, error.fieldErrors)) scrollToFirstError(formRef.current);
      }
    },
  });
  const v = formik.values;
  const text = (name: 'name' | 'location' | 'brand' | 'model' | 'serialNumber', label: string, options: { required?: boolean; placeholder?: string; maxLength?: number } = {}) => (
    <Form.Item label={label} htmlFor={`product-${name}`} required={options.required} {...fieldFeedback(formik, name)}>
      <Input id={`product-${name}`} name={name} value={v[name]} onChange={formik.handleChange} onBlur={formik.handleBlur} placeholder={options.placeholder} maxLength={options.maxLength} />
    </Form.Item>
  );
  const card = (title: string, children: ReactNode) => (
    <Card title={title} variant="outlined" className="hh-product-form__card">
      {children}
    </Card>
  );

  return (
    <div ref={formRef}>
      <Form
        layout="vertical"
        noValidate
        requiredMark
        className="hh-product-form"
        onFinish={async () => {
          // Validate first: re-validating after submit would wipe the server's field errors.
          const errors = await formik.validateForm();
          await formik.submitForm();
          if (Object.keys(errors).length) scrollToFirstError(formRef.current);
        }}
      >
        <Row gutter={[24, 24]}>
          <Col xs={24} lg={16}>
            <Flex vertical gap={24}>
              {card(
                'Basic Information',
                <>
                  {text('name', 'Product name', { required: true, placeholder: 'e.g. ESP32-S3 DevKitC-1 development board', maxLength: PRODUCT_LIMITS.name })}
                  <Form.Item label="Description" htmlFor="product-description" required {...fieldFeedback(formik, 'description')}>
                    <Input.TextArea
                      id="product-description"
                      name="description"
                      value={v.description}
                      onChange={formik.handleChange}
                      onBlur={formik.handleBlur}
                      autoSize={{ minRows: 4, maxRows: 12 }}
                      maxLength={PRODUCT_LIMITS.description}
                      placeholder="What it is, what it is for, its state and what is included (at least 10 characters)"
                    />
                  </Form.Item>
                  <Row gutter={16}>
                    <Col xs={24} sm={12}>
                      <Form.Item label="Price (USD)" htmlFor="product-price" required {...fieldFeedback(formik, 'price')}>
                        <Input id="product-price" name="price" prefix="$" inputMode="decimal" value={v.price} onChange={formik.handleChange} onBlur={formik.handleBlur} placeholder="0.00" />
                      </Form.Item>
                    </Col>
                    <Col xs={24} sm={12}>
                      <Form.Item label="Quantity in stock" htmlFor="product-quantity" {...fieldFeedback(formik, 'quantity')}>
                        <Input id="product-quantity" name="quantity" inputMode="numeric" value={v.quantity} onChange={formik.handleChange} onBlur={formik.handleBlur} />
                      </Form.Item>
                    </Col>
                    <Col xs={24} sm={12}>
                      <ChoiceField formik={formik} name="category" label="Category" placeholder="Select a category" options={PRODUCT_CATEGORIES} />
                    </Col>
                    <Col xs={24} sm={12}>
                      <ChoiceField formik={formik} name="condition" label="Condition" placeholder="Select the condition" options={PRODUCT_CONDITIONS} />
                    </Col>
                  </Row>
                </>,
              )}
              {card(
                'Additional Details',
                <>
                  <Row gutter={16}>
                    <Col xs={24} sm={12}>
                      {text('brand', 'Brand', { placeholder: 'e.g. Espressif', maxLength: PRODUCT_LIMITS.brand })}
                    </Col>
                    <Col xs={24} sm={12}>
                      {text('model', 'Model', { placeholder: 'e.g. DevKitC-1', maxLength: PRODUCT_LIMITS.model })}
                    </Col>
                    <Col xs={24} sm={12}>
                      {text('serialNumber', 'Serial number', { maxLength: PRODUCT_LIMITS.serialNumber })}
                    </Col>
                    <Col xs={24} sm={12}>
                      <Form.Item label="Manufacture date" htmlFor="product-manufactureDate" {...fieldFeedback(formik, 'manufactureDate')}>
                        <DatePicker
                          id="product-manufactureDate"
                          picker="month"
                          format="MMMM YYYY"
                          placeholder="Month and year"
                          className="hh-full-width"
                          value={v.manufactureDate ? dayjs(`${v.manufactureDate}-01`) : null}
                          disabledDate={(date) => date.isAfter(dayjs(), 'month')}
                          onChange={(date) => void formik.setFieldValue('manufactureDate', date ? date.format('YYYY-MM') : '')}
                        />
                      </Form.Item>
                    </Col>
                  </Row>
                  {text('location', 'Location', { placeholder: 'City, region or country', maxLength: PRODUCT_LIMITS.location })}
                  <Form.Item {...fieldFeedback(formik, 'isUsed')}>
                    <Checkbox id="product-isUsed" checked={v.isUsed} onChange={(event) => void formik.setFieldValue('isUsed', event.target.checked)}>
                      This item has been used
                    </Checkbox>
                  </Form.Item>
                  <ChipField formik={formik} name="tags" label="Tags" placeholder="Add a tag and press Enter" extra="Words buyers search for, e.g. ESP32, Wi-Fi, BLE." />
                  <ChipField
                    formik={formik}
                    name="industries"
                    label="Industries"
                    placeholder="Add an industry and press Enter"
                    suggestions={QUICK_ADD_INDUSTRIES}
                    datalist={INDUSTRY_SUGGESTIONS}
                  />
                </>,
              )}
              {card(
                'Shipping Options',
                <ChipField formik={formik} name="shippingOptions" label="Shipping options" placeholder="e.g. Express Shipping, Local Pickup" extra="How buyers can get it. Standard Shipping is offered unless you remove it." />,
              )}
              {card('Technical Specifications', <SpecificationsField formik={formik} unreadable={specificationsUnreadable} />)}
              {card(
                'Product Images',
                <Form.Item label="Images" htmlFor="product-images" {...fieldFeedback(formik, 'images')}>
                  <ProductImageField
                    id="product-images"
                    value={v.images}
                    onChange={(images) => void formik.setFieldValue('images', images)}
                    onRejected={(message) => toast.warning('Image not added', message)}
                    onBusyChange={onBusyChange}
                  />
                </Form.Item>,
              )}
            </Flex>
          </Col>
          <Col xs={24} lg={8}>
            <Flex vertical gap={24} className="hh-product-form__aside">
              {card(
                'Seller Information',
                <Descriptions
                  column={1}
                  size="small"
                  colon={false}
                  items={[
                    { key: 'name', label: 'Full name', children: user?.fullName ?? '' },
                    { key: 'company', label: 'Company', children: user?.companyName || <Typography.Text type="secondary">Independent Seller</Typography.Text> },
                    { key: 'email', label: 'Email', children: user?.email ?? '' },
                  ]}
                />,
              )}
              <Card variant="outlined">
                <Flex vertical gap={8}>
                  <Button type="primary" htmlType="submit" size="large" block loading={formik.isSubmitting} disabled={uploading}>
                    {formik.isSubmitting ? pendingLabel : submitLabel}
                  </Button>
                  {uploading && (
                    <Typography.Text type="secondary" className="hh-small" role="status">
                      Waiting for the images to finish uploading…
                    </Typography.Text>
                  )}
                  <Button block onClick={onCancel} disabled={formik.isSubmitting}>
                    Cancel
                  </Button>
                </Flex>
              </Card>
            </Flex>
          </Col>
        </Row>
      </Form>
    </div>
  );
}
