import { Link } from 'react-router';
import { ShoppingCart } from 'lucide-react';
import { buttonClassName } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';

export interface CartLinkProps {
  /** Distinct items in the cart; the badge is hidden at 0. */
  count: number;
  showLabel?: boolean;
  className?: string;
}

/** The top bar's link to the cart, with a badge of distinct items (spec section 2). */
export function CartLink({ count, showLabel = true, className }: CartLinkProps) {
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
