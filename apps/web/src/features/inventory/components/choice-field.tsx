import { Label } from '../../../components/ui/label';
import { cn } from '../../../lib/cn';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';

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

/** A labelled select (category, brand, product type, GST rate) with its hint and error lines; the trigger carries the id. */
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
      <Select value={value ?? ''} onValueChange={onChange}>
        <SelectTrigger
          id={id}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          // The primitive's lighter placeholder colour is below the 4.5:1 contrast a visible text needs.
          className="data-[placeholder]:text-neutral-500!"
        >
          <SelectValue placeholder={placeholder} />
        </SelectTrigger>
        <SelectContent>
          {choices.map((choice) => (
            <SelectItem key={choice.value} value={choice.value}>
              {choice.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
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
