import type { OrderDetailsResponse } from '@marketplace/contract';
import { RefundCard } from './refund-card';
import { TaxDocumentCard } from './tax-document-card';

/** What happened to the money after payment: the tax invoice, and after a cancellation the credit note and refund. */
export function OrderDocumentsSection({ order }: { order: OrderDetailsResponse }) {
  const secondPayments = order.duplicate_payment_refunds;
  if (!order.invoice && !order.credit_note && !order.refund && secondPayments.length === 0) return null;
  return (
    <div className="grid grid-cols-1 items-start gap-6 md:grid-cols-2 xl:grid-cols-3 print:hidden">
      {order.invoice && <TaxDocumentCard orderId={order.id} kind="invoice" document={order.invoice} />}
      {order.refund && <RefundCard refund={order.refund} />}
      {secondPayments.map((refund) => (
        <RefundCard key={refund.razorpay_payment_id} refund={refund} secondPaymentId={refund.razorpay_payment_id} />
      ))}
      {order.credit_note && <TaxDocumentCard orderId={order.id} kind="credit-note" document={order.credit_note} />}
    </div>
  );
}
