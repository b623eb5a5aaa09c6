import { Result, Skeleton, Tabs } from 'antd';
import type { ComponentType } from 'react';
import { lazy, Suspense } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageContainer } from '../../ui/page-container.tsx';
import { useIsMobile } from '../../ui/use-is-mobile.ts';
import { useSession } from '../auth/index.ts';
import type { AdminTab } from './admin-tabs.ts';
import { parseAdminTab } from './admin-tabs.ts';

/*
 * Each section is its own chunk, loaded when its tab is first opened: the overview brings recharts
 * (through lazy-overview-charts.tsx, after its figures), the audit log the date picker, and no
 * other page of the app loads any of them.
 */
const section = (load: () => Promise<ComponentType>) => lazy(() => load().then((component) => ({ default: component })));
const SECTIONS: Record<AdminTab, { label: string; Component: ComponentType }> = {
  overview: { label: 'Overview', Component: section(() => import('./overview-section.tsx').then((m) => m.OverviewSection)) },
  verification: { label: 'Verification', Component: section(() => import('./verification-section.tsx').then((m) => m.VerificationSection)) },
  certifications: { label: 'Certifications', Component: section(() => import('./certification-section.tsx').then((m) => m.CertificationSection)) },
  members: { label: 'Members', Component: section(() => import('./members-section.tsx').then((m) => m.MembersSection)) },
  reports: { label: 'Reports', Component: section(() => import('./reports-section.tsx').then((m) => m.ReportsSection)) },
  listings: { label: 'Listings', Component: section(() => import('./listings-section.tsx').then((m) => m.ListingsSection)) },
  sourcing: { label: 'Hidden sourcing', Component: section(() => import('./hidden-sourcing-section.tsx').then((m) => m.HiddenSourcingSection)) },
  inbox: { label: 'Inbox', Component: section(() => import('./inbox-section.tsx').then((m) => m.InboxSection)) },
  audit: { label: 'Audit log', Component: section(() => import('./audit-section.tsx').then((m) => m.AuditSection)) },
};

const TITLE = 'Admin console';

/** /admin?tab=overview|verification|certifications|members|reports|listings|sourcing|inbox|audit: the team's moderation console. */
export function AdminPage() {
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const isMobile = useIsMobile();
  if (!user) return null; // the route guard guarantees a user
  // The server refuses every /api/admin call to a member anyway; this says so instead of showing errors.
  if (user.role !== 'admin') {
    return (
      <PageContainer title={TITLE}>
        <Result status="403" title="403" subTitle="You do not have access to the admin console." extra={<Link to="/dashboard">Go to your dashboard</Link>} />
      </PageContainer>
    );
  }

  const tab = parseAdminTab(params.get('tab'));
  const items = (Object.entries(SECTIONS) as [AdminTab, (typeof SECTIONS)[AdminTab]][]).map(([key, { label, Component }]) => ({
    key,
    label,
    children: (
      <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} />}>
        <Component />
      </Suspense>
    ),
  }));

  return (
    <PageContainer title={TITLE} subtitle="Review credentials, members, reports, listings and requests. Every action is recorded in the audit log.">
      <Tabs
        activeKey={tab}
        onChange={(next) => setParams({ tab: next }, { replace: true })}
        items={items}
        className="hh-admin-tabs"
        size={isMobile ? 'small' : undefined}
        tabBarGutter={isMobile ? 14 : undefined}
      />
    </PageContainer>
  );
}
