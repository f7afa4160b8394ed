import type { Product } from '@marketplace/contract';
import { Badge } from '../../../components/ui/badge';
import { isLowStock } from '../inventory-filter';

/** The stock figure, flagged when it is low (10 or less) or gone. */
export function StockLevel({ product }: { product: Pick<Product, 'stock'> }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <span className="font-medium text-neutral-900 tabular-nums">{product.stock.toLocaleString('en-IN')}</span>
      {product.stock === 0 ? (
        <Badge variant="danger">Out of stock</Badge>
      ) : (
        isLowStock(product) && <Badge variant="warning">Low stock</Badge>
      )}
    </span>
  );
}
