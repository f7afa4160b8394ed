import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  UNPAID_ORDER_TTL_MINUTES,
  type CreateOrderRequest,
  type CreateOrderResponse,
  type VerifyPaymentRequest,
} from '@marketplace/contract';
import { createOrder } from './api/create-order';
import { verifyPayment } from './api/verify-payment';
import { checkoutKey, paymentDescription } from './checkout-payload';
import { isCartProblem, unverifiedPhase, verifiedPhase, type CheckoutPhase } from './checkout-phase';
import { openPaymentWindow } from './payment/payment-window';

/** An unpaid checkout is paid again rather than re-created, until shortly before the server expires it. */
const REUSE_UNPAID_MS = (UNPAID_ORDER_TTL_MINUTES - 5) * 60_000;

interface UnpaidCheckout {
  key: string;
  order: CreateOrderResponse;
  createdAt: number;
}

export interface PlaceOrderInput {
  request: CreateOrderRequest;
  prefill: { name: string; email: string };
  /** Told when the server refused the order, so the form can mark the fields at fault. */
  onOrderError?: (error: unknown) => void;
}

const messageOf = (error: unknown) =>
  error instanceof Error ? error.message : 'Something went wrong. Please try again.';

/**
 * Order creation, the payment window and payment verification (spec section 4). A failed, dismissed or
 * refunded payment leaves the cart alone; `onPaid` runs once the server has confirmed the payment.
 */
export function useCheckoutPayment({ onPaid }: { onPaid: () => void }) {
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<CheckoutPhase>({ name: 'idle' });
  // A ref, not state: two clicks in one frame must not both get through.
  const busy = useRef(false);
  const unpaid = useRef<UnpaidCheckout | null>(null);

  async function confirmPayment(payment: VerifyPaymentRequest) {
    busy.current = true;
    setPhase({ name: 'verifying' });
    try {
      const next = verifiedPhase(await verifyPayment(payment));
      unpaid.current = null;
      if (next.name === 'paid') onPaid();
      setPhase(next);
    } catch (error) {
      const next = unverifiedPhase(error, payment, messageOf(error));
      // A refunded payment settled this checkout: the next Place Order starts a new one.
      if (next.name === 'refunded') unpaid.current = null;
      setPhase(next);
    } finally {
      busy.current = false;
    }
  }

  async function orderFor(request: CreateOrderRequest): Promise<CreateOrderResponse> {
    const key = checkoutKey(request);
    const previous = unpaid.current;
    if (previous && previous.key === key && Date.now() - previous.createdAt < REUSE_UNPAID_MS) return previous.order;
    const order = await createOrder(request);
    unpaid.current = { key, order, createdAt: Date.now() };
    return order;
  }

  async function placeOrder({ request, prefill, onOrderError }: PlaceOrderInput) {
    if (busy.current) return;
    busy.current = true;
    setPhase({ name: 'placing' });
    let order: CreateOrderResponse;
    try {
      order = await orderFor(request);
    } catch (error) {
      busy.current = false;
      setPhase({ name: 'order-error', message: messageOf(error), cartProblem: isCartProblem(error) });
      onOrderError?.(error);
      return;
    }
    try {
      await openPaymentWindow(queryClient, {
        order,
        description: paymentDescription(order.order_ids.length, request.order_items.length),
        prefill,
        onOpen: () => setPhase({ name: 'paying' }),
        onPayment: (payment) => void confirmPayment(payment),
        onDismiss: () => {
          busy.current = false;
          // Razorpay keeps its window open after a failure; closing it then keeps the failure message.
          setPhase((current) => (current.name === 'payment-failed' ? current : { name: 'cancelled' }));
        },
        onFailed: (reason) => {
          busy.current = false;
          setPhase({ name: 'payment-failed', reason });
        },
      });
    } catch (error) {
      busy.current = false;
      setPhase({ name: 'order-error', message: messageOf(error), cartProblem: false });
    }
  }

  const retryConfirmation = () => {
    if (phase.name === 'verify-error' && !busy.current) void confirmPayment(phase.payment);
  };

  return { phase, placeOrder, retryConfirmation };
}
