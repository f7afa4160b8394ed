import { Hourglass, Landmark, Wallet } from 'lucide-react';
import { formatRupees } from '@marketplace/contract';
import { FigureCard } from '../../../components/ui/figure-card';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { useBalance } from '../api/get-balance';

/** The seller's money in its three states: held until the claim window closes, available, paid out. */
export function BalanceCards() {
  const balance = useBalance();
  if (balance.isPending) {
    return (
      <div className="grid gap-4 sm:grid-cols-3" role="status" aria-label="Loading your balances">
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} className="h-28" />
        ))}
      </div>
    );
  }
  if (balance.isError) return <LoadError title="We could not load your balances" query={balance} />;
  const { held, available, paid_out } = balance.data;
  return (
    <section aria-label="Balances" className="grid gap-4 sm:grid-cols-3">
      <FigureCard
        label="Held until the claim window closes"
        value={formatRupees(held)}
        hint="Orders a retailer can still report a problem with"
        icon={<Hourglass aria-hidden="true" />}
      />
      <FigureCard
        label="Available to pay out"
        value={formatRupees(available)}
        hint="Goes out with the next payout"
        icon={<Wallet aria-hidden="true" />}
      />
      <FigureCard
        label="Paid out"
        value={formatRupees(paid_out)}
        hint="Sent, or being sent, to your bank account"
        icon={<Landmark aria-hidden="true" />}
      />
    </section>
  );
}
