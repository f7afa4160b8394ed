import {
  DEFAULT_PLATFORM_CHARGE_PERCENT,
  orderTotalsPaise,
  toRupees,
  unitPriceFor,
  type CheckoutForm,
  type CreateOrderRequest,
  type PriceTier,
} from '@marketplace/contract';

/** What checkout needs of a cart line: the product id, its base price and slabs in rupees, and the quantity. */
export interface CheckoutLine {
  id: number;
  price: number;
  price_tiers: readonly PriceTier[];
  quantity: number;
}

/**
 * The body of POST /api/orders/create/: first and last name become `name`, the postal code becomes
 * `portal_code`, each line's `price_per_item` is its unit price at its quantity (the slab it reaches,
 * as the server prices it), and `total_price` is in rupees with the shipping and platform charge
 * included, counted in paise from those unit prices.
 */
export function buildCreateOrderRequest(
  form: CheckoutForm,
  lines: readonly CheckoutLine[],
  chargePercent: number = DEFAULT_PLATFORM_CHARGE_PERCENT,
): CreateOrderRequest {
  const priced = lines.map((line) => ({
    product: line.id,
    quantity: line.quantity,
    price_per_item: unitPriceFor(line.price, line.price_tiers, line.quantity),
  }));
  const totals = orderTotalsPaise(
    priced.map((line) => ({ price: line.price_per_item, quantity: line.quantity })),
    chargePercent,
  );
  return {
    name: `${form.firstName.trim()} ${form.lastName.trim()}`,
    email: form.email.trim(),
    address: form.address.trim(),
    city: form.city.trim(),
    state: form.state.trim(),
    order_notes: form.orderNotes?.trim() ?? '',
    portal_code: form.postalCode.trim(),
    order_items: priced,
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
