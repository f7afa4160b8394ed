import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

/** Label and value pairs of a details card. */
export function DetailList({ className, children }: { className?: string; children: ReactNode }) {
  return <dl className={cn('grid gap-3 text-sm', className)}>{children}</dl>;
}

export function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[9rem_1fr] sm:gap-3">
      <dt className="text-neutral-500">{label}</dt>
      <dd className="font-medium break-words text-neutral-900">{children}</dd>
    </div>
  );
}
