import { useState } from 'react';
import { formatRupees, markPayoutFailedRequest, markPayoutPaidRequest, type AdminPayout } from '@marketplace/contract';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import { isApiError } from '../../../lib/api-error';
import {
  useMarkPayoutFailed,
  useMarkPayoutPaid,
  useReadPayoutsAgain,
  useShowSettledPayout,
} from '../api/settle-payout';
import { ConfirmActionDialog } from './confirm-action-dialog';

const REASON_MAX = 500;

/** A refusal's message under the field when the API names the field, otherwise above the form (a 409). */
function refusalOf(error: Error, field: 'utr' | 'reason') {
  const fieldMessage = isApiError(error) ? error.fieldErrors[field]?.[0] : undefined;
  return fieldMessage ? { field: fieldMessage } : { general: error.message };
}

interface Refusal {
  field?: string | undefined;
  general?: string | undefined;
}

const where = (payout: AdminPayout) =>
  `${formatRupees(payout.amount)} to ${payout.wholesaler.company_name} (${payout.bank_account_number}, ${payout.bank_ifsc})`;

/** Records the bank's reference (UTR) of a transfer made from the bank file: the seller sees it with the payout. */
export function MarkPayoutPaidDialog({ payout }: { payout: AdminPayout }) {
  const [utr, setUtr] = useState('');
  const [refusal, setRefusal] = useState<Refusal>({});
  const markPaid = useMarkPayoutPaid();
  const readAgain = useReadPayoutsAgain();
  const showSettled = useShowSettledPayout();

  function confirm(close: () => void) {
    const checked = markPayoutPaidRequest.safeParse({ utr });
    if (!checked.success) return setRefusal({ field: checked.error.issues[0]?.message });
    markPaid.mutate(
      { id: payout.id, utr: checked.data.utr },
      {
        onSuccess: (paid) => {
          close();
          toast({ variant: 'success', title: `Payout #${payout.id} marked paid.`, description: `UTR ${paid.utr}` });
          void showSettled(paid);
        },
        onError: (error) => setRefusal(refusalOf(error, 'utr')),
      },
    );
  }

  return (
    <ConfirmActionDialog
      trigger={
        <Button variant="outline" size="sm" aria-label={`Mark paid: payout #${payout.id}`}>
          Mark paid
        </Button>
      }
      title={`Mark payout #${payout.id} paid?`}
      description={`${where(payout)}. Enter the bank’s reference for the transfer; the seller sees it with the payout.`}
      confirmLabel="Mark paid"
      confirmVariant="primary"
      pending={markPaid.isPending}
      onConfirm={confirm}
      onClose={() => {
        if (refusal.general) void readAgain();
        setRefusal({});
      }}
    >
      {refusal.general && (
        <Alert variant="destructive">
          <AlertDescription>{refusal.general}</AlertDescription>
        </Alert>
      )}
      <FormField
        id={`payout-utr-${payout.id}`}
        label="UTR"
        error={refusal.field}
        hint="12 to 22 letters and digits, as on the bank’s statement."
      >
        <Input
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          className="font-mono uppercase"
          value={utr}
          onChange={(event) => {
            setUtr(event.target.value);
            setRefusal({});
          }}
        />
      </FormField>
    </ConfirmActionDialog>
  );
}

/** The bank refused the transfer: the amount returns to the seller's available balance for the next run. */
export function MarkPayoutFailedDialog({ payout }: { payout: AdminPayout }) {
  const [reason, setReason] = useState('');
  const [refusal, setRefusal] = useState<Refusal>({});
  const markFailed = useMarkPayoutFailed();
  const readAgain = useReadPayoutsAgain();
  const showSettled = useShowSettledPayout();

  function confirm(close: () => void) {
    const checked = markPayoutFailedRequest.safeParse({ reason });
    if (!checked.success) return setRefusal({ field: checked.error.issues[0]?.message });
    markFailed.mutate(
      { id: payout.id, reason: checked.data.reason },
      {
        onSuccess: (failed) => {
          close();
          toast({
            variant: 'success',
            title: `Payout #${payout.id} marked failed.`,
            description: `${formatRupees(payout.amount)} is back in ${payout.wholesaler.company_name}’s available balance.`,
          });
          void showSettled(failed);
        },
        onError: (error) => setRefusal(refusalOf(error, 'reason')),
      },
    );
  }

  return (
    <ConfirmActionDialog
      trigger={
        <Button variant="dangerOutline" size="sm" aria-label={`Mark failed: payout #${payout.id}`}>
          Mark failed
        </Button>
      }
      title={`Mark payout #${payout.id} failed?`}
      description={`${where(payout)}. The amount returns to the seller’s available balance and goes out with the next payout run; the seller is told why.`}
      confirmLabel="Mark failed"
      pending={markFailed.isPending}
      onConfirm={confirm}
      onClose={() => {
        if (refusal.general) void readAgain();
        setRefusal({});
      }}
    >
      {refusal.general && (
        <Alert variant="destructive">
          <AlertDescription>{refusal.general}</AlertDescription>
        </Alert>
      )}
      <FormField
        id={`payout-reason-${payout.id}`}
        label="Reason"
        error={refusal.field}
        hint={`What the bank said, such as “Account closed”. At most ${REASON_MAX} characters.`}
      >
        <Textarea
          rows={3}
          maxLength={REASON_MAX}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            setRefusal({});
          }}
        />
      </FormField>
    </ConfirmActionDialog>
  );
}
