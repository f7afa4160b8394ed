import { CircleAlert, CircleCheck, Trash2 } from 'lucide-react';
import { formatRupees } from '@marketplace/contract';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { resultOf, type OrderRow } from '../order-rows';

interface OrderLineRowProps {
  row: OrderRow;
  index: number;
  onChange: (changes: Partial<Pick<OrderRow, 'sku' | 'quantity'>>) => void;
  onRemove: () => void;
}

/** One line: SKU, quantity and what the server found for it (the product and its price, or why not). */
export function OrderLineRow({ row, index, onChange, onRemove }: OrderLineRowProps) {
  const line = index + 1;
  const result = resultOf(row);
  const resultId = `quick-order-result-${row.key}`;
  return (
    <li
      className="grid grid-cols-[minmax(0,1fr)_6rem_auto] items-start gap-x-3 gap-y-2 border-b border-neutral-200 py-3 md:grid-cols-[minmax(0,12rem)_7rem_minmax(0,1fr)_auto]"
      aria-label={`Line ${line}`}
    >
      <div className="grid gap-1">
        <Label htmlFor={`sku-${row.key}`} className="md:sr-only">
          SKU<span className="sr-only">, line {line}</span>
        </Label>
        <Input
          id={`sku-${row.key}`}
          value={row.sku}
          autoComplete="off"
          aria-describedby={resultId}
          aria-invalid={result && !result.ok ? true : undefined}
          onChange={(event) => onChange({ sku: event.target.value })}
        />
      </div>
      <div className="grid gap-1">
        <Label htmlFor={`quantity-${row.key}`} className="md:sr-only">
          Quantity<span className="sr-only">, line {line}</span>
        </Label>
        <Input
          id={`quantity-${row.key}`}
          value={row.quantity}
          inputMode="numeric"
          autoComplete="off"
          aria-describedby={resultId}
          onChange={(event) => onChange({ quantity: event.target.value })}
        />
      </div>
      <p
        id={resultId}
        className="col-span-3 self-center text-sm md:col-span-1 md:col-start-3 md:row-start-1"
        aria-live="polite"
      >
        {!result ? (
          <span className="text-neutral-500">{row.sku.trim() ? 'Not checked yet' : ''}</span>
        ) : result.ok ? (
          <span className="flex items-start gap-1.5 text-success-800">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              {result.name} · {formatRupees(result.unit_price ?? 0)} / unit
            </span>
          </span>
        ) : (
          <span className="flex items-start gap-1.5 text-danger-700">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              {result.name ? `${result.name}: ` : ''}
              {result.reason}
            </span>
          </span>
        )}
      </p>
      <Button
        variant="ghost"
        size="icon"
        className="col-start-3 row-start-1 self-end md:col-start-4 md:self-center"
        onClick={onRemove}
        aria-label={`Remove line ${line}`}
      >
        <Trash2 aria-hidden="true" className="size-4" />
      </Button>
    </li>
  );
}
