import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  apiPaths,
  orderStatusChoices,
  type OrderDetailsResponse,
  type UpdateOrderStatusRequest,
  type UpdateOrderStatusResponse,
} from '@marketplace/contract';
import { apiClient } from '../../../lib/api-client';
import { ordersQueryKeys } from './orders-query-keys';

export const updateOrderStatus = ({ orderId, ...body }: UpdateOrderStatusRequest & { orderId: number }) =>
  apiClient.patch<UpdateOrderStatusResponse>(apiPaths.orderStatus(orderId), body, { authenticated: true });

/** After a save the page shows the new status at once, then every order list is asked again. */
export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrderStatus,
    onSuccess: (updated) => {
      queryClient.setQueryData<OrderDetailsResponse>(ordersQueryKeys.detail(updated.id), (order) =>
        order
          ? {
              ...order,
              order_status: updated.order_status,
              order_status_description: updated.order_status_description,
              // Statuses move forward only; a canceled order is final (docs/decisions.md).
              can_edit_status: order.can_edit_status && orderStatusChoices(updated.order_status).length > 0,
            }
          : order,
      );
      void queryClient.invalidateQueries({ queryKey: ordersQueryKeys.all });
    },
  });
}
