import { PAYOUT_STATUS_LABELS, type PayoutStatus } from '@marketplace/contract';
import { Badge, type BadgeVariant } from '../../../components/ui/badge';

const VARIANTS: Record<PayoutStatus, BadgeVariant> = { pending: 'info', paid: 'success', failed: 'danger' };

/** A payout's status; the seller reads "Being transferred", the administrator's list says "Pending". */
export function PayoutStatusBadge({
  status,
  labels = PAYOUT_STATUS_LABELS,
}: {
  status: PayoutStatus;
  labels?: Record<PayoutStatus, string>;
}) {
  return <Badge variant={VARIANTS[status]}>{labels[status]}</Badge>;
}
