import fc from 'fast-check';
import { beforeAll, describe } from 'vitest';
import {
  addToCartRequest,
  createOrderRequest,
  sandboxPayRequest,
  updateOrderStatusRequest,
  verifyPaymentRequest,
} from '@marketplace/contract';
import { type CheckoutResult, orderPayload, paymentEvent, webhookSignature } from '../order-fixtures.js';
import {
  anyone,
  authOf,
  type BodyCase,
  CONTENT_TYPES,
  fuzzIt,
  type FuzzState,
  headerText,
  hostileJsonBody,
  MALFORMED_JSON,
  nastyString,
  nastyValue,
  prepareFuzzState,
  printFuzzSummary,
  schemaKeys,
  schemaShapedObject,
  unpaidCheckout,
  useHostileApp,
} from './hostile-fixtures.js';

/** Cart, checkout, payment (browser callback, webhook, sandbox) and order endpoints under fuzzed input. */
describe('cart, order and payment endpoints under fuzzed input', () => {
  const ctx = useHostileApp();
  const state = {} as FuzzState;
  /** Checkouts of retailer A paid in the sandbox but not yet verified: a valid verification succeeds once. */
  const awaitingVerification: CheckoutResult[] = [];
  const unpaidOrderIds: number[] = [];

  beforeAll(async () => {
    await prepareFuzzState(ctx, state);
    const { actors, products } = state.world;
    for (const product of [products.A, products.B]) {
      const { orderIds, paid } = await unpaidCheckout(ctx, actors.retailerA, product);
      awaitingVerification.push(paid);
      unpaidOrderIds.push(...orderIds);
    }
  }, 300_000);

  printFuzzSummary();

  const productIds = () => [state.world.products.A.id, state.world.products.B.id, state.world.delivered.A.id];
  const orderIds = () => [state.world.orders.A, state.world.orders.B, ...unpaidOrderIds];
  const providerOrderIds = () => [
    state.world.paidCheckouts.A,
    state.world.paidCheckouts.B,
    ...awaitingVerification.map((paid) => paid.razorpay_order_id),
  ];

  /* ---------- cart ---------- */

  fuzzIt(ctx, state, 'GET /api/cart/', () => ({
    method: 'GET',
    path: '/api/cart/',
    as: authOf(state.world, 'retailerA', 'retailerB'),
  }));

  fuzzIt(ctx, state, 'POST /api/cart/items/add/', () => ({
    method: 'POST',
    path: '/api/cart/items/add/',
    as: authOf(state.world, 'retailerA', 'retailerB'),
    json: {
      keys: schemaKeys(addToCartRequest),
      valid: fc.constantFrom<Record<string, unknown>>(
        { product: state.world.products.A.id, quantity: 1, mode: 'set' },
        { product: String(state.world.products.B.id), quantity: '2' },
        { product: state.world.products.A.id },
      ),
    },
  }));

  fuzzIt(ctx, state, 'DELETE /api/cart/items/:productId/', () => ({
    method: 'DELETE',
    path: '/api/cart/items/:productId/',
    realParams: productIds(),
    as: authOf(state.world, 'retailerA', 'retailerB'),
  }));

  fuzzIt(ctx, state, 'DELETE /api/cart/', () => ({
    method: 'DELETE',
    path: '/api/cart/',
    as: authOf(state.world, 'retailerA', 'retailerB'),
  }));

  /* ---------- checkout and payment ---------- */

  fuzzIt(ctx, state, 'POST /api/orders/create/', () => {
    const valid = orderPayload([{ product: state.world.products.A, quantity: 1 }]) as Record<string, unknown>;
    const twoSellers = orderPayload([
      { product: state.world.products.A, quantity: 2 },
      { product: state.world.products.B, quantity: 1 },
    ]) as Record<string, unknown>;
    const lines = fc.array(schemaShapedObject(['product', 'quantity', 'price_per_item']), { maxLength: 5 });
    return {
      method: 'POST',
      path: '/api/orders/create/',
      as: authOf(state.world, 'retailerA', 'retailerB'),
      json: {
        keys: schemaKeys(createOrderRequest),
        valid: fc.oneof(
          fc.constantFrom(valid, twoSellers),
          lines.map((order_items) => ({ ...valid, order_items })),
          fc
            .array(fc.constantFrom(...(valid.order_items as object[])), { minLength: 101, maxLength: 120 })
            .map((order_items) => ({ ...valid, order_items })),
        ),
      },
    };
  });

  fuzzIt(ctx, state, 'POST /api/razorpay/verify-payment/', () => ({
    method: 'POST',
    path: '/api/razorpay/verify-payment/',
    as: authOf(state.world, 'retailerA', 'retailerB'),
    json: {
      keys: schemaKeys(verifyPaymentRequest),
      valid: fc.constantFrom<Record<string, unknown>>(...awaitingVerification.map((paid) => ({ ...paid }))),
    },
  }));

  /** Webhook bodies: signed and unsigned, well-formed events, schema-shaped junk and text that is not JSON. */
  const webhookBodies = () => {
    const secret = ctx.config.payments.webhookSecret;
    const eventIds = fc.option(headerText(80), { nil: undefined });
    const signed = (payload: string, eventId: string | undefined): BodyCase => ({
      payload,
      contentType: 'application/json',
      headers: {
        'x-razorpay-signature': webhookSignature(secret, payload),
        ...(eventId === undefined ? {} : { 'x-razorpay-event-id': eventId }),
      },
    });
    const events = fc
      .tuple(
        fc.constantFrom('payment.captured', 'payment.failed', 'order.paid', 'payment.authorized'),
        fc.constantFrom(...providerOrderIds()),
        fc.string({ maxLength: 20 }),
      )
      .map(([event, orderId, paymentId]) =>
        paymentEvent(event as Parameters<typeof paymentEvent>[0], `pay_${paymentId}`, orderId),
      );
    const entity = schemaShapedObject(['id', 'order_id', 'error_description', 'amount', 'status']);
    const shapedEvent = fc
      .record(
        {
          event: fc.oneof(fc.constantFrom('payment.captured', 'payment.failed', 'order.paid'), nastyString),
          payload: fc.oneof(
            fc.record({ payment: fc.record({ entity }, { requiredKeys: [] }) }, { requiredKeys: [] }),
            fc.record({ order: fc.record({ entity }), payment: fc.record({ entity }) }, { requiredKeys: [] }),
            nastyValue,
          ),
        },
        { requiredKeys: [] },
      )
      .map((value) => JSON.stringify(value));
    const junk = fc.oneof(fc.constantFrom(...MALFORMED_JSON), fc.json(), fc.string());
    const signatures = fc.oneof(
      headerText(200),
      fc.constantFrom(
        '',
        'sha256=0',
        '0'.repeat(64),
        'G'.repeat(64),
        '0'.repeat(63),
        '0'.repeat(65),
        'x'.repeat(8_000),
      ),
    );
    return {
      sane: fc.tuple(events, eventIds).map(([payload, eventId]) => signed(payload, eventId)),
      hostile: fc.oneof(
        { weight: 3, arbitrary: fc.tuple(fc.oneof(shapedEvent, junk), eventIds).map(([body, id]) => signed(body, id)) },
        {
          weight: 3,
          arbitrary: fc
            .tuple(fc.oneof(events, shapedEvent, junk), signatures, eventIds)
            .map(([payload, signature, eventId]): BodyCase => ({
              payload,
              contentType: 'application/json',
              headers: {
                'x-razorpay-signature': signature,
                ...(eventId === undefined ? {} : { 'x-razorpay-event-id': eventId }),
              },
            })),
        },
        {
          weight: 1,
          arbitrary: fc
            .tuple(events, fc.constantFrom(...CONTENT_TYPES))
            .map(([payload, contentType]) => ({ ...signed(payload, undefined), contentType })),
        },
        {
          weight: 1,
          arbitrary: fc
            .uint8Array({ maxLength: 2_000 })
            .map((bytes) => signed(Buffer.from(bytes).toString('latin1'), undefined)),
        },
        { weight: 1, arbitrary: hostileJsonBody(['event', 'payload', 'entity']) },
        { weight: 1, arbitrary: fc.constant<BodyCase>({}) },
      ),
    };
  };

  fuzzIt(ctx, state, 'POST /api/razorpay/webhook/', () => ({
    method: 'POST',
    path: '/api/razorpay/webhook/',
    as: anyone(state.world),
    body: webhookBodies(),
    headerNames: ['x-razorpay-signature', 'x-razorpay-event-id'],
    // A capture of a canceled or already paid checkout is refunded in the background: let that finish within its
    // own case, or the next case (or the next endpoint's batch) sees its rows appear.
    afterCase: () => ctx.app.services.refunds.idle(),
  }));

  fuzzIt(ctx, state, 'GET /sandbox/razorpay/checkout.js', () => ({
    method: 'GET',
    path: '/sandbox/razorpay/checkout.js',
    as: anyone(state.world),
  }));

  fuzzIt(ctx, state, 'POST /sandbox/razorpay/pay', () => ({
    method: 'POST',
    path: '/sandbox/razorpay/pay',
    as: anyone(state.world),
    json: {
      keys: schemaKeys(sandboxPayRequest),
      valid: fc
        .tuple(fc.constantFrom(...providerOrderIds()), fc.constantFrom('success', 'failure'))
        .map(([razorpay_order_id, outcome]) => ({ razorpay_order_id, outcome })),
    },
  }));

  /* ---------- orders ---------- */

  fuzzIt(ctx, state, 'GET /api/orders/retailer/', () => ({
    method: 'GET',
    path: '/api/orders/retailer/',
    as: authOf(state.world, 'retailerA', 'retailerB'),
  }));

  fuzzIt(ctx, state, 'GET /api/order_details/:id', () => ({
    method: 'GET',
    path: '/api/order_details/:id',
    realParams: orderIds(),
    as: authOf(state.world, 'retailerA', 'retailerB', 'wholesalerA', 'wholesalerB', 'unverifiedWholesaler', 'admin'),
  }));

  const statusKeys = schemaKeys(updateOrderStatusRequest);

  fuzzIt(ctx, state, 'GET /api/orders/:id/status/', () => ({
    method: 'GET',
    path: '/api/orders/:id/status/',
    realParams: orderIds(),
    as: authOf(state.world, 'wholesalerA', 'wholesalerB'),
    query: { keys: statusKeys, valid: { status: 'shipped', description: 'Handed to the courier' } },
    mutates: true,
  }));

  fuzzIt(ctx, state, 'PATCH /api/orders/:id/status/', () => ({
    method: 'PATCH',
    path: '/api/orders/:id/status/',
    realParams: orderIds(),
    as: authOf(state.world, 'wholesalerA', 'wholesalerB'),
    json: {
      keys: statusKeys,
      valid: fc.constantFrom<Record<string, unknown>>(
        { status: 'shipped', description: 'Handed to the courier' },
        { status: 'confirmed' },
        { status: 'delivered', description: '' },
      ),
    },
  }));
});
