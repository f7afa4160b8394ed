import { useQueryClient } from '@tanstack/react-query';
import { CreditCard } from 'lucide-react';
import { Button, type ButtonProps } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { isPayNowBusy, usePayNow, type PayNowPhase } from '../../checkout';
import { ordersQueryKeys } from '../api/orders-query-keys';

/** What the last attempt came to, beside the button. */
export function attemptMessage(phase: PayNowPhase): string | null {
  switch (phase.name) {
    case 'failed':
      return `Payment failed. You can try again.${phase.reason ? ` ${phase.reason}` : ''}`;
    case 'cancelled':
      return 'Payment was cancelled. You can try again.';
    case 'refunded':
      return 'This order was canceled, so your payment is refunded in full. The order shows the refund.';
    case 'error':
      return phase.message;
    default:
      return null;
  }
}

interface PayNowButtonProps {
  orderId: number;
  prefill?: { name: string; email: string };
  size?: ButtonProps['size'];
  /** In a list of orders, the button's name says which order it pays. */
  namesOrder?: boolean;
}

/** Opens the payment window again for an unpaid order; the order is read again once it is paid. */
export function PayNowButton({ orderId, prefill = { name: '', email: '' }, size, namesOrder }: PayNowButtonProps) {
  const queryClient = useQueryClient();
  const { phase, pay } = usePayNow({
    orderId,
    prefill,
    onPaid: () =>
      toast({ variant: 'success', title: 'Payment received', description: `Order #${orderId} is confirmed.` }),
    onOrderChanged: () => void queryClient.invalidateQueries({ queryKey: ordersQueryKeys.all }),
  });
  const message = attemptMessage(phase);
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <Button
        size={size}
        onClick={() => void pay()}
        loading={isPayNowBusy(phase)}
        aria-label={namesOrder ? `Pay now: order #${orderId}` : undefined}
      >
        <CreditCard aria-hidden="true" className="size-4" />
        Pay now
      </Button>
      {message && (
        <p role="alert" className="text-sm font-medium text-danger-700">
          {message}
        </p>
      )}
    </div>
  );
}
