import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Descriptions, Flex, Tag, Typography } from 'antd';
import { ROLE_LABELS } from '#shared/constants/roles.ts';
import type { VerificationQueueItem } from '#shared/schemas/admin-schemas.ts';
import { AdminDate, ExternalLink, ReviewQueueList, SectionHeader } from './admin-bits.tsx';
import { useApproveVerificationMutation, useGetVerificationQueueQuery, useRejectVerificationMutation } from './admin-api.ts';
import { useReasonDialog } from './reason-dialog.tsx';

/** Verification: professionals' credentials waiting for review, oldest first. */
export function VerificationSection() {
  const query = useGetVerificationQueueQuery();
  const { data, isLoading, isFetching, refetch } = query;
  const [approve] = useApproveVerificationMutation();
  const [reject] = useRejectVerificationMutation();
  const dialog = useReasonDialog();

  const askApprove = (item: VerificationQueueItem) =>
    dialog.show({
      title: `Approve ${item.fullName}`,
      intro: 'Their profile will show as verified and they are told by email.',
      label: 'Note for the audit log',
      okText: 'Approve',
      optional: true,
      successTitle: 'Verification approved',
      fallback: 'The verification could not be approved.',
      submit: (reason) => approve({ id: item.id, ...(reason ? { reason } : {}) }).unwrap(),
    });
  const askReject = (item: VerificationQueueItem) =>
    dialog.show({
      title: `Reject ${item.fullName}`,
      intro: 'The member reads this reason in the email and on their profile, where they can submit new credentials.',
      label: 'Reason',
      okText: 'Reject',
      danger: true,
      successTitle: 'Verification rejected',
      fallback: 'The verification could not be rejected.',
      submit: (reason) => reject({ id: item.id, reason }).unwrap(),
    });

  return (
    <section aria-labelledby="admin-verification-title" className="hh-admin-section">
      <SectionHeader
        id="admin-verification-title"
        title={data?.length ? `Verification (${data.length})` : 'Verification'}
        description="Check what each professional submitted, then approve or reject it."
        onRefresh={() => void refetch()}
        refreshing={isFetching && !isLoading}
      />
      <ReviewQueueList
        query={query}
        fallback="The verification queue could not be loaded."
        emptyTitle="No credentials waiting for review"
        emptyHint="New submissions from suppliers, attorneys, investors and manufacturers appear here."
        renderItem={(item) => <QueueCard key={item.id} item={item} onApprove={() => askApprove(item)} onReject={() => askReject(item)} />}
      />
      {dialog.element}
    </section>
  );
}

function QueueCard({ item, onApprove, onReject }: { item: VerificationQueueItem; onApprove: () => void; onReject: () => void }) {
  return (
    <Card variant="outlined" className="hh-admin-card" data-testid={`verification-${item.id}`}>
      <Flex justify="space-between" align="flex-start" gap={12} wrap>
        <div>
          <Typography.Title level={3} className="hh-admin-card__title">
            {item.fullName}
          </Typography.Title>
          <Flex gap={4} wrap>
            <Tag color="blue">{ROLE_LABELS[item.role]}</Tag>
            <Tag color={item.emailVerified ? 'green' : 'default'}>{item.emailVerified ? 'Email verified' : 'Email not verified'}</Tag>
            {item.previousRejection && <Tag color="orange">Re-submission</Tag>}
          </Flex>
        </div>
        <Flex gap={8} wrap>
          <Button type="primary" icon={<CheckOutlined />} onClick={onApprove}>
            Approve
          </Button>
          <Button danger icon={<CloseOutlined />} onClick={onReject}>
            Reject
          </Button>
        </Flex>
      </Flex>
      <Descriptions
        size="small"
        column={{ xs: 1, md: 2 }}
        className="hh-admin-card__details"
        items={[
          { key: 'email', label: 'Email', children: <a href={`mailto:${item.email}`}>{item.email}</a> },
          { key: 'username', label: 'Username', children: `@${item.username}` },
          { key: 'company', label: 'Company', children: item.companyName || '—' },
          { key: 'location', label: 'Location', children: item.location || '—' },
          { key: 'linkedin', label: 'LinkedIn', children: <ExternalLink value={item.linkedinProfile} /> },
          { key: 'website', label: 'Website', children: <ExternalLink value={item.companyWebsite} /> },
          { key: 'submitted', label: 'Submitted', children: <AdminDate value={item.submittedAt} /> },
          { key: 'joined', label: 'Member since', children: <AdminDate value={item.createdAt} /> },
        ]}
      />
      <Typography.Text strong>Credentials</Typography.Text>
      <Typography.Paragraph className="hh-admin-credential">{item.verificationCredential || <Typography.Text type="secondary">Nothing submitted</Typography.Text>}</Typography.Paragraph>
      {item.previousRejection && <Alert type="warning" showIcon title="Rejected before" description={item.previousRejection} />}
    </Card>
  );
}
