import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { MessageSquareWarning } from 'lucide-react';
import { CLAIM_STATUSES, CLAIM_STATUS_LABELS } from '@marketplace/contract';
import { EmptyState } from '../../../components/ui/empty-state';
import { Label } from '../../../components/ui/label';
import { LoadError } from '../../../components/ui/load-error';
import { NativeSelect } from '../../../components/ui/native-select';
import { PageHeading } from '../../../components/ui/page-heading';
import { Skeleton } from '../../../components/ui/skeleton';
import { useSession } from '../../../lib/session';
import { useMyClaims } from '../api/get-my-claims';
import { claimStatusFilter } from '../claim-filter';
import { claimsInAnswerOrder } from '../claim-order';
import { useNow } from '../../../lib/use-now';
import { ClaimActions } from '../components/claim-actions';
import { ClaimCard } from '../components/claim-card';
import { OutcomeStatus } from '../components/outcome-status';

/** The claims on the seller's orders (a retailer's own), those waiting for an answer first, nearest deadline first. */
export function ClaimsPage() {
  const filterId = useId();
  const [params, setParams] = useSearchParams();
  const status = claimStatusFilter(params.get('status'));
  const { userType } = useSession();
  const now = useNow(60_000);
  const claims = useMyClaims(status);
  const [outcome, setOutcome] = useState('');

  let content;
  if (claims.isPending) {
    content = (
      <div className="grid gap-4" role="status" aria-label="Loading claims">
        <Skeleton className="h-48" />
        <Skeleton className="h-48" />
      </div>
    );
  } else if (claims.isError) {
    content = <LoadError title="We could not load the claims" query={claims} />;
  } else if (claims.data.claims.length === 0) {
    content = (
      <EmptyState
        icon={<MessageSquareWarning aria-hidden="true" />}
        title={status ? 'No claims with this status.' : 'No claims yet.'}
        description="When a retailer reports a problem with a delivered order, it appears here for your answer."
      />
    );
  } else {
    content = (
      <div className="grid gap-4">
        {claimsInAnswerOrder(claims.data.claims).map((claim) => (
          <ClaimCard key={claim.id} claim={claim} now={now} showOrder>
            <ClaimActions claim={claim} viewer={userType} now={now} onDone={setOutcome} />
          </ClaimCard>
        ))}
      </div>
    );
  }

  return (
    <div className="mx-auto grid w-full max-w-4xl gap-4">
      <title>Claims · Wholesale Marketplace</title>
      <PageHeading
        className="mb-2"
        title="Claims"
        description="Problems retailers reported with delivered orders. Answer each before its deadline, or the marketplace decides it."
      />
      <div className="grid max-w-xs gap-1.5">
        <Label htmlFor={filterId}>Show</Label>
        <NativeSelect
          id={filterId}
          value={status ?? ''}
          onChange={(event) => {
            const next = claimStatusFilter(event.target.value);
            setParams(next ? { status: next } : {}, { replace: true });
          }}
        >
          <option value="">Every claim</option>
          {CLAIM_STATUSES.map((each) => (
            <option key={each} value={each}>
              {CLAIM_STATUS_LABELS[each]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <OutcomeStatus message={outcome} />
      {content}
    </div>
  );
}
