import { StopOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Form, Input, Modal, Skeleton, Tabs } from 'antd';
import { declineRfqSchema, RFQ_LIMITS, type RfqDetail } from '#shared/schemas/sourcing-schemas.ts';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { errorMessage } from '../../lib/api/api-error.ts';
import { useToast } from '../../ui/use-toast.ts';
import { QuoteForm } from './quote-form.tsx';
import { NdaLockedNotice, RfqOverview } from './rfq-overview.tsx';
import { RfqQuestions } from './rfq-questions.tsx';
import { FRESH, useDeclineRfqMutation, useGetMyQuoteQuery } from './sourcing-api.ts';

function DeclineDialog({ rfqId, open, onClose }: { rfqId: number; open: boolean; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [decline, { isLoading }] = useDeclineRfqMutation();
  const toast = useToast();

  const submit = async () => {
    const parsed = declineRfqSchema.safeParse({ reason });
    if (!parsed.success) {
      setMessage(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setMessage(null);
    try {
      await decline({ id: rfqId, reason: parsed.data.reason }).unwrap();
      toast.success('Request declined', 'The buyer sees your reason.');
      onClose();
    } catch (error) {
      setMessage(errorMessage(error, 'The request could not be declined. Please try again.'));
    }
  };

  return (
    <Modal open={open} title="Decline this request" okText="Decline" okButtonProps={{ danger: true, loading: isLoading }} cancelText="Cancel" onOk={() => void submit()} onCancel={onClose}>
      <Form layout="vertical" component="div">
        <Form.Item label="Reason the buyer will see" htmlFor="rfq-decline-reason" validateStatus={message ? 'error' : undefined} help={message ?? undefined}>
          <Input.TextArea id="rfq-decline-reason" rows={3} maxLength={RFQ_LIMITS.reasonMax} value={reason} onChange={(event) => setReason(event.target.value)} placeholder="e.g. We do not machine titanium." />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function MyQuote({ rfq }: { rfq: RfqDetail }) {
  const { data: quote, isLoading, isError, error } = useGetMyQuoteQuery(rfq.id, FRESH);
  if (rfq.nda.locked) return <NdaLockedNotice rfq={rfq} />;
  if (rfq.me?.status === 'declined') {
    return <Alert type="info" showIcon title="You declined this request" description={rfq.me.declineReason ?? undefined} />;
  }
  if (isLoading) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (isError) return <Alert type="error" showIcon title="Your quote could not be loaded" description={errorMessage(error, 'Please try again.')} />;
  return <QuoteForm rfq={rfq} quote={quote ?? null} />;
}

/** The request as a supplier sees it: the request, their quote, and questions to the buyer. */
export function SupplierRfqView({ rfq }: { rfq: RfqDetail }) {
  const [search, setSearch] = useSearchParams();
  const [declining, setDeclining] = useState(false);
  const tab = search.get('tab') ?? 'request';
  const me = rfq.me;
  const canDecline = rfq.status === 'open' && me?.status !== 'declined' && me?.quoteStatus !== 'submitted' && me?.status !== 'awarded';

  return (
    <Flex vertical gap={16}>
      {me?.status === 'awarded' && (
        <Alert
          type="success"
          showIcon
          title="You were awarded this request"
          description={me.connectionId ? <Link to={`/messages/${me.connectionId}`}>Open the conversation with the buyer</Link> : 'The buyer will be in touch.'}
        />
      )}
      {me?.status === 'not_awarded' && (
        <Alert
          type="info"
          showIcon
          title="The buyer chose another supplier"
          description={
            <Flex vertical gap={4}>
              <span>Thank you for quoting. You will be considered for future requests.</span>
              {me.outcomeReason && <span>Reason given: {me.outcomeReason}</span>}
            </Flex>
          }
        />
      )}
      {rfq.status === 'cancelled' && <Alert type="warning" showIcon title="The buyer cancelled this request" description={rfq.cancelReason ?? undefined} />}
      <Tabs
        activeKey={tab}
        onChange={(key) => setSearch({ tab: key }, { replace: true })}
        tabBarExtraContent={
          canDecline && (
            <Button icon={<StopOutlined />} onClick={() => setDeclining(true)}>
              Decline
            </Button>
          )
        }
        items={[
          { key: 'request', label: 'Request', children: <RfqOverview rfq={rfq} /> },
          { key: 'quote', label: 'Your quote', children: <MyQuote rfq={rfq} /> },
          { key: 'questions', label: 'Questions', children: <RfqQuestions rfq={rfq} /> },
        ]}
        destroyOnHidden
      />
      <DeclineDialog rfqId={rfq.id} open={declining} onClose={() => setDeclining(false)} />
    </Flex>
  );
}
