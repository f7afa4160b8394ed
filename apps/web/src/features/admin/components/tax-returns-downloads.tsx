import { useState } from 'react';
import { Download } from 'lucide-react';
import { LEDGER_MONTH_PATTERN } from '@marketplace/contract';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { usePayoutFileDownload } from '../api/download-payout-file';
import { previousIndiaMonth } from '../payouts-texts';

/** A month's GSTR-8 (GST TCS) JSON for the GST offline tool, and its income-tax TDS (194-O) figures per seller. */
export function TaxReturnsDownloads() {
  const [month, setMonth] = useState(() => previousIndiaMonth(new Date()));
  const [monthError, setMonthError] = useState<string>();
  const download = usePayoutFileDownload();
  const running = download.isPending ? download.variables.kind : null;

  function save(kind: 'gstr8' | 'tds') {
    if (!LEDGER_MONTH_PATTERN.test(month)) return setMonthError('Choose a month.');
    download.mutate({ kind, month });
  }

  return (
    <div className="grid gap-4">
      <p className="text-sm text-neutral-600">
        GSTR-8 is filed by the 10th for the month before. Amounts follow each tax invoice and credit note’s date, on
        India’s calendar.
      </p>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <FormField id="returns-month" label="Month" error={monthError} className="sm:w-48">
          <Input
            type="month"
            required
            min="2000-01"
            max="2099-12"
            value={month}
            onChange={(event) => {
              setMonth(event.target.value);
              setMonthError(undefined);
            }}
          />
        </FormField>
        <Button variant="outline" loading={running === 'gstr8'} onClick={() => save('gstr8')}>
          {running !== 'gstr8' && <Download aria-hidden="true" className="size-4" />}
          Download GSTR-8 (JSON)
        </Button>
        <Button variant="outline" loading={running === 'tds'} onClick={() => save('tds')}>
          {running !== 'tds' && <Download aria-hidden="true" className="size-4" />}
          Download TDS (CSV)
        </Button>
      </div>
      {download.isError && (
        <Alert variant="destructive">
          <AlertTitle>The file could not be downloaded.</AlertTitle>
          <AlertDescription>{download.error.message}</AlertDescription>
        </Alert>
      )}
    </div>
  );
}
