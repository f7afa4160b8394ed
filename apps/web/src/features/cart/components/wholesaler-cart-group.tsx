import { useId } from 'react';
import { Store } from 'lucide-react';
import { formatRupees } from '@marketplace/contract';
import { Card, CardContent } from '../../../components/ui/card';
import { lineProblem, type WholesalerGroup } from '../state/cart-groups';
import type { CartItem } from '../state/use-cart';
import { CartLine } from './cart-line';
import { SellerMinimum } from './seller-minimum';

interface WholesalerCartGroupProps {
  group: WholesalerGroup;
  onQuantityChange: (item: CartItem, quantity: number) => void;
  onRemove: (item: CartItem) => void;
}

/** One wholesaler's lines under its name and subtotal, with its minimum order when it has one. */
export function WholesalerCartGroup({ group, onQuantityChange, onRemove }: WholesalerCartGroupProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Card>
        <CardContent className="grid gap-5">
          <header className="grid gap-3 border-b border-neutral-200 pb-4">
            <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
              {/* The seller's name wraps rather than being cut off, at any width. */}
              <h2
                id={headingId}
                className="flex min-w-0 items-center gap-2 text-base font-semibold break-words text-neutral-900"
              >
                <Store aria-hidden="true" className="size-4 shrink-0 self-center text-neutral-500" />
                <span className="min-w-0">{group.companyName || 'Items'}</span>
              </h2>
              <p className="text-sm text-neutral-600">
                Subtotal{' '}
                <span className="font-semibold text-neutral-900 tabular-nums">{formatRupees(group.subtotal)}</span>
              </p>
            </div>
            {group.minimum && <SellerMinimum group={group} minimum={group.minimum} />}
          </header>
          <ul className="divide-y divide-neutral-200">
            {group.items.map((item) => (
              <CartLine
                key={item.id}
                item={item}
                seller={group.companyName}
                problem={lineProblem(item)}
                onQuantityChange={onQuantityChange}
                onRemove={onRemove}
              />
            ))}
          </ul>
        </CardContent>
      </Card>
    </section>
  );
}
