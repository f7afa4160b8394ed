import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, type UpdateOrderStatusResponse } from '@marketplace/contract';
import { apiClient } from '../../../lib/api-client';
import { ordersQueryKeys } from './orders-query-keys';

export const confirmReceipt = (orderId: number) =>
  apiClient.post<UpdateOrderStatusResponse>(apiPaths.orderReceived(orderId), undefined, { authenticated: true });

/** The retailer says a shipped order arrived: the order (now delivered, with its claim window) is read again. */
export function useConfirmReceipt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmReceipt,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersQueryKeys.all }),
  });
}
