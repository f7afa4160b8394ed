import { Link } from 'react-router';
import { CircleCheck } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';

interface CheckoutSuccessProps {
  paymentId: string;
  orderIds: number[];
}

export function CheckoutSuccess({ paymentId, orderIds }: CheckoutSuccessProps) {
  const orders = orderIds.map((id) => `#${id}`).join(', ');
  return (
    <Card className="mx-auto max-w-xl">
      <CardContent className="grid justify-items-center gap-4 py-10 text-center">
        <div className="flex size-14 items-center justify-center rounded-full bg-success-50 text-success-700">
          <CircleCheck aria-hidden="true" className="size-8" />
        </div>
        <h1 className="text-2xl font-bold text-neutral-900">Payment successful</h1>
        <p className="text-neutral-600">
          Thank you! {orderIds.length > 1 ? `Your orders ${orders} are` : `Your order ${orders} is`} confirmed and the
          wholesaler will update you on its status.
        </p>
        <p className="rounded-md bg-neutral-100 px-3 py-2 text-sm">
          Payment ID: <span className="font-mono font-medium text-neutral-900">{paymentId}</span>
        </p>
        <div className="flex flex-wrap justify-center gap-2">
          <Button asChild>
            <Link to="/orders">View My Orders</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/products">Continue shopping</Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
