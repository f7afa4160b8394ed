import { ORDER_STATUSES, type OrderSummary } from '@marketplace/contract';

export const ORDER_STATUS_FILTERS = ['all', ...ORDER_STATUSES] as const;
export type OrderStatusFilter = (typeof ORDER_STATUS_FILTERS)[number];

export type OrderSortKey = 'date' | 'total';
export type SortDirection = 'asc' | 'desc';
export interface OrderSort {
  key: OrderSortKey;
  direction: SortDirection;
}

export interface OrderListView {
  query: string;
  status: OrderStatusFilter;
  sort: OrderSort;
}

/** Newest first: what a buyer looks for in an order history. */
export const DEFAULT_ORDER_SORT: OrderSort = { key: 'date', direction: 'desc' };

/** A first click on a new column sorts ascending; a click on the active column turns the order round. */
export function nextSort(current: OrderSort, key: OrderSortKey): OrderSort {
  if (current.key !== key) return { key, direction: 'asc' };
  return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
}

/** Matches the order id (`12` or `#12`), a product name or the status, ignoring case. */
export function matchesOrderSearch(order: OrderSummary, query: string): boolean {
  const text = query.trim().toLowerCase();
  if (!text) return true;
  const id = text.replace(/^#/, '');
  if (id && String(order.id).includes(id)) return true;
  if (order.order_status.toLowerCase().includes(text)) return true;
  return order.order_items.some((item) => item.product.name.toLowerCase().includes(text));
}

const sortValue = (order: OrderSummary, key: OrderSortKey) =>
  key === 'total' ? order.total_price : Date.parse(order.created_at);

export function sortOrders(orders: readonly OrderSummary[], sort: OrderSort): OrderSummary[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...orders].sort((a, b) => sign * (sortValue(a, sort.key) - sortValue(b, sort.key) || a.id - b.id));
}

/** The rows the table shows: searched, filtered by status, then sorted. */
export function visibleOrders(orders: readonly OrderSummary[], view: OrderListView): OrderSummary[] {
  const matching = orders.filter(
    (order) => (view.status === 'all' || order.order_status === view.status) && matchesOrderSearch(order, view.query),
  );
  return sortOrders(matching, view.sort);
}

const isStatusFilter = (value: string | null): value is OrderStatusFilter =>
  (ORDER_STATUS_FILTERS as readonly (string | null)[]).includes(value);

/** The view as kept in the address (`?q=&status=&sort=total&dir=asc`), so it survives a reload. */
export function readOrderListView(params: URLSearchParams): OrderListView {
  const status = params.get('status');
  const key = params.get('sort') === 'total' ? 'total' : 'date';
  const dir = params.get('dir');
  const direction: SortDirection =
    dir === 'asc' || dir === 'desc' ? dir : key === DEFAULT_ORDER_SORT.key ? DEFAULT_ORDER_SORT.direction : 'asc';
  return {
    query: params.get('q') ?? '',
    status: isStatusFilter(status) ? status : 'all',
    sort: { key, direction },
  };
}

/** The address of a view; defaults are left out so the plain page stays at `/orders`. */
export function orderListParams(view: OrderListView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.query) params.set('q', view.query);
  if (view.status !== 'all') params.set('status', view.status);
  const isDefaultSort =
    view.sort.key === DEFAULT_ORDER_SORT.key && view.sort.direction === DEFAULT_ORDER_SORT.direction;
  if (!isDefaultSort) {
    params.set('sort', view.sort.key);
    params.set('dir', view.sort.direction);
  }
  return params;
}

/** `Room Heater 2000 W and 2 more`: the first product and how many others, for one line of the history. */
export function orderItemsSummary(order: OrderSummary): string {
  const [first, ...rest] = order.order_items;
  if (!first) return 'No items';
  return rest.length === 0 ? first.product.name : `${first.product.name} and ${rest.length} more`;
}
