import { useId, useState } from 'react';
import { claimMessages, type OrderDetailsResponse } from '@marketplace/contract';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatLongDate } from '../../../lib/format-date';
import { useSession } from '../../../lib/session';
import { useOrderClaims } from '../api/get-order-claims';
import { claimableQuantities } from '../claimable-quantities';
import { claimsInAnswerOrder } from '../claim-order';
import { formatClaimDateTime, isAhead } from '../claim-times';
import { useNow } from '../../../lib/use-now';
import { ClaimActions } from './claim-actions';
import { ClaimCard } from './claim-card';
import { OutcomeStatus } from './outcome-status';
import { ReportProblemDialog } from './report-problem-dialog';

/**
 * Claims on the order page, once the order is delivered: its retailer reports a problem while the claim window is
 * open, and both parties (and administrators) follow each claim to its refund and credit note.
 */
interface OrderClaimsSectionProps {
  order: OrderDetailsResponse;
  /** After a claim is filed or moves on: the order's timeline shows each step, so the page reads the order again. */
  onClaimsChanged?: () => void;
}

export function OrderClaimsSection({ order, onClaimsChanged }: OrderClaimsSectionProps) {
  if (!order.delivered_at) return null;
  return <DeliveredOrderClaims order={order} onClaimsChanged={onClaimsChanged} />;
}

function DeliveredOrderClaims({ order, onClaimsChanged }: OrderClaimsSectionProps) {
  const titleId = useId();
  const { userType } = useSession();
  const now = useNow(60_000);
  const claims = useOrderClaims(order.id);
  const [outcome, setOutcome] = useState('');
  const done = (message: string) => {
    setOutcome(message);
    onClaimsChanged?.();
  };
  const retailer = userType === 'retailer';
  const windowEnd = order.claim_window_ends_at;
  const windowOpen = isAhead(windowEnd, now);
  const list = claimsInAnswerOrder(claims.data?.claims ?? []);
  // The seller and administrators see the section only when the order has claims.
  if (!retailer && (claims.isPending || (claims.isSuccess && list.length === 0))) return null;

  const claimable = claimableQuantities(order.order_items, list);
  const nothingLeft = [...claimable.values()].every((units) => units === 0);

  return (
    <Card role="region" aria-labelledby={titleId} className="print:hidden">
      <CardHeader>
        <CardTitle id={titleId}>Problems with this order</CardTitle>
        {retailer && windowEnd && (
          <CardDescription>
            {windowOpen
              ? `Something wrong with the delivery? Report it by ${formatClaimDateTime(windowEnd)}.`
              : claimMessages.windowClosed(formatLongDate(windowEnd))}
          </CardDescription>
        )}
      </CardHeader>
      <CardContent className="grid gap-4">
        {retailer && windowOpen && windowEnd && claims.isSuccess && !nothingLeft && (
          <ReportProblemDialog
            orderId={order.id}
            deliveryProof={order.delivery_proof}
            lines={order.order_items}
            claimable={claimable}
            claimWindowEnds={formatClaimDateTime(windowEnd)}
            onFiled={(claim) =>
              done(
                `Your problem was reported as claim #${claim.id}.` +
                  (claim.respond_by ? ` The seller answers by ${formatClaimDateTime(claim.respond_by)}.` : ''),
              )
            }
          />
        )}
        {retailer && windowOpen && claims.isSuccess && nothingLeft && (
          <p className="text-sm text-neutral-600">Every delivered unit of this order is already in a claim.</p>
        )}
        <OutcomeStatus message={outcome} />
        {claims.isPending && <Skeleton className="h-32" role="status" aria-label="Loading the claims" />}
        {claims.isError && <LoadError title="The claims of this order could not be loaded." query={claims} />}
        {list.map((claim) => (
          <ClaimCard key={claim.id} claim={claim} now={now}>
            <ClaimActions claim={claim} viewer={userType} now={now} onDone={done} />
          </ClaimCard>
        ))}
      </CardContent>
    </Card>
  );
}
