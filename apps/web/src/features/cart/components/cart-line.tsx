import { Link } from 'react-router';
import { Trash2 } from 'lucide-react';
import { formatRupees } from '@marketplace/contract';
import { ProductImage } from '../../../components/commerce/product-image';
import { QuantityStepper } from '../../../components/commerce/quantity-stepper';
import { Button } from '../../../components/ui/button';
import { productPath } from '../../../lib/catalog-links';
import { quantityLimit } from '../../../lib/quantity';
import type { CartItem } from '../state/use-cart';

interface CartLineProps {
  item: CartItem;
  onQuantityChange: (quantity: number) => void;
  onRemove: () => void;
}

/** One product in the cart: picture, name, unit price, line total, quantity control and remove. */
export function CartLine({ item, onQuantityChange, onRemove }: CartLineProps) {
  const limit = quantityLimit(item.stock);
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
            <h2 className="font-semibold text-neutral-900">
              <Link to={productPath(item.id)} className="hover:text-primary-800 hover:underline">
                {item.name}
              </Link>
            </h2>
            <p className="text-sm text-neutral-600">
              <span className="tabular-nums">{formatRupees(item.price)}</span> each
              {item.wholesalerName && <span className="hidden sm:inline"> · Sold by {item.wholesalerName}</span>}
            </p>
          </div>
          <p className="font-semibold text-neutral-900 tabular-nums sm:text-right">
            <span className="sr-only">Line total: </span>
            {formatRupees(item.itemTotal)}
          </p>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex items-center gap-3">
            <QuantityStepper productName={item.name} value={item.quantity} max={limit} onChange={onQuantityChange} />
            {item.quantity >= limit && (
              <p className="text-xs text-warning-800">{limit > 0 ? `Only ${limit} in stock` : 'Out of stock'}</p>
            )}
          </div>
          <Button variant="ghost" size="sm" onClick={onRemove} aria-label={`Remove ${item.name} from cart`}>
            <Trash2 aria-hidden="true" className="size-4" />
            Remove
          </Button>
        </div>
      </div>
    </li>
  );
}
