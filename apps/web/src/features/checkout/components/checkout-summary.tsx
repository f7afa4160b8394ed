import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Package } from 'lucide-react';
import { formatRupees, orderTotalsPaise, toRupees } from '@marketplace/contract';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { CheckoutBlockers, pricedLines, type CartItem, type WholesalerGroup } from '../../cart';
import { CHECKOUT_FORM_ID } from './shipping-form';

interface CheckoutSummaryProps {
  /** The cart's lines by wholesaler: each wholesaler receives its own order from this one payment. */
  groups: WholesalerGroup[];
  chargePercent: number;
  busy: boolean;
  /** Why the order cannot be placed yet (a line breaking a rule, a wholesaler short of its minimum). */
  blockers: readonly string[];
  /** The message of the last attempt, shown above Place Order. */
  notice: ReactNode;
}

function SummaryLine({ item }: { item: CartItem }) {
  return (
    <li className="flex gap-3 py-3">
      <div className="flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-md border border-neutral-200 bg-neutral-50">
        {item.image ? (
          <img src={item.image} alt="" className="size-full object-cover" loading="lazy" />
        ) : (
          <Package aria-hidden="true" className="size-5 text-neutral-400" />
        )}
      </div>
      <div className="grid flex-1 gap-0.5 text-sm">
        <p className="font-medium text-neutral-900">{item.name}</p>
        <p className="text-neutral-600 tabular-nums">
          {item.quantity} × {formatRupees(item.unitPrice)}
        </p>
      </div>
      <p className="text-sm font-medium whitespace-nowrap text-neutral-900 tabular-nums">
        {formatRupees(item.itemTotal)}
      </p>
    </li>
  );
}

export function CheckoutSummary({ groups, chargePercent, busy, blockers, notice }: CheckoutSummaryProps) {
  const blockersId = useId();
  const items = groups.flatMap((group) => group.items);
  const totals = orderTotalsPaise(pricedLines(items), chargePercent);
  return (
    <Card className="lg:sticky lg:top-24">
      <CardHeader>
        <CardTitle>Order Summary</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-2">
          {groups.map(({ id, companyName: seller, items: lines }) => (
            <section key={id ?? 'none'} aria-label={seller ? `Sold by ${seller}` : 'Items'}>
              {seller && <p className="text-xs font-semibold tracking-wide text-neutral-500 uppercase">{seller}</p>}
              <ul className="divide-y divide-neutral-100">
                {lines.map((item) => (
                  <SummaryLine key={item.id} item={item} />
                ))}
              </ul>
            </section>
          ))}
        </div>
        <dl className="grid gap-2 border-t border-neutral-200 pt-4 text-sm">
          <div className="flex justify-between gap-4">
            <dt className="text-neutral-600">Subtotal</dt>
            <dd className="tabular-nums">{formatRupees(toRupees(totals.subtotal))}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-neutral-600">
              Shipping & Platform Charges
              <span className="block text-xs text-neutral-500">{chargePercent}% of the subtotal</span>
            </dt>
            <dd className="tabular-nums">{formatRupees(toRupees(totals.charge))}</dd>
          </div>
          <div className="flex justify-between gap-4 border-t border-neutral-200 pt-3 text-base font-semibold">
            <dt>Total</dt>
            <dd className="tabular-nums" data-testid="checkout-total">
              {formatRupees(toRupees(totals.total))}
            </dd>
          </div>
        </dl>
        {notice}
        <Button
          type="submit"
          form={CHECKOUT_FORM_ID}
          size="lg"
          loading={busy}
          disabled={blockers.length > 0}
          aria-describedby={blockers.length > 0 ? blockersId : undefined}
          className="w-full"
        >
          Place Order
        </Button>
        {blockers.length > 0 && <CheckoutBlockers id={blockersId} blockers={blockers} />}
        {groups.length > 1 && (
          <p className="text-xs text-neutral-500">
            You pay once; each of the {groups.length} wholesalers receives its own order and updates its status.
          </p>
        )}
        <Link to="/cart" className="justify-self-center text-sm font-medium text-primary-700 hover:underline">
          Back to cart
        </Link>
      </CardContent>
    </Card>
  );
}
