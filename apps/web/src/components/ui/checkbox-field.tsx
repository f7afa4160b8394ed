import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';

interface CheckboxFieldProps extends Omit<ComponentProps<'input'>, 'type'> {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
}

/** A yes/no question: the browser's own checkbox with its label beside it, hint and error below. */
export function CheckboxField({ id, label, hint, error, className, ...props }: CheckboxFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('grid content-start gap-1.5', className)}>
      <div className="flex items-start gap-2.5">
        <input
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className="mt-0.5 size-4 shrink-0 cursor-pointer accent-primary-700"
          {...props}
        />
        <label htmlFor={id} className="cursor-pointer text-sm font-medium text-neutral-800">
          {label}
        </label>
      </div>
      {hint && (
        <p id={hintId} className="pl-6.5 text-xs text-neutral-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="pl-6.5 text-sm text-danger-700">
          {error}
        </p>
      )}
    </div>
  );
}
