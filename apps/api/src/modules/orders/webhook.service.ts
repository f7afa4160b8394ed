import { z } from 'zod';
import type { Database, Tx } from '../../db/client.js';
import { webhookEvents } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import type { PaymentProvider } from '../../payments/provider.js';
import { sameSecret } from '../../auth/same-secret.js';
import { webhookSignature } from '../../payments/signatures.js';
import type { RefundsService } from '../refunds/refunds.service.js';
import type { PaymentConfirmationService } from './payment-confirmation.service.js';

const paymentEntity = z.object({
  id: z.string(),
  /** In paise: what this capture took (a duplicate capture is refunded exactly this). */
  amount: z.number().int().nonnegative().optional(),
  order_id: z.string().nullable().optional(),
  error_description: z.string().nullable().optional(),
});

const refundEntity = z.object({ id: z.string() });

const webhookEvent = z.object({
  event: z.string(),
  payload: z
    .object({
      payment: z.object({ entity: paymentEntity }).optional(),
      refund: z.object({ entity: refundEntity }).optional(),
      order: z.object({ entity: z.object({ id: z.string() }) }).optional(),
    })
    .default({}),
});

export type WebhookOutcome = 'processed' | 'duplicate' | 'ignored';

/** Razorpay's server-to-server notices: signed over the raw body, each event handled once. */
export function createWebhookService(
  db: Database,
  provider: PaymentProvider,
  confirmation: PaymentConfirmationService,
  refunds: RefundsService,
) {
  return {
    async handle(
      rawBody: Buffer,
      signature: string | undefined,
      eventIdHeader: string | undefined,
    ): Promise<WebhookOutcome> {
      if (!signature || !sameSecret(webhookSignature(provider.webhookSecret, rawBody), signature)) {
        throw new AppError('forbidden', 'The webhook signature is not valid.');
      }
      let parsed: z.infer<typeof webhookEvent>;
      try {
        parsed = webhookEvent.parse(JSON.parse(rawBody.toString('utf8')));
      } catch {
        throw new AppError('validation', 'The webhook body is not a Razorpay event.');
      }
      const eventId =
        eventIdHeader ??
        `${parsed.event}:${parsed.payload.refund?.entity.id ?? parsed.payload.payment?.entity.id ?? parsed.payload.order?.entity.id ?? ''}`;
      // The event id and its effect commit together: a crash or an error leaves neither, so the retry is processed.
      const outcome = await db.transaction(async (tx) => {
        const inserted = await tx
          .insert(webhookEvents)
          .values({ eventId, eventType: parsed.event })
          .onConflictDoNothing()
          .returning({ eventId: webhookEvents.eventId });
        if (inserted.length === 0) return 'duplicate';
        return apply(parsed, tx);
      });
      // A late capture records refunds in that transaction: send them now that they are committed.
      if (outcome === 'processed') refunds.kick();
      return outcome;
    },
  };

  async function apply(parsed: z.infer<typeof webhookEvent>, tx: Tx): Promise<WebhookOutcome> {
    if (parsed.event === 'refund.processed' || parsed.event === 'refund.failed') {
      const refund = parsed.payload.refund?.entity;
      if (!refund) return 'ignored';
      const status = parsed.event === 'refund.processed' ? 'processed' : 'failed';
      return (await refunds.applyProviderEvent(tx, { id: refund.id, status })) ? 'processed' : 'ignored';
    }
    const payment = parsed.payload.payment?.entity;
    const orderId = parsed.payload.order?.entity.id ?? payment?.order_id ?? undefined;
    if (!orderId) return 'ignored';
    const stored = await confirmation.findByProviderOrder(orderId, tx);
    if (!stored) return 'ignored';
    switch (parsed.event) {
      case 'payment.captured':
      case 'order.paid':
        if (!payment) return 'ignored';
        // Confirms the checkout, or refunds a late or a second capture in full; the same capture again is ignored.
        return (await confirmation.settleCapture(stored, payment.id, payment.amount, tx)).outcome === 'same'
          ? 'ignored'
          : 'processed';
      case 'payment.failed':
        await confirmation.recordFailure(orderId, payment?.error_description ?? 'Payment failed', tx);
        return 'processed';
      default:
        return 'ignored';
    }
  }
}

export type WebhookService = ReturnType<typeof createWebhookService>;
