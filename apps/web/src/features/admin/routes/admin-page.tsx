import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Landmark, ReceiptIndianRupee, ShieldCheck } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeading } from '../../../components/ui/page-heading';
import { Skeleton } from '../../../components/ui/skeleton';
import { useSession } from '../../../lib/session';
import { EscalatedClaimsSection } from '../../claims';
import { usePendingWholesalers } from '../api/pending-wholesalers';
import { AccountsSection } from '../components/accounts-section';
import { PendingLicencesList } from '../components/pending-licences-list';
import { PendingProfileChangesList } from '../components/pending-profile-changes-list';
import { PendingWholesalerCard } from '../components/pending-wholesaler-card';

function ReviewSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid gap-4">
      <h2 id={id} className="text-lg font-semibold text-neutral-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

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
        description="Check each business's details, then approve or reject it. Approved wholesalers can sell at once; retailers with an approved drug licence can buy medicines."
        actions={
          userType === 'admin' && (
            <>
              <Button asChild variant="outline">
                <Link to="/admin/refunds">
                  <ReceiptIndianRupee aria-hidden="true" className="size-4" />
                  Refunds
                </Link>
              </Button>
              <Button asChild variant="outline">
                <Link to="/admin/payouts">
                  <Landmark aria-hidden="true" className="size-4" />
                  Payouts
                </Link>
              </Button>
            </>
          )
        }
      />
      {userType === 'admin' ? (
        <div className="grid gap-10">
          <ReviewSection id="pending-wholesalers-heading" title="Wholesalers awaiting verification">
            <PendingWholesalersList />
          </ReviewSection>
          <ReviewSection id="pending-licences-heading" title="Licences awaiting approval">
            <PendingLicencesList />
          </ReviewSection>
          <ReviewSection id="pending-profile-changes-heading" title="Profile changes awaiting approval">
            <PendingProfileChangesList />
          </ReviewSection>
          <ReviewSection id="escalated-claims-heading" title="Claims escalated to the marketplace">
            <EscalatedClaimsSection />
          </ReviewSection>
          <ReviewSection id="accounts-heading" title="Accounts">
            <AccountsSection />
          </ReviewSection>
        </div>
      ) : (
        <Alert variant="destructive">
          <AlertTitle>Access Denied</AlertTitle>
          <AlertDescription>Only administrators can review wholesaler verifications and licences.</AlertDescription>
        </Alert>
      )}
    </div>
  );
}
