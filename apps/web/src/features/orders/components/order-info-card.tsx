import { formatRupees, type OrderDetailsResponse } from '@marketplace/contract';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { formatOrderDate } from '../order-dates';
import { DetailList, DetailRow } from './detail-list';
import { OrderStatusWidget } from './order-status-widget';

export function OrderInfoCard({ order }: { order: OrderDetailsResponse }) {
  return (
    <Card className="print:hidden">
      <CardHeader>
        <CardTitle>Order Information</CardTitle>
      </CardHeader>
      <CardContent>
        <DetailList>
          <DetailRow label="Order ID">{order.id}</DetailRow>
          <DetailRow label="Order Date">{formatOrderDate(order.created_at)}</DetailRow>
          <DetailRow label="Status">
            <OrderStatusWidget order={order} />
          </DetailRow>
          <DetailRow label="Total">{formatRupees(order.total_price)}</DetailRow>
          <DetailRow label="Sold by">{order.wholesaler.company_name}</DetailRow>
          {order.razorpay_payment_id && (
            <DetailRow label="Payment ID">
              <span className="font-mono text-xs">{order.razorpay_payment_id}</span>
            </DetailRow>
          )}
        </DetailList>
      </CardContent>
    </Card>
  );
}
