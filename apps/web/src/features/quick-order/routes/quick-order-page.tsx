import { useState } from 'react';
import { Link } from 'react-router';
import { Plus, Store } from 'lucide-react';
import type { OrderLineText } from '@marketplace/contract';
import { Alert, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Combobox } from '../../../components/ui/combobox';
import { EmptyState } from '../../../components/ui/empty-state';
import { Label } from '../../../components/ui/label';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeading } from '../../../components/ui/page-heading';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { isApiError } from '../../../lib/api-error';
import { isBuyer, useSession } from '../../../lib/session';
import { useWholesalerChoices } from '../api/get-wholesaler-choices';
import { useSubmitOrderLines } from '../api/submit-order-lines';
import { OrderLineRow } from '../components/order-line-row';
import { OrderLinesInput } from '../components/order-lines-input';
import { addLinesLabel, emptyRow, isFilled, resultOf, withLines, withResults, type OrderRow } from '../order-rows';

/** /quick-order: a retailer orders many products of one wholesaler by SKU, typed, pasted or from a CSV file. */
export function QuickOrderPage() {
  const session = useSession();
  const wholesalers = useWholesalerChoices();
  const submit = useSubmitOrderLines();
  const [wholesaler, setWholesaler] = useState('');
  const [rows, setRows] = useState<OrderRow[]>(() => [emptyRow(), emptyRow(), emptyRow()]);
  const [added, setAdded] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  if (!isBuyer(session)) {
    return (
      <EmptyState
        icon={<Store aria-hidden="true" />}
        title="Quick order is for retailers"
        description="Wholesaler and administrator accounts cannot buy on the marketplace."
      />
    );
  }

  const filled = rows.filter(isFilled);
  const validCount = filled.filter((row) => resultOf(row)?.ok).length;

  const send = (lines: OrderRow[], dryRun: boolean, seller = wholesaler) => {
    if (!seller) return setProblem('Choose a wholesaler first.');
    if (lines.length === 0) return setProblem('Add at least one line with a SKU and a quantity.');
    setProblem(null);
    submit.mutate(
      { wholesaler: Number(seller), dry_run: dryRun, lines: lines.map(({ sku, quantity }) => ({ sku, quantity })) },
      {
        onSuccess: (response) => {
          setRows((current) => withResults(current, lines, response.lines));
          if (dryRun) return;
          setAdded(response.added);
          toast({
            variant: response.added > 0 ? 'success' : 'destructive',
            title: response.added > 0 ? `Added ${response.added} to your cart` : 'Nothing was added',
          });
        },
        onError: (error) => setProblem(isApiError(error) ? error.message : 'The lines could not be checked.'),
      },
    );
  };

  const takeLines = (lines: OrderLineText[]) => {
    const next = withLines(rows, lines);
    setRows(next);
    setAdded(null);
    if (wholesaler) send(next.filter(isFilled), true);
  };

  const change = (key: number, changes: Partial<Pick<OrderRow, 'sku' | 'quantity'>>) => {
    setAdded(null);
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...changes } : row)));
  };
  const remove = (key: number) =>
    setRows((current) => {
      const next = current.filter((row) => row.key !== key);
      return next.length > 0 ? next : [emptyRow()];
    });

  let sellerField;
  if (wholesalers.isPending) sellerField = <Spinner label="Loading wholesalers..." />;
  else if (wholesalers.isError)
    sellerField = <LoadError title="The wholesalers could not be loaded." query={wholesalers} />;
  else
    sellerField = (
      <Combobox
        id="quick-order-wholesaler"
        options={wholesalers.data.map((seller) => ({ value: String(seller.id), label: seller.company_name }))}
        value={wholesaler}
        onValueChange={(value) => {
          setWholesaler(value);
          setAdded(null);
          setRows((current) => current.map((row) => ({ ...row, checked: null })));
          const lines = rows.filter(isFilled);
          if (value && lines.length > 0) send(lines, true, value);
        }}
        listLabel="Wholesalers"
        emptyText="No wholesaler by that name"
        placeholder="Type to search"
      />
    );

  return (
    <div className="grid grid-cols-1 gap-6">
      <title>Quick order · Wholesale Marketplace</title>
      <PageHeading
        title="Quick order"
        description="Order many products of one wholesaler by SKU: type them, paste them from a sheet or upload a CSV file."
      />
      <div className="grid max-w-md gap-1.5">
        <Label htmlFor="quick-order-wholesaler">Wholesaler</Label>
        {sellerField}
      </div>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <section aria-labelledby="quick-order-lines" className="grid gap-3">
          <h2 id="quick-order-lines" className="text-lg font-semibold text-neutral-900">
            Lines
          </h2>
          <div
            aria-hidden="true"
            className="hidden grid-cols-[minmax(0,12rem)_7rem_minmax(0,1fr)_auto] gap-3 text-sm font-medium text-neutral-600 md:grid"
          >
            <span>SKU</span>
            <span>Quantity</span>
            <span>Product</span>
          </div>
          <ol className="grid">
            {rows.map((row, index) => (
              <OrderLineRow
                key={row.key}
                row={row}
                index={index}
                onChange={(changes) => change(row.key, changes)}
                onRemove={() => remove(row.key)}
              />
            ))}
          </ol>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => setRows((current) => [...current, emptyRow()])}>
              <Plus aria-hidden="true" className="size-4" />
              Add a line
            </Button>
            <Button
              variant="secondary"
              loading={submit.isPending && submit.variables?.dry_run === true}
              onClick={() => send(filled, true)}
            >
              Check lines
            </Button>
            <Button
              disabled={validCount === 0 || submit.isPending}
              loading={submit.isPending && submit.variables?.dry_run === false}
              onClick={() => send(filled, false)}
            >
              {addLinesLabel(validCount)}
            </Button>
          </div>
          {problem && <Alert variant="destructive">{problem}</Alert>}
          {added !== null && (
            <Alert variant={added > 0 ? 'success' : 'warning'}>
              <AlertTitle>
                {added > 0
                  ? `Added ${added} ${added === 1 ? 'line' : 'lines'} to your cart.`
                  : 'Nothing was added to your cart.'}
              </AlertTitle>
              <p>
                {added > 0 && filled.length > added ? 'Lines with a problem were left out; they stay here. ' : ''}
                <Link to="/cart" className="font-medium underline">
                  Go to cart
                </Link>
              </p>
            </Alert>
          )}
        </section>
        <OrderLinesInput onLines={takeLines} />
      </div>
    </div>
  );
}
