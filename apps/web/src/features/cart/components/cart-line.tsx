import { memo, useId } from 'react';
import { Link } from 'react-router';
import { Trash2 } from 'lucide-react';
import { formatRupees, largestValidQuantity, nextTier, nextTierHint } from '@marketplace/contract';
import { ProductImage } from '../../../components/commerce/product-image';
import { QuantityStepper } from '../../../components/commerce/quantity-stepper';
import { Button } from '../../../components/ui/button';
import { productPath } from '../../../lib/catalog-links';
import type { CartItem } from '../state/use-cart';

interface CartLineProps {
  item: CartItem;
  /** The wholesaler's name, shown on the line at every width; empty when not known. */
  seller: string;
  /** What is wrong with the line's quantity, shown beside it; null when nothing is. */
  problem: string | null;
  onQuantityChange: (item: CartItem, quantity: number) => void;
  onRemove: (item: CartItem) => void;
}

/** The next slab, when the stock and the maximum let the line reach it. */
function reachableNextTier(item: CartItem) {
  const next = nextTier(item.price_tiers, item.quantity);
  return next && item.quantity + next.more <= largestValidQuantity(item, item.stock) ? next : null;
}

/**
 * One product in the cart: picture, name, unit price at its slab, the next slab, line total, quantity
 * control (by the case pack, between the minimum and the maximum) and remove. Drawn again only when its own
 * props change: a line keeps its object while it is unchanged, so a change elsewhere in the cart (another
 * line, a wholesaler's minimum arriving from the server) does not redraw every line.
 */
export const CartLine = memo(function CartLine({ item, seller, problem, onQuantityChange, onRemove }: CartLineProps) {
  const problemId = useId();
  const next = reachableNextTier(item);
  const atStock = !problem && item.quantity + item.order_multiple > item.stock;
  return (
    <li className="flex gap-4 py-5 first:pt-0 last:pb-0">
      <ProductImage
        src={item.image}
        alt=""
        className="size-20 shrink-0 rounded-lg border border-neutral-200 bg-white sm:size-24"
      />
      <div className="grid min-w-0 flex-1 gap-3">
        <div className="flex flex-col gap-1 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
          <div className="grid min-w-0 gap-1">
            <h3 className="font-semibold text-neutral-900">
              <Link to={productPath(item.id)} className="hover:text-primary-800 hover:underline">
                {item.name}
              </Link>
            </h3>
            {seller && <p className="text-xs text-neutral-600">Sold by {seller}</p>}
            <p className="text-sm text-neutral-600">
              <span className="tabular-nums">{formatRupees(item.unitPrice)}</span> each
            </p>
            {next && <p className="text-xs font-medium text-success-800">{nextTierHint(next)}</p>}
          </div>
          <p className="font-semibold text-neutral-900 tabular-nums sm:text-right">
            <span className="sr-only">Line total: </span>
            {formatRupees(item.itemTotal)}
          </p>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex flex-wrap items-center gap-3">
            <QuantityStepper
              productName={item.name}
              value={item.quantity}
              rules={item}
              stock={item.stock}
              onChange={(quantity) => onQuantityChange(item, quantity)}
              problemId={problem ? problemId : undefined}
            />
            {atStock && <p className="text-xs text-warning-800">{`Only ${item.stock} in stock`}</p>}
          </div>
          <Button variant="ghost" size="sm" onClick={() => onRemove(item)} aria-label={`Remove ${item.name} from cart`}>
            <Trash2 aria-hidden="true" className="size-4" />
            Remove
          </Button>
        </div>
        {problem && (
          <p id={problemId} role="alert" className="text-sm font-medium text-danger-700">
            {problem}
          </p>
        )}
      </div>
    </li>
  );
});
