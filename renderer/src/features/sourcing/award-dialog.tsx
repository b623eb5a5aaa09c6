import { Alert, Flex, Form, Input, Modal, Radio, Select, Typography } from 'antd';
import { awardRfqSchema, RFQ_LIMITS, type AwardRfqInput, type RfqDetail } from '#shared/schemas/sourcing-schemas.ts';
import { useState } from 'react';
import { errorMessage } from '../../lib/api/api-error.ts';
import { useToast } from '../../ui/use-toast.ts';
import { partyName } from './sourcing-format.ts';
import { useAwardRfqMutation } from './sourcing-api.ts';

/** Award the whole request to one supplier, or each line to one; the others are told, with the reason if given. */
export function AwardDialog({ rfq, open, onClose }: { rfq: RfqDetail; open: boolean; onClose: () => void }) {
  const quoted = rfq.suppliers.filter((entry) => entry.quoteStatus === 'submitted');
  const options = quoted.map((entry) => ({ value: entry.supplier.id, label: partyName(entry.supplier) }));
  const [mode, setMode] = useState<'whole' | 'lines'>('whole');
  const [supplierId, setSupplierId] = useState<number | null>(null);
  const [byLine, setByLine] = useState<Record<number, number | undefined>>({});
  const [reason, setReason] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [award, { isLoading }] = useAwardRfqMutation();
  const toast = useToast();

  const submit = async () => {
    const body: AwardRfqInput =
      mode === 'whole'
        ? { mode, supplierId: supplierId ?? 0, reason: reason.trim() || null }
        : {
            mode,
            lines: Object.entries(byLine)
              .filter((entry): entry is [string, number] => entry[1] !== undefined)
              .map(([lineId, supplier]) => ({ lineId: Number(lineId), supplierId: supplier })),
            reason: reason.trim() || null,
          };
    const parsed = awardRfqSchema.safeParse(body);
    if (!parsed.success) {
      setMessage(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setMessage(null);
    try {
      await award({ id: rfq.id, award: body }).unwrap();
      toast.success('Request awarded', 'The suppliers are told, and a conversation is opened with each supplier you chose.');
      onClose();
    } catch (error) {
      setMessage(errorMessage(error, 'The award could not be saved. Please try again.'));
    }
  };

  return (
    <Modal open={open} title="Award the request" okText="Award" cancelText="Cancel" onOk={() => void submit()} onCancel={onClose} okButtonProps={{ loading: isLoading }} width={600}>
      <Flex vertical gap={16}>
        <Radio.Group value={mode} onChange={(event) => setMode(event.target.value as 'whole' | 'lines')}>
          <Radio value="whole">Whole request to one supplier</Radio>
          <Radio value="lines">Line by line</Radio>
        </Radio.Group>
        <Form layout="vertical" component="div">
          {mode === 'whole' ? (
            <Form.Item label="Supplier" htmlFor="award-supplier">
              <Select id="award-supplier" value={supplierId ?? undefined} onChange={(value: number) => setSupplierId(value)} options={options} placeholder="Choose a supplier" />
            </Form.Item>
          ) : (
            rfq.lines.map((line) => (
              <Form.Item key={line.id} label={`${line.position}. ${line.partName}`} htmlFor={`award-line-${line.id}`}>
                <Select
                  id={`award-line-${line.id}`}
                  allowClear
                  value={byLine[line.id]}
                  onChange={(value?: number) => setByLine((current) => ({ ...current, [line.id]: value }))}
                  options={options}
                  placeholder="Not awarded"
                />
              </Form.Item>
            ))
          )}
          <Form.Item label="Reason for the suppliers not chosen (optional)" htmlFor="award-reason" extra="They see it on the request and in their notification.">
            <Input.TextArea id="award-reason" rows={2} maxLength={RFQ_LIMITS.reasonMax} value={reason} onChange={(event) => setReason(event.target.value)} placeholder="e.g. A shorter lead time fit our schedule better." />
          </Form.Item>
        </Form>
        {message && <Alert type="error" showIcon title={message} />}
        <Typography.Text type="secondary">A supplier can only be awarded what they quoted. Awarding closes the request.</Typography.Text>
      </Flex>
    </Modal>
  );
}
