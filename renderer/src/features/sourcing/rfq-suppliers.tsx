import { CheckCircleFilled, SafetyCertificateFilled, StarFilled, UserAddOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Checkbox, Empty, Flex, List, Modal, Skeleton, Tag, Typography } from 'antd';
import { ROLE_LABELS } from '#shared/constants/roles.ts';
import { RFQ_LIMITS, type RfqDetail, type RfqSupplier, type SupplierSuggestion } from '#shared/schemas/sourcing-schemas.ts';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage, isApiError } from '../../lib/api/api-error.ts';
import { formatShortRelativeTime } from '../../ui/relative-time.ts';
import { PlanLimitAlert } from '../../ui/plan-limit-alert.tsx';
import { UserAvatar } from '../../ui/user-avatar.tsx';
import { useNow } from '../../ui/use-now.ts';
import { useToast } from '../../ui/use-toast.ts';
import { SupplierStatusTag } from './rfq-status-tag.tsx';
import { partyName } from './sourcing-format.ts';
import { useGetSuggestionsQuery, useInviteSuppliersMutation } from './sourcing-api.ts';

function SuggestionRow({ suggestion, checked, onToggle }: { suggestion: SupplierSuggestion; checked: boolean; onToggle: () => void }) {
  const { partner, reasons, alreadyInvited } = suggestion;
  return (
    <List.Item>
      <Checkbox checked={checked || alreadyInvited} disabled={alreadyInvited} onChange={onToggle} className="hh-rfq-suggestion" aria-label={`Invite ${partner.companyName || partner.fullName}`}>
        <Flex gap={12} align="flex-start">
          <UserAvatar user={partner} size={36} />
          <Flex vertical gap={2}>
            <Typography.Text strong>
              {partner.companyName || partner.fullName} {partner.verified && <SafetyCertificateFilled className="hh-rfq-verified" aria-label="Verified" />}
            </Typography.Text>
            <Typography.Text type="secondary" className="hh-small">
              {ROLE_LABELS[partner.role]}
              {partner.location ? ` · ${partner.location}` : ''}
              {partner.rating.average !== null ? ` · ` : ''}
              {partner.rating.average !== null && (
                <>
                  <StarFilled className="hh-rfq-star" /> {partner.rating.average.toFixed(1)} ({partner.rating.count})
                </>
              )}
            </Typography.Text>
            {reasons.length > 0 && <Typography.Text className="hh-small">{reasons.join(' · ')}</Typography.Text>}
            {alreadyInvited && <Tag>Already invited</Tag>}
          </Flex>
        </Flex>
      </Checkbox>
    </List.Item>
  );
}

/** Suppliers to invite, best match first; a plan's limit is said in the server's words. */
function InviteDialog({ rfqId, open, onClose }: { rfqId: number; open: boolean; onClose: () => void }) {
  const { data: suggestions, isLoading, isError, error } = useGetSuggestionsQuery(rfqId, { skip: !open });
  const [chosen, setChosen] = useState<number[]>([]);
  const [invite, { isLoading: inviting }] = useInviteSuppliersMutation();
  const [failure, setFailure] = useState<{ message: string; limit: boolean } | null>(null);
  const toast = useToast();

  const toggle = (id: number) => setChosen((current) => (current.includes(id) ? current.filter((other) => other !== id) : [...current, id]));
  const close = () => {
    setChosen([]);
    setFailure(null);
    onClose();
  };
  const submit = async () => {
    setFailure(null);
    try {
      await invite({ id: rfqId, supplierIds: chosen }).unwrap();
      toast.success('Suppliers invited', `${chosen.length} supplier${chosen.length === 1 ? ' was' : 's were'} invited to quote.`);
      close();
    } catch (failed) {
      setFailure({ message: errorMessage(failed, 'The invitations could not be sent. Please try again.'), limit: isApiError(failed) && Boolean(failed.upgradeRequired) });
    }
  };

  return (
    <Modal
      open={open}
      title="Invite suppliers"
      onCancel={close}
      okText={chosen.length ? `Invite ${chosen.length}` : 'Invite'}
      okButtonProps={{ disabled: !chosen.length, loading: inviting }}
      onOk={() => void submit()}
      cancelText="Cancel"
      width={640}
    >
      <Typography.Paragraph type="secondary">
        Suggested from their expertise, capabilities and ratings, best match first. Up to {RFQ_LIMITS.maxInvitesPerCall} at a time.{' '}
        <Link to="/partners">Search all partners</Link>
      </Typography.Paragraph>
      {failure && (failure.limit ? <PlanLimitAlert message={failure.message} /> : <Alert type="error" showIcon title={failure.message} className="hh-form-alert" />)}
      {isLoading && <Skeleton active avatar />}
      {isError && <Alert type="error" showIcon title="Suggestions could not be loaded" description={errorMessage(error, 'Please try again.')} />}
      {suggestions && suggestions.length === 0 && <Empty description="No matching suppliers yet. Add a process and material to your line items for better suggestions." />}
      {suggestions && suggestions.length > 0 && (
        <List
          className="hh-rfq-suggestions"
          dataSource={suggestions}
          renderItem={(suggestion) => (
            <SuggestionRow key={suggestion.partner.id} suggestion={suggestion} checked={chosen.includes(suggestion.partner.id)} onToggle={() => toggle(suggestion.partner.id)} />
          )}
        />
      )}
    </Modal>
  );
}

function SupplierRow({ entry }: { entry: RfqSupplier }) {
  const now = useNow();
  const { supplier } = entry;
  return (
    <List.Item data-testid="rfq-supplier">
      <Flex gap={12} align="flex-start" className="hh-rfq-supplier">
        <UserAvatar user={supplier} size={40} />
        <Flex vertical gap={2} className="hh-rfq-grow">
          <Flex gap={8} wrap align="center">
            <Link to={`/users/${supplier.id}`}>
              <Typography.Text strong>{partyName(supplier)}</Typography.Text>
            </Link>
            {supplier.verified && <SafetyCertificateFilled className="hh-rfq-verified" aria-label="Verified" />}
            <SupplierStatusTag status={entry.status} />
            {entry.quoteVersion > 1 && <Tag>Version {entry.quoteVersion}</Tag>}
          </Flex>
          <Typography.Text type="secondary" className="hh-small">
            {ROLE_LABELS[supplier.role]}
            {supplier.location ? ` · ${supplier.location}` : ''} · {entry.source === 'open' ? 'Joined' : 'Invited'} {formatShortRelativeTime(entry.invitedAt, now)}
            {entry.ndaSigned === true && (
              <>
                {' · '}
                <CheckCircleFilled /> NDA signed
              </>
            )}
            {entry.ndaSigned === false && ' · NDA not signed yet'}
          </Typography.Text>
          {entry.declineReason && <Typography.Text className="hh-small">Reason: {entry.declineReason}</Typography.Text>}
          {entry.connectionId && <Link to={`/messages/${entry.connectionId}`}>Message</Link>}
        </Flex>
      </Flex>
    </List.Item>
  );
}

/** The buyer's suppliers: who was invited or joined and where each stands; inviting more. */
export function RfqSuppliers({ rfq }: { rfq: RfqDetail }) {
  const [inviting, setInviting] = useState(false);
  const canInvite = rfq.status === 'draft' || rfq.status === 'open';
  return (
    <Card
      variant="outlined"
      title={`Suppliers (${rfq.suppliers.length})`}
      extra={
        canInvite && (
          <Button type="primary" icon={<UserAddOutlined />} onClick={() => setInviting(true)}>
            Invite suppliers
          </Button>
        )
      }
    >
      {rfq.suppliers.length === 0 ? (
        <Empty
          description={
            canInvite
              ? 'No suppliers yet. Invite suppliers whose expertise matches your parts; they are told once the request is published.'
              : 'No suppliers took part in this request.'
          }
        />
      ) : (
        <List dataSource={rfq.suppliers} renderItem={(entry) => <SupplierRow key={entry.supplier.id} entry={entry} />} />
      )}
      {canInvite && <InviteDialog rfqId={rfq.id} open={inviting} onClose={() => setInviting(false)} />}
    </Card>
  );
}
