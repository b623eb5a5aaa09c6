import { Skeleton } from 'antd';
import { lazy, Suspense, type ComponentProps } from 'react';

const charts = () => import('./overview-charts.tsx');
const Signups = lazy(() => charts().then((m) => ({ default: m.SignupsChart })));
const DailyCount = lazy(() => charts().then((m) => ({ default: m.DailyCountChart })));
const PlanMix = lazy(() => charts().then((m) => ({ default: m.PlanMixChart })));
const Revenue = lazy(() => charts().then((m) => ({ default: m.RevenueChart })));

const placeholder = <Skeleton.Node active className="hh-admin-chart-skeleton" />;

/** The overview's charts, loaded on first use (as features/ai-tools/lazy-charts.tsx): recharts is their chunk alone. */
export const SignupsChart = (props: ComponentProps<typeof Signups>) => (
  <Suspense fallback={placeholder}>
    <Signups {...props} />
  </Suspense>
);
export const DailyCountChart = (props: ComponentProps<typeof DailyCount>) => (
  <Suspense fallback={placeholder}>
    <DailyCount {...props} />
  </Suspense>
);
export const PlanMixChart = (props: ComponentProps<typeof PlanMix>) => (
  <Suspense fallback={placeholder}>
    <PlanMix {...props} />
  </Suspense>
);
export const RevenueChart = (props: ComponentProps<typeof Revenue>) => (
  <Suspense fallback={placeholder}>
    <Revenue {...props} />
  </Suspense>
);
