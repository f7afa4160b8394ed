import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, type PayoutRunResponse } from '@marketplace/contract';
import { apiClient } from '../../../lib/api-client';
import { adminQueryKeys } from './admin-query-keys';

export const runPayouts = () =>
  apiClient.post<PayoutRunResponse>(apiPaths.adminRunPayouts, undefined, { authenticated: true });

/** Creates the payouts sellers are due now (a run never pays anyone twice), then reads the lists again. */
export function useRunPayouts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runPayouts,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.payouts() }),
  });
}
