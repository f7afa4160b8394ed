import { createHmac } from 'node:crypto';

const hmacHex = (secret: string, message: string | Buffer) =>
  createHmac('sha256', secret).update(message).digest('hex');

/** Razorpay's checkout signature: HMAC-SHA256 of `order_id|payment_id` with the key secret, hex. */
export const checkoutSignature = (keySecret: string, orderId: string, paymentId: string) =>
  hmacHex(keySecret, `${orderId}|${paymentId}`);

/** Razorpay's webhook signature: HMAC-SHA256 of the raw request body with the webhook secret, hex. */
export const webhookSignature = (webhookSecret: string, rawBody: Buffer | string) => hmacHex(webhookSecret, rawBody);
