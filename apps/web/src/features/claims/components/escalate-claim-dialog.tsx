import { Scale } from 'lucide-react';
import type { ClaimResponse } from '@marketplace/contract';
import { Button } from '../../../components/ui/button';
import { useEscalateClaim } from '../api/escalate-claim';
import { ClaimNoteDialog } from './claim-note-dialog';

/** The retailer takes a rejected claim to the marketplace, which reads both sides and decides. */
export function EscalateClaimDialog({ claim, onDone }: { claim: ClaimResponse; onDone: (message: string) => void }) {
  const escalate = useEscalateClaim();
  return (
    <ClaimNoteDialog
      trigger={
        <Button variant="outline">
          <Scale aria-hidden="true" className="size-4" />
          Escalate
        </Button>
      }
      title={`Escalate claim #${claim.id}`}
      description="The marketplace reads your claim, the seller's reason and your note, then decides. Its decision is final."
      label="Note for the marketplace"
      fieldName="note"
      requiredMessage={null}
      submitLabel="Ask the marketplace to decide"
      submitVariant="primary"
      failureTitle="The claim could not be escalated."
      pending={escalate.isPending}
      error={escalate.error}
      reset={escalate.reset}
      send={(note, sent) =>
        escalate.mutate(
          { claimId: claim.id, note },
          {
            onSuccess: () => {
              sent();
              onDone(`Claim #${claim.id} is now with the marketplace.`);
            },
          },
        )
      }
    />
  );
}
