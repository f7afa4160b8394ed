import type { FieldError } from '../../lib/form/errors';
import type { Path } from '../../lib/form/paths';
import type { Resolver } from '../../lib/form/form-store';
import {
  DELIVERY_CODE_PATTERN,
  deliveryMessages,
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
  /** Asked when the order is marked delivered: the retailer's code, optional (without it, the seller's word). */
  delivery_code: string;
}

/** Each opening of the form starts from the order as it is now. */
export const orderStatusDefaults = (order: OrderDetailsResponse, lines: readonly OrderItem[]): OrderStatusForm => ({
  status: order.order_status,
  description: order.order_status_description,
  items: lines.map(batchEntryOf),
  restock: false,
  delivery_code: '',
});

/** The retailer's delivery code is asked for when a shipped order is marked delivered (only shipped ones have one). */
export const asksForDeliveryCode = (from: OrderStatus, to: OrderStatus) => from === 'shipped' && to === 'delivered';

/** Goods that went out come back into stock only when the seller says so: asked when a shipped order is canceled. */
export const asksForRestock = (from: OrderStatus, to: OrderStatus) => from === 'shipped' && to === 'canceled';

/** Batch and expiry are asked for, and checked, only when the chosen status ships the goods. */
export const asksForBatches = (status: OrderStatus, lines: readonly OrderItem[]) =>
  shipsGoods(status) && lines.length > 0;

/** Checks the batch entries with the contract on India's today, the day the server will check them on. */
export const orderStatusResolver =
  (lines: readonly OrderItem[]): Resolver<OrderStatusForm> =>
  (values) => {
    const problems: Record<string, string> = asksForBatches(values.status, lines)
      ? batchEntryProblems(lines, values.items)
      : {};
    const code = values.delivery_code.trim();
    if (values.status === 'delivered' && code && !DELIVERY_CODE_PATTERN.test(code))
      problems.delivery_code = deliveryMessages.codeFormat;
    if (Object.keys(problems).length === 0) return { values };
    const errors: Record<string, FieldError> = {};
    for (const [name, message] of Object.entries(problems)) errors[name] = { type: 'validate', message };
    return { errors };
  };

/** The server's field errors that belong to an input of this form (`items.0.batch_no` is the first line's). */
export const serverFieldNames = (lines: readonly OrderItem[]): Path<OrderStatusForm>[] => [
  'description',
  'delivery_code',
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
  const code = values.delivery_code.trim();
  if (from && asksForDeliveryCode(from, values.status) && code) request.delivery_code = code;
  if (asksForBatches(values.status, lines)) {
    request.items = lines.map((line, index) => ({
      id: line.id,
      batch_no: values.items[index]?.batch_no.trim() ?? '',
      expiry_date: values.items[index]?.expiry_date ?? '',
    }));
  }
  return request;
}
