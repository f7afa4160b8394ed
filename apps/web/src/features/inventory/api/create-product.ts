import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, type CreateProductRequest, type Product } from '@marketplace/contract';
import { apiClient } from '../../../lib/api-client';
import { invalidateProductViews } from './get-inventory';

/** Answered with 201 and the new product; images travel as base64 data URLs. */
export const createProduct = (body: CreateProductRequest) =>
  apiClient.post<Product>(apiPaths.inventoryCreate, body, { authenticated: true });

export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProduct,
    onSuccess: () => invalidateProductViews(queryClient),
  });
}
