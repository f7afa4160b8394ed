import { formatRupees, toPaise, type OrderDetailsResponse, type OrderItem } from '@marketplace/contract';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { useSession } from '../../../lib/session';
import { OrderLineReview } from '../../reviews';
import { batchAndExpiryText } from '../regulated-lines';

/** Line total in paise first, so that 3 × 0.1 shows as 0.30. */
const lineTotal = (price: number, quantity: number) => (toPaise(price) * quantity) / 100;

/** Batch and expiry of a shipped medicine or food line, for the buyer's records and any recall. */
function BatchAndExpiry({ item }: { item: OrderItem }) {
  const text = batchAndExpiryText(item);
  return text ? <p className="text-xs text-neutral-600">{text}</p> : null;
}

/** The retailer reviews each product of a delivered order from its line. */
function LineReview({ order, item }: { order: OrderDetailsResponse; item: OrderItem }) {
  const session = useSession();
  if (order.order_status !== 'delivered' || session.userType !== 'retailer') return null;
  return (
    <div className="pt-1 print:hidden">
      <OrderLineReview productId={item.product.id} productName={item.product.name} />
    </div>
  );
}

/** Phones get the same figures as a list: four columns do not fit beside a product name. */
function OrderItemsList({ order }: { order: OrderDetailsResponse }) {
  return (
    <div className="grid gap-3 text-sm sm:hidden print:hidden">
      <ul className="divide-y divide-neutral-200 border-b border-neutral-300">
        {order.order_items.map((item) => (
          <li key={item.id} className="flex justify-between gap-3 py-3">
            <div className="grid gap-0.5">
              <p className="text-neutral-900">{item.product.name}</p>
              <BatchAndExpiry item={item} />
              <p className="text-neutral-600 tabular-nums">
                Quantity {item.quantity} × {formatRupees(item.price_per_item)}
              </p>
              <LineReview order={order} item={item} />
            </div>
            <p className="font-medium whitespace-nowrap tabular-nums">
              {formatRupees(lineTotal(item.price_per_item, item.quantity))}
            </p>
          </li>
        ))}
      </ul>
      <p className="flex justify-between gap-3 text-neutral-600">
        <span>Shipping & Platform Charges</span>
        <span className="whitespace-nowrap tabular-nums">{formatRupees(order.platform_charge)}</span>
      </p>
      <p className="flex justify-between gap-3 text-base font-semibold text-neutral-900">
        <span>Total</span>
        <span className="whitespace-nowrap tabular-nums">{formatRupees(order.total_price)}</span>
      </p>
    </div>
  );
}

const cell = 'px-4 py-3 print:px-2 print:py-1.5';

export function OrderItemsCard({ order }: { order: OrderDetailsResponse }) {
  return (
    <Card className="print:border-0 print:shadow-none">
      <CardHeader className="print:p-0">
        <CardTitle>Order Items</CardTitle>
      </CardHeader>
      <CardContent className="print:p-0 print:pt-2">
        <OrderItemsList order={order} />
        <div className="hidden sm:block print:block">
          <table className="w-full text-left text-sm">
            <thead className="border-b border-neutral-200 text-neutral-600">
              <tr>
                <th scope="col" className={`${cell} font-medium`}>
                  Product
                </th>
                <th scope="col" className={`${cell} text-right font-medium`}>
                  Quantity
                </th>
                <th scope="col" className={`${cell} text-right font-medium`}>
                  Price
                </th>
                <th scope="col" className={`${cell} text-right font-medium`}>
                  Total
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-neutral-200">
              {order.order_items.map((item) => (
                <tr key={item.id}>
                  <td className={`${cell} text-neutral-900`}>
                    {item.product.name}
                    <BatchAndExpiry item={item} />
                    <LineReview order={order} item={item} />
                  </td>
                  <td className={`${cell} text-right tabular-nums`}>{item.quantity}</td>
                  <td className={`${cell} text-right whitespace-nowrap tabular-nums`}>
                    {formatRupees(item.price_per_item)}
                  </td>
                  <td className={`${cell} text-right whitespace-nowrap tabular-nums`}>
                    {formatRupees(lineTotal(item.price_per_item, item.quantity))}
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot className="border-t border-neutral-300">
              <tr>
                <th scope="row" colSpan={3} className={`${cell} text-right font-medium text-neutral-600`}>
                  Shipping & Platform Charges
                </th>
                <td className={`${cell} text-right whitespace-nowrap tabular-nums`}>
                  {formatRupees(order.platform_charge)}
                </td>
              </tr>
              <tr className="text-base">
                <th scope="row" colSpan={3} className={`${cell} text-right font-semibold text-neutral-900`}>
                  Total
                </th>
                <td
                  className={`${cell} text-right font-semibold whitespace-nowrap text-neutral-900 tabular-nums`}
                  data-testid="order-total"
                >
                  {formatRupees(order.total_price)}
                </td>
              </tr>
            </tfoot>
          </table>
        </div>
      </CardContent>
    </Card>
  );
}
