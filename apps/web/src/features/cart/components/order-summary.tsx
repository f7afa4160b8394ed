import { useId } from 'react';
import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { formatRupees, orderTotalsPaise, toRupees } from '@marketplace/contract';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { pricedLines } from '../state/cart-state';
import type { CartItem } from '../state/use-cart';
import { CheckoutBlockers } from './checkout-blockers';

interface OrderSummaryProps {
  items: CartItem[];
  /** Why checkout is not offered yet; empty when it is. */
  blockers: readonly string[];
}

/**
 * Subtotal, the 3 % shipping and platform charge and the total, computed in paise from each line's slab
 * price as the server does; and the way to checkout, or why it is not open yet.
 */
export function OrderSummary({ items, blockers }: OrderSummaryProps) {
  const blockersId = useId();
  const totals = orderTotalsPaise(pricedLines(items));
  const rows = [
    { id: 'subtotal', label: 'Subtotal', value: totals.subtotal, hint: null },
    { id: 'charge', label: 'Shipping & Platform Charges', value: totals.charge, hint: '3% of the subtotal' },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Order Summary</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid gap-3 text-sm">
          {rows.map((row) => (
            <div key={row.id} className="flex items-start justify-between gap-4">
              <dt className="text-neutral-600">
                {row.label}
                {row.hint && <span className="block text-xs text-neutral-500">{row.hint}</span>}
              </dt>
              <dd
                className="font-medium whitespace-nowrap text-neutral-900 tabular-nums"
                data-testid={`summary-${row.id}`}
              >
                {formatRupees(toRupees(row.value))}
              </dd>
            </div>
          ))}
          <div className="flex items-center justify-between gap-4 border-t border-neutral-200 pt-3 text-base">
            <dt className="font-semibold text-neutral-900">Total</dt>
            <dd className="font-bold whitespace-nowrap text-neutral-900 tabular-nums" data-testid="summary-total">
              {formatRupees(toRupees(totals.total))}
            </dd>
          </div>
        </dl>
        {blockers.length > 0 ? (
          <>
            <Button size="lg" className="w-full" disabled aria-describedby={blockersId}>
              Proceed to Checkout
              <ArrowRight aria-hidden="true" className="size-4" />
            </Button>
            <CheckoutBlockers id={blockersId} blockers={blockers} />
          </>
        ) : (
          <Button asChild size="lg" className="w-full">
            <Link to="/checkout">
              Proceed to Checkout
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </Button>
        )}
        <p className="text-center text-xs text-neutral-500">
          Orders are split per wholesaler; you pay once for all of them.
        </p>
      </CardContent>
    </Card>
  );
}
