import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { Download, ReceiptText } from 'lucide-react';
import { formatRupees, indiaMonth, type LedgerPage } from '@marketplace/contract';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { useStatementCsvDownload } from '../api/download-statement-csv';
import { LEDGER_PAGE_SIZE, useLedger } from '../api/get-ledger';
import { formatLedgerMonth, ledgerMonthParam, ledgerPageCount, ledgerPageParam } from '../ledger-month';
import { StatementLines } from './statement-lines';
import { Pager } from '../../../components/ui/pager';

function OpeningAndClosing({ statement }: { statement: LedgerPage }) {
  return (
    <dl className="grid grid-cols-2 gap-3 rounded-xl border border-neutral-200 bg-white p-4 text-sm shadow-card">
      <div className="grid gap-0.5">
        <dt className="text-neutral-600">Opening balance</dt>
        <dd className="text-base font-semibold text-neutral-900 tabular-nums">
          {formatRupees(statement.opening_balance)}
        </dd>
      </div>
      <div className="grid gap-0.5 text-right">
        <dt className="text-neutral-600">Closing balance</dt>
        <dd className="text-base font-semibold text-neutral-900 tabular-nums">
          {formatRupees(statement.closing_balance)}
        </dd>
      </div>
    </dl>
  );
}

/** One month of the statement: the month picker, the opening and closing balance, the lines, and the CSV. */
export function StatementSection() {
  const headingId = useId();
  const monthId = useId();
  const [params, setParams] = useSearchParams();
  const month = ledgerMonthParam(params.get('month'));
  const page = ledgerPageParam(params.get('page'));
  const statement = useLedger(month, page);
  const download = useStatementCsvDownload();
  const monthName = formatLedgerMonth(month);

  const show = (next: { month?: string; page?: number }) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next.month !== undefined) updated.set('month', next.month);
        if (next.page && next.page > 1) updated.set('page', String(next.page));
        else updated.delete('page');
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );

  let content;
  if (statement.isPending) {
    content = (
      <div className="grid gap-3" role="status" aria-label="Loading the statement">
        <Skeleton className="h-20" />
        <Skeleton className="h-48" />
      </div>
    );
  } else if (statement.isError) {
    content = <LoadError title="We could not load the statement" query={statement} />;
  } else {
    const data = statement.data;
    content = (
      <div className="grid gap-4" aria-busy={statement.isPlaceholderData || undefined}>
        <OpeningAndClosing statement={data} />
        {data.entries.length === 0 ? (
          <EmptyState
            icon={<ReceiptText aria-hidden="true" />}
            title="No entries in this month."
            description="Sales, taxes withheld, releases and payouts appear here as they happen."
          />
        ) : (
          <StatementLines lines={data.entries} caption={`Statement for ${monthName}`} />
        )}
        <Pager
          label="Statement pages"
          page={page}
          pages={ledgerPageCount(data.count, data.page_size || LEDGER_PAGE_SIZE)}
          onPage={(next) => show({ page: next })}
        />
      </div>
    );
  }

  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="grid gap-1">
          <h2 id={headingId} className="text-lg font-semibold text-neutral-900">
            Statement
          </h2>
          <p className="text-sm text-neutral-600">
            {monthName}: what the marketplace owes you, line by line, oldest first.
          </p>
        </div>
        <div className="flex flex-wrap items-end gap-3">
          <div className="grid gap-1.5">
            <Label htmlFor={monthId}>Month</Label>
            <Input
              id={monthId}
              type="month"
              value={month}
              required
              min="2000-01"
              max={indiaMonth(new Date())}
              className="w-44"
              onChange={(event) => {
                // Clearing the field (a browser's Clear button) leaves the month shown as it is.
                if (event.target.value) show({ month: event.target.value, page: 1 });
              }}
            />
          </div>
          <Button variant="outline" loading={download.isPending} onClick={() => download.mutate(month)}>
            {!download.isPending && <Download aria-hidden="true" className="size-4" />}
            Download CSV
          </Button>
        </div>
      </div>
      {download.isError && (
        <Alert variant="destructive">
          <AlertTitle>The statement could not be downloaded.</AlertTitle>
          <AlertDescription>{download.error.message}</AlertDescription>
        </Alert>
      )}
      {content}
    </section>
  );
}
