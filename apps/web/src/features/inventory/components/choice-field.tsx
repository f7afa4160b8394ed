import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { cn } from '../../../lib/cn';

export interface Choice {
  value: string;
  label: string;
}

interface ChoiceFieldProps {
  id: string;
  label: string;
  value: string | undefined;
  onChange: (value: string) => void;
  onBlur?: () => void;
  choices: readonly Choice[];
  placeholder: string;
  error?: string | undefined;
  hint?: string;
  className?: string;
}

/**
 * A labelled select (category, brand, product type, GST rate) with its hint and error lines: the browser's own
 * select, as on the listing, light enough for the product forms and the phone's native picker on small screens.
 */
export function ChoiceField({
  id,
  label,
  value,
  onChange,
  onBlur,
  choices,
  placeholder,
  error,
  hint,
  className,
}: ChoiceFieldProps) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('grid content-start gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        // The placeholder reads lighter, as in the other fields.
        className={cn(!value && '[&>select]:text-neutral-500')}
      >
        <option value="" disabled>
          {placeholder}
        </option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value} className="text-neutral-900">
            {choice.label}
          </option>
        ))}
      </NativeSelect>
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-neutral-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-danger-700">
          {error}
        </p>
      )}
    </div>
  );
}

export const toChoices = (items: ReadonlyArray<{ id: number; name: string }>): Choice[] =>
  items.map((item) => ({ value: String(item.id), label: item.name }));

/** A form holds ids as numbers (or nothing); the select speaks strings. */
export const idToChoice = (value: unknown): string | undefined =>
  typeof value === 'number' || (typeof value === 'string' && value !== '') ? String(value) : undefined;
