import { Skeleton } from 'antd';
import { lazy, Suspense, type ComponentProps } from 'react';

const charts = () => import('./ai-charts.tsx');
const Breakdown = lazy(() => charts().then((m) => ({ default: m.BreakdownChart })));
const VolumeCurve = lazy(() => charts().then((m) => ({ default: m.VolumeCurveChart })));
const MethodComparison = lazy(() => charts().then((m) => ({ default: m.MethodComparisonChart })));

const placeholder = <Skeleton.Node active className="hh-ai-chart-skeleton" />;

/** The charts, loaded on first use (recharts is its own chunk). */
export const BreakdownChart = (props: ComponentProps<typeof Breakdown>) => (
  <Suspense fallback={placeholder}>
    <Breakdown {...props} />
  </Suspense>
);
export const VolumeCurveChart = (props: ComponentProps<typeof VolumeCurve>) => (
  <Suspense fallback={placeholder}>
    <VolumeCurve {...props} />
  </Suspense>
);
export const MethodComparisonChart = (props: ComponentProps<typeof MethodComparison>) => (
  <Suspense fallback={placeholder}>
    <MethodComparison {...props} />
  </Suspense>
);
