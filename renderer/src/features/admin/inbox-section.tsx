import { Alert, Button, Card, Descriptions, Flex, Form, Input, Pagination, Select, Skeleton, Tag, Typography } from 'antd';
import type { AdminInboxItem } from '#shared/schemas/admin-schemas.ts';
import { ADMIN_MESSAGES, inboxReplySchema } from '#shared/schemas/admin-schemas.ts';
import type { InboundKind, InboundStatus } from '#shared/schemas/site-forms-schemas.ts';
import { CONTACT_TOPIC_LABELS, ENTERPRISE_ROLE_LABELS, INBOUND_KINDS, INBOUND_STATUS_LABELS, INBOUND_STATUSES } from '#shared/schemas/site-forms-schemas.ts';
import { useFormik } from 'formik';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toFormikValidationSchema } from 'zod-formik-adapter';
import { errorMessage, isApiError } from '../../lib/api/api-error.ts';
import { applyServerFieldErrors, fieldFeedback } from '../../ui/formik-feedback.ts';
import { useToast } from '../../ui/use-toast.ts';
import { FormButtons } from '../../ui/form-buttons.tsx';
import { AdminDate, EmptyState, FilterSelect, QueryError, SectionHeader } from './admin-bits.tsx';
import { useGetAdminInboxQuery, useReplyToInboxMutation, useSetInboxStatusMutation } from './admin-api.ts';
import type { InboxFilters } from './admin-filters.ts';
import { changeFilters, firstPage } from './admin-filters.ts';
import { labelOf } from './admin-format.ts';
import { formatCount } from '#shared/format/numbers.ts';

const KIND_LABELS: Record<InboundKind, string> = { contact: 'Contact', enterprise: 'Enterprise', event: 'Event submission' };
const KIND_OPTIONS = INBOUND_KINDS.map((kind) => ({ value: kind, label: KIND_LABELS[kind] }));
const STATUS_OPTIONS = INBOUND_STATUSES.map((status) => ({ value: status, label: INBOUND_STATUS_LABELS[status] }));
const STATUS_COLORS: Record<InboundStatus, string> = { new: 'blue', in_progress: 'gold', done: 'green' };

/** Inbox: what the contact and enterprise forms sent the team, worked from new to done, answered by email from here. */
export function InboxSection() {
  const [filters, setFilters] = useState<InboxFilters>(firstPage);
  const { data, isLoading, isFetching, isError, error, refetch } = useGetAdminInboxQuery(filters);
  const update = (patch: Partial<Omit<InboxFilters, 'page' | 'limit'>>) => setFilters((current) => changeFilters(current, patch));

  let body: ReactNode;
  if (isError) body = <QueryError error={error} fallback="The inbox could not be loaded." onRetry={() => void refetch()} />;
  else if (isLoading || !data) body = <Skeleton active paragraph={{ rows: 8 }} />;
  else if (data.items.length === 0)
    body = (
      <Card variant="outlined">
        <EmptyState title="No requests found" hint={filters.kind || filters.status ? 'Try other filters.' : 'Messages from the contact and enterprise forms appear here.'} />
      </Card>
    );
  else
    body = (
      <Flex vertical gap={16} className={isFetching ? 'hh-refreshing' : undefined}>
        {data.items.map((item) => (
          <InboxCard key={item.id} item={item} />
        ))}
        {data.total > data.limit && (
          <Pagination
            align="center"
            current={filters.page}
            pageSize={filters.limit}
            total={data.total}
            showSizeChanger={false}
            onChange={(page) => setFilters((current) => ({ ...current, page }))}
          />
        )}
      </Flex>
    );

  return (
    <section aria-labelledby="admin-inbox-title" className="hh-admin-section">
      <SectionHeader
        id="admin-inbox-title"
        title={data ? `Inbox (${formatCount(data.total)})` : 'Inbox'}
        description="Requests from the contact and enterprise forms. A reply is emailed to the sender."
        onRefresh={() => void refetch()}
        refreshing={isFetching && !isLoading}
      />
      <Flex gap={12} wrap align="flex-end" className="hh-admin-filters">
        <FilterSelect<InboundKind> label="Form" id="admin-inbox-kind" placeholder="Any form" options={KIND_OPTIONS} value={filters.kind} onChange={(kind) => update({ kind })} />
        <FilterSelect<InboundStatus> label="Status" id="admin-inbox-status" placeholder="Any status" options={STATUS_OPTIONS} value={filters.status} onChange={(status) => update({ status })} />
      </Flex>
      {body}
    </section>
  );
}

function InboxCard({ item }: { item: AdminInboxItem }) {
  const [setStatus, { isLoading: savingStatus }] = useSetInboxStatusMutation();
  const [replying, setReplying] = useState(false);
  const toast = useToast();
  const statusId = `admin-inbox-${item.id}-status`;
  const title = item.subject || (item.kind === 'enterprise' ? `Enterprise request${item.company ? ` from ${item.company}` : ''}` : 'Contact message');

  const changeStatus = async (status: InboundStatus) => {
    try {
      await setStatus({ id: item.id, status }).unwrap();
      toast.success('Status updated', `${title}: ${INBOUND_STATUS_LABELS[status]}.`);
    } catch (failure) {
      toast.error('Status not changed', errorMessage(failure, 'The status could not be changed.'));
    }
  };

  type Detail = { key: string; label: string; children: ReactNode };
  const details = (
    [
    { key: 'name', label: 'Name', children: item.name },
    { key: 'email', label: 'Email', children: <a href={`mailto:${item.email}`}>{item.email}</a> },
    item.phone && { key: 'phone', label: 'Phone', children: item.phone },
    item.company && { key: 'company', label: 'Company', children: item.company },
    item.role && { key: 'role', label: 'Role', children: labelOf(ENTERPRISE_ROLE_LABELS, item.role) },
    item.teamSize && { key: 'team', label: 'Team size', children: item.teamSize },
    item.topic && { key: 'topic', label: 'Topic', children: labelOf(CONTACT_TOPIC_LABELS, item.topic) },
    item.userId !== null && { key: 'member', label: 'Member', children: <Link to={`/users/${item.userId}`}>View profile</Link> },
    { key: 'received', label: 'Received', children: <AdminDate value={item.createdAt} withTime /> },
    { key: 'updated', label: 'Last change', children: <AdminDate value={item.updatedAt} withTime /> },
    ] as (Detail | false | null | '')[]
  ).filter((entry): entry is Detail => Boolean(entry));

  return (
    <Card variant="outlined" className="hh-admin-card" data-testid={`inbox-${item.id}`}>
      <Flex justify="space-between" align="flex-start" gap={12} wrap>
        <div>
          <Typography.Title level={3} className="hh-admin-card__title">
            {title}
          </Typography.Title>
          <Flex gap={4} wrap>
            <Tag>{KIND_LABELS[item.kind]}</Tag>
            <Tag color={STATUS_COLORS[item.status]}>{INBOUND_STATUS_LABELS[item.status]}</Tag>
          </Flex>
        </div>
        <div className="hh-admin-filter">
          <label htmlFor={statusId} className="hh-admin-filter__label">
            Status
          </label>
          <Select<InboundStatus>
            id={statusId}
            value={item.status}
            options={STATUS_OPTIONS}
            onChange={(status) => void changeStatus(status)}
            loading={savingStatus}
            disabled={savingStatus}
            className="hh-admin-filters__select"
          />
        </div>
      </Flex>
      <Descriptions size="small" column={{ xs: 1, md: 2 }} items={details} className="hh-admin-card__details" />
      <Typography.Text strong>Message</Typography.Text>
      <Typography.Paragraph className="hh-admin-pre">{item.message}</Typography.Paragraph>
      {item.replies.length > 0 && (
        <div className="hh-admin-replies">
          <Typography.Text strong>Replies ({item.replies.length})</Typography.Text>
          <ol className="hh-admin-replies__list">
            {item.replies.map((reply) => (
              <li key={reply.id} className="hh-admin-reply">
                <Typography.Text type="secondary" className="hh-admin-small">
                  {reply.admin} · <AdminDate value={reply.createdAt} withTime />
                </Typography.Text>
                <div className="hh-admin-pre">{reply.message}</div>
              </li>
            ))}
          </ol>
        </div>
      )}
      {replying ? (
        <ReplyForm item={item} onClose={() => setReplying(false)} />
      ) : (
        <Button onClick={() => setReplying(true)}>
          Reply to {item.name}
        </Button>
      )}
    </Card>
  );
}

function ReplyForm({ item, onClose }: { item: AdminInboxItem; onClose: () => void }) {
  const [reply] = useReplyToInboxMutation();
  const toast = useToast();
  const [failure, setFailure] = useState<string | null>(null);
  const fieldId = `admin-inbox-${item.id}-reply`;
  const formik = useFormik<{ message: string }>({
    initialValues: { message: '' },
    validationSchema: toFormikValidationSchema(inboxReplySchema),
    onSubmit: async ({ message }) => {
      setFailure(null);
      try {
        await reply({ id: item.id, message: message.trim() }).unwrap();
        // The answer is the updated request, not a sentence: the contract's own message says it.
        toast.success('Reply sent', `${ADMIN_MESSAGES.replied} It was emailed to ${item.email}.`);
        onClose();
      } catch (error) {
        if (!(isApiError(error) && applyServerFieldErrors(formik, error.fieldErrors))) setFailure(errorMessage(error, 'The reply could not be sent.'));
      }
    },
  });
  return (
    <Form layout="vertical" requiredMark={false} noValidate onFinish={() => void formik.submitForm()} className="hh-admin-reply-form">
      {failure && <Alert type="error" showIcon title="Error" description={failure} className="hh-form-alert" role="alert" />}
      <Form.Item label={`Reply to ${item.email}`} htmlFor={fieldId} {...fieldFeedback(formik, 'message')}>
        <Input.TextArea id={fieldId} name="message" rows={5} maxLength={5000} showCount value={formik.values.message} onChange={formik.handleChange} onBlur={formik.handleBlur} />
      </Form.Item>
      <FormButtons loading={formik.isSubmitting} onCancel={onClose} okText="Send reply" />
    </Form>
  );
}
