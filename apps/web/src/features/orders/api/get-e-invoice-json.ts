import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, type EInvoiceDocument, type EInvoiceJson } from '@marketplace/contract';
import { apiClient } from '../../../lib/api-client';
import { saveFile } from '../../../lib/pdf-file';
import { ordersQueryKeys } from './orders-query-keys';

export const getEInvoiceJson = (orderId: number, document: EInvoiceDocument) =>
  apiClient.getBlob(apiPaths.orderEInvoiceJson(orderId), { authenticated: true, query: { document } });

/** `e-invoice-SHTC-2627-000123.json`, named after the document it reports. */
export async function eInvoiceFileName(file: Blob): Promise<string> {
  const json = JSON.parse(await file.text()) as EInvoiceJson;
  return `e-invoice-${json.DocDtls.No.replaceAll('/', '-')}.json`;
}

/**
 * Saves the INV-01 JSON of the order's invoice or credit note for the seller to upload to the portal. The first
 * download of an invoice issues it, so the order is read again afterwards.
 */
export function useEInvoiceJsonDownload() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ orderId, document }: { orderId: number; document: EInvoiceDocument }) => {
      const file = await getEInvoiceJson(orderId, document);
      saveFile(file, await eInvoiceFileName(file));
    },
    onSuccess: (_, { orderId }) => queryClient.invalidateQueries({ queryKey: ordersQueryKeys.detail(orderId) }),
  });
}
