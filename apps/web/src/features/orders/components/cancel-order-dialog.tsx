import { useState, type FormEvent } from 'react';
import { formatRupees, type OrderDetailsResponse } from '@marketplace/contract';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import { isApiError } from '../../../lib/api-error';
import { useCancelOrder } from '../api/cancel-order';

const REASON_MAX_LENGTH = 500;

/** The retailer's cancellation of a paid order that has not shipped; on failure it stays open and says why. */
export function CancelOrderDialog({ order }: { order: OrderDetailsResponse }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const cancel = useCancelOrder();
  const reasonError = isApiError(cancel.error) ? cancel.error.fieldErrors.reason?.[0] : undefined;

  const onOpenChange = (next: boolean) => {
    if (cancel.isPending) return;
    if (next) {
      setReason('');
      cancel.reset();
    }
    setOpen(next);
  };

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    cancel.mutate(
      { orderId: order.id, reason },
      {
        onSuccess: () => {
          setOpen(false);
          toast({ variant: 'success', title: 'Order canceled. Your refund is on its way.' });
        },
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="dangerOutline" size="sm" className="print:hidden">
          Cancel order
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={confirm} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Cancel this order?</DialogTitle>
            <DialogDescription>
              The full amount paid for this order,{' '}
              <span className="font-semibold whitespace-nowrap text-neutral-900">
                {formatRupees(order.total_price)}
              </span>
              , will be refunded to the original payment method.
            </DialogDescription>
          </DialogHeader>
          {cancel.isError && (
            <Alert variant="destructive">
              <AlertTitle>The order could not be canceled.</AlertTitle>
              <AlertDescription>{cancel.error.message}</AlertDescription>
            </Alert>
          )}
          <FormField
            id="cancel-order-reason"
            label="Reason"
            hint={`Optional, up to ${REASON_MAX_LENGTH} characters. The wholesaler sees it.`}
            error={reasonError}
          >
            <Textarea
              rows={3}
              value={reason}
              maxLength={REASON_MAX_LENGTH}
              onChange={(event) => setReason(event.target.value)}
            />
          </FormField>
          <DialogFooter>
            <Button variant="outline" disabled={cancel.isPending} onClick={() => onOpenChange(false)}>
              Keep order
            </Button>
            <Button type="submit" variant="destructive" loading={cancel.isPending}>
              Cancel order
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
