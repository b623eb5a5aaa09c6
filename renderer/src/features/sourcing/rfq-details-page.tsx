import { DeleteOutlined, EditOutlined, RocketOutlined, StopOutlined, TrophyOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Input, Modal, Skeleton, Typography } from 'antd';
import { skipToken } from '@reduxjs/toolkit/query';
import { RFQ_LIMITS, type RfqDetail } from '#shared/schemas/sourcing-schemas.ts';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { errorMessage, isApiError } from '../../lib/api/api-error.ts';
import { PageContainer } from '../../ui/page-container.tsx';
import { PlanLimitAlert } from '../../ui/plan-limit-alert.tsx';
import { useToast } from '../../ui/use-toast.ts';
import { ReportButton } from '../reports/index.ts';
import { AwardDialog } from './award-dialog.tsx';
import { OpenRfqEditDialog } from './open-rfq-edit-dialog.tsx';
import { BuyerRfqView } from './buyer-rfq-view.tsx';
import { RfqStatusTag } from './rfq-status-tag.tsx';
import { formatDeadline, partyName } from './sourcing-format.ts';
import { FRESH, useCancelRfqMutation, useDeleteRfqMutation, useGetRfqQuery, usePublishRfqMutation } from './sourcing-api.ts';
import { SupplierRfqView } from './supplier-rfq-view.tsx';
import '../../ui/back-link.css';
import './sourcing.css';

/** The buyer's actions on the request, by its status. */
function BuyerActions({ rfq, onLimit }: { rfq: RfqDetail; onLimit: (message: string | null) => void }) {
  const [publish, { isLoading: publishing }] = usePublishRfqMutation();
  const [cancel] = useCancelRfqMutation();
  const [remove] = useDeleteRfqMutation();
  const [awarding, setAwarding] = useState(false);
  const [editingOpen, setEditingOpen] = useState(false);
  const [modal, modalHolder] = Modal.useModal();
  const navigate = useNavigate();
  const toast = useToast();
  const quoted = rfq.suppliers.some((entry) => entry.quoteStatus === 'submitted');

  const doPublish = async () => {
    onLimit(null);
    try {
      await publish(rfq.id).unwrap();
      toast.success('Request published', rfq.suppliers.length ? 'The invited suppliers are told and can quote until the deadline.' : 'Invite suppliers to quote on it.');
    } catch (error) {
      if (isApiError(error) && error.upgradeRequired) onLimit(error.message);
      else toast.error('The request could not be published', errorMessage(error, 'Please try again.'));
    }
  };

  const confirmCancel = () => {
    let reason = '';
    void modal.confirm({
      title: 'Cancel this request?',
      content: (
        <Flex vertical gap={8}>
          <Typography.Text>Suppliers can no longer quote, and everyone invited is told.</Typography.Text>
          <Input.TextArea aria-label="Reason (optional)" placeholder="Reason (optional)" maxLength={RFQ_LIMITS.reasonMax} rows={2} onChange={(event) => (reason = event.target.value)} />
        </Flex>
      ),
      okText: 'Cancel request',
      okButtonProps: { danger: true },
      cancelText: 'Keep it',
      onOk: async () => {
        try {
          await cancel({ id: rfq.id, reason: reason.trim() || null }).unwrap();
          toast.success('Request cancelled', 'The suppliers have been told.');
        } catch (error) {
          toast.error('The request could not be cancelled', errorMessage(error, 'Please try again.'));
        }
      },
    });
  };

  const confirmDelete = () =>
    void modal.confirm({
      title: 'Delete this draft?',
      content: 'The draft is removed for good.',
      okText: 'Delete',
      okButtonProps: { danger: true },
      cancelText: 'Keep it',
      onOk: async () => {
        try {
          await remove(rfq.id).unwrap();
          toast.success('Draft deleted', `"${rfq.title}" was deleted.`);
          void navigate('/rfqs', { replace: true });
        } catch (error) {
          toast.error('The draft could not be deleted', errorMessage(error, 'Please try again.'));
        }
      },
    });

  return (
    <>
      {modalHolder}
      {rfq.status === 'draft' && (
        <>
          <Link to={`/rfqs/${rfq.id}/edit`}>
            <Button icon={<EditOutlined />}>Edit</Button>
          </Link>
          <Button danger icon={<DeleteOutlined />} onClick={confirmDelete}>
            Delete
          </Button>
          <Button type="primary" icon={<RocketOutlined />} loading={publishing} onClick={() => void doPublish()}>
            Publish
          </Button>
        </>
      )}
      {(rfq.status === 'open' || rfq.status === 'closed') && (
        <>
          {rfq.status === 'open' && (
            <>
              <Button icon={<EditOutlined />} onClick={() => setEditingOpen(true)}>
                Update
              </Button>
              {editingOpen && <OpenRfqEditDialog rfq={rfq} open onClose={() => setEditingOpen(false)} />}
            </>
          )}
          <Button danger icon={<StopOutlined />} onClick={confirmCancel}>
            Cancel request
          </Button>
          <Button type="primary" icon={<TrophyOutlined />} disabled={!quoted} onClick={() => setAwarding(true)}>
            Award
          </Button>
          <AwardDialog rfq={rfq} open={awarding} onClose={() => setAwarding(false)} />
        </>
      )}
    </>
  );
}

/** /rfqs/{id}: the buyer's workspace for the request, or the supplier's view with their quote. */
export function RfqDetailsPage() {
  const raw = Number(useParams().id);
  const id = Number.isInteger(raw) && raw > 0 ? raw : null;
  const { data: rfq, isError, error, refetch } = useGetRfqQuery(id ?? skipToken, FRESH);
  const [limitMessage, setLimitMessage] = useState<string | null>(null);

  const back = (
    <Link to="/rfqs" className="hh-back-link">
      ← Back to requests
    </Link>
  );
  if (id === null || isError) {
    return (
      <PageContainer title="Request for quote">
        {back}
        <Alert
          type="error"
          showIcon
          title="This request could not be loaded"
          description={errorMessage(error, 'It may have been deleted, or it is not shared with you.')}
          action={id !== null && <Button onClick={() => void refetch()}>Retry</Button>}
        />
      </PageContainer>
    );
  }
  if (!rfq) {
    return (
      <PageContainer title="Request for quote">
        <Skeleton active paragraph={{ rows: 10 }} />
      </PageContainer>
    );
  }
  const buyer = rfq.viewerRole === 'buyer';
  return (
    <PageContainer
      title={rfq.title}
      subtitle={
        <Flex gap={8} align="center" wrap component="span">
          <RfqStatusTag status={rfq.status} />
          <span>{buyer ? 'Quotes due' : `From ${partyName(rfq.buyer)} · Quotes due`} {formatDeadline(rfq.quoteDeadline)}</span>
        </Flex>
      }
      extra={buyer ? <BuyerActions rfq={rfq} onLimit={setLimitMessage} /> : <ReportButton targetType="rfq" targetId={rfq.id} targetLabel={rfq.title} />}
    >
      {back}
      {limitMessage && <PlanLimitAlert message={limitMessage} />}
      {buyer ? <BuyerRfqView rfq={rfq} /> : <SupplierRfqView rfq={rfq} />}
    </PageContainer>
  );
}
