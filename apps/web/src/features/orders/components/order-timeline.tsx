import { useId } from 'react';
import type { OrderDetailsResponse, OrderEventStatus } from '@marketplace/contract';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { formatOrderListDate, formatOrderTime } from '../order-dates';

export const ORDER_EVENT_LABELS: Record<OrderEventStatus, string> = {
  pending: 'Placed',
  confirmed: 'Paid',
  shipped: 'Shipped',
  delivered: 'Delivered',
  canceled: 'Canceled',
  refunded: 'Refunded',
  claim: 'Claim',
};

const dotColour: Record<OrderEventStatus, string> = {
  pending: 'bg-neutral-400',
  confirmed: 'bg-primary-600',
  shipped: 'bg-primary-600',
  delivered: 'bg-success-600',
  canceled: 'bg-danger-600',
  refunded: 'bg-success-600',
  claim: 'bg-warning-600',
};

/** What happened to the order and when, oldest first; the latest entry stands out. */
export function OrderTimeline({ order }: { order: OrderDetailsResponse }) {
  const titleId = useId();
  if (order.events.length === 0) return null;
  const lastIndex = order.events.length - 1;
  return (
    <Card role="region" aria-labelledby={titleId} className="print:hidden">
      <CardHeader>
        <CardTitle id={titleId}>Order timeline</CardTitle>
      </CardHeader>
      <CardContent>
        <ol className="grid gap-0">
          {order.events.map((event, index) => (
            <li key={`${event.at}-${index}`} className="relative flex gap-3 pb-5 last:pb-0">
              {index < lastIndex && (
                <span aria-hidden="true" className="absolute top-4 bottom-0 left-[5px] w-0.5 bg-neutral-200" />
              )}
              <span
                aria-hidden="true"
                className={cn(
                  'relative mt-1.5 size-3 shrink-0 rounded-full ring-4 ring-white',
                  dotColour[event.status],
                )}
              />
              <div className="grid min-w-0 gap-0.5">
                <p className={cn('text-sm text-neutral-900', index === lastIndex ? 'font-semibold' : 'font-medium')}>
                  {ORDER_EVENT_LABELS[event.status]}
                  {index === lastIndex && <span className="sr-only"> (latest)</span>}
                </p>
                <p className="text-sm break-words text-neutral-700">{event.description}</p>
                <p className="text-xs text-neutral-500">
                  <time dateTime={event.at}>
                    {formatOrderListDate(event.at)}, {formatOrderTime(event.at)}
                  </time>
                </p>
              </div>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
