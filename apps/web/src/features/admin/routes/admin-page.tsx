import { Link } from 'react-router';
import { Landmark, ReceiptIndianRupee, ShieldCheck } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeading } from '../../../components/ui/page-heading';
import { RoleOnly } from '../../../components/ui/role-only';
import { Skeleton } from '../../../components/ui/skeleton';
import { useSession } from '../../../lib/session';
import { EscalatedClaimsSection } from '../../claims';
import { usePendingWholesalers } from '../api/pending-wholesalers';
import { AccountsSection } from '../components/accounts-section';
import { AdminSection } from '../components/admin-section';
import { PendingLicencesList } from '../components/pending-licences-list';
import { PendingProfileChangesList } from '../components/pending-profile-changes-list';
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
      <RoleOnly role="admin" denied="Only administrators can review wholesaler verifications and licences.">
        <div className="grid gap-10">
          <AdminSection id="pending-wholesalers-heading" title="Wholesalers awaiting verification">
            <PendingWholesalersList />
          </AdminSection>
          <AdminSection id="pending-licences-heading" title="Licences awaiting approval">
            <PendingLicencesList />
          </AdminSection>
          <AdminSection id="pending-profile-changes-heading" title="Profile changes awaiting approval">
            <PendingProfileChangesList />
          </AdminSection>
          <AdminSection id="escalated-claims-heading" title="Claims escalated to the marketplace">
            <EscalatedClaimsSection />
          </AdminSection>
          <AdminSection id="accounts-heading" title="Accounts">
            <AccountsSection />
          </AdminSection>
        </div>
      </RoleOnly>
    </div>
  );
}
