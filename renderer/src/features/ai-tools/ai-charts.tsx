import { MANUFACTURING_METHOD_LABELS } from '#shared/constants/ai-tools.ts';
import type { MethodCost, VolumePoint } from '#shared/schemas/ai-schemas.ts';
import { Bar, BarChart, CartesianGrid, Cell, Line, LineChart, ReferenceDot, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCount, formatDollars } from './ai-format.ts';

/*
 * The AI tools' charts (recharts, the app's one chart library). This module is its own chunk:
 * lazy-charts.tsx loads it when a result is shown, so no other page carries recharts. Axis, grid and
 * highlight colours come from the theme's CSS variables (ai-tools.css), not antd's `theme` object,
 * whose import would move antd's theme algorithms into the first screens' shared chunk.
 */

const PALETTE = ['#1677ff', '#13c2c2', '#52c41a', '#faad14', '#eb2f96', '#722ed1', '#fa541c'];

/** Where the money goes: one horizontal bar per category. */
export function BreakdownChart({ data, unit }: { data: Record<string, number>; unit: 'per unit' | 'total' }) {
  const rows = Object.entries(data)
    .filter(([, value]) => value > 0)
    .map(([category, value]) => ({ category, value }));
  const cents = unit === 'per unit';
  return (
    <div className="hh-ai-chart" role="img" aria-label={`Cost breakdown ${unit}: ${rows.map((row) => `${row.category} ${formatDollars(row.value, cents)}`).join(', ')}`}>
      <ResponsiveContainer width="100%" height={Math.max(160, rows.length * 40 + 40)}>
        <BarChart data={rows} layout="vertical" margin={{ top: 4, right: 24, bottom: 4, left: 8 }}>
          <CartesianGrid horizontal={false} />
          <XAxis type="number" tickFormatter={(value: number) => formatDollars(value, cents && value < 10)} tick={{ fontSize: 12 }} />
          <YAxis type="category" dataKey="category" width={130} tick={{ fontSize: 12 }} />
          <Tooltip formatter={(value) => [formatDollars(Number(value), cents), unit === 'per unit' ? 'Per unit' : 'Total']} />
          <Bar dataKey="value" radius={[0, 4, 4, 0]} isAnimationActive={false}>
            {rows.map((row, index) => (
              <Cell key={row.category} fill={PALETTE[index % PALETTE.length]} />
            ))}
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

/** Unit cost against volume (log scale), the requested volume marked and the discount thresholds as dots. */
export function VolumeCurveChart({ curve, thresholds, volume }: { curve: VolumePoint[]; thresholds: Record<string, number>; volume: number }) {
  const breaks = Object.entries(thresholds)
    .map(([quantity, unitCost]) => ({ volume: Number(quantity), unitCost }))
    .filter((point) => Number.isFinite(point.volume) && point.volume > 0);
  return (
    <div className="hh-ai-chart" role="img" aria-label={`Unit cost by volume: ${curve.map((point) => `${formatCount(point.volume)} units ${formatDollars(point.unitCost)}`).join(', ')}`}>
      <ResponsiveContainer width="100%" height={260}>
        <LineChart data={curve} margin={{ top: 24, right: 24, bottom: 20, left: 8 }}>
          <CartesianGrid />
          <XAxis
            dataKey="volume"
            type="number"
            scale="log"
            domain={['dataMin', 'dataMax']}
            tickFormatter={(value: number) => formatCount(value)}
            tick={{ fontSize: 12 }}
            label={{ value: 'Units', position: 'insideBottom', offset: -12, fontSize: 12, className: 'hh-ai-chart__label' }}
          />
          {/* Log scale: the first unit of a moulded part costs thousands, the ten-thousandth a few dollars. */}
          <YAxis scale="log" domain={['auto', 'auto']} tickFormatter={(value: number) => formatDollars(value, value < 10)} tick={{ fontSize: 12 }} width={72} />
          <Tooltip labelFormatter={(value) => `${formatCount(Number(value))} units`} formatter={(value) => [formatDollars(Number(value)), 'Unit cost']} />
          <ReferenceLine x={volume} className="hh-ai-chart__mark" strokeDasharray="4 4" label={{ value: 'Your volume', position: 'top', fontSize: 12, className: 'hh-ai-chart__mark-label' }} />
          <Line type="monotone" dataKey="unitCost" className="hh-ai-chart__line" strokeWidth={2} dot={{ r: 3 }} isAnimationActive={false} />
          {breaks.map((point) => (
            <ReferenceDot key={point.volume} x={point.volume} y={point.unitCost} r={6} className="hh-ai-chart__break" stroke="none" />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}

/** The candidate processes' unit cost at the requested volume, the chosen one highlighted. */
export function MethodComparisonChart({ methods, chosen }: { methods: MethodCost[]; chosen: string }) {
  const rows = methods.map((method) => ({ ...method, label: MANUFACTURING_METHOD_LABELS[method.method] }));
  return (
    <div className="hh-ai-chart" role="img" aria-label={`Unit cost by method: ${rows.map((row) => `${row.label} ${formatDollars(row.unitCost)}`).join(', ')}`}>
      <ResponsiveContainer width="100%" height={Math.max(160, rows.length * 40 + 40)}>
        <BarChart data={rows} layout="vertical" margin={{ top: 4, right: 24, bottom: 4, left: 8 }}>
          <CartesianGrid horizontal={false} />
          <XAxis type="number" domain={[0, 'auto']} tickFormatter={(value: number) => formatDollars(value, false)} tick={{ fontSize: 12 }} />
          <YAxis type="category" dataKey="label" width={150} tick={{ fontSize: 12 }} />
          <Tooltip formatter={(value) => [formatDollars(Number(value)), 'Unit cost']} />
          <Bar dataKey="unitCost" radius={[0, 4, 4, 0]} isAnimationActive={false}>
            {rows.map((row) => (
              <Cell key={row.method} className={row.method === chosen ? 'hh-ai-chart__bar hh-ai-chart__bar--chosen' : 'hh-ai-chart__bar'} />
            ))}
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
