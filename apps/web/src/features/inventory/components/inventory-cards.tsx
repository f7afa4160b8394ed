import { Link } from 'react-router';
import { formatRupees, type Product } from '@marketplace/contract';
import { Card } from '../../../components/ui/card';
import { ProductActions, type ProductActionHandlers } from './product-actions';
import { ProductReviewsButton } from './product-reviews-button';
import { ProductThumbnail } from './product-thumbnail';
import { StockLevel } from './stock-level';

interface InventoryCardsProps extends ProductActionHandlers {
  products: Product[];
}

/** Phones: one small card per product with its picture, name, price, stock and actions. */
export function InventoryCards({ products, onEdit, onDelete }: InventoryCardsProps) {
  return (
    <ul className="grid gap-2 md:hidden" aria-label="Your products">
      {products.map((product) => (
        <li key={product.id}>
          <Card className="flex gap-3 p-3">
            <ProductThumbnail product={product} />
            <div className="grid min-w-0 flex-1 gap-1">
              <Link
                to={`/product/${product.id}`}
                className="line-clamp-2 text-sm font-medium text-neutral-900 hover:underline"
              >
                {product.name}
              </Link>
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                <span className="font-medium text-neutral-900 tabular-nums">{formatRupees(product.price)}</span>
                <span className="text-xs text-neutral-500">
                  <span className="sr-only">Stock: </span>
                  <StockLevel product={product} />
                </span>
              </div>
              <div className="-ml-1 flex items-center justify-between gap-1">
                <ProductReviewsButton product={product} />
                <ProductActions product={product} onEdit={onEdit} onDelete={onDelete} />
              </div>
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
