import { Link } from 'react-router';
import { ReceiptIndianRupee, ShieldCheck } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeading } from '../../../components/ui/page-heading';
import { Skeleton } from '../../../components/ui/skeleton';
import { useSession } from '../../../lib/session';
import { usePendingWholesalers } from '../api/pending-wholesalers';

import { PendingWholesalerCard } from '../components/pending-wholesaler-card';

function PendingWholesalersList() {
  const pending = usePendingWholesalers();
  if (pending.isPending) {
    return (
      <div className="grid gap-4" role="status" aria-label="Loading wholesalers">
        <Skeleton className="h-64" />
        <Skeleton className="h-64" />
      </div>
    );
  }
  if (pending.isError) {
    return (
      <LoadError
        title="We could not load the wholesalers waiting for verification"
        query={pending}
        retryLabel="Try again"
      />
    );
  }
  const { wholesalers } = pending.data;
  if (wholesalers.length === 0) {
    return (
      <EmptyState
        icon={<ShieldCheck aria-hidden="true" />}
        title="No wholesalers are waiting for verification."
        description="New wholesaler registrations will appear here."
      />
    );
  }
  return (
    <div className="grid gap-4">
      {wholesalers.map((wholesaler) => (
        <PendingWholesalerCard key={wholesaler.id} wholesaler={wholesaler} />
      ))}
    </div>
  );
}

export function AdminPage() {
  const { userType } = useSession();
  return (
    <div className="mx-auto w-full max-w-4xl">
      <title>Verifications · Wholesale Marketplace</title>
      <PageHeading
        title="Wholesaler verifications"
        description="Check each business's details, then approve or reject it. Approved wholesalers can sell at once."
        actions={
          userType === 'admin' && (
            <Button asChild variant="outline">
              <Link to="/admin/refunds">
                <ReceiptIndianRupee aria-hidden="true" className="size-4" />
                Refunds
              </Link>
            </Button>
          )
        }
      />
      {userType === 'admin' ? (
        <PendingWholesalersList />
      ) : (
        <Alert variant="destructive">
          <AlertTitle>Access Denied</AlertTitle>
          <AlertDescription>Only administrators can review wholesaler verifications.</AlertDescription>
        </Alert>
      )}
    </div>
  );
}
