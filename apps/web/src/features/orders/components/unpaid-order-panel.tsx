import { useQueryClient } from '@tanstack/react-query';
import { CreditCard } from 'lucide-react';
import { ORDER_EXPIRED_MESSAGE, type OrderDetailsResponse } from '@marketplace/contract';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { isBuyer, useSession } from '../../../lib/session';
import { isPayNowBusy, usePayNow, type PayNowPhase } from '../../checkout';
import { ordersQueryKeys } from '../api/orders-query-keys';
import { minutesText, unpaidState } from '../payment-deadline';
import { useNow } from '../use-now';

const COUNTDOWN_TICK_MS = 15_000;

/** What the last attempt came to, under the Pay now button. */
function attemptMessage(phase: PayNowPhase): string | null {
  switch (phase.name) {
    case 'failed':
      return `Payment failed. You can try again.${phase.reason ? ` ${phase.reason}` : ''}`;
    case 'cancelled':
      return 'Payment was cancelled. You can try again.';
    case 'error':
      return phase.message;
    default:
      return null;
  }
}

function PayNow({ order, minutesLeft }: { order: OrderDetailsResponse; minutesLeft: number }) {
  const queryClient = useQueryClient();
  const { phase, pay } = usePayNow({
    orderId: order.id,
    prefill: { name: order.name, email: order.email },
    onPaid: () =>
      toast({ variant: 'success', title: 'Payment received', description: `Order #${order.id} is confirmed.` }),
    onOrderChanged: () => void queryClient.invalidateQueries({ queryKey: ordersQueryKeys.all }),
  });
  const message = attemptMessage(phase);
  return (
    <Alert role="region" aria-label="Payment" variant="warning" className="print:hidden">
      <AlertTitle>
        {order.payment_status === 'failed' ? 'Your payment did not go through' : 'This order is not paid yet'}
      </AlertTitle>
      <AlertDescription className="grid gap-3">
        <p>
          Pay within <strong>{minutesText(minutesLeft)}</strong> to keep this order. After that its stock is released.
        </p>
        <div className="flex flex-wrap items-center gap-3">
          <Button onClick={() => void pay()} loading={isPayNowBusy(phase)}>
            <CreditCard aria-hidden="true" className="size-4" />
            Pay now
          </Button>
          {message && (
            <p role="alert" className="text-sm font-medium text-danger-700">
              {message}
            </p>
          )}
        </div>
      </AlertDescription>
    </Alert>
  );
}

/** For the buyer of an unpaid order: pay it while its checkout holds, or read that it expired. */
export function UnpaidOrderPanel({ order }: { order: OrderDetailsResponse }) {
  const buyer = isBuyer(useSession());
  const now = useNow(COUNTDOWN_TICK_MS, order.order_status === 'pending');
  const state = unpaidState(order, now);
  if (!buyer || !state) return null;
  if (state.kind === 'expired') {
    return (
      <Alert role="status" variant="warning" className="print:hidden">
        <AlertTitle>{ORDER_EXPIRED_MESSAGE}</AlertTitle>
      </Alert>
    );
  }
  return <PayNow order={order} minutesLeft={state.minutesLeft} />;
}
