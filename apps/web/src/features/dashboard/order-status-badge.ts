import type { OrderStatus } from '@marketplace/contract';
import type { BadgeVariant } from '../../components/ui/badge';

/** Badge colours of spec section 4: pending grey, confirmed blue, shipped yellow, delivered green, canceled red. */
const STATUS_BADGES: Record<OrderStatus, BadgeVariant> = {
  pending: 'neutral',
  confirmed: 'info',
  shipped: 'warning',
  delivered: 'success',
  canceled: 'danger',
};

/** Any status the web app does not know yet is shown grey. */
export function orderStatusBadgeVariant(status: string): BadgeVariant {
  return (STATUS_BADGES as Record<string, BadgeVariant>)[status] ?? 'neutral';
}

export function orderStatusLabel(status: string): string {
  return status.charAt(0).toUpperCase() + status.slice(1);
}
