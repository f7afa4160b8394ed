import { formatRupees, type AdminRefundsResponse } from '@marketplace/contract';
import { RefundBadge } from '../../../components/commerce/refund-badge';
import { formatShortDate } from '../../../lib/format-date';
import { adminCell, AdminTableHead } from './admin-table-head';
import { RetryRefundButton } from './retry-refund-button';

type AdminRefund = AdminRefundsResponse['refunds'][number];

/** A table on wide screens; on phones each refund becomes a card. */
export function RefundsTable({ refunds }: { refunds: AdminRefund[] }) {
  return (
    <>
      <div className="hidden overflow-x-auto rounded-xl border border-neutral-200 bg-white shadow-card md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Refunds that are pending or failed</caption>
          <AdminTableHead
            headings={['Order', 'Retailer', 'Wholesaler', 'Amount', 'Status', 'Failure reason', 'Created']}
            actions="Action"
          />
          <tbody className="divide-y divide-neutral-200">
            {refunds.map((refund) => (
              <tr key={refund.id}>
                <td className={`${adminCell} font-semibold text-neutral-900`}>#{refund.order_id}</td>
                <td className={adminCell}>{refund.retailer || 'Unknown retailer'}</td>
                <td className={adminCell}>{refund.wholesaler}</td>
                <td className={`${adminCell} text-right font-medium whitespace-nowrap tabular-nums`}>
                  {formatRupees(refund.amount)}
                </td>
                <td className={adminCell}>
                  <RefundBadge status={refund.status} wording="detail" />
                </td>
                <td className={`${adminCell} max-w-64 text-neutral-700`}>{refund.failure_reason}</td>
                <td className={`${adminCell} whitespace-nowrap`}>{formatShortDate(refund.created_at)}</td>
                <td className={`${adminCell} text-right`}>
                  {refund.status === 'failed' && <RetryRefundButton refundId={refund.id} orderId={refund.order_id} />}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul className="grid gap-3 md:hidden" aria-label="Refunds that are pending or failed">
        {refunds.map((refund) => (
          <li key={refund.id} className="grid gap-3 rounded-xl border border-neutral-200 bg-white p-4 shadow-card">
            <div className="flex items-center justify-between gap-3">
              <span className="font-semibold text-neutral-900">Order #{refund.order_id}</span>
              <RefundBadge status={refund.status} wording="detail" />
            </div>
            <dl className="grid grid-cols-[6.5rem_1fr] gap-x-3 gap-y-1.5 text-sm">
              <dt className="text-neutral-500">Retailer</dt>
              <dd className="text-neutral-900">{refund.retailer || 'Unknown retailer'}</dd>
              <dt className="text-neutral-500">Wholesaler</dt>
              <dd className="text-neutral-900">{refund.wholesaler}</dd>
              <dt className="text-neutral-500">Amount</dt>
              <dd className="font-medium text-neutral-900 tabular-nums">{formatRupees(refund.amount)}</dd>
              <dt className="text-neutral-500">Created</dt>
              <dd className="text-neutral-900">{formatShortDate(refund.created_at)}</dd>
              {refund.failure_reason && (
                <>
                  <dt className="text-neutral-500">Failure reason</dt>
                  <dd className="text-neutral-900">{refund.failure_reason}</dd>
                </>
              )}
            </dl>
            {refund.status === 'failed' && (
              <div className="flex justify-end">
                <RetryRefundButton refundId={refund.id} orderId={refund.order_id} />
              </div>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
