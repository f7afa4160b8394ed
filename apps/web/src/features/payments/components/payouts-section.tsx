import { useId } from 'react';
import { Landmark } from 'lucide-react';
import { formatRupees, type Payout } from '@marketplace/contract';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { usePayouts } from '../api/get-payouts';
import { formatPaymentMoment } from '../payment-dates';
import { PayoutStatusBadge } from './payout-status-badge';

/** One payout: amount and status, when it was made and paid, the bank's reference or why it failed. */
function PayoutItem({ payout }: { payout: Payout }) {
  return (
    <li className="grid gap-2 rounded-xl border border-neutral-200 bg-white p-4 text-sm shadow-card">
      <span className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <span className="font-semibold text-neutral-900">Payout #{payout.id}</span>
        <PayoutStatusBadge status={payout.status} />
      </span>
      <span className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <span className="text-neutral-600">Made {formatPaymentMoment(payout.created_at)}</span>
        <span className="text-base font-semibold text-neutral-900 tabular-nums">{formatRupees(payout.amount)}</span>
      </span>
      {payout.status === 'paid' && (
        <dl className="flex flex-wrap gap-x-6 gap-y-1 text-neutral-600">
          {payout.paid_at && (
            <div className="flex gap-1.5">
              <dt>Paid</dt>
              <dd className="text-neutral-900">{formatPaymentMoment(payout.paid_at)}</dd>
            </div>
          )}
          {payout.utr && (
            <div className="flex gap-1.5">
              <dt>UTR</dt>
              <dd className="font-mono break-all text-neutral-900">{payout.utr}</dd>
            </div>
          )}
        </dl>
      )}
      {payout.status === 'failed' && payout.reason && (
        <p className="text-danger-700">Failed: {payout.reason}. The amount is back in your available balance.</p>
      )}
    </li>
  );
}

/** The seller's payouts, newest first as the server lists them. */
export function PayoutsSection() {
  const headingId = useId();
  const payouts = usePayouts();

  let content;
  if (payouts.isPending) {
    content = (
      <div className="grid gap-3" role="status" aria-label="Loading your payouts">
        <Skeleton className="h-24" />
        <Skeleton className="h-24" />
      </div>
    );
  } else if (payouts.isError) {
    content = <LoadError title="We could not load your payouts" query={payouts} />;
  } else if (payouts.data.payouts.length === 0) {
    content = (
      <EmptyState
        icon={<Landmark aria-hidden="true" />}
        title="No payouts yet."
        description="Once money is available to pay out, it is sent to your bank account in the next payout run."
      />
    );
  } else {
    content = (
      <ul aria-labelledby={headingId} className="grid gap-3">
        {payouts.data.payouts.map((payout) => (
          <PayoutItem key={payout.id} payout={payout} />
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <h2 id={headingId} className="text-lg font-semibold text-neutral-900">
        Payouts
      </h2>
      {content}
    </section>
  );
}
