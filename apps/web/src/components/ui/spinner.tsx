import { LoaderCircle } from 'lucide-react';
import { cn } from '../../lib/cn';

const sizes = { sm: 'size-4', md: 'size-5', lg: 'size-8' } as const;

interface SpinnerProps {
  size?: keyof typeof sizes;
  /** When given, announced to screen readers as a status; otherwise the spinner is decorative. */
  label?: string;
  className?: string;
}

export function Spinner({ size = 'md', label, className }: SpinnerProps) {
  const icon = <LoaderCircle aria-hidden="true" className={cn('animate-spin', sizes[size], className)} />;
  if (!label) return icon;
  return (
    <span role="status" className="inline-flex items-center gap-2 text-sm text-neutral-600">
      {icon}
      <span>{label}</span>
    </span>
  );
}
