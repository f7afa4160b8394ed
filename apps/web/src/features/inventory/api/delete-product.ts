import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, type DeleteProductResponse } from '@marketplace/contract';
import { apiClient } from '../../../lib/api-client';
import { invalidateProductViews } from './get-inventory';

export const deleteProduct = (id: number) =>
  apiClient.delete<DeleteProductResponse>(apiPaths.inventoryDelete(id), { authenticated: true });

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: () => invalidateProductViews(queryClient),
  });
}
