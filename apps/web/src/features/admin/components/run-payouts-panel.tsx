import { Play } from 'lucide-react';
import { payoutRunSummary } from '@marketplace/contract';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useRunPayouts } from '../api/run-payouts';

/**
 * Runs now what the payout job runs daily: one payout per seller whose available balance reaches the minimum, with
 * bank details set and not just changed. A run never pays anyone twice, so pressing it again is harmless.
 */
export function RunPayoutsPanel() {
  const run = useRunPayouts();
  return (
    <div className="grid gap-3">
      <p className="text-sm text-neutral-600">
        Creates one payout for each seller whose released money reaches the minimum and whose bank details are set and
        not recently changed. The payout job does the same every day; no seller is ever paid twice.
      </p>
      <div>
        <Button loading={run.isPending} onClick={() => run.mutate()}>
          {!run.isPending && <Play aria-hidden="true" className="size-4" />}
          Run payouts
        </Button>
      </div>
      {run.isSuccess && (
        <Alert variant={run.data.created === 0 ? 'default' : 'success'}>
          <AlertDescription>{payoutRunSummary(run.data)}</AlertDescription>
        </Alert>
      )}
      {run.isError && (
        <Alert variant="destructive">
          <AlertTitle>The payout run did not complete.</AlertTitle>
          <AlertDescription>{run.error.message}</AlertDescription>
        </Alert>
      )}
    </div>
  );
}
