import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, type RefundResponse } from '@marketplace/contract';
import { apiClient } from '../../../lib/api-client';
import { adminQueryKeys } from './admin-query-keys';

export const retryRefund = (refundId: number) =>
  apiClient.post<RefundResponse>(apiPaths.adminRetryRefund(refundId), undefined, { authenticated: true });

/** Sends a failed refund to the provider again, then reads the list afresh. */
export function useRetryRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryRefund,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.refunds() }),
  });
}
