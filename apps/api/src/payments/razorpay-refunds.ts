import { z } from 'zod';
import type { ProviderRefund, RefundRequest } from './provider.js';

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
  async function call(path: string, init: { method: 'GET' | 'POST'; body?: unknown }): Promise<unknown> {
    // A network failure throws here and leaves the refund pending for the next attempt.
    const response = await fetch(`${apiBase}${path}`, {
      method: init.method,
      headers: { authorization, 'content-type': 'application/json' },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(15_000),
    });
    const body = (await response.json().catch(() => ({}))) as { error?: { description?: string } };
    if (response.status >= 400 && response.status < 500) {
      throw new RefundRefusedError(body.error?.description ?? `Refused with status ${response.status}`);
    }
    if (!response.ok) throw new Error(`Razorpay answered ${response.status}`);
    return body;
  }

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
