import { lazy, Suspense } from 'react';
import { formatRupees, type DashboardResponse } from '@marketplace/contract';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { describeSeries } from '../chart-format';
import { GOODS_WITH_GST } from '../figure-basis';

const SalesChart = lazy(() => import('./sales-chart'));

const chartBoxClassName = 'h-72 sm:h-80';

function SeriesTable({ series }: { series: DashboardResponse['series'] }) {
  return (
    // Hidden by its wrapper: a table keeps its content's width whatever width it is given, which widened the page.
    <div className="sr-only">
      <table>
        <caption>Revenue and paid orders per interval</caption>
        <thead>
          <tr>
            <th scope="col">Interval</th>
            <th scope="col">Revenue ({GOODS_WITH_GST})</th>
            <th scope="col">Orders</th>
          </tr>
        </thead>
        <tbody>
          {series.map((point) => (
            <tr key={point.label}>
              <th scope="row">{point.label}</th>
              <td>{formatRupees(point.revenue)}</td>
              <td>{point.orders}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The chart for sighted users; a summary sentence and a visually hidden table for everyone else. */
export function SalesChartCard({ series }: { series: DashboardResponse['series'] }) {
  const summaryId = 'sales-chart-summary';
  return (
    <Card aria-labelledby="sales-chart-title" aria-describedby={summaryId} role="region">
      <CardHeader>
        <CardTitle id="sales-chart-title">Revenue ({GOODS_WITH_GST}) and Orders</CardTitle>
        <CardDescription id={summaryId}>{describeSeries(series, formatRupees)}</CardDescription>
      </CardHeader>
      <CardContent>
        <div className={chartBoxClassName} aria-hidden="true">
          <Suspense fallback={<Skeleton className="size-full" />}>
            <SalesChart series={series} />
          </Suspense>
        </div>
        <SeriesTable series={series} />
      </CardContent>
    </Card>
  );
}

export function SalesChartSkeleton() {
  return (
    <Card>
      <CardHeader>
        <Skeleton className="h-6 w-48" />
        <Skeleton className="h-4 w-72 max-w-full" />
      </CardHeader>
      <CardContent>
        <Skeleton className={chartBoxClassName} />
      </CardContent>
    </Card>
  );
}
