import type { WholesaleTerms } from '@marketplace/contract';
import { cn } from '../../lib/cn';
import { Badge } from '../ui/badge';
import { lowestPriceText, minimumOrderMark, minimumOrderText } from './wholesale-terms';

/**
 * "from Rs. 95.00" for a product with price slabs and "MOQ 48" for one with a minimum order, beside its
 * price; nothing for a product bought one unit at a time at one price.
 */
export function WholesaleMarks({
  product,
  className,
}: {
  product: Pick<WholesaleTerms, 'min_order_quantity' | 'price_tiers'>;
  className?: string;
}) {
  const lowest = lowestPriceText(product.price_tiers);
  const moq = minimumOrderMark(product);
  if (!lowest && !moq) return null;
  return (
    <span className={cn('flex flex-wrap items-center gap-x-2 gap-y-1 text-xs', className)}>
      {lowest && <span className="font-medium text-success-800 tabular-nums">{lowest}</span>}
      {moq && (
        <Badge variant="info">
          <span aria-hidden="true">{moq}</span>
          <span className="sr-only">{minimumOrderText(product.min_order_quantity)}</span>
        </Badge>
      )}
    </span>
  );
}
