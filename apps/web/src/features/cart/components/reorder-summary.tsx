import type { ReorderResponse } from '@marketplace/contract';
import { Alert, AlertTitle } from '../../../components/ui/alert';

const units = (quantity: number) => `${quantity} ${quantity === 1 ? 'unit' : 'units'}`;
const products = (count: number) => `${count} ${count === 1 ? 'product' : 'products'}`;

/** What buy again did: how many products went in as ordered, which changed quantity and which were left out, and why. */
export function ReorderSummary({
  orderId,
  summary,
  className,
}: {
  orderId: number;
  summary: ReorderResponse;
  className?: string;
}) {
  const { added, adjusted, skipped } = summary;
  const placed = added.length + adjusted.length;
  const variant = placed === 0 ? 'destructive' : adjusted.length + skipped.length > 0 ? 'warning' : 'success';
  return (
    <Alert variant={variant} aria-label={`Buy again from order #${orderId}`} className={className}>
      <AlertTitle>
        {placed === 0
          ? `Nothing from order #${orderId} could be added to your cart.`
          : `Added ${products(placed)} from order #${orderId} to your cart.`}
      </AlertTitle>
      {added.length > 0 && <p>{products(added.length)} added as ordered.</p>}
      {adjusted.length > 0 && (
        <div>
          <p className="font-medium">Quantity changed:</p>
          <ul className="list-disc pl-5">
            {adjusted.map((line) => (
              <li key={line.product_id}>
                {line.name}: {units(line.quantity)} added. {line.reason}
              </li>
            ))}
          </ul>
        </div>
      )}
      {skipped.length > 0 && (
        <div>
          <p className="font-medium">Not added:</p>
          <ul className="list-disc pl-5">
            {skipped.map((line) => (
              <li key={line.product_id}>
                {line.name}: {line.reason}
              </li>
            ))}
          </ul>
        </div>
      )}
    </Alert>
  );
}

/** What the cart page is handed by buy again, in the router's location state. */
export interface ReorderNotice {
  reorder: { orderId: number; summary: ReorderResponse };
}

export const isReorderNotice = (state: unknown): state is ReorderNotice =>
  typeof state === 'object' && state !== null && 'reorder' in state;
