import type { ComponentProps } from 'react';
import { Slot } from 'radix-ui';
import { cn } from '../../lib/cn';
import { Spinner } from './spinner';

const variants = {
  primary: 'bg-primary-700 text-white shadow-sm hover:bg-primary-800 active:bg-primary-900',
  secondary: 'bg-primary-50 text-primary-800 hover:bg-primary-100',
  outline: 'border border-neutral-300 bg-white text-neutral-800 shadow-sm hover:bg-neutral-50',
  ghost: 'text-neutral-700 hover:bg-neutral-100 hover:text-neutral-900',
  destructive: 'bg-danger-700 text-white shadow-sm hover:bg-danger-800',
  success: 'bg-success-700 text-white shadow-sm hover:bg-success-800',
  link: 'text-primary-700 underline-offset-4 hover:underline',
  /** For dark backgrounds such as the landing hero. */
  inverse: 'bg-white text-primary-900 shadow-sm hover:bg-primary-50',
  inverseOutline: 'border border-primary-300 text-white hover:bg-primary-800',
  dangerOutline: 'border border-danger-200 bg-white text-danger-700 shadow-sm hover:bg-danger-50',
} as const;

const sizes = {
  sm: 'h-8 gap-1.5 px-3 text-sm',
  md: 'h-10 gap-2 px-4 text-sm',
  lg: 'h-12 gap-2 px-6 text-base',
  icon: 'size-10',
} as const;

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner and disables the button while an action runs. */
  loading?: boolean;
  /** Renders the child element (for example a router Link) with the button's look. */
  asChild?: boolean;
}

export function buttonClassName(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', className?: string) {
  return cn(
    'inline-flex shrink-0 cursor-pointer items-center justify-center rounded-md font-medium whitespace-nowrap transition-colors',
    'disabled:pointer-events-none disabled:opacity-60 [&_svg]:shrink-0',
    variants[variant],
    variant === 'link' ? 'gap-1 p-0 text-sm' : sizes[size],
    className,
  );
}

export function Button({
  variant,
  size,
  loading = false,
  asChild = false,
  className,
  disabled,
  type,
  children,
  ...props
}: ButtonProps) {
  if (asChild) {
    return (
      <Slot.Root className={buttonClassName(variant, size, className)} {...props}>
        {children}
      </Slot.Root>
    );
  }
  return (
    <button
      type={type ?? 'button'}
      className={buttonClassName(variant, size, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading && <Spinner size="sm" />}
      {children}
    </button>
  );
}
