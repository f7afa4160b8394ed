import { X } from 'lucide-react';
import { claimMessages, type ClaimResponse } from '@marketplace/contract';
import { Button } from '../../../components/ui/button';
import { useRejectClaim } from '../api/answer-claim';
import { ClaimNoteDialog } from './claim-note-dialog';

/** The seller rejects a claim with a reason the retailer reads, and may take to the marketplace. */
export function RejectClaimDialog({ claim, onDone }: { claim: ClaimResponse; onDone: (message: string) => void }) {
  const reject = useRejectClaim();
  return (
    <ClaimNoteDialog
      trigger={
        <Button variant="dangerOutline">
          <X aria-hidden="true" className="size-4" />
          Reject
        </Button>
      }
      title={`Reject claim #${claim.id}`}
      description="The retailer reads your reason and may ask the marketplace to decide."
      label="Reason"
      fieldName="reason"
      requiredMessage={claimMessages.reasonRequired}
      submitLabel="Reject the claim"
      submitVariant="destructive"
      failureTitle="The claim could not be rejected."
      pending={reject.isPending}
      error={reject.error}
      reset={reject.reset}
      send={(reason, sent) =>
        reject.mutate(
          { claimId: claim.id, reason },
          {
            onSuccess: () => {
              sent();
              onDone(`Claim #${claim.id} rejected. The retailer has been told your reason.`);
            },
          },
        )
      }
    />
  );
}
