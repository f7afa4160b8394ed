import { asc, eq } from 'drizzle-orm';
import { ORDER_EXPIRED_MESSAGE, type CreateOrderResponse } from '@marketplace/contract';
import type { Database } from '../../db/client.js';
import { orders, payments } from '../../db/schema.js';
import { AppError, notFound } from '../../errors/app-error.js';
import type { PaymentProvider } from '../../payments/provider.js';
import { payUntil } from './order-mapper.js';

/**
 * "Pay now" on an unpaid order: the same provider order is opened again (Razorpay takes further attempts
 * on one order), for every order of that checkout and the same amount, until the checkout expires.
 */
export function createPaymentRetryService(db: Database, provider: PaymentProvider) {
  return {
    async reopen(retailerId: number, orderId: number, now = new Date()): Promise<CreateOrderResponse> {
      const [row] = await db
        .select({ order: orders, payment: payments })
        .from(orders)
        .innerJoin(payments, eq(payments.id, orders.paymentId))
        .where(eq(orders.id, orderId))
        .limit(1);
      if (!row || row.order.retailerId !== retailerId) throw notFound('Order');
      const { order, payment } = row;
      if (payment.status === 'paid') throw new AppError('conflict', 'This order is already paid.');
      const until = payUntil(order.status, payment);
      if (!until || until <= now) throw new AppError('conflict', ORDER_EXPIRED_MESSAGE);
      const checkoutOrders = await db
        .select({ id: orders.id })
        .from(orders)
        .where(eq(orders.paymentId, payment.id))
        .orderBy(asc(orders.id));
      return {
        razorpay_key: provider.keyId,
        razorpay_order_id: payment.providerOrderId,
        amount: payment.amountPaise,
        currency: 'INR',
        order_ids: checkoutOrders.map((checkoutOrder) => checkoutOrder.id),
      };
    },
  };
}

export type PaymentRetryService = ReturnType<typeof createPaymentRetryService>;
