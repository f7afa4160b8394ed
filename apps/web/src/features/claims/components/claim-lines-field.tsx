import type { OrderItem } from '@marketplace/contract';
import { UnitStepper } from './unit-stepper';

interface ClaimLinesFieldProps {
  id: string;
  lines: readonly OrderItem[];
  /** Units of each line that can still be claimed, by order item id. */
  claimable: ReadonlyMap<number, number>;
  quantities: Readonly<Record<number, number>>;
  onChange: (lineId: number, units: number) => void;
  hint: string;
  error: string | undefined;
}

/** The order's lines, each with a stepper from 0 to the units not claimed yet. */
export function ClaimLinesField({ id, lines, claimable, quantities, onChange, hint, error }: ClaimLinesFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <fieldset
      id={id}
      tabIndex={-1}
      aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(' ')}
      className="grid gap-2 focus-visible:outline-none"
    >
      <legend className="mb-1.5 text-sm font-medium text-neutral-800">Items and units</legend>
      <p id={hintId} className="text-xs text-neutral-500">
        {hint}
      </p>
      <ul className="divide-y divide-neutral-200 rounded-lg border border-neutral-200">
        {lines.map((line) => {
          const left = claimable.get(line.id) ?? 0;
          const leftId = `${id}-${line.id}-left`;
          return (
            <li key={line.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 p-3">
              <div className="grid min-w-0 gap-0.5 text-sm">
                <span className="font-medium break-words text-neutral-900">{line.product.name}</span>
                <span id={leftId} className="text-xs text-neutral-600">
                  {left === 0
                    ? `Every delivered unit is already claimed (${line.quantity} delivered).`
                    : `${left} of ${line.quantity} delivered units can be claimed.`}
                </span>
              </div>
              <UnitStepper
                productName={line.product.name}
                value={quantities[line.id] ?? 0}
                max={left}
                disabled={left === 0}
                describedBy={leftId}
                onChange={(units) => onChange(line.id, units)}
              />
            </li>
          );
        })}
      </ul>
      {error && (
        <p id={errorId} className="text-sm text-danger-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
