import type { PayoutStatus } from '@marketplace/contract';
import { Badge, type BadgeVariant } from '../../../components/ui/badge';
import { PAYOUTS_FILTER_LABELS } from '../payouts-texts';

const VARIANTS: Record<PayoutStatus, BadgeVariant> = { pending: 'warning', paid: 'success', failed: 'danger' };

export const PayoutStatusBadge = ({ status }: { status: PayoutStatus }) => (
  <Badge variant={VARIANTS[status]}>{PAYOUTS_FILTER_LABELS[status]}</Badge>
);
