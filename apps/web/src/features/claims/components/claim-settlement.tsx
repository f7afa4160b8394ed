import { Download } from 'lucide-react';
import { formatRupees, type ClaimResponse } from '@marketplace/contract';
import { RefundBadge } from '../../../components/commerce/refund-badge';
import { Button } from '../../../components/ui/button';
import { formatShortDate } from '../../../lib/format-date';
import { useClaimCreditNotePdf } from '../api/claim-credit-note-pdf';

/** What an accepted claim gave back: the refund and where it stands, and the credit note issued for it (to save). */
export function ClaimSettlement({ claim }: { claim: ClaimResponse }) {
  const pdf = useClaimCreditNotePdf();
  if (claim.amount_refunded <= 0 && !claim.refund_status && !claim.credit_note) return null;
  return (
    <div className="grid gap-2 rounded-lg bg-success-50 px-3 py-2 text-sm">
      <dl className="grid gap-2 sm:grid-cols-2">
        <div className="grid gap-0.5">
          <dt className="text-neutral-600">Refund</dt>
          <dd className="flex flex-wrap items-center gap-2 font-medium text-neutral-900 tabular-nums">
            {formatRupees(claim.amount_refunded)}
            {claim.refund_status && <RefundBadge status={claim.refund_status} wording="detail" />}
          </dd>
        </div>
        {claim.credit_note && (
          <div className="grid gap-0.5">
            <dt className="text-neutral-600">Credit note</dt>
            <dd className="font-medium text-neutral-900">
              {claim.credit_note.number} of {formatShortDate(claim.credit_note.date)}
            </dd>
          </div>
        )}
      </dl>
      {claim.credit_note && (
        <div className="grid justify-items-start gap-1">
          <Button variant="outline" size="sm" loading={pdf.isPending} onClick={() => pdf.mutate(claim)}>
            {!pdf.isPending && <Download aria-hidden="true" className="size-4" />}
            Download credit note
          </Button>
          {pdf.isError && (
            <span role="alert" className="text-danger-700">
              The credit note could not be downloaded: {pdf.error.message}
            </span>
          )}
        </div>
      )}
    </div>
  );
}
