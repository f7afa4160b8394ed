import type { DashboardPeriod } from '@marketplace/contract';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { useDashboard } from '../api/get-dashboard';
import { FigureCards, FigureCardsSkeleton } from './figure-cards';
import { RecentOrders } from './recent-orders';
import { SalesChartCard, SalesChartSkeleton } from './sales-chart-card';
import { TopCustomers } from './top-customers';

const LOAD_ERROR_TITLE = 'We could not load your dashboard';

function ListSkeleton({ rows }: { rows: number }) {
  return (
    <Card>
      <CardHeader>
        <Skeleton className="h-6 w-40" />
      </CardHeader>
      <CardContent className="grid gap-3">
        {Array.from({ length: rows }, (_, index) => (
          <Skeleton key={index} className="h-12" />
        ))}
      </CardContent>
    </Card>
  );
}

function DashboardSkeleton() {
  return (
    <div className="grid gap-6" role="status" aria-label="Loading dashboard">
      <FigureCardsSkeleton />
      <SalesChartSkeleton />
      <div className="grid gap-6 lg:grid-cols-5">
        <div className="lg:col-span-3">
          <ListSkeleton rows={5} />
        </div>
        <div className="lg:col-span-2">
          <ListSkeleton rows={4} />
        </div>
      </div>
    </div>
  );
}

/** Figures, chart, recent orders and top customers of one period, with loading and error states. */
export function DashboardContent({ period }: { period: DashboardPeriod }) {
  const dashboard = useDashboard(period);
  if (dashboard.isPending) return <DashboardSkeleton />;
  if (dashboard.isError && !dashboard.data) {
    return <LoadError title={LOAD_ERROR_TITLE} query={dashboard} />;
  }
  const { data } = dashboard;
  const switching = dashboard.isPlaceholderData;
  return (
    <div className="grid gap-6">
      {dashboard.isError && <LoadError title={LOAD_ERROR_TITLE} query={dashboard} />}
      <div
        aria-busy={switching || undefined}
        className={cn('grid gap-6 transition-opacity', switching && 'pointer-events-none opacity-60')}
      >
        <FigureCards data={data} />
        <SalesChartCard series={data.series} />
        <div className="grid items-start gap-6 lg:grid-cols-5">
          <div className="lg:col-span-3">
            <RecentOrders orders={data.orders} />
          </div>
          <div className="lg:col-span-2">
            <TopCustomers customers={data.top_customers} />
          </div>
        </div>
      </div>
    </div>
  );
}
