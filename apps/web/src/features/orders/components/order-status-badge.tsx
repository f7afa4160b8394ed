import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';
import { statusBadgeVariant } from '../order-status';

interface OrderStatusBadgeProps {
  status: string;
  /** The text to show; the status itself when not given. */
  children?: ReactNode;
  className?: string;
}

export function OrderStatusBadge({ status, children, className }: OrderStatusBadgeProps) {
  return (
    <Badge variant={statusBadgeVariant(status)} className={cn('print:ring-neutral-400', className)}>
      {children ?? status}
    </Badge>
  );
}
