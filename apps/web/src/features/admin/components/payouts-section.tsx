import { useSearchParams } from 'react-router';
import { Download, Landmark } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Label } from '../../../components/ui/label';
import { LoadError } from '../../../components/ui/load-error';
import { NativeSelect } from '../../../components/ui/native-select';
import { Skeleton } from '../../../components/ui/skeleton';
import { usePayoutFileDownload } from '../api/download-payout-file';
import { usePayouts } from '../api/get-payouts';
import { PAYOUTS_FILTER_LABELS, PAYOUTS_FILTERS, payoutsFilterOf, type PayoutsFilter } from '../payouts-texts';
import { PayoutsTable } from './payouts-table';

const EMPTY: Record<PayoutsFilter, { title: string; description: string }> = {
  pending: {
    title: 'No payouts are waiting to be transferred.',
    description: 'Run payouts to create one for each seller whose released money reaches the minimum.',
  },
  paid: { title: 'No payout has been paid yet.', description: 'Payouts marked paid with their UTR appear here.' },
  failed: { title: 'No payout has failed.', description: 'Payouts the bank refused appear here with the reason.' },
  all: { title: 'No payouts yet.', description: 'Run payouts to create the first ones.' },
};

const CAPTIONS: Record<PayoutsFilter, string> = {
  pending: 'Pending payouts',
  paid: 'Paid payouts',
  failed: 'Failed payouts',
  all: 'All payouts',
};

/** The bank's bulk transfer file of every pending payout, to upload to the marketplace's bank. */
function BankFileButton() {
  const download = usePayoutFileDownload();
  return (
    <div className="grid gap-2">
      <Button variant="outline" loading={download.isPending} onClick={() => download.mutate({ kind: 'bank-file' })}>
        {!download.isPending && <Download aria-hidden="true" className="size-4" />}
        Download bank file
      </Button>
      {download.isError && (
        <Alert variant="destructive">
          <AlertTitle>The bank file could not be downloaded.</AlertTitle>
          <AlertDescription>{download.error.message}</AlertDescription>
        </Alert>
      )}
    </div>
  );
}

function PayoutsList({ filter }: { filter: PayoutsFilter }) {
  const payouts = usePayouts(filter === 'all' ? undefined : filter);
  if (payouts.isPending) {
    return (
      <div className="grid gap-3" role="status" aria-label="Loading payouts">
        <Skeleton className="h-14" />
        <Skeleton className="h-14" />
      </div>
    );
  }
  if (payouts.isError) {
    return <LoadError title="We could not load the payouts" query={payouts} retryLabel="Try again" />;
  }
  if (payouts.data.payouts.length === 0) {
    return <EmptyState icon={<Landmark aria-hidden="true" />} {...EMPTY[filter]} />;
  }
  return <PayoutsTable payouts={payouts.data.payouts} caption={CAPTIONS[filter]} />;
}

/** The payouts with one status (pending first: the ones to transfer and settle), the filter kept in the address. */
export function PayoutsSection() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = payoutsFilterOf(searchParams.get('status'));

  function choose(next: PayoutsFilter) {
    setSearchParams(
      (params) => {
        if (next === 'pending') params.delete('status');
        else params.set('status', next);
        return params;
      },
      { replace: true },
    );
  }

  return (
    <div className="grid gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="grid gap-1.5 sm:w-48">
          <Label htmlFor="payouts-status">Status</Label>
          <NativeSelect
            id="payouts-status"
            value={filter}
            onChange={(event) => choose(payoutsFilterOf(event.target.value))}
          >
            {PAYOUTS_FILTERS.map((each) => (
              <option key={each} value={each}>
                {PAYOUTS_FILTER_LABELS[each]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <BankFileButton />
      </div>
      <PayoutsList filter={filter} />
    </div>
  );
}
