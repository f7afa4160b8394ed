import { Clock } from 'lucide-react';
import type { ClaimResponse } from '@marketplace/contract';
import { cn } from '../../../lib/cn';
import { formatClaimDateTime, timeLeft } from '../claim-times';

const WORDING: Partial<Record<ClaimResponse['status'], string>> = {
  open: "Seller's answer due",
  rejected: 'Can be escalated until',
};

/** The deadline the claim waits on, with the time left; nothing once the claim waits on no one. */
export function ClaimDeadline({ claim, now }: { claim: ClaimResponse; now: number }) {
  const wording = WORDING[claim.status];
  if (!wording || !claim.respond_by) return null;
  const left = timeLeft(claim.respond_by, now);
  return (
    <p className={cn('flex flex-wrap items-center gap-x-2 text-sm', left ? 'text-neutral-700' : 'text-danger-700')}>
      <Clock aria-hidden="true" className="size-4 shrink-0" />
      <span>
        {wording} <time dateTime={claim.respond_by}>{formatClaimDateTime(claim.respond_by)}</time>
      </span>
      <span className={cn('font-medium', left && 'text-warning-800')}>({left ?? 'time is up'})</span>
    </p>
  );
}
