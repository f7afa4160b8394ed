import type { RefundStatus } from '@marketplace/contract';
import { cn } from '../../lib/cn';
import { Badge } from '../ui/badge';
import { refundBadgeVariant, refundListLabel, refundStatusLabel } from './refund-status';

interface RefundBadgeProps {
  status: RefundStatus;
  /** `list` says "Refunded" where the order history has no Refund heading; `detail` says "Processed". */
  wording: 'list' | 'detail';
  className?: string;
}

/** Where the refund of a canceled paid order stands. */
export function RefundBadge({ status, wording, className }: RefundBadgeProps) {
  return (
    <Badge variant={refundBadgeVariant(status)} className={cn('whitespace-nowrap', className)}>
      {wording === 'list' ? refundListLabel(status) : refundStatusLabel(status)}
    </Badge>
  );
}
