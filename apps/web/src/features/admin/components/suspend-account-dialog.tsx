import { useState, type FormEvent } from 'react';
import { SUSPENSION_REASON_MAX, type AdminAccount } from '@marketplace/contract';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import { useSuspendAccount } from '../api/suspend-account';

/** Asks for the reason, which the account's record keeps, before suspending. */
export function SuspendAccountDialog({ account, label }: { account: AdminAccount; label: string }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const suspend = useSuspendAccount();
  const fieldId = `suspend-reason-${account.id}`;

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = reason.trim();
    if (!trimmed) return setError('Give a reason for the suspension.');
    suspend.mutate(
      { id: account.id, reason: trimmed },
      {
        onSuccess: () => {
          setOpen(false);
          setReason('');
          toast({ variant: 'success', title: 'Account suspended', description: label });
        },
        onError: (failure) => setError(failure.message),
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="dangerOutline" size="sm">
          Suspend
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>Suspend {label}?</DialogTitle>
            <DialogDescription>
              The account is signed out everywhere at once and cannot log in. A seller’s products leave the catalogue;
              open orders stay visible to their retailers.
            </DialogDescription>
          </DialogHeader>
          <FormField id={fieldId} label="Reason" error={error} hint={`At most ${SUSPENSION_REASON_MAX} characters.`}>
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
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" variant="destructive" loading={suspend.isPending}>
              Suspend account
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
