import type { VerifyPaymentRequest, VerifyPaymentResponse } from '@marketplace/contract';
import { isApiError } from '../../lib/api-error';

/** Where a checkout stands, from the Place Order click to the paid orders. */
export type CheckoutPhase =
  | { name: 'idle' }
  | { name: 'placing' }
  | { name: 'paying' }
  | { name: 'verifying' }
  | { name: 'paid'; paymentId: string; orderIds: number[] }
  /** The provider took the payment and all of it goes back: `reason` says why. */
  | { name: 'refunded'; paymentId: string; reason: string }
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

const orderList = (orderIds: number[]) =>
  orderIds.length > 1
    ? `Your orders ${orderIds.map((id) => `#${id}`).join(', ')} were`
    : `Your order${orderIds[0] === undefined ? '' : ` #${orderIds[0]}`} was`;

/** Where a verified payment leaves the checkout, for every status the server can answer. */
export function verifiedPhase(result: VerifyPaymentResponse): CheckoutPhase {
  switch (result.status) {
    case 'paid':
      return { name: 'paid', paymentId: result.razorpay_payment_id, orderIds: result.order_ids };
    case 'refunded':
      return {
        name: 'refunded',
        paymentId: result.razorpay_payment_id,
        reason: `${orderList(result.order_ids)} canceled after payment, so the whole payment is being returned to you.`,
      };
    default: {
      // A status this page does not know yet (a newer server): the buyer is told to look at My Orders.
      const unknown: never = result.status;
      throw new Error(`We could not read the state of this payment (${String(unknown)}).`);
    }
  }
}

/**
 * Where a payment the server would not confirm leaves the checkout: a conflict means the provider took it for a
 * checkout that expired or was already paid, and it is refunded in full (the server's message says which); any
 * other failure may pass, so the buyer can ask again.
 */
export function unverifiedPhase(error: unknown, payment: VerifyPaymentRequest, message: string): CheckoutPhase {
  if (isApiError(error) && error.code === 'conflict') {
    return { name: 'refunded', paymentId: payment.razorpay_payment_id, reason: error.message };
  }
  return { name: 'verify-error', message, payment };
}

/** True when the server refused the cart itself (a price changed, stock ran out), not the shipping details. */
export function isCartProblem(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return error.code === 'out_of_stock' || 'order_items' in error.fieldErrors || 'total_price' in error.fieldErrors;
}
