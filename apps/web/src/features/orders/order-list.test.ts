import { describe, expect, it } from 'vitest';
import type { OrderStatus, OrderSummary } from '@marketplace/contract';
import {
  DEFAULT_ORDER_SORT,
  matchesOrderSearch,
  nextSort,
  orderItemsSummary,
  orderListParams,
  readOrderListView,
  sortOrders,
  visibleOrders,
  type OrderListView,
} from './order-list';

function order(id: number, status: OrderStatus, total: number, createdAt: string, products: string[]): OrderSummary {
  return {
    id,
    created_at: createdAt,
    order_status: status,
    order_status_description: '',
    subtotal: total,
    platform_charge: 0,
    total_price: total,
    order_items: products.map((name, index) => ({
      id: id * 10 + index,
      quantity: 1,
      price_per_item: total,
      product: { id: index + 1, name },
      regulation: 'none',
      batch_no: null,
      expiry_date: null,
    })),
    wholesaler: { id: 1, company_name: 'Shah Trading Company' },
    refund_status: null,
    payment_status: status === 'pending' ? 'created' : 'paid',
    pay_until: null,
  };
}

const orders = [
  order(7, 'shipped', 2500, '2026-03-02T10:00:00.000Z', ['Room Heater 2000 W']),
  order(12, 'pending', 980.5, '2026-03-05T10:00:00.000Z', ['Doll House Play Set', 'Wooden Jigsaw Puzzle']),
  order(3, 'delivered', 15000, '2026-01-20T10:00:00.000Z', ['Laptop 15.6"']),
];
const ids = (list: OrderSummary[]) => list.map((item) => item.id);
const view = (changes: Partial<OrderListView>): OrderListView => ({
  query: '',
  status: 'all',
  sort: DEFAULT_ORDER_SORT,
  ...changes,
});

describe('order history search', () => {
  it('finds an order by its id, with or without #', () => {
    expect(ids(visibleOrders(orders, view({ query: '12' })))).toEqual([12]);
    expect(ids(visibleOrders(orders, view({ query: '#7' })))).toEqual([7]);
  });

  it('finds an order by any product name, ignoring case', () => {
    expect(ids(visibleOrders(orders, view({ query: 'jigsaw' })))).toEqual([12]);
  });

  it('finds orders by status', () => {
    expect(ids(visibleOrders(orders, view({ query: 'Deliv' })))).toEqual([3]);
  });

  it('matches everything when the text is blank', () => {
    expect(matchesOrderSearch(orders[0]!, '   ')).toBe(true);
  });

  it('matches nothing for text found nowhere', () => {
    expect(visibleOrders(orders, view({ query: 'refrigerator' }))).toEqual([]);
  });
});

describe('order history status filter', () => {
  it('keeps only orders of the chosen status, and all of them for "all"', () => {
    expect(ids(visibleOrders(orders, view({ status: 'pending' })))).toEqual([12]);
    expect(visibleOrders(orders, view({ status: 'all' }))).toHaveLength(3);
    expect(visibleOrders(orders, view({ status: 'canceled' }))).toEqual([]);
  });

  it('combines the filter with the search', () => {
    expect(visibleOrders(orders, view({ status: 'shipped', query: 'doll' }))).toEqual([]);
  });
});

describe('order history sorting', () => {
  it('shows the newest order first by default', () => {
    expect(ids(visibleOrders(orders, view({})))).toEqual([12, 7, 3]);
  });

  it('sorts by total in both directions', () => {
    expect(ids(sortOrders(orders, { key: 'total', direction: 'asc' }))).toEqual([12, 7, 3]);
    expect(ids(sortOrders(orders, { key: 'total', direction: 'desc' }))).toEqual([3, 7, 12]);
  });

  it('sorts ascending on a first click on a new column', () => {
    expect(nextSort({ key: 'date', direction: 'desc' }, 'total')).toEqual({ key: 'total', direction: 'asc' });
  });

  it('turns the order round on a click on the active column', () => {
    expect(nextSort({ key: 'date', direction: 'desc' }, 'date')).toEqual({ key: 'date', direction: 'asc' });
    expect(nextSort({ key: 'total', direction: 'asc' }, 'total')).toEqual({ key: 'total', direction: 'desc' });
  });

  it('does not change the list it was given', () => {
    const copy = [...orders];
    sortOrders(orders, { key: 'total', direction: 'asc' });
    expect(orders).toEqual(copy);
  });
});

describe('order history address', () => {
  it('keeps the plain page at /orders for the default view', () => {
    expect(orderListParams(view({})).toString()).toBe('');
    expect(readOrderListView(new URLSearchParams())).toEqual(view({}));
  });

  it('round-trips search, status and sort through the address', () => {
    const chosen = view({ query: 'heater', status: 'shipped', sort: { key: 'total', direction: 'asc' } });
    expect(readOrderListView(orderListParams(chosen))).toEqual(chosen);
  });

  it('ignores values it does not know', () => {
    expect(readOrderListView(new URLSearchParams('status=lost&sort=colour&dir=up'))).toEqual(view({}));
  });
});

describe('order history item summary', () => {
  it('names the only product of an order', () => {
    expect(orderItemsSummary(orders[0]!)).toBe('Room Heater 2000 W');
  });

  it('names the first product and counts the others', () => {
    expect(orderItemsSummary(orders[1]!)).toBe('Doll House Play Set and 1 more');
  });
});
