import { useState } from 'react';
import { Minus, Plus } from 'lucide-react';
import { cn } from '../../lib/cn';
import { parseQuantityInput, quantitySteps, typedQuantity, type QuantityRules } from '../../lib/quantity';

interface QuantityStepperProps {
  /** Names the buttons and box for screen readers: "Decrease quantity of <name>". */
  productName: string;
  value: number;
  /** The product's minimum order, case pack and maximum: − and + move by the case pack between them. */
  rules: QuantityRules;
  /** + stops at the largest valid quantity the stock allows. */
  stock: number;
  /** Told of every step and of every whole number typed, valid or not. */
  onChange: (quantity: number) => void;
  /** The id of the message beside the box naming what is wrong with the quantity, when something is. */
  problemId?: string;
  disabled?: boolean;
  className?: string;
}

const stepButton =
  'flex size-10 shrink-0 cursor-pointer items-center justify-center text-neutral-700 transition-colors hover:bg-neutral-100 disabled:cursor-not-allowed disabled:text-neutral-300 disabled:hover:bg-transparent';

/**
 * Minus, a number box and plus. The buttons land on valid quantities only; a typed quantity is kept as
 * typed (the page shows why it cannot be ordered) unless it is above the stock, which clamps it, and
 * typing below 1 is ignored.
 */
export function QuantityStepper({
  productName,
  value,
  rules,
  stock,
  onChange,
  problemId,
  disabled,
  className,
}: QuantityStepperProps) {
  // What the buyer is typing, shown while the quantity is still the one it was typed for; a change
  // from elsewhere (the buttons, the server) shows the new quantity instead.
  const [draft, setDraft] = useState<{ text: string; forValue: number } | null>(null);
  const shown = draft && draft.forValue === value ? draft.text : String(value);

  const { lower, upper, largest } = quantitySteps(rules, stock, value);

  function type(text: string) {
    const typed = parseQuantityInput(text);
    const quantity = typedQuantity(rules, stock, typed);
    // A clamped quantity is shown as it now is; anything else as typed.
    setDraft(quantity === typed ? { text, forValue: quantity ?? value } : null);
    if (quantity !== null && quantity !== value) onChange(quantity);
  }

  return (
    <div
      className={cn(
        'inline-flex h-10 items-center overflow-hidden rounded-md border bg-white shadow-sm',
        problemId ? 'border-danger-600' : 'border-neutral-300',
        className,
      )}
    >
      <button
        type="button"
        className={stepButton}
        aria-label={`Decrease quantity of ${productName}`}
        disabled={disabled || lower === null}
        onClick={() => lower !== null && onChange(lower)}
      >
        <Minus aria-hidden="true" className="size-4" />
      </button>
      <input
        type="number"
        inputMode="numeric"
        min={rules.min_order_quantity}
        max={largest}
        step={rules.order_multiple}
        aria-label={`Quantity of ${productName}`}
        aria-invalid={problemId ? true : undefined}
        aria-describedby={problemId}
        disabled={disabled}
        value={shown}
        onChange={(event) => type(event.target.value)}
        onBlur={() => setDraft(null)}
        className="h-full w-16 [appearance:textfield] border-x border-neutral-300 text-center text-sm font-medium tabular-nums focus-visible:outline-offset-[-2px] [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
      />
      <button
        type="button"
        className={stepButton}
        aria-label={`Increase quantity of ${productName}`}
        disabled={disabled || upper === null}
        onClick={() => upper !== null && onChange(upper)}
      >
        <Plus aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
