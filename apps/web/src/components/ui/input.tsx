import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export const fieldClassName = cn(
  'w-full rounded-md border border-neutral-300 bg-white px-3 text-sm text-neutral-900 shadow-sm transition-colors',
  'placeholder:text-neutral-400 hover:border-neutral-400 focus-visible:border-primary-600',
  'disabled:cursor-not-allowed disabled:bg-neutral-100 disabled:text-neutral-500',
  'aria-invalid:border-danger-600 aria-invalid:focus-visible:outline-danger-600',
);

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return (
    <input
      type={type}
      className={cn(
        fieldClassName,
        type === 'file'
          ? 'py-2 file:mr-3 file:cursor-pointer file:rounded file:border-0 file:bg-primary-50 file:px-3 file:py-1 file:text-sm file:font-medium file:text-primary-800'
          : 'h-10',
        className,
      )}
      {...props}
    />
  );
}
