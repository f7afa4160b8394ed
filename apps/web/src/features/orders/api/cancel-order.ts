import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, type CancelOrderRequest, type UpdateOrderStatusResponse } from '@marketplace/contract';
import { apiClient } from '../../../lib/api-client';
import { ordersQueryKeys } from './orders-query-keys';

export const cancelOrder = ({ orderId, ...body }: CancelOrderRequest & { orderId: number }) =>
  apiClient.post<UpdateOrderStatusResponse>(apiPaths.orderCancel(orderId), body, { authenticated: true });

/** The retailer's cancellation: the order, its refund and credit note are read again afterwards. */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersQueryKeys.all }),
  });
}
