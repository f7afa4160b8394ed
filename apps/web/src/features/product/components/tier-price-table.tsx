import { useId } from 'react';
import type { WholesaleTerms } from '@marketplace/contract';
import { tierRows } from '../../../components/commerce/wholesale-terms';
import { cn } from '../../../lib/cn';

interface TierPriceTableProps {
  price: number;
  terms: Pick<WholesaleTerms, 'min_order_quantity' | 'price_tiers'>;
  /** The quantity chosen: the row it reaches is marked as the buyer's price. */
  quantity: number;
}

/** "Buy more, save": the unit price from the minimum order and from each slab; nothing without slabs. */
export function TierPriceTable({ price, terms, quantity }: TierPriceTableProps) {
  const headingId = useId();
  const { rows, reached } = tierRows(price, terms, quantity);
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h2 id={headingId} className="text-base font-semibold text-neutral-900">
        Buy more, save
      </h2>
      <table aria-labelledby={headingId} className="w-full max-w-md border-separate border-spacing-y-1 text-sm">
        <thead className="sr-only">
          <tr>
            <th scope="col">Quantity</th>
            <th scope="col">Price per unit</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => {
            const current = index === reached;
            // Marked by a bar and bold type as well as colour, and named for screen readers.
            const tone = current ? 'bg-success-50 font-semibold text-success-800' : 'text-neutral-700';
            return (
              <tr key={row.minQuantity} aria-current={current ? 'true' : undefined}>
                <th
                  scope="row"
                  className={cn(
                    'rounded-l-md border-l-4 py-2 pr-4 pl-3 text-left tabular-nums',
                    current ? 'border-success-700' : 'border-transparent font-medium',
                    tone,
                  )}
                >
                  {row.quantity}
                </th>
                <td className={cn('rounded-r-md py-2 pr-3 text-right tabular-nums', tone)}>
                  {row.price}
                  {current && <span className="sr-only"> (your price)</span>}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
