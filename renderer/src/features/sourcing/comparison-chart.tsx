import { formatCount, formatDollarAmount } from '#shared/format/numbers.ts';
import { Area, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { PricePoint } from './comparison-model.ts';

/*
 * recharts stays in its own chunk: lazy-comparison-chart.tsx loads this module when the comparison is
 * shown. Axis and grid colours come from the theme's CSS variables (sourcing.css), so both themes work.
 */

const PALETTE = ['#1677ff', '#13c2c2', '#52c41a', '#faad14', '#eb2f96', '#722ed1', '#fa541c'];
const dollars = (value: number) => formatDollarAmount(value, 0, value < 10 ? 2 : 0);

export interface PriceSeries {
  key: string;
  name: string;
}

const ESTIMATE_COLOUR = '#8c8c8c';
const priceText = (value: unknown) => (Array.isArray(value) ? value.map((bound) => dollars(Number(bound))).join(' to ') : dollars(Number(value)));

/** Unit price against quantity, one line per supplier, over the cost engine's range (shaded) and midpoint (dashed). */
export default function ComparisonChart({ data, series }: { data: PricePoint[]; series: PriceSeries[] }) {
  const hasEstimate = data.some((point) => point.estimateRange);
  return (
    <div className="hh-rfq-chart" role="img" aria-label={`Unit price by quantity for ${series.map((entry) => entry.name).join(', ')}`}>
      <ResponsiveContainer width="100%" height={280}>
        <ComposedChart data={data} margin={{ top: 16, right: 16, bottom: 8, left: 8 }}>
          <CartesianGrid />
          <XAxis dataKey="quantity" type="category" tickFormatter={(value: number) => formatCount(value)} tick={{ fontSize: 12 }} />
          <YAxis tickFormatter={dollars} tick={{ fontSize: 12 }} width={64} />
          <Tooltip formatter={priceText} labelFormatter={(label) => `${formatCount(Number(label))} units`} />
          <Legend />
          {hasEstimate && <Area dataKey="estimateRange" name="Cost engine range" stroke="none" fill={ESTIMATE_COLOUR} fillOpacity={0.18} connectNulls isAnimationActive={false} />}
          {hasEstimate && (
            <Line dataKey="estimateMid" name="Cost engine estimate" stroke={ESTIMATE_COLOUR} strokeDasharray="5 4" strokeWidth={1.5} dot={false} connectNulls isAnimationActive={false} />
          )}
          {series.map((entry, index) => (
            <Line key={entry.key} dataKey={entry.key} name={entry.name} stroke={PALETTE[index % PALETTE.length]} strokeWidth={2} dot connectNulls isAnimationActive={false} />
          ))}
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
