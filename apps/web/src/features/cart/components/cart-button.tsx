import { Link } from 'react-router';
import { ShoppingCart } from 'lucide-react';
import { buttonClassName } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useCartUniqueItems } from '../hooks/use-cart-unique-items';

/** The cart link with a badge of distinct items, hidden at 0. */
export function CartButton({ showLabel = true, className }: { showLabel?: boolean; className?: string }) {
  const count = useCartUniqueItems();
  const label = count === 0 ? 'Cart' : `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;
  return (
    <Link
      to="/cart"
      aria-label={label}
      className={cn(buttonClassName('ghost', showLabel ? 'md' : 'icon'), 'relative', className)}
    >
      <ShoppingCart aria-hidden="true" className="size-5" />
      {showLabel && <span>Cart</span>}
      {count > 0 && (
        <span
          aria-hidden="true"
          className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-danger-700 px-1 text-xs font-semibold text-white"
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}
