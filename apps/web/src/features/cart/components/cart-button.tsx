import { useCart } from '../state/use-cart';
import { CartLink, type CartLinkProps } from './cart-link';

/** The cart link with the number of distinct items in the cart. */
export function CartButton(props: Omit<CartLinkProps, 'count'>) {
  return <CartLink count={useCart().totalUniqueItems} {...props} />;
}
