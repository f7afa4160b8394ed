import { useState, type ReactElement } from 'react';
import {
  formatRupees,
  markPayoutFailedRequest,
  markPayoutPaidRequest,
  PAYOUT_FAILURE_REASON_MAX,
  type AdminPayout,
} from '@marketplace/contract';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { Button, type ButtonVariant } from '../../../components/ui/button';
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

interface Refusal {
  field?: string | undefined;
  general?: string | undefined;
}

const where = (payout: AdminPayout) =>
  `${formatRupees(payout.amount)} to ${payout.wholesaler.company_name} (${payout.bank_account_number}, ${payout.bank_ifsc})`;

/** How one way of settling a payout differs from the other: its words, its field and its call. */
interface Settlement {
  action: string;
  title: string;
  variant: ButtonVariant;
  confirmVariant?: ButtonVariant;
  description: string;
  field: 'utr' | 'reason';
  label: string;
  hint: string;
  /** The form's value checked by the contract: the value to send, or the message to show under the field. */
  check: (value: string) => { value: string } | { message: string };
  pending: boolean;
  send: (
    value: string,
    handlers: { onSuccess: (settled: AdminPayout) => void; onError: (error: Error) => void },
  ) => void;
  settledToast: (settled: AdminPayout) => { title: string; description: string };
  input: (props: { value: string; onChange: (value: string) => void }) => ReactElement;
}

/**
 * Asks for the one value settling a payout needs and sends it. A refusal naming the field shows under it, any other
 * (a 409: someone settled it first) above the form, and closing the dialog then reads the list again.
 */
function SettlePayoutDialog({ payout, settlement }: { payout: AdminPayout; settlement: Settlement }) {
  const [value, setValue] = useState('');
  const [refusal, setRefusal] = useState<Refusal>({});
  const readAgain = useReadPayoutsAgain();
  const showSettled = useShowSettledPayout();

  function confirm(close: () => void) {
    const checked = settlement.check(value);
    if ('message' in checked) return setRefusal({ field: checked.message });
    settlement.send(checked.value, {
      onSuccess: (settled) => {
        close();
        toast({ variant: 'success', ...settlement.settledToast(settled) });
        void showSettled(settled);
      },
      onError: (error) => {
        const fieldMessage = isApiError(error) ? error.fieldErrors[settlement.field]?.[0] : undefined;
        setRefusal(fieldMessage ? { field: fieldMessage } : { general: error.message });
      },
    });
  }

  return (
    <ConfirmActionDialog
      trigger={
        <Button variant={settlement.variant} size="sm" aria-label={`${settlement.action}: payout #${payout.id}`}>
          {settlement.action}
        </Button>
      }
      title={settlement.title}
      description={`${where(payout)}. ${settlement.description}`}
      confirmLabel={settlement.action}
      confirmVariant={settlement.confirmVariant}
      pending={settlement.pending}
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
        id={`payout-${settlement.field}-${payout.id}`}
        label={settlement.label}
        error={refusal.field}
        hint={settlement.hint}
      >
        {settlement.input({
          value,
          onChange: (next) => {
            setValue(next);
            setRefusal({});
          },
        })}
      </FormField>
    </ConfirmActionDialog>
  );
}

const firstMessage = (error: { issues: Array<{ message: string }> }) => ({ message: error.issues[0]?.message ?? '' });

/** Records the bank's reference (UTR) of a transfer made from the bank file: the seller sees it with the payout. */
export function MarkPayoutPaidDialog({ payout }: { payout: AdminPayout }) {
  const markPaid = useMarkPayoutPaid();
  return (
    <SettlePayoutDialog
      payout={payout}
      settlement={{
        action: 'Mark paid',
        title: `Mark payout #${payout.id} paid?`,
        variant: 'outline',
        confirmVariant: 'primary',
        description: 'Enter the bank’s reference for the transfer; the seller sees it with the payout.',
        field: 'utr',
        label: 'UTR',
        hint: '12 to 22 letters and digits, as on the bank’s statement.',
        check: (utr) => {
          const checked = markPayoutPaidRequest.safeParse({ utr });
          return checked.success ? { value: checked.data.utr } : firstMessage(checked.error);
        },
        pending: markPaid.isPending,
        send: (utr, handlers) => markPaid.mutate({ id: payout.id, utr }, handlers),
        settledToast: (paid) => ({ title: `Payout #${payout.id} marked paid.`, description: `UTR ${paid.utr}` }),
        input: ({ value, onChange }) => (
          <Input
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            className="font-mono uppercase"
            value={value}
            onChange={(event) => onChange(event.target.value)}
          />
        ),
      }}
    />
  );
}

/** The bank refused the transfer: the amount returns to the seller's available balance for the next run. */
export function MarkPayoutFailedDialog({ payout }: { payout: AdminPayout }) {
  const markFailed = useMarkPayoutFailed();
  return (
    <SettlePayoutDialog
      payout={payout}
      settlement={{
        action: 'Mark failed',
        title: `Mark payout #${payout.id} failed?`,
        variant: 'dangerOutline',
        description:
          'The amount returns to the seller’s available balance and goes out with the next payout run; the seller is told why.',
        field: 'reason',
        label: 'Reason',
        hint: `What the bank said, such as “Account closed”. At most ${PAYOUT_FAILURE_REASON_MAX} characters.`,
        check: (reason) => {
          const checked = markPayoutFailedRequest.safeParse({ reason });
          return checked.success ? { value: checked.data.reason } : firstMessage(checked.error);
        },
        pending: markFailed.isPending,
        send: (reason, handlers) => markFailed.mutate({ id: payout.id, reason }, handlers),
        settledToast: () => ({
          title: `Payout #${payout.id} marked failed.`,
          description: `${formatRupees(payout.amount)} is back in ${payout.wholesaler.company_name}’s available balance.`,
        }),
        input: ({ value, onChange }) => (
          <Textarea
            rows={3}
            maxLength={PAYOUT_FAILURE_REASON_MAX}
            value={value}
            onChange={(event) => onChange(event.target.value)}
          />
        ),
      }}
    />
  );
}
