import type { ReactNode } from 'react';
import { Clock, IndianRupee, ReceiptText, ShoppingBag } from 'lucide-react';
import { formatRupees, type DashboardResponse } from '@marketplace/contract';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';

interface FigureProps {
  label: string;
  value: ReactNode;
  hint: string;
  icon: ReactNode;
}

function Figure({ label, value, hint, icon }: FigureProps) {
  return (
    <Card className="flex items-start gap-4 p-5">
      <div className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary-50 text-primary-700 [&_svg]:size-5">
        {icon}
      </div>
      <div className="grid min-w-0 gap-0.5">
        <p className="text-sm font-medium text-neutral-600">{label}</p>
        <p className="truncate text-2xl font-bold tracking-tight text-neutral-900 tabular-nums">{value}</p>
        <p className="text-xs text-neutral-500">{hint}</p>
      </div>
    </Card>
  );
}

const gridClassName = 'grid gap-4 sm:grid-cols-2 xl:grid-cols-4';

/** Total sales, total revenue, average order value and pending orders of the chosen period. */
export function FigureCards({ data }: { data: DashboardResponse }) {
  return (
    <section aria-label="Sales figures" className={gridClassName}>
      <Figure
        label="Total Sales"
        value={data.total_sales.toLocaleString('en-IN')}
        hint="Paid orders"
        icon={<ShoppingBag aria-hidden="true" />}
      />
      <Figure
        label="Total Revenue"
        value={formatRupees(data.total_revenue)}
        hint="Value of goods sold"
        icon={<IndianRupee aria-hidden="true" />}
      />
      <Figure
        label="Average Order Value"
        value={formatRupees(data.average_order_value)}
        hint="Revenue per paid order"
        icon={<ReceiptText aria-hidden="true" />}
      />
      <Figure
        label="Pending Orders"
        value={data.pending_orders.toLocaleString('en-IN')}
        hint="Awaiting payment"
        icon={<Clock aria-hidden="true" />}
      />
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
