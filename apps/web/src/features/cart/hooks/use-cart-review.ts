import { useMemo } from 'react';
import { useServerCartWholesalers } from '../api/get-server-cart';
import { checkoutBlockers, groupByWholesaler } from '../state/cart-groups';
import { useCart } from '../state/use-cart';

/** The cart by wholesaler, with what stands in the way of checking it out (the cart and checkout pages). */
export function useCartReview() {
  const cart = useCart();
  const wholesalers = useServerCartWholesalers();
  const groups = useMemo(() => groupByWholesaler(cart.items, wholesalers), [cart.items, wholesalers]);
  const blockers = useMemo(() => checkoutBlockers(groups), [groups]);
  return { cart, groups, blockers };
}
