import type { VerifyPaymentRequest } from '@marketplace/contract';

/** The options of Razorpay Checkout that the marketplace uses; the sandbox script takes the same. */
export interface RazorpayOptions {
  key: string;
  /** In paise. */
  amount: number;
  currency: string;
  order_id: string;
  name: string;
  description: string;
  prefill: { name: string; email: string };
  handler: (response: VerifyPaymentRequest) => void;
  modal: { ondismiss: () => void };
}

/** The `payment.failed` event of Razorpay Checkout. */
export interface RazorpayFailure {
  error?: { code?: string; description?: string; reason?: string };
}

export interface RazorpayCheckout {
  on(event: 'payment.failed', callback: (response: RazorpayFailure) => void): void;
  open(): void;
}

export type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayCheckout;
