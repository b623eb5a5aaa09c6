import { formatUsd } from '#shared/constants/one-off-products.ts';
import { Area, AreaChart, Bar, BarChart, CartesianGrid, Cell, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ChartRow } from './admin-format.ts';
import { formatCount } from '#shared/format/numbers.ts';

/*
 * The overview's charts. This module is its own chunk (lazy-overview-charts.tsx loads it once the
 * figures are on screen), so recharts travels with the admin overview alone. Grid, axis and tooltip
 * colours follow the theme through antd's CSS variables (admin.css); each chart also says what it
 * shows in words for screen readers.
 */

const PALETTE = ['#1677ff', '#13c2c2', '#52c41a', '#faad14', '#eb2f96', '#722ed1', '#fa541c'];
const HEIGHT = 260;
const count = formatCount;

const dayAxis = <XAxis dataKey="day" tick={{ fontSize: 12 }} minTickGap={16} interval="preserveStartEnd" />;
const countAxis = <YAxis allowDecimals={false} tick={{ fontSize: 12 }} width={40} />;

export function SignupsChart({ rows, keys, total }: { rows: ChartRow[]; keys: { key: string; label: string }[]; total: number }) {
  const byRole = keys.map(({ key, label }) => `${label} ${count(rows.reduce((sum, row) => sum + Number(row[key] ?? 0), 0))}`).join(', ');
  return (
    <div className="hh-admin-chart" role="img" aria-label={`Sign-ups per day by role: ${count(total)} in total (${byRole}).`}>
      <ResponsiveContainer width="100%" height={HEIGHT}>
        <BarChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid vertical={false} />
          {dayAxis}
          {countAxis}
          <Tooltip />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          {keys.map(({ key, label }, index) => (
            <Bar key={key} dataKey={key} name={label} stackId="signups" fill={PALETTE[index % PALETTE.length]} isAnimationActive={false} />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

/** Messages (an area) or connections (bars) per day. */
export function DailyCountChart({ rows, total, name, variant }: { rows: ChartRow[]; total: number; name: string; variant: 'area' | 'bar' }) {
  const busiest = rows.reduce<ChartRow | null>((best, row) => (!best || Number(row.count) > Number(best.count) ? row : best), null);
  const label = `${name} per day: ${count(total)} in total${busiest ? `, most on ${busiest.day} (${count(Number(busiest.count))})` : ''}.`;
  return (
    <div className="hh-admin-chart" role="img" aria-label={label}>
      <ResponsiveContainer width="100%" height={HEIGHT}>
        {variant === 'area' ? (
          <AreaChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
            <CartesianGrid vertical={false} />
            {dayAxis}
            {countAxis}
            <Tooltip />
            <Area type="monotone" dataKey="count" name={name} className="hh-admin-chart__area" strokeWidth={2} isAnimationActive={false} />
          </AreaChart>
        ) : (
          <BarChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
            <CartesianGrid vertical={false} />
            {dayAxis}
            {countAxis}
            <Tooltip />
            <Bar dataKey="count" name={name} className="hh-admin-chart__bar" radius={[3, 3, 0, 0]} isAnimationActive={false} />
          </BarChart>
        )}
      </ResponsiveContainer>
    </div>
  );
}

export function PlanMixChart({ rows }: { rows: { plan: string; label: string; count: number }[] }) {
  return (
    <div className="hh-admin-chart" role="img" aria-label={`Members by plan: ${rows.map((row) => `${row.label} ${count(row.count)}`).join(', ')}.`}>
      <ResponsiveContainer width="100%" height={Math.max(160, rows.length * 44 + 40)}>
        <BarChart data={rows} layout="vertical" margin={{ top: 4, right: 24, bottom: 4, left: 8 }}>
          <CartesianGrid horizontal={false} />
          <XAxis type="number" allowDecimals={false} tick={{ fontSize: 12 }} />
          <YAxis type="category" dataKey="label" width={100} tick={{ fontSize: 12 }} />
          <Tooltip formatter={(value) => [count(Number(value)), 'Members']} />
          <Bar dataKey="count" radius={[0, 4, 4, 0]} isAnimationActive={false}>
            {rows.map((row, index) => (
              <Cell key={row.plan} fill={PALETTE[index % PALETTE.length]} />
            ))}
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

export function RevenueChart({ rows }: { rows: { plan: string; label: string; dollars: number; cents: number }[] }) {
  return (
    <div className="hh-admin-chart" role="img" aria-label={`Revenue by plan: ${rows.map((row) => `${row.label} ${formatUsd(row.cents)}`).join(', ')}.`}>
      <ResponsiveContainer width="100%" height={Math.max(160, rows.length * 44 + 40)}>
        <BarChart data={rows} layout="vertical" margin={{ top: 4, right: 24, bottom: 4, left: 8 }}>
          <CartesianGrid horizontal={false} />
          <XAxis type="number" tickFormatter={(value: number) => `$${count(value)}`} tick={{ fontSize: 12 }} />
          <YAxis type="category" dataKey="label" width={130} tick={{ fontSize: 12 }} />
          <Tooltip formatter={(value) => [formatUsd(Math.round(Number(value) * 100)), 'Revenue']} />
          <Bar dataKey="dollars" radius={[0, 4, 4, 0]} isAnimationActive={false}>
            {rows.map((row, index) => (
              <Cell key={row.plan} fill={PALETTE[index % PALETTE.length]} />
            ))}
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
