import { useState } from 'react';
import { QuantityStepper } from '../../../components/commerce/quantity-stepper';
import { isBuyer, useSession } from '../../../lib/session';
import { quantityLimit } from '../../../lib/quantity';
import { AddToCartButton } from '../../cart';

/** Quantity (1 up to the stock) and the add-to-cart control; not shown to wholesalers and administrators. */
export function PurchasePanel({ productId, name, stock }: { productId: number; name: string; stock: number }) {
  const session = useSession();
  const [quantity, setQuantity] = useState(1);
  if (session.isLoggedIn && !isBuyer(session)) return null;
  const soldOut = stock <= 0;
  return (
    <div className="flex flex-wrap items-center gap-3">
      {!soldOut && (
        <div className="grid gap-1">
          <span className="text-xs font-medium text-neutral-600" aria-hidden="true">
            Quantity
          </span>
          <QuantityStepper productName={name} value={quantity} max={quantityLimit(stock)} onChange={setQuantity} />
        </div>
      )}
      <AddToCartButton
        productId={productId}
        productName={name}
        stock={stock}
        quantity={quantity}
        size="lg"
        className="mt-auto min-w-44 flex-1 sm:flex-none"
      />
    </div>
  );
}
