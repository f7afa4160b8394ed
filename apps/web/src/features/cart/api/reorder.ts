import { useMutation } from '@tanstack/react-query';
import { apiPaths, type ReorderResponse } from '@marketplace/contract';
import { apiClient } from '../../../lib/api-client';
import { useAdoptServerCart } from './adopt-server-cart';

export const reorder = (orderId: number) =>
  apiClient.post<ReorderResponse>(apiPaths.orderReorder(orderId), undefined, { authenticated: true });

/** Buy again: the server puts the order's lines in the cart; the browser's cart then shows the server's. */
export function useReorder() {
  const adoptServerCart = useAdoptServerCart();
  return useMutation({
    mutationFn: async (orderId: number) => {
      const summary = await reorder(orderId);
      if (summary.added.length + summary.adjusted.length > 0) await adoptServerCart();
      return summary;
    },
  });
}
