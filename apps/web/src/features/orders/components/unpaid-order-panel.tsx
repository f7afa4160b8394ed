import { ORDER_EXPIRED_MESSAGE, type OrderDetailsResponse } from '@marketplace/contract';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { isBuyer, useSession } from '../../../lib/session';
import { BuyAgainButton } from '../../cart';
import { COUNTDOWN_TICK_MS, minutesText, unpaidState } from '../payment-deadline';
import { useNow } from '../../../lib/use-now';
import { PayNowButton } from './pay-now-button';

function PayNow({ order, minutesLeft }: { order: OrderDetailsResponse; minutesLeft: number }) {
  return (
    <Alert role="region" aria-label="Payment" variant="warning" className="print:hidden">
      <AlertTitle>
        {order.payment_status === 'failed' ? 'Your payment did not go through' : 'This order is not paid yet'}
      </AlertTitle>
      <AlertDescription className="grid gap-3">
        <p>
          Pay within <strong>{minutesText(minutesLeft)}</strong> to keep this order. After that its stock is released.
        </p>
        <PayNowButton orderId={order.id} prefill={{ name: order.name, email: order.email }} />
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
        <AlertDescription>
          <BuyAgainButton orderId={order.id} size="sm" />
        </AlertDescription>
      </Alert>
    );
  }
  return <PayNow order={order} minutesLeft={state.minutesLeft} />;
}
