import {
  DEFAULT_PLATFORM_CHARGE_PERCENT,
  orderTotalsPaise,
  toRupees,
  type CheckoutForm,
  type CreateOrderRequest,
} from '@marketplace/contract';

/** What checkout needs of a cart line: the product id, its unit price in rupees and the quantity. */
export interface CheckoutLine {
  id: number;
  price: number;
  quantity: number;
}

/**
 * The body of POST /api/orders/create/: first and last name become `name`, the postal code becomes
 * `portal_code`, and `total_price` is in rupees with the shipping and platform charge included.
 */
export function buildCreateOrderRequest(
  form: CheckoutForm,
  lines: readonly CheckoutLine[],
  chargePercent: number = DEFAULT_PLATFORM_CHARGE_PERCENT,
): CreateOrderRequest {
  const totals = orderTotalsPaise(lines, chargePercent);
  return {
    name: `${form.firstName.trim()} ${form.lastName.trim()}`,
    email: form.email.trim(),
    address: form.address.trim(),
    city: form.city.trim(),
    state: form.state.trim(),
    order_notes: form.orderNotes?.trim() ?? '',
    portal_code: form.postalCode.trim(),
    order_items: lines.map((line) => ({ product: line.id, quantity: line.quantity, price_per_item: line.price })),
    total_price: toRupees(totals.total),
  };
}

/** Two checkouts with the same key would create the same orders, so an unpaid one can be paid again. */
export const checkoutKey = (request: CreateOrderRequest) => JSON.stringify(request);

/** The line under the amount in the payment window. */
export function paymentDescription(orderCount: number, itemCount: number): string {
  const items = `${itemCount} ${itemCount === 1 ? 'item' : 'items'}`;
  return orderCount > 1 ? `${items} from ${orderCount} wholesalers` : items;
}

/** Server field names of the order request, as named in the checkout form. */
export const CHECKOUT_FIELD_OF_REQUEST = {
  name: 'firstName',
  email: 'email',
  address: 'address',
  city: 'city',
  state: 'state',
  portal_code: 'postalCode',
  order_notes: 'orderNotes',
} as const satisfies Partial<Record<keyof CreateOrderRequest, keyof CheckoutForm>>;
