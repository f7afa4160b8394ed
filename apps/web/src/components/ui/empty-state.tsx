import type { ReactNode } from 'react';
import { Inbox } from 'lucide-react';
import { cn } from '../../lib/cn';

interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
  className?: string;
}

export function EmptyState({ title, description, icon, action, className }: EmptyStateProps) {
  return (
    <div
      className={cn(
        'flex flex-col items-center gap-3 rounded-xl border border-dashed border-neutral-300 bg-white px-6 py-12 text-center',
        className,
      )}
    >
      <div className="flex size-12 items-center justify-center rounded-full bg-primary-50 text-primary-700 [&_svg]:size-6">
        {icon ?? <Inbox aria-hidden="true" />}
      </div>
      <p className="text-base font-semibold text-neutral-900">{title}</p>
      {description && <div className="max-w-md text-sm text-neutral-600">{description}</div>}
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}
