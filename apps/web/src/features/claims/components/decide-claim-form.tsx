import { useId, useState } from 'react';
import { MAX_CLAIM_NOTE, type ClaimResponse, type DecideClaimRequest } from '@marketplace/contract';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Textarea } from '../../../components/ui/textarea';
import { isApiError } from '../../../lib/api-error';
import { useDecideClaim } from '../api/decide-claim';

const DONE: Record<DecideClaimRequest['decision'], (id: number) => string> = {
  accept: (id) => `Claim #${id} accepted: the retailer is refunded and a credit note is issued.`,
  reject: (id) => `Claim #${id} rejected. Both parties have been told.`,
};

/** The marketplace's final word on an escalated claim, with a note both parties read. */
export function DecideClaimForm({ claim, onDone }: { claim: ClaimResponse; onDone: (message: string) => void }) {
  const id = useId();
  const [note, setNote] = useState('');
  const decide = useDecideClaim();
  const pending = decide.isPending ? decide.variables.request.decision : null;
  const noteError = isApiError(decide.error) ? decide.error.fieldErrors.note?.[0] : undefined;

  const send = (decision: DecideClaimRequest['decision']) =>
    decide.mutate(
      { claimId: claim.id, request: { decision, note: note.trim() } },
      { onSuccess: () => onDone(DONE[decision](claim.id)) },
    );

  return (
    <div className="grid gap-3 border-t border-neutral-100 pt-4">
      {decide.isError && !noteError && (
        <Alert variant="destructive">
          <AlertTitle>The decision was not saved.</AlertTitle>
          <AlertDescription>{decide.error.message}</AlertDescription>
        </Alert>
      )}
      <FormField
        id={id}
        label="Note to both parties (optional)"
        hint="The decision is final; say what it rests on."
        error={noteError}
      >
        <Textarea rows={2} value={note} maxLength={MAX_CLAIM_NOTE} onChange={(event) => setNote(event.target.value)} />
      </FormField>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button
          variant="dangerOutline"
          loading={pending === 'reject'}
          disabled={pending !== null}
          onClick={() => send('reject')}
        >
          Reject the claim
        </Button>
        <Button
          variant="success"
          loading={pending === 'accept'}
          disabled={pending !== null}
          onClick={() => send('accept')}
        >
          Accept the claim
        </Button>
      </div>
    </div>
  );
}
