import { useId } from 'react';
import { formatRupees, type RefundResponse } from '@marketplace/contract';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { formatOrderListDate } from '../order-dates';
import { DetailList, DetailRow } from './detail-list';
import { RefundBadge } from '../../../components/commerce/refund-badge';

const NOTES = {
  pending: 'The refund has been requested from the payment provider.',
  processed: 'The amount went back to the original payment method.',
  failed: 'The payment provider could not process this refund. The marketplace team will send it again.',
} as const;

/**
 * The refund of a canceled paid order, or of a second payment taken for the same checkout (`secondPaymentId`), as the
 * payment provider last reported it.
 */
export function RefundCard({ refund, secondPaymentId }: { refund: RefundResponse; secondPaymentId?: string }) {
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId} className="print:hidden">
      <CardHeader>
        <CardTitle id={titleId}>{secondPaymentId ? 'Refund of a second payment' : 'Refund'}</CardTitle>
        <CardDescription>
          {secondPaymentId &&
            `This checkout was paid twice: the second payment (${secondPaymentId}) is refunded in full. `}
          {NOTES[refund.status]}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <DetailList>
          <DetailRow label="Status">
            <RefundBadge status={refund.status} wording="detail" className="text-sm" />
          </DetailRow>
          <DetailRow label="Amount">
            <span className="tabular-nums">{formatRupees(refund.amount)}</span>
          </DetailRow>
          <DetailRow label="Requested">{formatOrderListDate(refund.created_at)}</DetailRow>
          {refund.processed_at && (
            <DetailRow label="Processed on">{formatOrderListDate(refund.processed_at)}</DetailRow>
          )}
        </DetailList>
      </CardContent>
    </Card>
  );
}
