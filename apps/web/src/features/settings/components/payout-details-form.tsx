import { useState } from 'react';
import { payoutDetailsRequest, type PayoutDetails, type PayoutDetailsRequest } from '@marketplace/contract';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { useForm } from '../../../lib/form/use-form';
import { schemaResolver } from '../../../lib/form/schema-resolver';
import { applyServerFieldErrors, errorDetail } from '../../../lib/server-field-errors';
import { usePayoutDetails, useSavePayoutDetails } from '../api/payout-details';
import { payoutDestination, payoutHoldText } from '../payout-details-texts';
import { FormStatus, type FormStatusValue } from './form-status';
import { SettingsField } from './settings-field';

const FIELDS = ['bank_account_name', 'bank_account_number', 'bank_ifsc', 'upi_id', 'razorpay_account_id'] as const;

/** The account number is never shown again in full, so it starts empty and every save types it anew. */
const valuesOf = (saved: PayoutDetails | null): PayoutDetailsRequest => ({
  bank_account_name: saved?.bank_account_name ?? '',
  bank_account_number: '',
  bank_ifsc: saved?.bank_ifsc ?? '',
  upi_id: saved?.upi_id ?? '',
  razorpay_account_id: saved?.razorpay_account_id ?? '',
});

function SavedDetails({ saved }: { saved: PayoutDetails }) {
  const hold = payoutHoldText(saved.payouts_held_until);
  return (
    <div className="grid gap-3">
      <p className="text-sm text-neutral-700">
        Payouts go to <span className="font-semibold text-neutral-900">{payoutDestination(saved)}</span>
        {saved.upi_id ? ` (UPI ${saved.upi_id})` : ''}.
      </p>
      {hold && (
        <Alert variant="warning">
          <AlertTitle>{hold}</AlertTitle>
          <AlertDescription>
            The bank details changed, so payouts wait in case someone else made the change. We e-mailed you about it.
          </AlertDescription>
        </Alert>
      )}
    </div>
  );
}

function PayoutForm({ saved }: { saved: PayoutDetails | null }) {
  const save = useSavePayoutDetails();
  const [status, setStatus] = useState<FormStatusValue>(null);
  const form = useForm<PayoutDetailsRequest, PayoutDetailsRequest>({
    resolver: schemaResolver(payoutDetailsRequest),
    defaultValues: valuesOf(saved),
  });
  const field = (name: (typeof FIELDS)[number]) => ({
    id: `payout-${name}`,
    registration: form.register(name),
    error: form.getFieldState(name).error?.message,
  });

  const onSubmit = form.handleSubmit((values) => {
    setStatus(null);
    save.mutate(values, {
      onSuccess: (answer) => {
        form.reset(valuesOf(answer.payout_details));
        setStatus({ tone: 'success', title: 'Your payout details are saved.' });
      },
      onError: (error) => {
        applyServerFieldErrors(error, form.setError, FIELDS);
        setStatus({ tone: 'error', title: 'Your payout details could not be saved.', detail: errorDetail(error) });
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid max-w-xl gap-5">
      <FormStatus status={status} />
      {saved ? (
        <SavedDetails saved={saved} />
      ) : (
        <p className="text-sm text-neutral-700">Add the bank account your payouts should go to.</p>
      )}
      <SettingsField
        label="Account holder name"
        {...field('bank_account_name')}
        hint="As the bank has it"
        inputProps={{ autoComplete: 'off' }}
      />
      <SettingsField
        label="Account number"
        {...field('bank_account_number')}
        hint={saved ? 'Type the full number again to save any change.' : '9 to 18 digits'}
        inputProps={{
          inputMode: 'numeric',
          autoComplete: 'off',
          placeholder: saved ? saved.bank_account_number : 'e.g. 50100012345678',
        }}
      />
      <SettingsField
        label="IFSC"
        {...field('bank_ifsc')}
        hint="On your cheque book or passbook, e.g. HDFC0001234"
        inputProps={{ autoComplete: 'off', autoCapitalize: 'characters', spellCheck: false }}
      />
      <SettingsField
        label="UPI id (optional)"
        {...field('upi_id')}
        inputProps={{ autoComplete: 'off', spellCheck: false, placeholder: 'name@bank' }}
      />
      <SettingsField
        label="Razorpay linked account (optional)"
        {...field('razorpay_account_id')}
        hint="Only if the marketplace pays you through Razorpay Route: the acc_ id Razorpay gave your linked account"
        inputProps={{ autoComplete: 'off', spellCheck: false, placeholder: 'acc_XXXXXXXXXXXXXX' }}
      />
      <p className="text-sm text-neutral-600">
        Changing the account number, IFSC or linked account holds payouts for a while and e-mails you, so that nobody
        else can send your money elsewhere.
      </p>
      <Button type="submit" loading={save.isPending} className="justify-self-start">
        Save payout details
      </Button>
    </form>
  );
}

/** Where the wholesaler's payouts go (issue 55): bank account, IFSC and an optional UPI id. */
export function PayoutDetailsForm() {
  const details = usePayoutDetails();
  if (details.isPending) {
    return (
      <div className="grid max-w-xl gap-4" role="status" aria-label="Loading your payout details">
        {Array.from({ length: 4 }, (_, index) => (
          <div key={index} className="grid gap-2">
            <Skeleton className="h-4 w-32" />
            <Skeleton className="h-10" />
          </div>
        ))}
      </div>
    );
  }
  if (details.isError) return <LoadError title="We could not load your payout details" query={details} />;
  return <PayoutForm saved={details.data.payout_details} />;
}
