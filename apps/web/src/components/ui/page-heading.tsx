import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

interface PageHeadingProps {
  title: ReactNode;
  description?: ReactNode;
  /** Buttons or links shown beside the title on wide screens, below it on narrow ones. */
  actions?: ReactNode;
  className?: string;
}

export function PageHeading({ title, description, actions, className }: PageHeadingProps) {
  return (
    <div className={cn('mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between', className)}>
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight text-neutral-900 sm:text-3xl">{title}</h1>
        {description && <p className="text-sm text-neutral-600 sm:text-base">{description}</p>}
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </div>
  );
}
