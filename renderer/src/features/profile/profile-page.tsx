import { Card, Tabs, Tag, Typography } from 'antd';
import { isProfessionalRole, ROLE_LABELS } from '#shared/constants/roles.ts';
import { hasSupplierProfile } from '#shared/schemas/supplier-profile-schemas.ts';
import type { OwnUser } from '#shared/schemas/user-schemas.ts';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { PageContainer } from '../../ui/page-container.tsx';
import { useIsMobile } from '../../ui/use-is-mobile.ts';
import { useSession } from '../auth/index.ts';
import { MyListings, SavedProducts } from '../marketplace/index.ts';
import { UserAvatar } from '../../ui/user-avatar.tsx';
import { AccountTab } from './account-tab.tsx';
import { PreferencesTab } from './preferences-tab.tsx';
import type { ProfileTab } from './profile-format.ts';
import { parseProfileTab } from './profile-format.ts';
import { SecurityTab } from './security-tab.tsx';
import { SubscriptionTab } from './subscription-tab.tsx';
import { SupplierProfileTab } from './supplier-profile-tab.tsx';
import './profile.css';

const VERIFICATION_TAG: Record<OwnUser['verificationStatus'], { color: string; label: string }> = {
  verified: { color: 'green', label: 'Verified' },
  pending: { color: 'gold', label: 'Verification pending' },
  rejected: { color: 'red', label: 'Not verified' },
};

/**
 * /profile?tab=account|supplier|listings|saved|subscription|security|preferences (listings and saved are the
 * marketplace's; supplier only for manufacturers and suppliers).
 */
export function ProfilePage() {
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const isMobile = useIsMobile();
  if (!user) return null; // the route guard guarantees a user
  const supplier = hasSupplierProfile(user.role);
  const asked = parseProfileTab(params.get('tab'));
  const tab = asked === 'supplier' && !supplier ? 'account' : asked;
  const verification = VERIFICATION_TAG[user.verificationStatus];

  const selectTab = (next: string) => setParams({ tab: next }, { replace: true });
  const items: { key: ProfileTab; label: string; children: ReactNode }[] = [
    { key: 'account', label: 'Account', children: <AccountTab user={user} /> },
    ...(supplier ? [{ key: 'supplier' as const, label: 'Supplier profile', children: <SupplierProfileTab /> }] : []),
    { key: 'listings', label: 'My listings', children: <MyListings sellerId={user.id} /> },
    { key: 'saved', label: 'Saved items', children: <SavedProducts /> },
    { key: 'subscription', label: 'Subscription', children: <SubscriptionTab user={user} /> },
    { key: 'security', label: 'Security', children: <SecurityTab user={user} /> },
    { key: 'preferences', label: 'Preferences', children: <PreferencesTab user={user} /> },
  ];

  return (
    <PageContainer title="Profile" subtitle="Manage your account, subscription, security and privacy settings.">
      <Card className="hh-profile-header" variant="outlined">
        <UserAvatar user={user} size={64} />
        <div className="hh-profile-header__text">
          <Typography.Title level={3} style={{ margin: 0 }}>
            {user.fullName}
          </Typography.Title>
          <Typography.Text type="secondary">
            @{user.username}
            {user.companyName ? ` · ${user.companyName}` : ''}
          </Typography.Text>
          <div className="hh-profile-header__tags">
            <Tag color="blue">{ROLE_LABELS[user.role]}</Tag>
            {/* Only professional roles go through credential verification. */}
            {isProfessionalRole(user.role) && <Tag color={verification.color}>{verification.label}</Tag>}
            <Tag color={user.emailVerified ? 'green' : 'default'}>{user.emailVerified ? 'Email verified' : 'Email not verified'}</Tag>
          </div>
        </div>
      </Card>
      <Tabs activeKey={tab} onChange={selectTab} items={items} className="hh-profile-tabs" tabBarGutter={isMobile ? 18 : undefined} />
    </PageContainer>
  );
}
