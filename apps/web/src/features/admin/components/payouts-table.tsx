import { formatRupees, type AdminPayout } from '@marketplace/contract';
import { cn } from '../../../lib/cn';
import { formatShortDate } from '../../../lib/format-date';
import { PayoutStatusBadge } from '../../payments';
import { PAYOUTS_FILTER_LABELS } from '../payouts-texts';
import { adminCell, AdminTableHead } from './admin-table-head';
import { MarkPayoutFailedDialog, MarkPayoutPaidDialog } from './settle-payout-dialogs';

const HEADINGS = ['Payout', 'Seller', 'Amount', 'Bank account', 'Created', 'Status', 'UTR or reason'];

/** The bank's reference of a paid payout, or why one failed. */
function Outcome({ payout }: { payout: AdminPayout }) {
  if (payout.status === 'paid') return <span className="font-mono text-xs break-all">{payout.utr}</span>;
  if (payout.status === 'failed') return <span>{payout.reason}</span>;
  if (payout.exported_at)
    return <span className="text-warning-800">In a bank file since {formatShortDate(payout.exported_at)}</span>;
  return <span className="text-neutral-500">Not yet</span>;
}

function BankAccount({ payout }: { payout: AdminPayout }) {
  return (
    <div className="grid gap-0.5">
      <span className="text-neutral-900">{payout.bank_account_name}</span>
      <span className="font-mono text-xs whitespace-nowrap text-neutral-600">{payout.bank_account_number}</span>
      <span className="font-mono text-xs whitespace-nowrap text-neutral-600">IFSC {payout.bank_ifsc}</span>
    </div>
  );
}

function Actions({ payout, className }: { payout: AdminPayout; className?: string }) {
  if (payout.status !== 'pending') return null;
  if (payout.provider === 'razorpay_route')
    return <p className={cn('text-sm text-neutral-600', className)}>Paid when Razorpay Route releases it</p>;
  return (
    <div className={cn('flex justify-end gap-2', className)}>
      <MarkPayoutPaidDialog payout={payout} />
      <MarkPayoutFailedDialog payout={payout} />
    </div>
  );
}

/** A table on wide screens; on phones each payout becomes a card. */
export function PayoutsTable({ payouts, caption }: { payouts: AdminPayout[]; caption: string }) {
  return (
    <>
      <div className="hidden overflow-x-auto rounded-xl border border-neutral-200 bg-white shadow-card lg:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <AdminTableHead headings={HEADINGS} actions="Actions" />
          <tbody className="divide-y divide-neutral-200">
            {payouts.map((payout) => (
              <tr key={payout.id}>
                <td className={`${adminCell} font-semibold text-neutral-900`}>#{payout.id}</td>
                <td className={adminCell}>{payout.wholesaler.company_name}</td>
                <td className={`${adminCell} text-right font-medium whitespace-nowrap tabular-nums`}>
                  {formatRupees(payout.amount)}
                </td>
                <td className={adminCell}>
                  <BankAccount payout={payout} />
                </td>
                <td className={`${adminCell} whitespace-nowrap`}>{formatShortDate(payout.created_at)}</td>
                <td className={adminCell}>
                  <PayoutStatusBadge status={payout.status} labels={PAYOUTS_FILTER_LABELS} />
                </td>
                <td className={`${adminCell} max-w-56`}>
                  <Outcome payout={payout} />
                </td>
                <td className={adminCell}>
                  <Actions payout={payout} className="flex-nowrap" />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul className="grid gap-3 lg:hidden" aria-label={caption}>
        {payouts.map((payout) => (
          <li key={payout.id} className="grid gap-3 rounded-xl border border-neutral-200 bg-white p-4 shadow-card">
            <div className="flex items-center justify-between gap-3">
              <span className="font-semibold text-neutral-900">Payout #{payout.id}</span>
              <PayoutStatusBadge status={payout.status} labels={PAYOUTS_FILTER_LABELS} />
            </div>
            <dl className="grid grid-cols-[6.5rem_1fr] gap-x-3 gap-y-1.5 text-sm">
              <dt className="text-neutral-500">Seller</dt>
              <dd className="text-neutral-900">{payout.wholesaler.company_name}</dd>
              <dt className="text-neutral-500">Amount</dt>
              <dd className="font-medium text-neutral-900 tabular-nums">{formatRupees(payout.amount)}</dd>
              <dt className="text-neutral-500">Bank account</dt>
              <dd>
                <BankAccount payout={payout} />
              </dd>
              <dt className="text-neutral-500">Created</dt>
              <dd className="text-neutral-900">{formatShortDate(payout.created_at)}</dd>
              {payout.status !== 'pending' && (
                <>
                  <dt className="text-neutral-500">{payout.status === 'paid' ? 'UTR' : 'Reason'}</dt>
                  <dd className="text-neutral-900">
                    <Outcome payout={payout} />
                  </dd>
                </>
              )}
            </dl>
            <Actions payout={payout} className="flex-wrap" />
          </li>
        ))}
      </ul>
    </>
  );
}
