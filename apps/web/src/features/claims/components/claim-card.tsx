import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { CLAIM_STATUS_LABELS, CLAIM_TYPE_LABELS, type ClaimResponse, type ClaimStatus } from '@marketplace/contract';
import { Badge, type BadgeVariant } from '../../../components/ui/badge';
import { formatShortDate } from '../../../lib/format-date';
import { ClaimDeadline } from './claim-deadline';
import { ClaimHistory } from './claim-history';
import { ClaimItemsList } from './claim-items-list';
import { ClaimPhotos } from './claim-photos';
import { ClaimSettlement } from './claim-settlement';

const STATUS_BADGES: Record<ClaimStatus, BadgeVariant> = {
  open: 'warning',
  accepted: 'success',
  rejected: 'danger',
  escalated: 'info',
};

interface ClaimCardProps {
  claim: ClaimResponse;
  now: number;
  /** On pages listing claims of many orders: a link to the order and the two parties' names. */
  showOrder?: boolean;
  /** Shows the history unfolded, where both sides' words are what the viewer decides on. */
  historyOpen?: boolean;
  /** The answers the viewer may give, and the outcome of the last one. */
  children?: ReactNode;
}

/** One claim as both parties and the marketplace see it: what, which units, photos, deadline, money and history. */
export function ClaimCard({ claim, now, showOrder = false, historyOpen = false, children }: ClaimCardProps) {
  const titleId = useId();
  return (
    <article aria-labelledby={titleId} className="grid gap-4 rounded-lg border border-neutral-200 bg-white p-4">
      <header className="grid gap-1">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id={titleId} className="text-base font-semibold text-neutral-900">
            {CLAIM_TYPE_LABELS[claim.type]} <span className="sr-only">(claim {claim.id})</span>
          </h3>
          <Badge variant={STATUS_BADGES[claim.status]}>{CLAIM_STATUS_LABELS[claim.status]}</Badge>
        </div>
        <p className="text-xs text-neutral-600">
          Claim #{claim.id}
          {showOrder && (
            <>
              {' · '}
              <Link to={`/orders_details/${claim.order}`} className="text-primary-700 underline underline-offset-2">
                Order #{claim.order}
              </Link>
            </>
          )}
          {' · '}reported {formatShortDate(claim.created_at)}
        </p>
        {showOrder && (
          <p className="text-xs text-neutral-600">
            Retailer: {claim.retailer} · Seller: {claim.wholesaler}
          </p>
        )}
      </header>
      <ClaimDeadline claim={claim} now={now} />
      <p className="text-sm break-words whitespace-pre-line text-neutral-800">{claim.description}</p>
      <ClaimItemsList items={claim.items} />
      <ClaimPhotos claimId={claim.id} photos={claim.photos} />
      <ClaimSettlement claim={claim} />
      <details open={historyOpen} className="text-sm">
        <summary className="cursor-pointer font-medium text-primary-700">History ({claim.history.length})</summary>
        <div className="pt-3">
          <ClaimHistory history={claim.history} />
        </div>
      </details>
      {children}
    </article>
  );
}
