import { Alert, Button, Descriptions, Drawer, Flex, Skeleton, Tag, Typography } from 'antd';
import { ROLE_LABELS } from '#shared/constants/roles.ts';
import type { AdminMemberDetail } from '#shared/schemas/admin-schemas.ts';
import { ADMIN_MESSAGES } from '#shared/schemas/admin-schemas.ts';
import type { ReactNode } from 'react';
import { useIsMobile } from '../../ui/use-is-mobile.ts';
import { AdminDate, EmptyState, ExternalLink, QueryError } from './admin-bits.tsx';
import { useGetAdminMemberQuery, useSetMemberActiveMutation } from './admin-api.ts';
import { planName, ratingCounts, verificationTag } from './admin-format.ts';
import { ListingTable, useListingActions } from './listing-table.tsx';
import { useReasonDialog } from './reason-dialog.tsx';
import { ReportSummaryList } from './report-bits.tsx';

/**
 * One member in full (GET /api/admin/members/:id): what they told us, their content with its state,
 * their ratings and reports, and the account's switch. `memberId` stays set while the drawer closes,
 * so its content does not blank out during the animation.
 */
export function MemberDrawer({ memberId, open, onClose }: { memberId: number | null; open: boolean; onClose: () => void }) {
  const isMobile = useIsMobile();
  // currentData, not data: while another member loads, the previous one's details must not show under the new name.
  const { currentData, isFetching, isError, error, refetch } = useGetAdminMemberQuery(memberId ?? 0, { skip: memberId === null });
  const [setActive] = useSetMemberActiveMutation();
  const dialog = useReasonDialog();
  const listings = useListingActions();
  const member = currentData?.member;
  const isAdmin = member?.role === 'admin';

  const askAccount = () => {
    if (!member) return;
    const deactivate = !member.deactivatedAt;
    dialog.show(
      deactivate
        ? {
            title: `Deactivate ${member.fullName}`,
            intro: 'They are signed out everywhere, and their profile, projects and listings disappear from the platform. They are told the reason by email.',
            label: 'Reason',
            okText: 'Deactivate',
            danger: true,
            successTitle: 'Account deactivated',
            fallback: 'The account could not be deactivated.',
            submit: (reason) => setActive({ id: member.id, active: false, reason }).unwrap(),
          }
        : {
            title: `Reactivate ${member.fullName}`,
            intro: 'They can sign in again, and their profile and content are back on the platform.',
            label: 'Reason',
            okText: 'Reactivate',
            successTitle: 'Account reactivated',
            fallback: 'The account could not be reactivated.',
            submit: (reason) => setActive({ id: member.id, active: true, reason }).unwrap(),
          },
    );
  };

  const accountButton = member && (
    <Button
      danger={!member.deactivatedAt}
      onClick={askAccount}
      // The server answers 403 for an administrator (managed from the command line); no point offering it.
      disabled={isAdmin}
      title={isAdmin ? ADMIN_MESSAGES.adminTarget : undefined}
    >
      {member.deactivatedAt ? 'Reactivate' : 'Deactivate'}
    </Button>
  );

  let body: ReactNode;
  if (isError) body = <QueryError error={error} fallback="This member could not be loaded." onRetry={() => void refetch()} />;
  else if (!currentData) body = <Skeleton active paragraph={{ rows: 12 }} />;
  else body = <MemberDetails detail={currentData} onListingAction={listings.ask} refreshing={isFetching} />;

  return (
    <Drawer open={open} onClose={onClose} title={member?.fullName ?? 'Member'} size={isMobile ? '100%' : 760} extra={accountButton} destroyOnHidden>
      {isAdmin && <Alert type="info" showIcon title={ADMIN_MESSAGES.adminTarget} className="hh-form-alert" />}
      {body}
      {dialog.element}
      {listings.element}
    </Drawer>
  );
}

function MemberDetails({ detail, onListingAction, refreshing }: { detail: AdminMemberDetail; onListingAction: ReturnType<typeof useListingActions>['ask']; refreshing: boolean }) {
  const { member, ratings } = detail;
  const verification = verificationTag(member.role, member.verificationStatus);
  return (
    <div className={`hh-admin-drawer${refreshing ? ' hh-refreshing' : ''}`}>
      {member.deactivatedAt && (
        <Alert
          type="warning"
          showIcon
          title={
            <>
              Deactivated on <AdminDate value={member.deactivatedAt} />
            </>
          }
          description={member.deactivationReason ? `Reason: ${member.deactivationReason}` : undefined}
          className="hh-form-alert"
        />
      )}
      <h3 className="hh-admin-drawer__heading">Profile</h3>
      <Descriptions
        size="small"
        column={{ xs: 1, md: 2 }}
        items={[
          { key: 'username', label: 'Username', children: `@${member.username}` },
          { key: 'email', label: 'Email', children: <a href={`mailto:${member.email}`}>{member.email}</a> },
          { key: 'role', label: 'Role', children: ROLE_LABELS[member.role] },
          { key: 'plan', label: 'Plan', children: planName(member.subscriptionPlan) },
          { key: 'company', label: 'Company', children: member.companyName || '—' },
          { key: 'location', label: 'Location', children: member.location || '—' },
          { key: 'linkedin', label: 'LinkedIn', children: <ExternalLink value={member.linkedinProfile} /> },
          { key: 'website', label: 'Website', children: <ExternalLink value={member.companyWebsite} /> },
          { key: 'email-verified', label: 'Email', children: member.emailVerified ? 'Verified' : 'Not verified' },
          {
            key: '2fa',
            label: 'Two-factor sign-in',
            children: <Tag color={member.twoFactorEnabled ? 'green' : 'default'}>{member.twoFactorEnabled ? 'On' : 'Off'}</Tag>,
          },
          { key: 'joined', label: 'Joined', children: <AdminDate value={member.createdAt} /> },
          { key: 'status', label: 'Status', children: member.deactivatedAt ? <Tag color="red">Deactivated</Tag> : <Tag color="green">Active</Tag> },
          {
            key: 'expertise',
            label: 'Expertise',
            span: 'filled',
            children: member.expertise.length ? member.expertise.map((item) => <Tag key={item}>{item}</Tag>) : '—',
          },
          { key: 'bio', label: 'Bio', span: 'filled', children: member.bio ? <span className="hh-admin-pre">{member.bio}</span> : '—' },
        ]}
      />

      <h3 className="hh-admin-drawer__heading">Verification</h3>
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 'status', label: 'Status', children: verification ? <Tag color={verification.color}>{verification.label}</Tag> : 'Not required for this role' },
          { key: 'credential', label: 'Credentials', children: member.verificationCredential ? <span className="hh-admin-pre">{member.verificationCredential}</span> : '—' },
          { key: 'note', label: 'Review note', children: member.verificationNote || '—' },
        ]}
      />

      <h3 className="hh-admin-drawer__heading">Projects ({detail.projects.length})</h3>
      <ListingTable rows={detail.projects} emptyText={<EmptyState title="No projects" />} onAction={onListingAction} />

      <h3 className="hh-admin-drawer__heading">Marketplace listings ({detail.listings.length})</h3>
      <ListingTable rows={detail.listings} emptyText={<EmptyState title="No listings" />} onAction={onListingAction} />

      <h3 className="hh-admin-drawer__heading">Ratings</h3>
      <Flex gap={8} wrap align="center">
        <Typography.Text>
          {ratings.received} received · {ratings.given} given
        </Typography.Text>
        {ratingCounts(ratings.byValue).map(({ value, label, count }) => (
          <Tag key={value}>
            {label}: {count}
          </Tag>
        ))}
      </Flex>

      <h3 className="hh-admin-drawer__heading">Reports about this member ({detail.reportsAbout.length})</h3>
      <ReportSummaryList reports={detail.reportsAbout} empty="No reports about this member or their content" side="about" />

      <h3 className="hh-admin-drawer__heading">Reports filed ({detail.reportsFiled.length})</h3>
      <ReportSummaryList reports={detail.reportsFiled} empty="This member has not reported anything" side="filed" />
    </div>
  );
}
