import { useMutation } from '@tanstack/react-query';
import { apiPaths, type BulkOrderRequest, type BulkOrderResponse } from '@marketplace/contract';
import { apiClient } from '../../../lib/api-client';
import { useAdoptServerCart } from '../../cart';

export const submitOrderLines = (body: BulkOrderRequest) =>
  apiClient.post<BulkOrderResponse>(apiPaths.cartBulk, body, { authenticated: true });

/** Checks the lines (`dry_run`) or adds the valid ones; after adding, the browser's cart shows the server's. */
export function useSubmitOrderLines() {
  const adoptServerCart = useAdoptServerCart();
  return useMutation({
    mutationFn: async (body: BulkOrderRequest) => {
      const response = await submitOrderLines(body);
      if (response.added > 0) await adoptServerCart();
      return response;
    },
  });
}
