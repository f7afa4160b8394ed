import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '@marketplace/contract';
import { apiClient } from '../../../lib/api-client';
import { printPdf, saveFile } from '../../../lib/pdf-file';
import { documentFileName, type TaxDocumentKind } from '../order-documents';

const pdfPath = {
  invoice: apiPaths.orderInvoicePdf,
  'credit-note': apiPaths.orderCreditNotePdf,
  'platform-invoice': apiPaths.orderPlatformInvoicePdf,
  'platform-credit-note': apiPaths.orderPlatformCreditNotePdf,
} as const;

export const getTaxDocumentPdf = (orderId: number, kind: TaxDocumentKind) =>
  apiClient.getBlob(pdfPath[kind](orderId), { authenticated: true });

export type PdfAction = 'download' | 'print';

interface TaxDocumentPdfRequest {
  orderId: number;
  kind: TaxDocumentKind;
  number: string;
  action: PdfAction;
}

/** Fetches an order's invoice or credit note as PDF, then saves it or opens the print dialog. */
export const useTaxDocumentPdf = () =>
  useMutation({
    mutationFn: async ({ orderId, kind, number, action }: TaxDocumentPdfRequest) => {
      const pdf = await getTaxDocumentPdf(orderId, kind);
      if (action === 'print') printPdf(pdf);
      else saveFile(pdf, documentFileName(kind, number));
    },
  });
