import type { ReactNode } from 'react';
import { Boxes, TrendingUp, TriangleAlert } from 'lucide-react';
import { LOW_STOCK_THRESHOLD } from '@marketplace/contract';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';

function SummaryFigure({
  label,
  value,
  hint,
  icon,
  tone = 'primary',
}: {
  label: string;
  value: number;
  hint: string;
  icon: ReactNode;
  tone?: 'primary' | 'warning';
}) {
  return (
    <Card className="flex items-center gap-4 p-3 sm:p-4">
      <div
        className={cn(
          'hidden size-10 shrink-0 items-center justify-center rounded-lg sm:flex [&_svg]:size-5',
          tone === 'warning' ? 'bg-warning-50 text-warning-700' : 'bg-primary-50 text-primary-700',
        )}
      >
        {icon}
      </div>
      <div className="grid gap-0.5">
        <p className="text-sm font-medium text-neutral-600">{label}</p>
        <p className="text-xl font-bold text-neutral-900 tabular-nums sm:text-2xl">{value.toLocaleString('en-IN')}</p>
        <p className="hidden text-xs text-neutral-500 sm:block">{hint}</p>
      </div>
    </Card>
  );
}

interface InventorySummaryProps {
  productCount: number;
  totalSales: number;
  lowStockCount: number;
}

/** How many products, how many units sold in all, and how many run low. */
export function InventorySummary({ productCount, totalSales, lowStockCount }: InventorySummaryProps) {
  return (
    <section aria-label="Inventory summary" className="grid grid-cols-3 gap-3 sm:gap-4">
      <SummaryFigure
        label="Products"
        value={productCount}
        hint="Listed in the catalogue"
        icon={<Boxes aria-hidden="true" />}
      />
      <SummaryFigure
        label="Total Sales"
        value={totalSales}
        hint="Units sold, all products"
        icon={<TrendingUp aria-hidden="true" />}
      />
      <SummaryFigure
        label="Low Stock"
        value={lowStockCount}
        hint={`Products with ${LOW_STOCK_THRESHOLD} or fewer in stock`}
        icon={<TriangleAlert aria-hidden="true" />}
        tone={lowStockCount > 0 ? 'warning' : 'primary'}
      />
    </section>
  );
}
