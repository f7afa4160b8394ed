import { useCallback } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CartResponse } from '@marketplace/contract';
import { isBuyer, useSession } from '../../../lib/session';
import { getServerCart } from './cart-api';
import { cartQueryKeys } from './cart-query-keys';

export const serverCartQueryOptions = () =>
  queryOptions({ queryKey: cartQueryKeys.server(), queryFn: () => getServerCart() });

/**
 * Each wholesaler's part of the signed-in retailer's server cart, for its minimum order value; undefined
 * for a visitor (a guest cart has none) and until the server has answered.
 */
export function useServerCartWholesalers(): CartResponse['wholesalers'] | undefined {
  const session = useSession();
  return useQuery({
    ...serverCartQueryOptions(),
    enabled: session.isLoggedIn && isBuyer(session),
    select: (cart) => cart.wholesalers,
  }).data;
}

/** Keeps the cached server cart in step with each cart the server answers a change with. */
export function useServerCartWriter() {
  const queryClient = useQueryClient();
  return useCallback((cart: CartResponse) => queryClient.setQueryData(cartQueryKeys.server(), cart), [queryClient]);
}
