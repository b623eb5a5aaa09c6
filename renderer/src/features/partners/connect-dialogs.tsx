import { SendOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Checkbox, Empty, Flex, Form, Input, Modal, Select, Spin, Typography } from 'antd';
import { ROLE_LABELS } from '#shared/constants/roles.ts';
import {
  CONNECTION_MESSAGE_MAX, CONNECTION_MESSAGES, defaultConnectMessage, productContactMessage, type ConnectionDetail, type ConnectionProduct,
} from '#shared/schemas/connection-schemas.ts';
import type { PartnerCard } from '#shared/schemas/partner-search-schemas.ts';
import { PROJECT_STATUS_LABELS } from '#shared/schemas/project-schemas.ts';
import type { PublicUser } from '#shared/schemas/user-schemas.ts';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { errorMessage, isApiError } from '../../lib/api/api-error.ts';
import { useAppDispatch } from '../../lib/store/hooks.ts';
import type { AppDispatch } from '../../lib/store/store.ts';
import { FormButtons } from '../../ui/form-buttons.tsx';
import { useToast } from '../../ui/use-toast.ts';
import { useGetBillingQuery } from '../checkout/index.ts';
import { useGetUserProjectsQuery } from '../projects/index.ts';
import { displayName, LocationLine, PartnerAvatar, RatingBriefView, RoleTag, VerifiedBadge } from './partner-bits.tsx';
import { listingUrl } from './listing-url.ts';
import { partnersApi, useCreateConnectionMutation, useSearchPartnersQuery } from './partners-api.ts';
import { PlanLimitAlert } from '../../ui/plan-limit-alert.tsx';

/**
 * Where a dialog is opened decides the failure toast: on the dashboard 'Connection Failed' /
 * 'Unable to send connection request. Please try again.'; on partners, profiles and messages the
 * server's message.
 */
export type ConnectContext = 'partners' | 'dashboard' | 'messages';

/**
 * `exists`: the server already holds a request or a connection between the two (409), shown where it
 * stands rather than as a failure; `busy`: a second submit while the first is on its way, ignored.
 */
type Outcome = { kind: 'sent' } | { kind: 'exists' } | { kind: 'busy' } | { kind: 'limit'; message: string } | { kind: 'failed' };

/**
 * The request shows as pending on the partner's card and profile as soon as the server has it,
 * before the refetches the mutation's invalidation starts come back.
 */
function showAsPending(dispatch: AppDispatch, sent: ConnectionDetail) {
  dispatch(
    partnersApi.util.updateQueryData('getConnections', undefined, (list) => {
      if (!list.some((connection) => connection.id === sent.id)) list.unshift(sent);
    }),
  );
  dispatch(
    partnersApi.util.updateQueryData('getPartnerProfile', sent.recipientId, (profile) => {
      profile.connection = { id: sent.id, status: sent.status, direction: 'sent' };
    }),
  );
}

/**
 * POST /api/connections with its toasts, sent once however often the button is pressed; a
 * plan limit (403 upgradeRequired) is returned for inline display.
 */
function useSendConnection(context: ConnectContext) {
  const [create, { isLoading }] = useCreateConnectionMutation();
  const dispatch = useAppDispatch();
  const toast = useToast();
  // Set before the first await, so a quick second click (before isLoading renders) finds it.
  const inFlight = useRef(false);
  const send = async (
    recipient: Pick<PublicUser, 'id' | 'fullName'>, message: string, projectId: number | null, priority = false, productId: number | null = null,
  ): Promise<Outcome> => {
    if (inFlight.current) return { kind: 'busy' };
    inFlight.current = true;
    try {
      const sent = await create({ recipientId: recipient.id, message: message.trim(), projectId, ...(productId ? { productId } : {}), ...(priority ? { priority } : {}) }).unwrap();
      showAsPending(dispatch, sent);
      toast.success('Connection Request Sent', `Your request to connect with ${recipient.fullName} has been sent.`);
      return { kind: 'sent' };
    } catch (failure) {
      const serverMessage = errorMessage(failure, 'Please try again.');
      if (isApiError(failure) && failure.status === 409) {
        // A request (theirs or ours) or a connection is already there: show where things stand.
        dispatch(partnersApi.util.invalidateTags(['Connection']));
        toast.info(serverMessage === CONNECTION_MESSAGES.alreadyConnected ? CONNECTION_MESSAGES.connectedTitle : CONNECTION_MESSAGES.pendingTitle, serverMessage);
        return { kind: 'exists' };
      }
      toast.error(
        'Connection Failed',
        context === 'dashboard' ? 'Unable to send connection request. Please try again.' : `Unable to send connection request: ${serverMessage}`,
      );
      if (isApiError(failure) && failure.upgradeRequired) return { kind: 'limit', message: serverMessage };
      return { kind: 'failed' };
    } finally {
      inFlight.current = false;
    }
  };
  return { send, isLoading };
}

function OutcomeAlert({ outcome }: { outcome: Outcome | null }) {
  if (outcome?.kind === 'limit') {
    return (
      <PlanLimitAlert title="Monthly request limit reached" message={outcome.message} />
    );
  }
  return null;
}

/** The user's own projects as choices (optional: 'No specific project'). */
function ProjectPicker({ value, onChange }: { value: number | null; onChange: (id: number | null) => void }) {
  const { data: projects, isLoading } = useGetUserProjectsQuery();
  return (
    <Form.Item label="About a project (optional)" htmlFor="connect-project">
      <Select<number | 'none'>
        id="connect-project"
        loading={isLoading}
        value={value ?? 'none'}
        onChange={(next) => onChange(next === 'none' ? null : next)}
        options={[
          { value: 'none', label: 'No specific project' },
          ...(projects ?? []).map((project) => ({ value: project.id, label: `${project.name} (${PROJECT_STATUS_LABELS[project.status]})` })),
        ]}
      />
    </Form.Item>
  );
}

/** The priority requests the member holds (premium_connections), from their billing. */
function usePriorityRequestsLeft(): number {
  const { data: billing } = useGetBillingQuery();
  // Billing lists only what the member still holds (the server drops used-up and expired purchases).
  return (billing?.entitlements ?? [])
    .filter((entitlement) => entitlement.productCode === 'premium_connections')
    .reduce((total, entitlement) => total + (entitlement.remainingUses ?? 0), 0);
}

/**
 * 'Send as a priority request', offered while the member holds some. Past the monthly quota the
 * server uses one anyway (that is what they are for), so the box matters within the quota.
 */
function PriorityField({ left, checked, onChange }: { left: number; checked: boolean; onChange: (checked: boolean) => void }) {
  if (left <= 0) return null;
  return (
    <Form.Item>
      <Checkbox id="connect-priority" checked={checked} onChange={(event) => onChange(event.target.checked)}>
        Send as a priority request ({left} left): it shows first in their requests, marked 'Priority'
      </Checkbox>
    </Form.Item>
  );
}

function MessageField({ value, onChange, error }: { value: string; onChange: (text: string) => void; error?: string }) {
  return (
    <Form.Item label="Message" htmlFor="connect-message" validateStatus={error ? 'error' : undefined} help={error}>
      <Input.TextArea id="connect-message" rows={5} maxLength={CONNECTION_MESSAGE_MAX} showCount value={value} onChange={(event) => onChange(event.target.value)} />
    </Form.Item>
  );
}

export type ConnectTarget = Pick<PartnerCard, 'id' | 'fullName' | 'companyName' | 'role' | 'location' | 'profileImage' | 'verified' | 'rating'>;

/**
 * Connect dialog (/partners cards, profile pages): the partner with their real rating, an
 * optional project of yours and a message that starts as a short introduction. From a listing's
 * Contact Seller (`product`), the message names and links the listing and the request keeps it.
 */
export function ConnectDialog({
  partner, open, onClose, context = 'partners', product = null,
}: { partner: ConnectTarget | null; open: boolean; onClose: () => void; context?: ConnectContext; product?: ConnectionProduct | null }) {
  return (
    <Modal open={open && Boolean(partner)} title="Connect with Partner" footer={null} onCancel={onClose} destroyOnHidden width={560}>
      {partner && <ConnectForm key={`${partner.id}-${product?.id ?? ''}`} partner={partner} onClose={onClose} context={context} product={product} />}
    </Modal>
  );
}

function ConnectForm({ partner, onClose, context, product }: { partner: ConnectTarget; onClose: () => void; context: ConnectContext; product: ConnectionProduct | null }) {
  const [message, setMessage] = useState(() =>
    product ? productContactMessage(partner.fullName, product.name, listingUrl(product.id)) : defaultConnectMessage(partner.fullName),
  );
  const [projectId, setProjectId] = useState<number | null>(null);
  const [priority, setPriority] = useState(false);
  const priorityLeft = usePriorityRequestsLeft();
  const [error, setError] = useState<string>();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const { send, isLoading } = useSendConnection(context);
  const toast = useToast();

  const submit = async () => {
    if (!message.trim()) {
      setError(CONNECTION_MESSAGES.noMessage);
      toast.error(CONNECTION_MESSAGES.noMessageTitle, CONNECTION_MESSAGES.noMessage);
      return;
    }
    setError(undefined);
    const result = await send(partner, message, projectId, priority && priorityLeft > 0, product?.id ?? null);
    if (result.kind === 'busy') return;
    setOutcome(result);
    if (result.kind === 'sent' || result.kind === 'exists') onClose();
  };

  return (
    <Form layout="vertical" requiredMark={false} noValidate onFinish={() => void submit()}>
      <Flex gap={14} align="center" className="hh-connect-partner">
        <PartnerAvatar user={partner} size={52} />
        <div className="hh-connect-partner__text">
          <Typography.Text strong>{displayName(partner)}</Typography.Text>
          {partner.companyName && (
            <Typography.Text type="secondary" className="hh-small">
              {' '}
              · {partner.fullName}
            </Typography.Text>
          )}
          <Flex gap={6} wrap align="center">
            <RoleTag role={partner.role} />
            {partner.verified && <VerifiedBadge />}
            <LocationLine location={partner.location} />
          </Flex>
          <RatingBriefView average={partner.rating.average} count={partner.rating.count} />
        </div>
      </Flex>
      <OutcomeAlert outcome={outcome} />
      {product && (
        <Typography.Paragraph className="hh-connect-product" data-testid="connect-product">
          About: <Link to={`/marketplace/${product.id}`}>{product.name}</Link>
        </Typography.Paragraph>
      )}
      <ProjectPicker value={projectId} onChange={setProjectId} />
      <MessageField
        value={message}
        onChange={(text) => {
          setMessage(text);
          if (text.trim()) setError(undefined);
        }}
        error={error}
      />
      <PriorityField left={priorityLeft} checked={priority} onChange={setPriority} />
      <FormButtons loading={isLoading} onCancel={onClose} okText="Send Request" okIcon={<SendOutlined />} okDisabled={outcome?.kind === 'limit'} />
    </Form>
  );
}

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/**
 * 'Connect with a New Partner': pick a user (searched with GET /api/users?q=), optional
 * project and a message. A missing user or message gets its own toast.
 */
export function NewPartnerDialog({ open, onClose, context }: { open: boolean; onClose: () => void; context: ConnectContext }) {
  return (
    <Modal open={open} title="Connect with a New Partner" footer={null} onCancel={onClose} destroyOnHidden width={560}>
      {open && <NewPartnerForm onClose={onClose} context={context} />}
    </Modal>
  );
}

function NewPartnerForm({ onClose, context }: { onClose: () => void; context: ConnectContext }) {
  const [term, setTerm] = useState('');
  const debounced = useDebounced(term.trim(), 300);
  const { data, isFetching } = useSearchPartnersQuery(debounced ? `q=${encodeURIComponent(debounced)}&limit=10` : 'limit=10');
  const [picked, setPicked] = useState<PartnerCard | null>(null);
  const [projectId, setProjectId] = useState<number | null>(null);
  const [message, setMessage] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const { send, isLoading } = useSendConnection(context);
  const toast = useToast();
  const options = data?.items ?? [];

  const submit = async () => {
    if (!picked) {
      toast.error(CONNECTION_MESSAGES.noUserTitle, CONNECTION_MESSAGES.noUser);
      return;
    }
    if (!message.trim()) {
      toast.error(CONNECTION_MESSAGES.noMessageTitle, CONNECTION_MESSAGES.noMessage);
      return;
    }
    const result = await send(picked, message, projectId);
    if (result.kind === 'busy') return;
    setOutcome(result);
    if (result.kind === 'sent' || result.kind === 'exists') onClose();
  };

  return (
    <Form layout="vertical" requiredMark={false} noValidate onFinish={() => void submit()}>
      <Form.Item label="Partner" htmlFor="new-partner-user">
        <Select<number>
          id="new-partner-user"
          placeholder="Search by name, company or expertise"
          showSearch={{ onSearch: setTerm, filterOption: false }}
          value={picked?.id}
          onChange={(id) => {
            setPicked(options.find((option) => option.id === id) ?? null);
            setOutcome(null);
          }}
          notFoundContent={isFetching ? <Spin size="small" /> : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No users found" />}
          options={options.map((user) => ({
            value: user.id,
            title: user.fullName,
            label: (
              <Flex gap={8} align="center">
                <PartnerAvatar user={user} size={24} />
                <span>
                  {user.fullName}
                  <Typography.Text type="secondary" className="hh-small">
                    {' '}
                    · {ROLE_LABELS[user.role]}
                    {user.companyName ? ` · ${user.companyName}` : ''}
                  </Typography.Text>
                </span>
              </Flex>
            ),
          }))}
          suffixIcon={<UserOutlined />}
        />
      </Form.Item>
      {picked && (
        <Flex gap={10} align="center" className="hh-connect-partner hh-connect-partner--compact">
          <PartnerAvatar user={picked} size={40} />
          <div>
            <Flex gap={6} wrap align="center">
              <Typography.Text strong>{displayName(picked)}</Typography.Text>
              <RoleTag role={picked.role} />
              {picked.verified && <VerifiedBadge />}
            </Flex>
            <RatingBriefView average={picked.rating.average} count={picked.rating.count} />
          </div>
        </Flex>
      )}
      <OutcomeAlert outcome={outcome} />
      <ProjectPicker value={projectId} onChange={setProjectId} />
      <Form.Item label="Message" htmlFor="connect-message">
        <Input.TextArea
          id="connect-message"
          rows={4}
          maxLength={CONNECTION_MESSAGE_MAX}
          showCount
          placeholder="Introduce yourself and say what you would like to work on together."
          value={message}
          onChange={(event) => setMessage(event.target.value)}
        />
      </Form.Item>
      {picked && !message && (
        <Button type="link" size="small" className="hh-suggest-link" onClick={() => setMessage(defaultConnectMessage(picked.fullName))}>
          Use a suggested introduction
        </Button>
      )}
      <FormButtons loading={isLoading} onCancel={onClose} okText="Send Request" okIcon={<SendOutlined />} />
    </Form>
  );
}
