import { Card, Col, Row, Segmented, Skeleton } from 'antd';
import { formatUsd } from '#shared/constants/one-off-products.ts';
import type { AdminOverview } from '#shared/schemas/admin-schemas.ts';
import type { ReactNode } from 'react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { EmptyState, QueryError, SectionHeader } from './admin-bits.tsx';
import { useGetAdminOverviewQuery } from './admin-api.ts';
import { dailySeries, planMixRows, revenueRows, signupSeries } from './admin-format.ts';
import { DailyCountChart, PlanMixChart, RevenueChart, SignupsChart } from './lazy-overview-charts.tsx';
import '../../ui/stat-card.css';
import { formatCount } from '#shared/format/numbers.ts';

type Window = 30 | 90;
type Totals = AdminOverview['totals'];

const count = formatCount;

/** The figures, in the order the team reads them; the ones that ask for work link to their section. */
const STATS: { key: keyof Totals; label: (days: number) => string; format: (value: number) => string; to?: string }[] = [
  { key: 'members', label: () => 'Members', format: count },
  { key: 'signups', label: (days) => `Sign-ups, last ${days} days`, format: count },
  { key: 'activeProjects', label: () => 'Active projects', format: count },
  { key: 'messages', label: (days) => `Messages, last ${days} days`, format: count },
  { key: 'connections', label: (days) => `Connections, last ${days} days`, format: count },
  { key: 'revenueCents', label: (days) => `Revenue, last ${days} days`, format: formatUsd },
  { key: 'pendingVerifications', label: () => 'Pending verifications', format: count, to: '?tab=verification' },
  { key: 'openReports', label: () => 'Open reports', format: count, to: '?tab=reports' },
  { key: 'newRequests', label: () => 'New requests', format: count, to: '?tab=inbox' },
];

/** Overview: the platform's totals and its activity per day over the last 30 or 90 days. */
export function OverviewSection() {
  const [days, setDays] = useState<Window>(30);
  const { data, isLoading, isFetching, isError, error, refetch } = useGetAdminOverviewQuery(days);

  let body: ReactNode;
  if (isError) body = <QueryError error={error} fallback="The overview could not be loaded." onRetry={() => void refetch()} />;
  else if (isLoading || !data) body = <Skeleton active paragraph={{ rows: 10 }} />;
  else body = <OverviewBody data={data} />;

  return (
    <section aria-labelledby="admin-overview-title" className="hh-admin-section">
      <SectionHeader
        id="admin-overview-title"
        title="Overview"
        description="How the platform is doing, and what is waiting for the team."
        onRefresh={() => void refetch()}
        refreshing={isFetching && !isLoading}
        extra={
          <Segmented<Window>
            aria-label="Time window"
            value={days}
            onChange={setDays}
            options={[
              { value: 30, label: '30 days' },
              { value: 90, label: '90 days' },
            ]}
          />
        }
      />
      <div className={isFetching && !isLoading ? 'hh-refreshing' : undefined}>{body}</div>
    </section>
  );
}

function OverviewBody({ data }: { data: AdminOverview }) {
  const signups = useMemo(() => signupSeries(data), [data]);
  const messages = useMemo(() => dailySeries(data.messagesByDay), [data]);
  const connections = useMemo(() => dailySeries(data.connectionsByDay), [data]);
  const plans = useMemo(() => planMixRows(data.planMix), [data]);
  const revenue = useMemo(() => revenueRows(data.revenueByPlan), [data]);
  const span = `last ${data.days} days`;

  return (
    <>
      <Row gutter={[16, 16]} className="hh-admin-stats">
        {STATS.map((stat) => (
          <Col key={stat.key} xs={12} md={8} xl={8}>
            <Card variant="outlined" className="hh-stat-card" data-testid={`admin-stat-${stat.key}`}>
              <span className="hh-stat-card__label">{stat.to ? <Link to={stat.to}>{stat.label(data.days)}</Link> : stat.label(data.days)}</span>
              <div className="hh-stat-card__value">{stat.format(data.totals[stat.key])}</div>
            </Card>
          </Col>
        ))}
      </Row>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <ChartCard title={`Sign-ups per day by role, ${span}`} empty={signups.total === 0 ? 'No sign-ups in this window' : null}>
            <SignupsChart rows={signups.rows} keys={signups.keys} total={signups.total} />
          </ChartCard>
        </Col>
        <Col xs={24} xl={12}>
          <ChartCard title={`Messages per day, ${span}`} empty={messages.total === 0 ? 'No messages in this window' : null}>
            <DailyCountChart rows={messages.rows} total={messages.total} name="Messages" variant="area" />
          </ChartCard>
        </Col>
        <Col xs={24} xl={12}>
          <ChartCard title={`Connections per day, ${span}`} empty={connections.total === 0 ? 'No connections in this window' : null}>
            <DailyCountChart rows={connections.rows} total={connections.total} name="Connections" variant="bar" />
          </ChartCard>
        </Col>
        <Col xs={24} xl={12}>
          <ChartCard title="Members by plan" empty={plans.every((row) => row.count === 0) ? 'No active members yet' : null}>
            <PlanMixChart rows={plans} />
          </ChartCard>
        </Col>
        <Col xs={24} xl={12}>
          <ChartCard title={`Revenue by plan, ${span}`} empty={revenue.every((row) => row.cents === 0) ? 'No payments in this window' : null}>
            <RevenueChart rows={revenue} />
          </ChartCard>
        </Col>
      </Row>
    </>
  );
}

function ChartCard({ title, empty, children }: { title: string; empty: string | null; children: ReactNode }) {
  return (
    <Card variant="outlined" className="hh-admin-chart-card">
      <h3 className="hh-admin-chart-card__title">{title}</h3>
      {empty ? <EmptyState title={empty} /> : children}
    </Card>
  );
}
