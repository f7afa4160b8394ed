import { RotateCw } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { useRetryRefund } from '../api/retry-refund';

/** Asks the provider again for a refund it refused. */
export function RetryRefundButton({ refundId, orderId }: { refundId: number; orderId: number }) {
  const retry = useRetryRefund();
  const send = () =>
    retry.mutate(refundId, {
      onSuccess: () => toast({ variant: 'success', title: 'Refund sent again.', description: `Order #${orderId}` }),
      onError: (error) =>
        toast({ variant: 'destructive', title: 'The refund was not sent again.', description: error.message }),
    });
  return (
    <Button
      variant="outline"
      size="sm"
      loading={retry.isPending}
      onClick={send}
      aria-label={`Retry the refund of order #${orderId}`}
    >
      {!retry.isPending && <RotateCw aria-hidden="true" className="size-4" />}
      Retry
    </Button>
  );
}
