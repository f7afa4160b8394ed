import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { reopenPayment } from './api/reopen-payment';
import { verifyPayment } from './api/verify-payment';
import { openPaymentWindow } from './payment/payment-window';

/** Where a "Pay now" on an unpaid order stands. */
export type PayNowPhase =
  | { name: 'idle' }
  | { name: 'opening' }
  | { name: 'paying' }
  | { name: 'verifying' }
  | { name: 'paid' }
  /** Verified, but every order of its checkout was canceled since: the payment goes back in full. */
  | { name: 'refunded' }
  | { name: 'failed'; reason: string | null }
  | { name: 'cancelled' }
  | { name: 'error'; message: string };

export const isPayNowBusy = (phase: PayNowPhase) =>
  phase.name === 'opening' || phase.name === 'paying' || phase.name === 'verifying';

const messageOf = (error: unknown) =>
  error instanceof Error ? error.message : 'Something went wrong. Please try again.';

export const paymentDescriptionOf = (orderIds: number[]) =>
  `${orderIds.length > 1 ? 'Orders' : 'Order'} ${orderIds.map((id) => `#${id}`).join(', ')}`;

interface PayNowOptions {
  orderId: number;
  prefill: { name: string; email: string };
  onPaid: () => void;
  /** The order may have changed (paid, or found expired): read it again. */
  onOrderChanged: () => void;
}

/** Opens the payment window again for an unpaid order's checkout, then verifies the payment. */
export function usePayNow({ orderId, prefill, onPaid, onOrderChanged }: PayNowOptions) {
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<PayNowPhase>({ name: 'idle' });
  // A ref, not state: two clicks in one frame must not both get through.
  const busy = useRef(false);

  const settle = (next: PayNowPhase) => {
    busy.current = false;
    setPhase(next);
  };

  async function confirm(payment: Parameters<typeof verifyPayment>[0]) {
    setPhase({ name: 'verifying' });
    try {
      const { status } = await verifyPayment(payment);
      settle({ name: status });
      if (status === 'paid') onPaid();
    } catch (error) {
      settle({ name: 'error', message: messageOf(error) });
    }
    onOrderChanged();
  }

  async function pay() {
    if (busy.current) return;
    busy.current = true;
    setPhase({ name: 'opening' });
    try {
      const order = await reopenPayment(orderId);
      await openPaymentWindow(queryClient, {
        order,
        description: paymentDescriptionOf(order.order_ids),
        prefill,
        onOpen: () => setPhase({ name: 'paying' }),
        onPayment: (payment) => void confirm(payment),
        onFailed: (reason) => settle({ name: 'failed', reason }),
        // Closing the window after a failure keeps the failure message.
        onDismiss: () => {
          busy.current = false;
          setPhase((current) => (current.name === 'failed' ? current : { name: 'cancelled' }));
        },
      });
    } catch (error) {
      settle({ name: 'error', message: messageOf(error) });
      onOrderChanged();
    }
  }

  return { phase, pay };
}
