import { useState } from 'react';
import { Minus, Plus } from 'lucide-react';
import { cn } from '../../lib/cn';
import { clampQuantity, parseQuantityInput } from '../../lib/quantity';

interface QuantityStepperProps {
  /** Names the buttons and box for screen readers: "Decrease quantity of <name>". */
  productName: string;
  value: number;
  max: number;
  onChange: (quantity: number) => void;
  disabled?: boolean;
  className?: string;
}

const stepButton =
  'flex size-10 shrink-0 cursor-pointer items-center justify-center text-neutral-700 transition-colors hover:bg-neutral-100 disabled:cursor-not-allowed disabled:text-neutral-300 disabled:hover:bg-transparent';

/** Minus, a number box and plus; the quantity stays within 1..max and typing below 1 is ignored. */
export function QuantityStepper({ productName, value, max, onChange, disabled, className }: QuantityStepperProps) {
  // What the buyer is typing, shown while the quantity is still the one it was typed for; a change
  // from elsewhere (the buttons, the server) shows the new quantity instead.
  const [draft, setDraft] = useState<{ text: string; forValue: number } | null>(null);
  const limit = Math.max(1, max);
  const shown = draft && draft.forValue === value ? draft.text : String(value);

  function type(text: string) {
    const quantity = parseQuantityInput(text, limit);
    if (quantity === null) {
      setDraft({ text, forValue: value });
      return;
    }
    setDraft({ text: quantity === Number(text.trim()) ? text : String(quantity), forValue: quantity });
    if (quantity !== value) onChange(quantity);
  }

  return (
    <div
      className={cn(
        'inline-flex h-10 items-center overflow-hidden rounded-md border border-neutral-300 bg-white shadow-sm',
        className,
      )}
    >
      <button
        type="button"
        className={stepButton}
        aria-label={`Decrease quantity of ${productName}`}
        disabled={disabled || value <= 1}
        onClick={() => onChange(clampQuantity(value - 1, limit))}
      >
        <Minus aria-hidden="true" className="size-4" />
      </button>
      <input
        type="number"
        inputMode="numeric"
        min={1}
        max={limit}
        step={1}
        aria-label={`Quantity of ${productName}`}
        disabled={disabled}
        value={shown}
        onChange={(event) => type(event.target.value)}
        onBlur={() => setDraft(null)}
        className="h-full w-14 [appearance:textfield] border-x border-neutral-300 text-center text-sm font-medium tabular-nums focus-visible:outline-offset-[-2px] [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
      />
      <button
        type="button"
        className={stepButton}
        aria-label={`Increase quantity of ${productName}`}
        disabled={disabled || value >= limit}
        onClick={() => onChange(clampQuantity(value + 1, limit))}
      >
        <Plus aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
