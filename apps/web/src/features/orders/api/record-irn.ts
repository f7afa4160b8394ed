import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, type RecordedIrn, type RecordIrnRequest } from '@marketplace/contract';
import { apiClient } from '../../../lib/api-client';
import { ordersQueryKeys } from './orders-query-keys';

export const recordIrn = ({ orderId, ...body }: RecordIrnRequest & { orderId: number }) =>
  apiClient.put<RecordedIrn>(apiPaths.orderEInvoice(orderId), body, { authenticated: true });

/** Records the portal's answer; the order (now shippable) and its lists are read again. */
export function useRecordIrn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordIrn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersQueryKeys.all }),
  });
}
