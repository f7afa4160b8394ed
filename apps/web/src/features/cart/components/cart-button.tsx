import { Link } from 'react-router';
import { ShoppingCart } from 'lucide-react';
import { buttonClassName } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useCart } from '../state/use-cart';

/** The cart link with a badge of distinct items, hidden at 0 (spec section 2). */
export function CartButton({ showLabel = true, className }: { showLabel?: boolean; className?: string }) {
  const count = useCart().totalUniqueItems;
  // The name is read from the visible text ("Cart 2 items"), so what is said matches what is shown.
  return (
    <Link to="/cart" className={cn(buttonClassName('ghost', showLabel ? 'md' : 'icon'), 'relative', className)}>
      <ShoppingCart aria-hidden="true" className="size-5" />
      <span className={showLabel ? undefined : 'sr-only'}>Cart</span>
      {count > 0 && (
        <span
          data-testid="cart-badge"
          className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-danger-700 px-1 text-xs font-semibold text-white"
        >
          {count > 99 ? '99+' : count}
          <span className="sr-only"> {count === 1 ? 'item' : 'items'}</span>
        </span>
      )}
    </Link>
  );
}
