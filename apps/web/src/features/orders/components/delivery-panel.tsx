import { DELIVERY_PROOF_LABELS, type OrderDetailsResponse } from '@marketplace/contract';
import { PackageCheck } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { toast } from '../../../components/ui/use-toast';
import { useConfirmReceipt } from '../api/confirm-receipt';
import { formatOrderDate } from '../order-dates';
import { DetailList, DetailRow } from './detail-list';

export const DELIVERY_CODE_ADVICE = 'Give this code to the delivery person only when you have the goods';

/**
 * Delivery on the order page. While the order is shipped its retailer sees the delivery code (the server sends it to
 * no one else) and may confirm receipt; once delivered, both parties see when, how it was proven, and until when a
 * problem can be reported.
 */
export function DeliveryPanel({ order }: { order: OrderDetailsResponse }) {
  if (order.delivered_at) return <DeliveredCard order={order} deliveredAt={order.delivered_at} />;
  if (!order.delivery_code && !order.can_confirm_receipt) return null;
  return (
    <Card className="print:hidden">
      <CardHeader>
        <CardTitle>Delivery</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {order.delivery_code && (
          <div className="grid gap-1">
            <p className="text-sm text-neutral-600">Your delivery code</p>
            <p className="font-mono text-3xl font-semibold tracking-[0.3em] text-neutral-900">{order.delivery_code}</p>
            <p className="text-sm text-neutral-700">{DELIVERY_CODE_ADVICE}.</p>
          </div>
        )}
        {order.can_confirm_receipt && <ConfirmReceiptButton orderId={order.id} />}
      </CardContent>
    </Card>
  );
}

function ConfirmReceiptButton({ orderId }: { orderId: number }) {
  const confirm = useConfirmReceipt();
  return (
    <div className="grid justify-items-start gap-2">
      {confirm.isError && (
        <Alert variant="destructive">
          <AlertTitle>The receipt could not be confirmed.</AlertTitle>
          <AlertDescription>{confirm.error.message}</AlertDescription>
        </Alert>
      )}
      <Button
        className="w-full sm:w-auto"
        loading={confirm.isPending}
        onClick={() =>
          confirm.mutate(orderId, {
            onSuccess: () => toast({ variant: 'success', title: 'Thank you: the order is marked as received.' }),
          })
        }
      >
        <PackageCheck aria-hidden="true" className="size-4" />I have received this order
      </Button>
    </div>
  );
}

function DeliveredCard({ order, deliveredAt }: { order: OrderDetailsResponse; deliveredAt: string }) {
  return (
    <Card className="print:hidden">
      <CardHeader>
        <CardTitle>Delivery</CardTitle>
      </CardHeader>
      <CardContent>
        <DetailList>
          <DetailRow label="Delivered on">{formatOrderDate(deliveredAt)}</DetailRow>
          {order.delivery_proof && <DetailRow label="Proof">{DELIVERY_PROOF_LABELS[order.delivery_proof]}</DetailRow>}
          {order.claim_window_ends_at && (
            <DetailRow label="Claims">Claims possible until {formatOrderDate(order.claim_window_ends_at)}</DetailRow>
          )}
        </DetailList>
      </CardContent>
    </Card>
  );
}
