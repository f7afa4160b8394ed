import { Boxes, TrendingUp } from 'lucide-react';
import { formatCount } from '@marketplace/contract';

/** The Total Sales and In Stock cards (spec section 2). */
export function ProductFacts({ sales, stock }: { sales: number | null | undefined; stock: number }) {
  const facts = [
    { label: 'Total Sales', value: formatCount(sales ?? 0), Icon: TrendingUp },
    { label: 'In Stock', value: formatCount(stock), Icon: Boxes },
  ];
  return (
    <ul className="grid grid-cols-2 gap-3">
      {facts.map(({ label, value, Icon }) => (
        <li
          key={label}
          className="flex items-center gap-3 rounded-xl border border-neutral-200 bg-white p-4 shadow-card"
        >
          <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary-50 text-primary-700">
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <div className="min-w-0">
            <p className="text-xs font-medium text-neutral-600">{label}</p>
            <p className="text-lg font-semibold text-neutral-900 tabular-nums">{value}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
