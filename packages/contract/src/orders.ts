import { z } from 'zod';
import { ORDER_STATUSES, PAYMENT_STATUSES } from './constants.js';
import { BATCH_NO_MAX_LENGTH, isoDate, REGULATIONS } from './regulation/index.js';
import { PIN_CODE_PATTERN, requiredText } from './indian-formats.js';
import { singleLineText } from './single-line-text.js';
import { checkoutMessages as m } from './messages.js';
import { orderEInvoice, shippingState } from './gst/index.js';
import { refundResponse, refundStatus } from './tax-documents.js';
import { DELIVERY_CODE_PATTERN, deliveryMessages, deliveryProof } from './delivery/index.js';

/** Number and date of a tax document issued for an order. */
export const issuedDocument = z.object({ number: z.string(), date: z.string() });
export type IssuedDocument = z.infer<typeof issuedDocument>;

export const orderStatus = z.enum(ORDER_STATUSES, { error: `Status must be one of ${ORDER_STATUSES.join(', ')}` });
export type OrderStatus = z.infer<typeof orderStatus>;

const orderItemInput = z.object({
  product: z.number({ error: 'Each item needs a product id' }).int().positive().max(2147483647),
  quantity: z
    .number({ error: 'Each item needs a quantity' })
    .int('Quantity must be a whole number')
    .min(1, 'Quantity must be at least 1')
    .max(100000),
  price_per_item: z.number({ error: 'Each item needs its price' }).min(0),
});

export const createOrderRequest = z.object({
  name: singleLineText(m.firstName, 200),
  email: requiredText(m.email, 254).pipe(z.email(m.emailInvalid)),
  address: requiredText(m.address, 500),
  city: singleLineText(m.city, 100),
  /** The GST state code (`27`) or the state's name, as older clients send it. */
  state: requiredText(m.state, 100).pipe(shippingState),
  order_notes: z.string().trim().max(1000, 'Order notes must be at most 1000 characters').optional().default(''),
  portal_code: requiredText(m.postalCode, 10).pipe(z.string().regex(PIN_CODE_PATTERN, m.postalCodeInvalid)),
  order_items: z
    .array(orderItemInput, { error: 'Your cart is empty' })
    .min(1, 'Your cart is empty')
    .max(100, 'At most 100 different products per order'),
  total_price: z.number({ error: 'Total price is required' }).min(0),
});
export type CreateOrderRequest = z.input<typeof createOrderRequest>;

/** The checkout form in the browser: first and last name become `name`, postal code becomes `portal_code`. */
export const checkoutForm = z.object({
  firstName: singleLineText(m.firstName, 100),
  lastName: singleLineText(m.lastName, 100),
  email: requiredText(m.email, 254).pipe(z.email(m.emailInvalid)),
  address: requiredText(m.address, 500),
  city: singleLineText(m.city, 100),
  postalCode: requiredText(m.postalCode, 10).pipe(z.string().regex(PIN_CODE_PATTERN, m.postalCodeInvalid)),
  state: requiredText(m.state, 100),
  orderNotes: z.string().max(1000).optional(),
});
export type CheckoutForm = z.infer<typeof checkoutForm>;

export const createOrderResponse = z.object({
  razorpay_key: z.string(),
  razorpay_order_id: z.string(),
  /** In paise. */
  amount: z.number(),
  currency: z.literal('INR'),
  order_ids: z.array(z.number()),
});
export type CreateOrderResponse = z.infer<typeof createOrderResponse>;

/** Answered to "Pay now" once the checkout has expired, and shown on such an order. */
export const ORDER_EXPIRED_MESSAGE = 'This order expired and its stock was released.';

export const verifyPaymentRequest = z.object({
  razorpay_payment_id: requiredText('razorpay_payment_id is required', 100),
  razorpay_order_id: requiredText('razorpay_order_id is required', 100),
  razorpay_signature: requiredText('razorpay_signature is required', 200),
});
export type VerifyPaymentRequest = z.infer<typeof verifyPaymentRequest>;

/** Razorpay takes no payment below Rs. 1.00 (100 paise): a checkout that would ask less is refused. */
export const MIN_PAYMENT_PAISE = 100;
export const MIN_PAYMENT_MESSAGE = 'The smallest payment is Rs. 1.00.';

export const verifyPaymentResponse = z.object({
  /** `refunded` once every order of the checkout was canceled and refunded since it was paid. */
  status: z.enum(['paid', 'refunded']),
  razorpay_payment_id: z.string(),
  order_ids: z.array(z.number()),
});
export type VerifyPaymentResponse = z.infer<typeof verifyPaymentResponse>;

export const orderItem = z.object({
  id: z.number(),
  quantity: z.number(),
  price_per_item: z.number(),
  product: z.object({ id: z.number(), name: z.string() }),
  /** As sold: `drug` and `food` lines need a batch number and expiry date before they ship. */
  regulation: z.enum(REGULATIONS),
  batch_no: z.string().nullable(),
  /** ISO date (YYYY-MM-DD). */
  expiry_date: z.string().nullable(),
});
export type OrderItem = z.infer<typeof orderItem>;

export const orderParty = z.object({
  name: z.string(),
  address: z.string(),
  gst_number: z.string(),
});

export const orderSummary = z.object({
  id: z.number(),
  created_at: z.string(),
  order_status: orderStatus,
  order_status_description: z.string(),
  subtotal: z.number(),
  platform_charge: z.number(),
  /** What the buyer pays for this order: subtotal plus charge. */
  total_price: z.number(),
  order_items: z.array(orderItem),
  wholesaler: z.object({ id: z.number(), company_name: z.string() }),
  refund_status: refundStatus.nullable(),
  /** The checkout's payment; `refunded` when it arrived after the checkout expired and was refunded in full. */
  payment_status: z.enum([...PAYMENT_STATUSES, 'refunded']),
  /** Until when the buyer may still pay (the order's stock is held until then); null once paid or expired. */
  pay_until: z.string().nullable(),
});
export type OrderSummary = z.infer<typeof orderSummary>;
export const retailerOrdersResponse = z.array(orderSummary);
export type RetailerOrdersResponse = z.infer<typeof retailerOrdersResponse>;

/** What a timeline entry can say: one of the order's statuses, its refund, or a step of a claim on it. */
export const ORDER_EVENT_STATUSES = [...ORDER_STATUSES, 'refunded', 'claim'] as const;
export type OrderEventStatus = (typeof ORDER_EVENT_STATUSES)[number];

/** Said of a timeline entry whose change came without a description of its own. */
export const ORDER_EVENT_DEFAULT_DESCRIPTIONS: Record<OrderEventStatus, string> = {
  pending: 'Order placed',
  confirmed: 'Payment received',
  shipped: 'Order shipped',
  delivered: 'Order delivered',
  canceled: 'Order canceled',
  refunded: 'Refund processed',
  claim: 'Problem reported',
};

/** One entry of an order's timeline. */
export const orderEvent = z.object({
  status: z.enum(ORDER_EVENT_STATUSES),
  description: z.string(),
  at: z.string(),
});
export type OrderEvent = z.infer<typeof orderEvent>;

/** The refund of a second payment taken for a checkout that was already paid. */
export const duplicatePaymentRefund = refundResponse.extend({ razorpay_payment_id: z.string() });
export type DuplicatePaymentRefund = z.infer<typeof duplicatePaymentRefund>;

export const orderDetailsResponse = orderSummary.extend({
  name: z.string(),
  email: z.string(),
  city: z.string(),
  address: z.string(),
  state: z.string(),
  portal_code: z.string(),
  order_notes: z.string(),
  seller: orderParty,
  buyer: orderParty,
  razorpay_payment_id: z.string().nullable(),
  /** True when the asking user is the wholesaler who may change this order's status now. */
  can_edit_status: z.boolean(),
  /** True when the asking user is the retailer who may still cancel this order (paid, not shipped). */
  can_cancel: z.boolean(),
  invoice: issuedDocument.nullable(),
  credit_note: issuedDocument.nullable(),
  /** The marketplace's own invoice for its shipping & platform charge, issued at payment (retailer only; null else). */
  platform_invoice: issuedDocument.nullable(),
  /** Its credit note once the charge was refunded (retailer only; null else). */
  platform_credit_note: issuedDocument.nullable(),
  /**
   * E-invoicing of this order (issue 53): null unless its seller is marked above Rs. 5 crore and the buyer has a
   * GSTIN; then the IRN once recorded, and the last day to report.
   */
  e_invoice: orderEInvoice.nullable(),
  refund: refundResponse.nullable(),
  /** Further captures of this order's checkout (a retry that slipped through), each refunded in full. */
  duplicate_payment_refunds: z.array(duplicatePaymentRefund),
  /** The order's history, oldest first: placed, paid, each status change, refunded. */
  events: z.array(orderEvent),
  /** Six digits the retailer reads out when the goods arrive: the retailer's own, and only while shipped. */
  delivery_code: z.string().nullable(),
  /** True when the asking user is the retailer and the order is shipped: "I have received this order". */
  can_confirm_receipt: z.boolean(),
  delivered_at: z.string().nullable(),
  delivery_proof: deliveryProof.nullable(),
  /** Until when the retailer may report a problem: delivered_at + CLAIM_WINDOW_SECONDS; null until delivered. */
  claim_window_ends_at: z.string().nullable(),
});
export type OrderDetailsResponse = z.infer<typeof orderDetailsResponse>;

/** Batch and expiry of one regulated line, entered when the order ships. */
export const shippedItemInput = z.object({
  id: z.number({ error: 'Each item needs its id' }).int().positive().max(2147483647),
  batch_no: requiredText('Enter the batch number.', BATCH_NO_MAX_LENGTH),
  expiry_date: isoDate('Enter the expiry date as YYYY-MM-DD.'),
});
export type ShippedItemInput = z.infer<typeof shippedItemInput>;

export const updateOrderStatusRequest = z.object({
  status: orderStatus,
  description: z.string().max(1000, 'Description must be at most 1000 characters').optional().default(''),
  items: z.array(shippedItemInput).max(500, 'At most 500 items').optional(),
  /**
   * Only for a cancel after shipping: the goods came back in saleable condition and go back into stock.
   * Default false (written off); a cancel before shipping always restocks.
   */
  restock: z
    .union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')], {
      error: 'Restock must be true or false',
    })
    .optional()
    .default(false),
  /** With `delivered`: the code the retailer read out; without it the delivery counts as the seller's word. */
  delivery_code: z.string().trim().regex(DELIVERY_CODE_PATTERN, deliveryMessages.codeFormat).optional(),
});
export type UpdateOrderStatusRequest = z.input<typeof updateOrderStatusRequest>;

export const updateOrderStatusResponse = z.object({
  id: z.number(),
  order_status: orderStatus,
  order_status_description: z.string(),
  /** How the delivery was proven, once the order is delivered; null before. */
  delivery_proof: deliveryProof.nullable(),
});
export type UpdateOrderStatusResponse = z.infer<typeof updateOrderStatusResponse>;

export const sandboxPayRequest = z.object({
  razorpay_order_id: requiredText('razorpay_order_id is required', 100),
  outcome: z.enum(['success', 'failure'], { error: 'Outcome must be success or failure' }),
});
export type SandboxPayRequest = z.infer<typeof sandboxPayRequest>;
