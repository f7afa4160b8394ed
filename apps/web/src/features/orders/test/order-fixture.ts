import type { OrderDetailsResponse, OrderItem } from '@marketplace/contract';

/** One order line; a plain product unless the test says otherwise. */
export const orderLine = (line: Partial<OrderItem> & Pick<OrderItem, 'id'>): OrderItem => ({
  quantity: 10,
  price_per_item: 25,
  product: { id: line.id * 100, name: `Product ${line.id}` },
  regulation: 'none',
  batch_no: null,
  expiry_date: null,
  ...line,
});

/** A paid order as its wholesaler sees it, with the given lines. */
export const confirmedOrder = (
  items: OrderItem[],
  order: Partial<OrderDetailsResponse> = {},
): OrderDetailsResponse => ({
  id: 4101,
  created_at: '2026-11-20T06:30:00.000Z',
  order_status: 'confirmed',
  order_status_description: '',
  subtotal: 250,
  platform_charge: 20,
  total_price: 270,
  order_items: items,
  wholesaler: { id: 7, company_name: 'Sharma Pharma Distributors' },
  refund_status: null,
  payment_status: 'paid',
  pay_until: null,
  name: 'Asha Medicals',
  email: 'asha@example.com',
  city: 'Pune',
  address: '12 MG Road',
  state: 'Maharashtra',
  portal_code: '411001',
  order_notes: '',
  seller: { name: 'Sharma Pharma Distributors', address: 'Mumbai', gst_number: '27AAAAA0000A1Z5' },
  buyer: { name: 'Asha Medicals', address: 'Pune', gst_number: '27BBBBB0000B1Z5' },
  razorpay_payment_id: 'pay_1',
  can_edit_status: true,
  can_cancel: false,
  invoice: null,
  credit_note: null,
  refund: null,
  duplicate_payment_refunds: [],
  events: [
    { status: 'pending', description: 'Order placed', at: '2026-11-20T06:30:00.000Z' },
    { status: 'confirmed', description: 'Payment received', at: '2026-11-20T06:32:00.000Z' },
  ],
  ...order,
});
