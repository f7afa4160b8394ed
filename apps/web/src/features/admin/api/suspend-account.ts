import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, type AdminAccount } from '@marketplace/contract';
import { apiClient } from '../../../lib/api-client';
import { adminQueryKeys } from './admin-query-keys';

export const suspendAccount = ({ id, reason }: { id: number; reason: string }) =>
  apiClient.post<AdminAccount>(apiPaths.adminSuspendAccount(id), { reason }, { authenticated: true });

export const unsuspendAccount = (id: number) =>
  apiClient.post<AdminAccount>(apiPaths.adminUnsuspendAccount(id), undefined, { authenticated: true });

/** Suspends or restores an account, then reads every account search afresh. */
function useAccountMutation<Variables>(mutationFn: (variables: Variables) => Promise<AdminAccount>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...adminQueryKeys.all, 'accounts'] }),
  });
}

export const useSuspendAccount = () => useAccountMutation(suspendAccount);
export const useUnsuspendAccount = () => useAccountMutation(unsuspendAccount);
