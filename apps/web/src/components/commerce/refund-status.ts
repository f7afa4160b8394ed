import type { RefundStatus } from '@marketplace/contract';
import type { BadgeVariant } from '../ui/badge';

/** On the order's Refund card and the administrator's list. */
const DETAIL_LABELS: Record<RefundStatus, string> = {
  pending: 'Pending',
  processed: 'Processed',
  failed: 'Failed',
};

/** Beside the status in the order history, where the word "refund" has to say it on its own. */
const LIST_LABELS: Record<RefundStatus, string> = {
  pending: 'Refund pending',
  processed: 'Refunded',
  failed: 'Refund failed',
};

const BADGE_VARIANTS: Record<RefundStatus, BadgeVariant> = {
  pending: 'warning',
  processed: 'success',
  failed: 'danger',
};

export const refundStatusLabel = (status: RefundStatus) => DETAIL_LABELS[status];
export const refundListLabel = (status: RefundStatus) => LIST_LABELS[status];
export const refundBadgeVariant = (status: RefundStatus) => BADGE_VARIANTS[status];
