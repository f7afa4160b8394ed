import type { OrderDetailsResponse } from '@marketplace/contract';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { DetailList, DetailRow } from './detail-list';

export function CustomerInfoCard({ order }: { order: OrderDetailsResponse }) {
  return (
    <Card className="print:hidden">
      <CardHeader>
        <CardTitle>Customer Information</CardTitle>
      </CardHeader>
      <CardContent>
        <DetailList>
          <DetailRow label="Name">{order.name}</DetailRow>
          <DetailRow label="Email">{order.email}</DetailRow>
          <DetailRow label="City">{order.city}</DetailRow>
          <DetailRow label="Address">
            <span className="whitespace-pre-line">{order.address}</span>
          </DetailRow>
          <DetailRow label="State">{order.state}</DetailRow>
          <DetailRow label="PIN Code">{order.portal_code}</DetailRow>
          {order.order_notes && (
            <DetailRow label="Order Notes">
              <span className="whitespace-pre-line">{order.order_notes}</span>
            </DetailRow>
          )}
        </DetailList>
      </CardContent>
    </Card>
  );
}
