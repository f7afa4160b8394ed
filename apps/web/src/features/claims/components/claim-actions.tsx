import type { ClaimResponse } from '@marketplace/contract';
import type { UserType } from '../../../lib/storage';
import { isAhead } from '../claim-times';
import { AcceptClaimDialog } from './accept-claim-dialog';
import { DecideClaimForm } from './decide-claim-form';
import { EscalateClaimDialog } from './escalate-claim-dialog';
import { RejectClaimDialog } from './reject-claim-dialog';

/** Who may take the claim's next step: the seller answers an open claim, the retailer escalates a rejected one in time. */
export function claimStepFor(claim: ClaimResponse, viewer: UserType | null, now: number) {
  if (viewer === 'wholesaler' && claim.status === 'open') return 'answer';
  if (viewer === 'retailer' && claim.status === 'rejected' && isAhead(claim.respond_by, now)) return 'escalate';
  if (viewer === 'admin' && claim.status === 'escalated') return 'decide';
  return null;
}

interface ClaimActionsProps {
  claim: ClaimResponse;
  viewer: UserType | null;
  now: number;
  /**
   * Told the outcome of a step once the server took it. The list says it in its own live region: the claim may
   * leave the list (or move in it) once answered.
   */
  onDone: (message: string) => void;
}

/** The viewer's next step on the claim, if any is theirs. */
export function ClaimActions({ claim, viewer, now, onDone }: ClaimActionsProps) {
  const step = claimStepFor(claim, viewer, now);
  if (step === 'decide') return <DecideClaimForm claim={claim} onDone={onDone} />;
  if (!step) return null;
  return (
    <div className="flex flex-wrap justify-end gap-2 border-t border-neutral-100 pt-4">
      {step === 'answer' && (
        <>
          <RejectClaimDialog claim={claim} onDone={onDone} />
          <AcceptClaimDialog claim={claim} onDone={onDone} />
        </>
      )}
      {step === 'escalate' && <EscalateClaimDialog claim={claim} onDone={onDone} />}
    </div>
  );
}
