import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, type EditProductRequest, type Product } from '@marketplace/contract';
import { apiClient } from '../../../lib/api-client';
import { invalidateProductViews } from './get-inventory';

export const editProduct = ({ id, changes }: { id: number; changes: EditProductRequest }) =>
  apiClient.put<Product>(apiPaths.inventoryEdit(id), changes, { authenticated: true });

export function useEditProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editProduct,
    onSuccess: () => invalidateProductViews(queryClient),
  });
}
