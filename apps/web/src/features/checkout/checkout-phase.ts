import type { VerifyPaymentRequest } from '@marketplace/contract';
import { isApiError } from '../../lib/api-error';

/** Where a checkout stands, from the Place Order click to the paid orders. */
export type CheckoutPhase =
  | { name: 'idle' }
  | { name: 'placing' }
  | { name: 'paying' }
  | { name: 'verifying' }
  | { name: 'paid'; paymentId: string; orderIds: number[] }
  | { name: 'payment-failed'; reason: string | null }
  | { name: 'cancelled' }
  | { name: 'order-error'; message: string; cartProblem: boolean }
  | { name: 'verify-error'; message: string; payment: VerifyPaymentRequest };

/** While an order is placed, paid or verified, Place Order shows a spinner and takes no second click. */
export const isCheckoutBusy = (phase: CheckoutPhase) =>
  phase.name === 'placing' || phase.name === 'paying' || phase.name === 'verifying';

export interface CheckoutNotice {
  variant: 'destructive' | 'warning';
  title: string;
  description?: string;
}

export const PAYMENT_FAILED_MESSAGE = 'Payment failed. Your cart is kept — you can try again.';
export const PAYMENT_CANCELLED_MESSAGE = 'Payment was cancelled. Your cart is kept.';

/** The message the page shows for a checkout that did not end in a payment, if any. */
export function checkoutNotice(phase: CheckoutPhase): CheckoutNotice | null {
  switch (phase.name) {
    case 'payment-failed':
      return {
        variant: 'destructive',
        title: PAYMENT_FAILED_MESSAGE,
        ...(phase.reason && { description: phase.reason }),
      };
    case 'cancelled':
      return { variant: 'warning', title: PAYMENT_CANCELLED_MESSAGE };
    case 'order-error':
      return { variant: 'destructive', title: 'Your order could not be placed.', description: phase.message };
    case 'verify-error':
      return {
        variant: 'destructive',
        title: 'Your payment could not be confirmed yet.',
        description: `${phase.message} Please do not pay again: try confirming once more, or check My Orders in a few minutes.`,
      };
    default:
      return null;
  }
}

/** True when the server refused the cart itself (a price changed, stock ran out), not the shipping details. */
export function isCartProblem(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return error.code === 'out_of_stock' || 'order_items' in error.fieldErrors || 'total_price' in error.fieldErrors;
}
