import { CircleCheck } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeading } from '../../../components/ui/page-heading';
import { RoleOnly } from '../../../components/ui/role-only';
import { Skeleton } from '../../../components/ui/skeleton';
import { useRefunds } from '../api/get-refunds';
import { RefundsTable } from '../components/refunds-table';

function RefundsList() {
  const refunds = useRefunds();
  if (refunds.isPending) {
    return (
      <div className="grid gap-3" role="status" aria-label="Loading refunds">
        <Skeleton className="h-14" />
        <Skeleton className="h-14" />
        <Skeleton className="h-14" />
      </div>
    );
  }
  if (refunds.isError) {
    return <LoadError title="We could not load the refunds" query={refunds} retryLabel="Try again" />;
  }
  if (refunds.data.refunds.length === 0) {
    return (
      <EmptyState
        icon={<CircleCheck aria-hidden="true" />}
        title="No refunds need attention."
        description="Refunds still waiting for the payment provider, or refused by it, appear here."
      />
    );
  }
  return <RefundsTable refunds={refunds.data.refunds} />;
}

export function RefundsPage() {
  return (
    <div className="mx-auto w-full max-w-6xl">
      <title>Refunds · Wholesale Marketplace</title>
      <PageHeading
        title="Refunds"
        description="Refunds of canceled orders that are still pending, or that the payment provider refused. Send a failed one again with Retry."
      />
      <RoleOnly role="admin" denied="Only administrators can see refunds.">
        <RefundsList />
      </RoleOnly>
    </div>
  );
}
