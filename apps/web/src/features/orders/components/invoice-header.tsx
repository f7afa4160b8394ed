import type { OrderDetailsResponse } from '@marketplace/contract';
import { formatOrderDate } from '../order-dates';

function Party({ title, name, lines, gstNumber }: { title: string; name: string; lines: string[]; gstNumber: string }) {
  return (
    <div className="grid content-start gap-0.5 text-sm">
      <p className="text-xs font-semibold tracking-wide text-neutral-500 uppercase">{title}</p>
      <p className="font-semibold text-neutral-900">{name}</p>
      {lines
        .filter((line) => line.trim() !== '')
        .map((line) => (
          <p key={line} className="whitespace-pre-line text-neutral-700">
            {line}
          </p>
        ))}
      <p className="text-neutral-700">GSTIN: {gstNumber || 'Not registered'}</p>
    </div>
  );
}

/** Only on paper: who sold to whom, the invoice number and the payment, above the items table. */
export function InvoiceHeader({ order }: { order: OrderDetailsResponse }) {
  return (
    <section aria-label="Invoice" className="hidden print:mb-6 print:grid print:gap-5">
      <div className="flex items-start justify-between gap-6 border-b border-neutral-300 pb-4">
        <div>
          <p className="text-2xl font-bold text-neutral-900">Invoice</p>
          <p className="text-sm text-neutral-600">Wholesale Marketplace</p>
        </div>
        <dl className="grid grid-cols-[auto_auto] gap-x-4 gap-y-0.5 text-right text-sm">
          <dt className="text-neutral-500">Invoice No.</dt>
          <dd className="font-semibold text-neutral-900">{order.id}</dd>
          <dt className="text-neutral-500">Date</dt>
          <dd className="text-neutral-900">{formatOrderDate(order.created_at)}</dd>
          <dt className="text-neutral-500">Payment ID</dt>
          <dd className="font-mono text-xs text-neutral-900">{order.razorpay_payment_id ?? 'Not paid'}</dd>
        </dl>
      </div>
      <div className="grid grid-cols-3 gap-6">
        <Party
          title="Sold by"
          name={order.seller.name}
          lines={[order.seller.address]}
          gstNumber={order.seller.gst_number}
        />
        <Party
          title="Billed to"
          name={order.buyer.name}
          lines={[order.buyer.address]}
          gstNumber={order.buyer.gst_number}
        />
        <div className="grid content-start gap-0.5 text-sm">
          <p className="text-xs font-semibold tracking-wide text-neutral-500 uppercase">Ship to</p>
          <p className="font-semibold text-neutral-900">{order.name}</p>
          <p className="whitespace-pre-line text-neutral-700">{order.address}</p>
          <p className="text-neutral-700">
            {order.city}, {order.state} {order.portal_code}
          </p>
          <p className="text-neutral-700">{order.email}</p>
        </div>
      </div>
    </section>
  );
}
