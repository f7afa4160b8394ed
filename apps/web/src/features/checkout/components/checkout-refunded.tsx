import { Link } from 'react-router';
import { RotateCcw } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';

interface CheckoutRefundedProps {
  paymentId: string;
  /** Why the payment goes back, from the server's answer. */
  reason: string;
}

/** The end of a checkout whose payment was taken and is refunded in full: not a success, nothing was bought. */
export function CheckoutRefunded({ paymentId, reason }: CheckoutRefundedProps) {
  return (
    <Card className="mx-auto max-w-xl">
      <CardContent className="grid justify-items-center gap-4 py-10 text-center">
        <div className="flex size-14 items-center justify-center rounded-full bg-info-50 text-info-700">
          <RotateCcw aria-hidden="true" className="size-8" />
        </div>
        <h1 className="text-2xl font-bold text-neutral-900">Payment refunded in full</h1>
        <p className="text-neutral-700">{reason}</p>
        <p className="text-neutral-600">
          The money goes back to the account you paid from; banks usually show it within 5 to 7 working days. My Orders
          shows each order&apos;s refund and when it was sent. Your cart is kept if you want to order again.
        </p>
        <p className="rounded-md bg-neutral-100 px-3 py-2 text-sm">
          Payment ID: <span className="font-mono font-medium text-neutral-900">{paymentId}</span>
        </p>
        <div className="flex flex-wrap justify-center gap-2">
          <Button asChild>
            <Link to="/orders">View refunds in My Orders</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/cart">Back to cart</Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
