import { Link } from 'react-router';
import { Clock, IndianRupee, MessageSquareWarning, ReceiptText, ShoppingBag, Wallet } from 'lucide-react';
import { formatRupees, type DashboardResponse } from '@marketplace/contract';
import { Card } from '../../../components/ui/card';
import { FigureCard } from '../../../components/ui/figure-card';
import { Skeleton } from '../../../components/ui/skeleton';
import { GOODS_WITH_GST_LABEL } from '../figure-basis';

function Part({ label, rupees }: { label: string; rupees: number }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-3">
      <dt>{label}</dt>
      <dd className="font-medium text-neutral-900 tabular-nums">{formatRupees(rupees)}</dd>
    </div>
  );
}

/** A figure of the seller's standing, whatever the period: half the row below the period's figures, a link. */
const standingLinkClassName =
  'rounded-xl focus-visible:outline-offset-2 xl:col-span-2 [&>div]:h-full [&>div]:transition-colors [&>div]:hover:border-primary-300';

/** Claims waiting for the seller's answer (five figures in a row would cut the amounts short), linking to Claims. */
function OpenClaimsFigure({ count }: { count: number }) {
  return (
    <Link to="/claims" className={standingLinkClassName}>
      <FigureCard
        label="Open Claims"
        value={count.toLocaleString('en-IN')}
        hint={count > 0 ? 'Waiting for your answer on the Claims page' : 'No claim is waiting for your answer'}
        icon={<MessageSquareWarning aria-hidden="true" />}
      />
    </Link>
  );
}

/** Money released to the seller and not paid out yet, linking to the Payments page. */
function AvailableToPayOutFigure({ rupees }: { rupees: number }) {
  return (
    <Link to="/payments" className={standingLinkClassName}>
      <FigureCard
        label="Available to pay out"
        value={formatRupees(rupees)}
        hint="Goes out with the next payout; see Payments"
        icon={<Wallet aria-hidden="true" />}
      />
    </Link>
  );
}

const gridClassName = 'grid gap-4 sm:grid-cols-2 xl:grid-cols-4';

/**
 * Total sales, total revenue, average order value and pending orders of the chosen period, and the claims waiting
 * for an answer. Revenue is shown net of GST, with the GST and the goods' value that together make it up beside it.
 */
export function FigureCards({ data }: { data: DashboardResponse }) {
  return (
    <section aria-label="Sales figures" className={gridClassName}>
      <FigureCard
        label="Total Sales"
        value={data.total_sales.toLocaleString('en-IN')}
        hint="Paid orders"
        icon={<ShoppingBag aria-hidden="true" />}
      />
      <FigureCard
        label="Total Revenue (excl. GST)"
        value={formatRupees(data.revenue_excluding_gst)}
        parts={
          <dl className="my-1 grid gap-0.5 text-xs text-neutral-600">
            <Part label="GST collected" rupees={data.gst_collected} />
            <Part label={GOODS_WITH_GST_LABEL} rupees={data.total_revenue} />
          </dl>
        }
        hint="Paid orders' goods; shipping & platform charges excluded"
        icon={<IndianRupee aria-hidden="true" />}
      />
      <FigureCard
        label="Average Order Value"
        value={formatRupees(data.average_order_value)}
        hint={`${GOODS_WITH_GST_LABEL} per paid order`}
        icon={<ReceiptText aria-hidden="true" />}
      />
      <FigureCard
        label="Pending Orders"
        value={data.pending_orders.toLocaleString('en-IN')}
        hint="Awaiting payment"
        icon={<Clock aria-hidden="true" />}
      />
      <OpenClaimsFigure count={data.open_claims} />
      <AvailableToPayOutFigure rupees={data.available_to_pay_out} />
    </section>
  );
}

export function FigureCardsSkeleton() {
  return (
    <div className={gridClassName}>
      {Array.from({ length: 4 }, (_, index) => (
        <Card key={index} className="flex items-start gap-4 p-5">
          <Skeleton className="size-10" />
          <div className="grid flex-1 gap-2">
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-7 w-32" />
            <Skeleton className="h-3 w-20" />
          </div>
        </Card>
      ))}
    </div>
  );
}
