import { z } from 'zod';
import type { ProviderRefund, RefundRequest } from './provider.js';
import { razorpayCall } from './razorpay-api.js';

/** The provider answered and said no: retrying the same request will not help, a person has to look. */
export class RefundRefusedError extends Error {
  override name = 'RefundRefusedError';
}

const refundEntity = z.object({
  id: z.string(),
  status: z.enum(['pending', 'processed', 'failed']),
  receipt: z.string().nullable().optional(),
});
const refundList = z.object({ items: z.array(refundEntity) });

/**
 * Razorpay's Refunds API. A refund request is made idempotent by our receipt: the payment's refunds are
 * listed first, so a request repeated after a crash finds the refund the first one created.
 */
export function razorpayRefunds(apiBase: string, authorization: string) {
  // A network failure throws and leaves the refund pending for the next attempt.
  const call = razorpayCall(apiBase, authorization, (description) => new RefundRefusedError(description));

  const asRefund = ({ id, status }: z.infer<typeof refundEntity>): ProviderRefund => ({ id, status });

  return {
    async refund({ paymentId, amountPaise, receipt }: RefundRequest): Promise<ProviderRefund> {
      const earlier = refundList
        .parse(await call(`/v1/payments/${paymentId}/refunds?count=100`, { method: 'GET' }))
        .items.find((refund) => refund.receipt === receipt && refund.status !== 'failed');
      if (earlier) return asRefund(earlier);
      const body = { amount: amountPaise, receipt, speed: 'normal' };
      return asRefund(refundEntity.parse(await call(`/v1/payments/${paymentId}/refund`, { method: 'POST', body })));
    },
    async refundStatus(refundId: string): Promise<ProviderRefund> {
      return asRefund(refundEntity.parse(await call(`/v1/refunds/${refundId}`, { method: 'GET' })));
    },
  };
}
