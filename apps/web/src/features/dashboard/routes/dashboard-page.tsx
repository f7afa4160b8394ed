import { useSearchParams } from 'react-router';
import type { DashboardPeriod } from '@marketplace/contract';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { PageHeading } from '../../../components/ui/page-heading';
import { useSession } from '../../../lib/session';
import { DashboardContent } from '../components/dashboard-content';
import { PeriodSelector } from '../components/period-selector';
import { DASHBOARD_PERIOD_LABELS, parseDashboardPeriod } from '../dashboard-periods';

/** The wholesaler's sales dashboard, at /dashboard and at / (spec section 2). The period lives in `?period=`. */
export function DashboardPage() {
  const { userType } = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const period = parseDashboardPeriod(searchParams.get('period'));

  function choosePeriod(next: DashboardPeriod) {
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        params.set('period', next);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  }

  return (
    <div>
      <title>Dashboard · Wholesale Marketplace</title>
      <PageHeading
        title="Dashboard"
        description={`Your sales, revenue, orders and best customers · ${DASHBOARD_PERIOD_LABELS[period]}`}
        actions={userType === 'wholesaler' && <PeriodSelector value={period} onChange={choosePeriod} />}
      />
      {userType === 'wholesaler' ? (
        <DashboardContent period={period} />
      ) : (
        <Alert variant="destructive">
          <AlertTitle>Access Denied</AlertTitle>
          <AlertDescription>Only wholesalers have a sales dashboard.</AlertDescription>
        </Alert>
      )}
    </div>
  );
}
