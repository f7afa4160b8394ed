import { useId } from 'react';
import type { Product } from '@marketplace/contract';
import { QuantityStepper } from '../../../components/commerce/quantity-stepper';
import { orderQuantityProblem } from '../../../lib/quantity';
import { isBuyer, useSession } from '../../../lib/session';
import { AddToCartButton } from '../../cart';

interface PurchasePanelProps {
  product: Product;
  /** The quantity chosen; the page prices it by its slab. */
  quantity: number;
  onQuantityChange: (quantity: number) => void;
}

/**
 * Quantity (from the minimum order, by the case pack) and the add-to-cart control; not shown to
 * wholesalers and administrators. A quantity the rules refuse stays as typed, with the reason beside
 * it, and cannot be added.
 */
export function PurchasePanel({ product, quantity, onQuantityChange }: PurchasePanelProps) {
  const session = useSession();
  const problemId = useId();
  if (session.isLoggedIn && !isBuyer(session)) return null;
  const soldOut = product.stock <= 0;
  const problem = soldOut ? null : orderQuantityProblem(product, quantity);
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-center gap-3">
        {!soldOut && (
          <div className="grid gap-1">
            <span className="text-xs font-medium text-neutral-600" aria-hidden="true">
              Quantity
            </span>
            <QuantityStepper
              productName={product.name}
              value={quantity}
              rules={product}
              stock={product.stock}
              onChange={onQuantityChange}
              problemId={problem ? problemId : undefined}
            />
          </div>
        )}
        <AddToCartButton
          productId={product.id}
          productName={product.name}
          stock={product.stock}
          quantity={quantity}
          disabled={problem !== null}
          describedBy={problem ? problemId : undefined}
          size="lg"
          className="mt-auto min-w-44 flex-1 sm:flex-none"
        />
      </div>
      {problem && (
        <p id={problemId} role="alert" className="text-sm font-medium text-danger-700">
          {problem}
        </p>
      )}
    </div>
  );
}
