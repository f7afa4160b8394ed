import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths, type InvoiceSignatureResponse } from '@marketplace/contract';
import { apiClient } from '../../../lib/api-client';

export const invoiceSignatureQueryKey = ['invoice-signature'] as const;

export const getInvoiceSignature = (signal?: AbortSignal) =>
  apiClient.get<InvoiceSignatureResponse>(apiPaths.invoiceSignature, { authenticated: true, signal });

export const invoiceSignatureQueryOptions = () =>
  queryOptions({ queryKey: invoiceSignatureQueryKey, queryFn: ({ signal }) => getInvoiceSignature(signal) });

export const useInvoiceSignature = () => useQuery(invoiceSignatureQueryOptions());

/** Uploads a picture (a `data:` URL) or, with null, removes the signature; the answer replaces the cached one. */
export function useSaveInvoiceSignature() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (image: string | null) =>
      image === null
        ? apiClient.delete<InvoiceSignatureResponse>(apiPaths.invoiceSignature, { authenticated: true })
        : apiClient.put<InvoiceSignatureResponse>(apiPaths.invoiceSignature, { image }, { authenticated: true }),
    onSuccess: (saved) => queryClient.setQueryData(invoiceSignatureQueryKey, saved),
  });
}
