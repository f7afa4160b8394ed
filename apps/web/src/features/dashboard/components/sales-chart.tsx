import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatRupees, type DashboardResponse } from '@marketplace/contract';
import { formatCompactRupees } from '../chart-format';

const axisTick = { fontSize: 12, fill: 'var(--color-neutral-500)' };

/**
 * Revenue (bars, left axis) and paid orders (line, right axis) across the period. Loaded on its own
 * so that the chart library is downloaded only by the dashboard. Screen readers get the table beside it.
 */
export default function SalesChart({ series }: { series: DashboardResponse['series'] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <ComposedChart data={series} margin={{ top: 8, right: 4, bottom: 0, left: 4 }} accessibilityLayer={false}>
        <CartesianGrid vertical={false} stroke="var(--color-neutral-200)" />
        <XAxis
          dataKey="label"
          tick={axisTick}
          tickLine={false}
          axisLine={{ stroke: 'var(--color-neutral-300)' }}
          interval="preserveStartEnd"
          minTickGap={16}
        />
        <YAxis
          yAxisId="revenue"
          tick={axisTick}
          tickLine={false}
          axisLine={false}
          tickFormatter={formatCompactRupees}
          // An empty period still gets a sensible money scale instead of Rs. 0 to Rs. 4.
          domain={[0, (dataMax: number) => (dataMax > 0 ? dataMax : 1000)]}
          width={72}
        />
        <YAxis
          yAxisId="orders"
          orientation="right"
          allowDecimals={false}
          tick={axisTick}
          tickLine={false}
          axisLine={false}
          width={32}
        />
        <Tooltip
          cursor={{ fill: 'var(--color-primary-50)' }}
          contentStyle={{ borderRadius: 8, borderColor: 'var(--color-neutral-200)', fontSize: 13 }}
          formatter={(value, name) => (name === 'Revenue' ? formatRupees(Number(value)) : String(value))}
        />
        <Legend iconType="circle" wrapperStyle={{ fontSize: 13 }} />
        <Bar
          yAxisId="revenue"
          dataKey="revenue"
          name="Revenue"
          fill="var(--color-primary-600)"
          radius={[4, 4, 0, 0]}
          maxBarSize={36}
          animationDuration={400}
        />
        <Line
          yAxisId="orders"
          dataKey="orders"
          name="Orders"
          type="linear"
          stroke="var(--color-warning-600)"
          strokeWidth={2}
          dot={false}
          activeDot={{ r: 4 }}
          animationDuration={400}
        />
      </ComposedChart>
    </ResponsiveContainer>
  );
}
