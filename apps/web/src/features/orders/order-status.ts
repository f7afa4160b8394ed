import { ORDER_STATUSES, type OrderStatus } from '@marketplace/contract';
import type { BadgeVariant } from '../../components/ui/badge';

/** pending grey, confirmed blue, shipped yellow, delivered green, canceled red (spec section 4). */
const STATUS_BADGE_VARIANTS: Record<OrderStatus, BadgeVariant> = {
  pending: 'neutral',
  confirmed: 'info',
  shipped: 'warning',
  delivered: 'success',
  canceled: 'danger',
};

const isOrderStatus = (status: string): status is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(status);

/** Any status the browser does not know yet is shown grey. */
export function statusBadgeVariant(status: string): BadgeVariant {
  return isOrderStatus(status) ? STATUS_BADGE_VARIANTS[status] : 'neutral';
}

/** The buyer's read-only badge: `status - description`, or just `status` without a description. */
export function statusBadgeText(status: string, description: string | null | undefined): string {
  const text = description?.trim();
  return text ? `${status} - ${text}` : status;
}

/** What the buyer reads while an order waits for its payment (spec section 4). */
export const PENDING_ORDER_NOTICE = 'Please wait for confirmation. (Payment Failed)';

/** `shipped` becomes `Shipped`, for menus and filters. */
export const statusLabel = (status: string) => status.charAt(0).toUpperCase() + status.slice(1);
