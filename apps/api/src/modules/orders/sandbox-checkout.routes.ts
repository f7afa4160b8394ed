import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths, sandboxPayRequest } from '@marketplace/contract';
import { AppError, notFound } from '../../errors/app-error.js';
import { providerId, type PaymentProvider } from '../../payments/provider.js';
import { SANDBOX_CHECKOUT_SCRIPT } from '../../payments/sandbox-checkout-script.js';
import { checkoutSignature } from '../../payments/signatures.js';
import type { PaymentConfirmationService } from './payment-confirmation.service.js';

/** The local stand-in for Razorpay Checkout; registered only while the sandbox provider is configured. */
export const sandboxCheckoutRoutes =
  ({
    provider,
    confirmation,
  }: {
    provider: PaymentProvider;
    confirmation: PaymentConfirmationService;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(apiPaths.sandboxCheckoutScript, { schema: { hide: true } }, async (_request, reply) =>
      reply
        .type('application/javascript; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(SANDBOX_CHECKOUT_SCRIPT),
    );

    app.post(apiPaths.sandboxPay, { schema: { hide: true, body: sandboxPayRequest } }, async (request) => {
      const { razorpay_order_id: orderId, outcome } = request.body;
      const payment = await confirmation.findByProviderOrder(orderId);
      if (!payment) throw notFound('Sandbox order');
      if (payment.status === 'paid' || payment.status === 'expired') {
        throw new AppError('conflict', `This order is already ${payment.status === 'paid' ? 'paid' : 'expired'}.`);
      }
      const paymentId = providerId('pay');
      if (outcome === 'success') {
        return {
          razorpay_payment_id: paymentId,
          razorpay_order_id: orderId,
          razorpay_signature: checkoutSignature(provider.keySecret, orderId, paymentId),
        };
      }
      const description = 'Payment failed: the sandbox declined this test payment.';
      await confirmation.recordFailure(orderId, description);
      return {
        event: 'payment.failed',
        error: {
          code: 'BAD_REQUEST_ERROR',
          description,
          source: 'customer',
          step: 'payment_authorization',
          reason: 'payment_failed',
          metadata: { order_id: orderId, payment_id: paymentId },
        },
      };
    });
  };
