import { useState } from 'react';
import { Scale } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { useEscalatedClaims } from '../api/get-escalated-claims';
import { claimsInAnswerOrder } from '../claim-order';
import { useNow } from '../../../lib/use-now';
import { ClaimActions } from './claim-actions';
import { ClaimCard } from './claim-card';
import { OutcomeStatus } from './outcome-status';

/** The administrator's list of claims a retailer took to the marketplace, each with both sides' words and photos. */
export function EscalatedClaimsSection() {
  const now = useNow(60_000);
  const claims = useEscalatedClaims();
  const [decided, setDecided] = useState('');
  const status = <OutcomeStatus message={decided} />;
  if (claims.isPending) {
    return (
      <div className="grid gap-4" role="status" aria-label="Loading escalated claims">
        <Skeleton className="h-48" />
      </div>
    );
  }
  if (claims.isError) {
    return <LoadError title="We could not load the escalated claims" query={claims} retryLabel="Try again" />;
  }
  if (claims.data.claims.length === 0) {
    return (
      <div className="grid gap-4">
        {status}
        <EmptyState
          icon={<Scale aria-hidden="true" />}
          title="No claims are waiting for a decision."
          description="Claims a retailer escalates after the seller rejected them appear here."
        />
      </div>
    );
  }
  return (
    <div className="grid gap-4">
      {status}
      {claimsInAnswerOrder(claims.data.claims).map((claim) => (
        <ClaimCard key={claim.id} claim={claim} now={now} showOrder historyOpen>
          <ClaimActions claim={claim} viewer="admin" now={now} onDone={setDecided} />
        </ClaimCard>
      ))}
    </div>
  );
}
