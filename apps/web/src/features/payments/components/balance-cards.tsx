import type { ReactNode } from 'react';
import { Hourglass, Landmark, Wallet } from 'lucide-react';
import { formatRupees } from '@marketplace/contract';
import { Card } from '../../../components/ui/card';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { useBalance } from '../api/get-balance';

function BalanceCard({ label, rupees, hint, icon }: { label: string; rupees: number; hint: string; icon: ReactNode }) {
  return (
    <Card className="flex items-start gap-4 p-5">
      <div className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary-50 text-primary-700 [&_svg]:size-5">
        {icon}
      </div>
      <div className="grid min-w-0 gap-0.5">
        <p className="text-sm font-medium text-neutral-600">{label}</p>
        <p className="text-xl font-bold tracking-tight break-words text-neutral-900 tabular-nums">
          {formatRupees(rupees)}
        </p>
        <p className="text-xs text-neutral-500">{hint}</p>
      </div>
    </Card>
  );
}

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
      <BalanceCard
        label="Held until the claim window closes"
        rupees={held}
        hint="Orders a retailer can still report a problem with"
        icon={<Hourglass aria-hidden="true" />}
      />
      <BalanceCard
        label="Available to pay out"
        rupees={available}
        hint="Goes out with the next payout"
        icon={<Wallet aria-hidden="true" />}
      />
      <BalanceCard
        label="Paid out"
        rupees={paid_out}
        hint="Sent, or being sent, to your bank account"
        icon={<Landmark aria-hidden="true" />}
      />
    </section>
  );
}
