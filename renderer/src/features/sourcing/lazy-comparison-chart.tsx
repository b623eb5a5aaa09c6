import { Skeleton } from 'antd';
import { lazy, Suspense, type ComponentProps } from 'react';

const Chart = lazy(() => import('./comparison-chart.tsx'));

/** The price chart, loaded on first use: recharts is its own chunk. */
export function LazyComparisonChart(props: ComponentProps<typeof Chart>) {
  return (
    <Suspense fallback={<Skeleton.Node active className="hh-rfq-chart-skeleton" />}>
      <Chart {...props} />
    </Suspense>
  );
}
