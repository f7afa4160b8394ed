import type { ComponentProps } from 'react';
import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import { cn } from '../../lib/cn';

const variants = {
  default: { box: 'border-info-200 bg-info-50 text-info-800', Icon: Info },
  success: { box: 'border-success-200 bg-success-50 text-success-800', Icon: CircleCheck },
  warning: { box: 'border-warning-200 bg-warning-50 text-warning-800', Icon: TriangleAlert },
  destructive: { box: 'border-danger-200 bg-danger-50 text-danger-800', Icon: CircleAlert },
} as const;

export interface AlertProps extends ComponentProps<'div'> {
  variant?: keyof typeof variants;
}

/** A message in the page, announced by screen readers (role="alert"). */
export function Alert({ variant = 'default', className, children, ...props }: AlertProps) {
  const { box, Icon } = variants[variant];
  return (
    <div role="alert" className={cn('flex gap-3 rounded-lg border px-4 py-3 text-sm', box, className)} {...props}>
      <Icon aria-hidden="true" className="size-5 shrink-0" />
      <div className="grid gap-1">{children}</div>
    </div>
  );
}

export function AlertTitle({ className, ...props }: ComponentProps<'p'>) {
  return <p className={cn('font-semibold', className)} {...props} />;
}

export function AlertDescription({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('opacity-90', className)} {...props} />;
}
