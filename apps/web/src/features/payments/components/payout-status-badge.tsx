import { PAYOUT_STATUS_LABELS, type PayoutStatus } from '@marketplace/contract';
import { Badge, type BadgeVariant } from '../../../components/ui/badge';

const VARIANTS: Record<PayoutStatus, BadgeVariant> = { pending: 'info', paid: 'success', failed: 'danger' };

export function PayoutStatusBadge({ status }: { status: PayoutStatus }) {
  return <Badge variant={VARIANTS[status]}>{PAYOUT_STATUS_LABELS[status]}</Badge>;
}
