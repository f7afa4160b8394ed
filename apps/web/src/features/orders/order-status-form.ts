import type { FieldError } from '../../lib/form/errors';
import type { Path } from '../../lib/form/paths';
import type { Resolver } from '../../lib/form/form-store';
import {
  shipsGoods,
  type OrderDetailsResponse,
  type OrderItem,
  type OrderStatus,
  type UpdateOrderStatusRequest,
} from '@marketplace/contract';
import { batchEntryOf, batchEntryProblems, type BatchEntry } from './regulated-lines';

/** The wholesaler's status form; `items[i]` belongs to the i-th line still awaiting its batch. */
export interface OrderStatusForm {
  status: OrderStatus;
  description: string;
  items: BatchEntry[];
  /** Asked only when a shipped order is canceled: the goods came back saleable and go back into stock. */
  restock: boolean;
}

/** Each opening of the form starts from the order as it is now. */
export const orderStatusDefaults = (order: OrderDetailsResponse, lines: readonly OrderItem[]): OrderStatusForm => ({
  status: order.order_status,
  description: order.order_status_description,
  items: lines.map(batchEntryOf),
  restock: false,
});

/** Goods that went out come back into stock only when the seller says so: asked when a shipped order is canceled. */
export const asksForRestock = (from: OrderStatus, to: OrderStatus) => from === 'shipped' && to === 'canceled';

/** Batch and expiry are asked for, and checked, only when the chosen status ships the goods. */
export const asksForBatches = (status: OrderStatus, lines: readonly OrderItem[]) =>
  shipsGoods(status) && lines.length > 0;

/** Checks the batch entries with the contract on India's today, the day the server will check them on. */
export const orderStatusResolver =
  (lines: readonly OrderItem[]): Resolver<OrderStatusForm> =>
  (values) => {
    const problems = asksForBatches(values.status, lines) ? batchEntryProblems(lines, values.items) : {};
    if (Object.keys(problems).length === 0) return { values };
    const errors: Record<string, FieldError> = {};
    for (const [name, message] of Object.entries(problems)) errors[name] = { type: 'validate', message };
    return { errors };
  };

/** The server's field errors that belong to an input of this form (`items.0.batch_no` is the first line's). */
export const serverFieldNames = (lines: readonly OrderItem[]): Path<OrderStatusForm>[] => [
  'description',
  ...lines.flatMap((_, index) => [`items.${index}.batch_no` as const, `items.${index}.expiry_date` as const]),
];

/** The request body: the lines' ids with what was typed for them, when the status ships the goods. */
export function statusChangeRequest(
  lines: readonly OrderItem[],
  values: OrderStatusForm,
  from?: OrderStatus,
): UpdateOrderStatusRequest {
  const request: UpdateOrderStatusRequest = { status: values.status, description: values.description };
  if (from && asksForRestock(from, values.status)) request.restock = values.restock;
  if (asksForBatches(values.status, lines)) {
    request.items = lines.map((line, index) => ({
      id: line.id,
      batch_no: values.items[index]?.batch_no.trim() ?? '',
      expiry_date: values.items[index]?.expiry_date ?? '',
    }));
  }
  return request;
}
