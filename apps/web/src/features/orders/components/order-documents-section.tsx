import { useId } from 'react';
import type { OrderDetailsResponse } from '@marketplace/contract';
import type { TaxDocumentKind } from '../order-documents';
import { RefundCard } from './refund-card';
import { TaxDocumentCard } from './tax-document-card';

const GRID = 'grid grid-cols-1 gap-6 md:grid-cols-2 xl:grid-cols-3';

/**
 * What happened to the money after payment: the order's tax documents together (the seller's invoice and credit
 * note, the marketplace's for its charge), then the refunds.
 */
export function OrderDocumentsSection({ order }: { order: OrderDetailsResponse }) {
  const headingId = useId();
  const documents: Array<[TaxDocumentKind, OrderDetailsResponse['invoice']]> = [
    ['invoice', order.invoice],
    ['credit-note', order.credit_note],
    ['platform-invoice', order.platform_invoice],
    ['platform-credit-note', order.platform_credit_note],
  ];
  const issued = documents.filter(([, document]) => document !== null);
  const secondPayments = order.duplicate_payment_refunds;
  if (issued.length === 0 && !order.refund && secondPayments.length === 0) return null;
  return (
    <div className="grid gap-6 print:hidden">
      {issued.length > 0 && (
        <section aria-labelledby={headingId} className="grid gap-3">
          <h2 id={headingId} className="text-lg font-semibold text-neutral-900">
            Documents
          </h2>
          {/* Cards of one row share its height, so their buttons line up. */}
          <div className={GRID}>
            {issued.map(([kind, document]) => (
              <TaxDocumentCard key={kind} orderId={order.id} kind={kind} document={document!} />
            ))}
          </div>
        </section>
      )}
      {(order.refund || secondPayments.length > 0) && (
        <div className={`${GRID} items-start`}>
          {order.refund && <RefundCard refund={order.refund} />}
          {secondPayments.map((refund) => (
            <RefundCard key={refund.razorpay_payment_id} refund={refund} secondPaymentId={refund.razorpay_payment_id} />
          ))}
        </div>
      )}
    </div>
  );
}
