import { DeleteOutlined, RollbackOutlined, SaveOutlined, SendOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, DatePicker, Flex, Form, Input, InputNumber, Modal, Row, Select, Tooltip, Typography } from 'antd';
import { formatUsd } from '#shared/constants/one-off-products.ts';
import { INCOTERMS, INCOTERM_LABELS, RFQ_LIMITS, landedCostCents, dollarsToCents, type Quote, type RfqDetail } from '#shared/schemas/sourcing-schemas.ts';
import { formatCount } from '#shared/format/numbers.ts';
import type { FileView } from '#shared/schemas/file-schemas.ts';
import dayjs from 'dayjs';
import { getIn, useFormik } from 'formik';
import { useRef, useState } from 'react';
import { errorMessage, isApiError } from '../../lib/api/api-error.ts';
import { applyServerFieldErrors, fieldFeedback } from '../../ui/formik-feedback.ts';
import { useToast } from '../../ui/use-toast.ts';
import { FileRow } from '../files/index.ts';
import { FileUploadArea } from './file-upload-area.tsx';
import { priceKey, quoteToForm, toQuotePayload, validateQuoteForm, type QuoteFormValues } from './quote-form-values.ts';
import { QuoteStatusTag } from './rfq-status-tag.tsx';
import { useSaveQuoteMutation, useWithdrawQuoteMutation } from './sourcing-api.ts';

const INCOTERM_OPTIONS = INCOTERMS.map((term) => ({ value: term, label: INCOTERM_LABELS[term] }));

interface QuoteFormProps {
  rfq: RfqDetail;
  /** The supplier's working copy, or null before they started one. */
  quote: Quote | null;
}

/** The supplier's quote: a unit price per line and quantity break, then the terms; saved as a draft, submitted, revised or withdrawn. */
export function QuoteForm({ rfq, quote }: QuoteFormProps) {
  const submitRef = useRef(false);
  const [saveQuote, { isLoading: saving, originalArgs }] = useSaveQuoteMutation();
  const [withdraw, { isLoading: withdrawing }] = useWithdrawQuoteMutation();
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const [modal, modalHolder] = Modal.useModal();
  const toast = useToast();
  const submitted = quote?.status === 'submitted';
  const locked = !rfq.acceptingQuotes;
  // Attached files go with the next save; uploads finished here join them at once.
  const [files, setFiles] = useState<readonly FileView[]>(() => quote?.files ?? []);

  const formik = useFormik<QuoteFormValues>({
    initialValues: quoteToForm(rfq, quote),
    enableReinitialize: true,
    validate: (values) => validateQuoteForm(values, submitRef.current),
    onSubmit: async (values) => {
      setServerMessage(null);
      const submit = submitRef.current;
      try {
        const saved = await saveQuote({ id: rfq.id, ...toQuotePayload(values, submit, files.map((file) => file.id)) }).unwrap();
        if (submit) toast.success(saved.version > 1 ? 'Revision submitted' : 'Quote submitted', `The buyer now sees version ${saved.version} of your quote.`);
        else toast.success('Draft saved', 'Only you can see it until you submit it.');
      } catch (error) {
        setServerMessage(errorMessage(error, 'The quote could not be saved. Please try again.'));
        if (isApiError(error)) applyServerFieldErrors(formik, error.fieldErrors);
      }
    },
  });
  const values = formik.values;

  const saveAs = async (submit: boolean) => {
    submitRef.current = submit;
    await formik.submitForm();
  };

  const confirmWithdraw = () => {
    let reason = '';
    void modal.confirm({
      title: 'Withdraw your quote?',
      content: (
        <Flex vertical gap={8}>
          <Typography.Text>The buyer will no longer see it. You can submit it again while the request is open.</Typography.Text>
          <Input.TextArea aria-label="Reason (optional)" placeholder="Reason (optional)" maxLength={RFQ_LIMITS.reasonMax} rows={2} onChange={(event) => (reason = event.target.value)} />
        </Flex>
      ),
      okText: 'Withdraw',
      okButtonProps: { danger: true },
      cancelText: 'Keep it',
      onOk: async () => {
        try {
          await withdraw({ id: rfq.id, reason: reason.trim() || null }).unwrap();
          toast.success('Quote withdrawn', 'The buyer no longer sees your quote.');
        } catch (error) {
          toast.error('The quote could not be withdrawn', errorMessage(error, 'Please try again.'));
        }
      },
    });
  };

  const setNumber = (name: string) => (value: number | null) => void formik.setFieldValue(name, value ?? null);
  const pricesError = typeof formik.errors.prices === 'string' && formik.submitCount > 0 ? formik.errors.prices : null;
  const pending = (submit: boolean) => saving && originalArgs?.submit === submit;
  const tooling = values.tooling === null ? 0 : dollarsToCents(values.tooling);
  const setup = values.setup === null ? 0 : dollarsToCents(values.setup);

  return (
    <Form layout="vertical" component="div" requiredMark={false} disabled={locked} className="hh-quote-form">
      {modalHolder}
      {quote && (
        <Flex gap={8} align="center" wrap className="hh-quote-form__state">
          <QuoteStatusTag status={quote.status} />
          {quote.version > 0 && <Typography.Text type="secondary">Version {quote.version} submitted</Typography.Text>}
          {quote.hiddenReason && <Alert type="error" showIcon title="Hidden by the HardwareHub team" description={quote.hiddenReason} />}
        </Flex>
      )}
      {locked && <Alert type="info" showIcon className="hh-rfq-notice" title="This request no longer accepts quotes" description="The deadline has passed or the request is closed." />}
      <Card variant="outlined" title="Prices">
        <Flex vertical gap={16}>
          <Typography.Text type="secondary">Give a unit price for each quantity you quote; leave a break empty to skip it.</Typography.Text>
          {rfq.lines.map((line) => (
            <div key={line.id} className="hh-quote-line" data-testid="quote-line">
              <Typography.Text strong>
                {line.position}. {line.partName}
              </Typography.Text>
              <Row gutter={[12, 0]}>
                {line.quantities.map((quantity) => {
                  const key = priceKey(line.id, quantity);
                  const id = `quote-price-${line.id}-${quantity}`;
                  const unit = values.prices[key];
                  const error: unknown = getIn(formik.errors, ['prices', key]);
                  const shown = typeof error === 'string' && (formik.submitCount > 0 || getIn(formik.touched, ['prices', key])) ? error : undefined;
                  return (
                    <Col key={quantity} xs={24} sm={12} lg={8}>
                      <Form.Item
                        label={`${formatCount(quantity)} units`}
                        htmlFor={id}
                        validateStatus={shown ? 'error' : undefined}
                        help={shown}
                        extra={unit != null && unit > 0 ? `Landed ${formatUsd(landedCostCents(dollarsToCents(unit), quantity, tooling, setup))}` : undefined}
                      >
                        <InputNumber<number>
                          id={id}
                          aria-label={`Unit price for ${line.partName} at ${formatCount(quantity)} units`}
                          className="hh-rfq-number"
                          prefix="$"
                          min={0}
                          step={0.01}
                          precision={2}
                          value={unit}
                          placeholder="Unit price"
                          onChange={(value) => void formik.setFieldValue(`prices.${key}`, value ?? null)}
                        />
                      </Form.Item>
                    </Col>
                  );
                })}
              </Row>
            </div>
          ))}
          {pricesError && <Alert type="error" showIcon title={pricesError} />}
        </Flex>
      </Card>
      <Card variant="outlined" title="Terms">
        <Row gutter={16}>
          <Col xs={24} sm={12} lg={8}>
            <Form.Item label="Tooling / NRE (USD)" htmlFor="quote-tooling" {...fieldFeedback(formik, 'tooling')}>
              <InputNumber<number> id="quote-tooling" className="hh-rfq-number" prefix="$" min={0} step={1} precision={2} value={values.tooling} onChange={setNumber('tooling')} placeholder="0.00" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12} lg={8}>
            <Form.Item label="Setup (USD)" htmlFor="quote-setup" {...fieldFeedback(formik, 'setup')}>
              <InputNumber<number> id="quote-setup" className="hh-rfq-number" prefix="$" min={0} step={1} precision={2} value={values.setup} onChange={setNumber('setup')} placeholder="0.00" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12} lg={8}>
            <Form.Item label="Lead time (days)" htmlFor="quote-lead-time" {...fieldFeedback(formik, 'leadTimeDays')}>
              <InputNumber<number> id="quote-lead-time" className="hh-rfq-number" min={1} max={RFQ_LIMITS.maxLeadTimeDays} precision={0} value={values.leadTimeDays} onChange={setNumber('leadTimeDays')} placeholder="e.g. 21" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12} lg={8}>
            <Form.Item label="Valid until" htmlFor="quote-valid-until" {...fieldFeedback(formik, 'validUntil')}>
              <DatePicker
                id="quote-valid-until"
                className="hh-rfq-date"
                format="MMMM D, YYYY"
                value={values.validUntil ? dayjs(values.validUntil) : null}
                disabledDate={(date) => date.isBefore(dayjs(), 'day')}
                onChange={(date) => void formik.setFieldValue('validUntil', date ? date.format('YYYY-MM-DD') : '')}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12} lg={8}>
            <Form.Item label="Incoterm" htmlFor="quote-incoterm" {...fieldFeedback(formik, 'incoterm')}>
              <Select id="quote-incoterm" allowClear value={values.incoterm || undefined} options={INCOTERM_OPTIONS} onChange={(value?: string) => void formik.setFieldValue('incoterm', value ?? '')} placeholder="Choose an Incoterm" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12} lg={8}>
            <Form.Item label="Payment terms" htmlFor="quote-payment" {...fieldFeedback(formik, 'paymentTerms')}>
              <Input id="quote-payment" value={values.paymentTerms} maxLength={RFQ_LIMITS.paymentTermsMax} onChange={formik.handleChange('paymentTerms')} placeholder="e.g. 50% upfront, 50% on delivery" />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item label="Notes" htmlFor="quote-notes" {...fieldFeedback(formik, 'notes')}>
              <Input.TextArea id="quote-notes" rows={3} value={values.notes} maxLength={RFQ_LIMITS.notesMax} onChange={formik.handleChange('notes')} placeholder="Assumptions, alternatives, what is included" />
            </Form.Item>
          </Col>
        </Row>
      </Card>
      <Card variant="outlined" title="Files">
        <FileUploadArea
          destination={{ context: 'quote', rfqId: rfq.id }}
          label="Upload files for the quote"
          disabled={locked}
          hint="Drawings, a formal quote or terms; the buyer sees them with each version you submit."
          onUploaded={(file) => setFiles((current) => (current.some((known) => known.id === file.id) ? current : [...current, file]))}
        >
          {files.length > 0 && (
            <div className="hh-attachments" data-testid="quote-files">
              {files.map((file) => (
                <FileRow
                  key={file.id}
                  file={file}
                  actions={
                    !locked && (
                      <Tooltip title="Remove from the quote">
                        <Button size="small" type="text" icon={<DeleteOutlined />} aria-label={`Remove ${file.name}`} onClick={() => setFiles((current) => current.filter((known) => known.id !== file.id))} />
                      </Tooltip>
                    )
                  }
                />
              ))}
            </div>
          )}
        </FileUploadArea>
      </Card>
      {serverMessage && <Alert type="error" showIcon title={serverMessage} className="hh-rfq-notice" />}
      <Flex gap={8} wrap justify="flex-end" className="hh-rfq-form__actions">
        {submitted && (
          <Button danger icon={<RollbackOutlined />} loading={withdrawing} onClick={confirmWithdraw}>
            Withdraw
          </Button>
        )}
        <Button icon={<SaveOutlined />} loading={pending(false)} disabled={saving} onClick={() => void saveAs(false)}>
          Save draft
        </Button>
        <Button type="primary" icon={<SendOutlined />} loading={pending(true)} disabled={saving} onClick={() => void saveAs(true)}>
          {submitted || (quote?.version ?? 0) > 0 ? 'Submit revision' : 'Submit quote'}
        </Button>
      </Flex>
    </Form>
  );
}
