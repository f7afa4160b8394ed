import { createHash, randomBytes } from 'node:crypto';
import type { Config } from '../config.js';
import { AppError } from '../errors/app-error.js';
import { razorpayRefunds } from './razorpay-refunds.js';

export interface ProviderOrder {
  id: string;
}

export interface ProviderRefund {
  id: string;
  status: 'pending' | 'processed' | 'failed';
}

/** A refund of a captured payment; `receipt` is ours and makes a repeated request find the first refund. */
export interface RefundRequest {
  paymentId: string;
  amountPaise: number;
  receipt: string;
}

/** What the marketplace needs from a payment provider; the rest of the flow is the same for all. */
export interface PaymentProvider {
  readonly name: 'sandbox' | 'razorpay';
  readonly keyId: string;
  readonly keySecret: string;
  readonly webhookSecret: string;
  createOrder(input: { amountPaise: number; currency: 'INR'; receipt: string }): Promise<ProviderOrder>;
  refund(input: RefundRequest): Promise<ProviderRefund>;
  refundStatus(refundId: string): Promise<ProviderRefund>;
}

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

const base62 = (bytes: Uint8Array) => Array.from(bytes.subarray(0, 14), (byte) => BASE62[byte % 62]).join('');

/** Identifiers shaped like Razorpay's (`order_…`, `pay_…`, `trf_…`): a prefix and 14 base-62 characters. */
export function providerId(prefix: 'order' | 'pay' | 'trf'): string {
  return `${prefix}_${base62(randomBytes(14))}`;
}

/** The sandbox's refund id follows from the receipt, so asking twice gives the same refund. */
const sandboxRefundId = (receipt: string) => `rfnd_${base62(createHash('sha256').update(receipt).digest())}`;

function sandboxProvider(settings: Config['payments']): PaymentProvider {
  return {
    name: 'sandbox',
    keyId: settings.keyId,
    keySecret: settings.keySecret,
    webhookSecret: settings.webhookSecret,
    createOrder: async () => ({ id: providerId('order') }),
    refund: async ({ receipt }) => ({ id: sandboxRefundId(receipt), status: 'processed' }),
    refundStatus: async (refundId) => ({ id: refundId, status: 'processed' }),
  };
}

/** Razorpay's Orders API: amount in paise and a receipt unique to this checkout. */
function razorpayProvider(settings: Config['payments']): PaymentProvider {
  const authorization = `Basic ${Buffer.from(`${settings.keyId}:${settings.keySecret}`).toString('base64')}`;
  return {
    ...razorpayRefunds(settings.apiBase, authorization),
    name: 'razorpay',
    keyId: settings.keyId,
    keySecret: settings.keySecret,
    webhookSecret: settings.webhookSecret,
    async createOrder({ amountPaise, currency, receipt }) {
      let response: Response;
      try {
        response = await fetch(`${settings.apiBase}/v1/orders`, {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/json' },
          body: JSON.stringify({ amount: amountPaise, currency, receipt }),
          signal: AbortSignal.timeout(15_000),
        });
      } catch {
        throw new AppError('payment_failed', 'The payment service could not be reached. Please try again in a moment.');
      }
      const body = (await response.json().catch(() => ({}))) as { id?: unknown; error?: { description?: string } };
      if (!response.ok || typeof body.id !== 'string') {
        throw new AppError(
          'payment_failed',
          `The payment service refused the order: ${body.error?.description ?? response.status}.`,
        );
      }
      return { id: body.id };
    },
  };
}

export function createPaymentProvider(settings: Config['payments']): PaymentProvider {
  return settings.provider === 'razorpay' ? razorpayProvider(settings) : sandboxProvider(settings);
}
