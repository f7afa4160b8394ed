import type { OrderDetailsResponse } from '@marketplace/contract';

/** The seller's documents for the goods, and the marketplace's for its shipping & platform charge. */
export type TaxDocumentKind = 'invoice' | 'credit-note' | 'platform-invoice' | 'platform-credit-note';

/** `invoice-STC-2627-000123.pdf`: a document number's slashes cannot be part of a file name. */
export function documentFileName(kind: TaxDocumentKind, number: string): string {
  return `${kind}-${number.replaceAll('/', '-')}.pdf`;
}

/**
 * The printed order page is offered once the order is paid; a canceled order keeps it only if it was
 * invoiced, since an order canceled before shipping never became a sale.
 */
export function offersOrderPrint(order: Pick<OrderDetailsResponse, 'order_status' | 'invoice'>): boolean {
  if (order.order_status === 'pending') return false;
  return order.order_status !== 'canceled' || order.invoice !== null;
}
