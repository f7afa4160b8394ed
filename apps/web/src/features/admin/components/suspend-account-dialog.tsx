import { useState } from 'react';
import { SUSPENSION_REASON_MAX, type AdminAccount } from '@marketplace/contract';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import { useSuspendAccount } from '../api/suspend-account';
import { ConfirmActionDialog } from './confirm-action-dialog';

/** Asks for the reason, which the account's record keeps, before suspending. */
export function SuspendAccountDialog({ account, label }: { account: AdminAccount; label: string }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const suspend = useSuspendAccount();

  function confirm(close: () => void) {
    const trimmed = reason.trim();
    if (!trimmed) return setError('Give a reason for the suspension.');
    suspend.mutate(
      { id: account.id, reason: trimmed },
      {
        onSuccess: () => {
          close();
          setReason('');
          toast({ variant: 'success', title: 'Account suspended', description: label });
        },
        onError: (failure) => setError(failure.message),
      },
    );
  }

  return (
    <ConfirmActionDialog
      trigger={
        <Button variant="dangerOutline" size="sm">
          Suspend
        </Button>
      }
      title={`Suspend ${label}?`}
      description="The account is signed out everywhere at once and cannot log in. A seller’s products leave the catalogue; open orders stay visible to their retailers."
      confirmLabel="Suspend account"
      pending={suspend.isPending}
      onConfirm={confirm}
    >
      <FormField
        id={`suspend-reason-${account.id}`}
        label="Reason"
        error={error}
        hint={`At most ${SUSPENSION_REASON_MAX} characters.`}
      >
        <Textarea
          rows={3}
          maxLength={SUSPENSION_REASON_MAX}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            setError(undefined);
          }}
        />
      </FormField>
    </ConfirmActionDialog>
  );
}
