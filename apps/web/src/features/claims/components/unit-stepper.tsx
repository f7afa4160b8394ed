import { Minus, Plus } from 'lucide-react';
import { cn } from '../../../lib/cn';

interface UnitStepperProps {
  /** Names the buttons and box for screen readers: "Units of <name>". */
  productName: string;
  value: number;
  /** The most units that may be chosen; the least is 0. */
  max: number;
  onChange: (units: number) => void;
  describedBy?: string | undefined;
  disabled?: boolean;
}

const stepButton =
  'flex size-10 shrink-0 cursor-pointer items-center justify-center text-neutral-700 transition-colors hover:bg-neutral-100 disabled:cursor-not-allowed disabled:text-neutral-300 disabled:hover:bg-transparent';

const clamp = (units: number, max: number) => Math.min(max, Math.max(0, units));

/**
 * Minus, a number box and plus for a count of units from 0 to `max`. Unlike the cart's stepper it has no case
 * pack and takes 0 (the line is left out); anything typed is held within the bounds.
 */
export function UnitStepper({ productName, value, max, onChange, describedBy, disabled }: UnitStepperProps) {
  return (
    <div className="inline-flex h-10 items-center overflow-hidden rounded-md border border-neutral-300 bg-white shadow-sm">
      <button
        type="button"
        className={stepButton}
        aria-label={`Fewer units of ${productName}`}
        disabled={disabled || value <= 0}
        onClick={() => onChange(clamp(value - 1, max))}
      >
        <Minus aria-hidden="true" className="size-4" />
      </button>
      <input
        type="number"
        inputMode="numeric"
        min={0}
        max={max}
        step={1}
        aria-label={`Units of ${productName}`}
        aria-describedby={describedBy}
        disabled={disabled}
        value={value}
        onChange={(event) => {
          const typed = Number.parseInt(event.target.value, 10);
          onChange(Number.isNaN(typed) ? 0 : clamp(typed, max));
        }}
        className={cn(
          'h-full w-16 [appearance:textfield] border-x border-neutral-300 text-center text-sm font-medium tabular-nums',
          'focus-visible:outline-offset-[-2px] disabled:bg-neutral-100 [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none',
        )}
      />
      <button
        type="button"
        className={stepButton}
        aria-label={`More units of ${productName}`}
        disabled={disabled || value >= max}
        onClick={() => onChange(clamp(value + 1, max))}
      >
        <Plus aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
