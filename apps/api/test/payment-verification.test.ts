import { describe, expect, it } from 'vitest';
import {
  checkout,
  checkoutSignature,
  insertProduct,
  orderDetails,
  orderRows,
  orderStatuses,
  paymentRow,
  putInServerCart,
  sandboxFail,
  sandboxPay,
  serverCartProductIds,
  stockAndSales,
  verifyPayment,
  useOrderMarketplace,
} from './order-fixtures.js';

describe('verifying a payment', () => {
  const { ctx, accounts } = useOrderMarketplace();

  const newProduct = (stock = 20, seller = accounts.wholesaler) =>
    insertProduct(ctx.database.db, { wholesalerId: seller.id, price: 45.5, stock });

  it('a correct signature confirms every order of the payment, counts the sales and empties those cart lines', async () => {
    const shirt = await newProduct();
    const lamp = await newProduct(20, accounts.otherWholesaler);
    const untouched = await newProduct();
    await putInServerCart(ctx.database.db, accounts.retailer.id, shirt.id, 2);
    await putInServerCart(ctx.database.db, accounts.retailer.id, lamp.id, 3);
    await putInServerCart(ctx.database.db, accounts.retailer.id, untouched.id, 1);
    const created = await checkout(ctx.app, accounts.retailer, [
      { product: shirt, quantity: 2 },
      { product: lamp, quantity: 3 },
    ]);
    expect(created.order_ids).toHaveLength(2);

    const paid = await sandboxPay(ctx.app, created.razorpay_order_id);
    expect(paid.razorpay_order_id).toBe(created.razorpay_order_id);
    expect(paid.razorpay_payment_id).toMatch(/^pay_[0-9A-Za-z]{14}$/);
    expect(paid.razorpay_signature).toBe(
      checkoutSignature(ctx.config.payments.keySecret, created.razorpay_order_id, paid.razorpay_payment_id),
    );

    const response = await verifyPayment(ctx.app, accounts.retailer, paid);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'paid',
      razorpay_payment_id: paid.razorpay_payment_id,
      order_ids: [...created.order_ids].sort((a, b) => a - b),
    });
    const rows = await orderRows(ctx.database.db, created.order_ids);
    expect(rows.map((row) => row.status)).toEqual(['confirmed', 'confirmed']);
    expect(rows.every((row) => row.statusDescription.length > 0)).toBe(true);
    expect(await stockAndSales(ctx.database.db, shirt.id)).toEqual({ stock: 18, sales: 2 });
    expect(await stockAndSales(ctx.database.db, lamp.id)).toEqual({ stock: 17, sales: 3 });
    expect(await serverCartProductIds(ctx.database.db, accounts.retailer.id)).toEqual([untouched.id]);
    expect(await paymentRow(ctx.database.db, created.razorpay_order_id)).toMatchObject({
      status: 'paid',
      providerPaymentId: paid.razorpay_payment_id,
      paidAt: expect.any(Date),
    });
    const details = await orderDetails(ctx.app, accounts.retailer, created.order_ids[0]!);
    expect(details.json()).toMatchObject({ order_status: 'confirmed', razorpay_payment_id: paid.razorpay_payment_id });
  });

  it('a signature computed with the key secret, as Razorpay signs it, is accepted', async () => {
    const product = await newProduct();
    const created = await checkout(ctx.app, accounts.retailer, [{ product, quantity: 1 }]);
    const paymentId = 'pay_ComputedHere01';
    const response = await verifyPayment(ctx.app, accounts.retailer, {
      razorpay_order_id: created.razorpay_order_id,
      razorpay_payment_id: paymentId,
      razorpay_signature: checkoutSignature(ctx.config.payments.keySecret, created.razorpay_order_id, paymentId),
    });
    expect(response.statusCode).toBe(200);
    expect(await orderStatuses(ctx.database.db, created.order_ids)).toEqual(['confirmed']);
  });

  it('a second identical call answers 200 and changes nothing: sales are not doubled', async () => {
    const product = await newProduct();
    const created = await checkout(ctx.app, accounts.retailer, [{ product, quantity: 4 }]);
    const paid = await sandboxPay(ctx.app, created.razorpay_order_id);
    const first = await verifyPayment(ctx.app, accounts.retailer, paid);
    const paidAt = (await paymentRow(ctx.database.db, created.razorpay_order_id)).paidAt;
    const second = await verifyPayment(ctx.app, accounts.retailer, paid);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(await stockAndSales(ctx.database.db, product.id)).toEqual({ stock: 16, sales: 4 });
    expect((await paymentRow(ctx.database.db, created.razorpay_order_id)).paidAt).toEqual(paidAt);
  });

  it('the same verification sent five times at once counts the sales once', async () => {
    const product = await newProduct();
    const created = await checkout(ctx.app, accounts.retailer, [{ product, quantity: 2 }]);
    const paid = await sandboxPay(ctx.app, created.razorpay_order_id);
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => verifyPayment(ctx.app, accounts.retailer, paid)),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await stockAndSales(ctx.database.db, product.id)).toEqual({ stock: 18, sales: 2 });
  });

  describe('refused signatures', () => {
    it('a forged signature is refused with 400 and records nothing', async () => {
      const product = await newProduct();
      const created = await checkout(ctx.app, accounts.retailer, [{ product, quantity: 1 }]);
      const paid = await sandboxPay(ctx.app, created.razorpay_order_id);
      for (const signature of [
        'f'.repeat(64),
        checkoutSignature('not-the-key-secret', created.razorpay_order_id, paid.razorpay_payment_id),
        paid.razorpay_signature.toUpperCase(),
        `${paid.razorpay_signature}00`,
      ]) {
        const response = await verifyPayment(ctx.app, accounts.retailer, { ...paid, razorpay_signature: signature });
        expect(response.statusCode).toBe(400);
        expect(response.json().code).toBe('payment_failed');
      }
      expect(await orderStatuses(ctx.database.db, created.order_ids)).toEqual(['pending']);
      expect(await paymentRow(ctx.database.db, created.razorpay_order_id)).toMatchObject({
        status: 'created',
        providerPaymentId: null,
      });
      expect((await stockAndSales(ctx.database.db, product.id)).sales).toBe(0);
    });

    it('a valid signature of another order (swapped) is refused', async () => {
      const product = await newProduct();
      const cheap = await checkout(ctx.app, accounts.retailer, [{ product, quantity: 1 }]);
      const dear = await checkout(ctx.app, accounts.retailer, [{ product, quantity: 5 }]);
      const paidCheap = await sandboxPay(ctx.app, cheap.razorpay_order_id);
      const response = await verifyPayment(ctx.app, accounts.retailer, {
        ...paidCheap,
        razorpay_order_id: dear.razorpay_order_id,
      });
      expect(response.statusCode).toBe(400);
      expect(await orderStatuses(ctx.database.db, dear.order_ids)).toEqual(['pending']);
      expect(await orderStatuses(ctx.database.db, cheap.order_ids)).toEqual(['pending']);
    });

    it('a signature over another payment id is refused', async () => {
      const product = await newProduct();
      const created = await checkout(ctx.app, accounts.retailer, [{ product, quantity: 1 }]);
      const paid = await sandboxPay(ctx.app, created.razorpay_order_id);
      const response = await verifyPayment(ctx.app, accounts.retailer, {
        ...paid,
        razorpay_payment_id: 'pay_SomeoneElses01',
      });
      expect(response.statusCode).toBe(400);
      expect(await orderStatuses(ctx.database.db, created.order_ids)).toEqual(['pending']);
    });

    it('a different payment id for an already paid order is a conflict (409), and the first payment stands', async () => {
      const product = await newProduct();
      const created = await checkout(ctx.app, accounts.retailer, [{ product, quantity: 1 }]);
      const paid = await sandboxPay(ctx.app, created.razorpay_order_id);
      expect((await verifyPayment(ctx.app, accounts.retailer, paid)).statusCode).toBe(200);
      const replayId = 'pay_SecondAttempt1';
      const response = await verifyPayment(ctx.app, accounts.retailer, {
        razorpay_order_id: created.razorpay_order_id,
        razorpay_payment_id: replayId,
        razorpay_signature: checkoutSignature(ctx.config.payments.keySecret, created.razorpay_order_id, replayId),
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().code).toBe('conflict');
      expect((await paymentRow(ctx.database.db, created.razorpay_order_id)).providerPaymentId).toBe(
        paid.razorpay_payment_id,
      );
      expect((await stockAndSales(ctx.database.db, product.id)).sales).toBe(1);
    });

    it("another retailer's order is not found (404), even with its correct signature", async () => {
      const product = await newProduct();
      const created = await checkout(ctx.app, accounts.retailer, [{ product, quantity: 1 }]);
      const paid = await sandboxPay(ctx.app, created.razorpay_order_id);
      const response = await verifyPayment(ctx.app, accounts.otherRetailer, paid);
      expect(response.statusCode).toBe(404);
      expect(await orderStatuses(ctx.database.db, created.order_ids)).toEqual(['pending']);
    });

    it('an unknown provider order id is not found (404)', async () => {
      const response = await verifyPayment(ctx.app, accounts.retailer, {
        razorpay_order_id: 'order_DoesNotExist01',
        razorpay_payment_id: 'pay_DoesNotExist001',
        razorpay_signature: checkoutSignature(
          ctx.config.payments.keySecret,
          'order_DoesNotExist01',
          'pay_DoesNotExist001',
        ),
      });
      expect(response.statusCode).toBe(404);
    });

    it('missing fields are named', async () => {
      const response = await verifyPayment(ctx.app, accounts.retailer, { razorpay_order_id: 'order_x' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        razorpay_payment_id: ['razorpay_payment_id is required'],
        razorpay_signature: ['razorpay_signature is required'],
      });
    });

    it('a wholesaler cannot verify (403) and a visitor gets 401', async () => {
      const body = { razorpay_order_id: 'order_x', razorpay_payment_id: 'pay_x', razorpay_signature: 'x' };
      expect((await verifyPayment(ctx.app, accounts.wholesaler, body)).statusCode).toBe(403);
      const visitor = await ctx.app.inject({ method: 'POST', url: '/api/razorpay/verify-payment/', payload: body });
      expect(visitor.statusCode).toBe(401);
    });
  });

  describe('a failed payment in the sandbox', () => {
    it('records the payment as failed and leaves the orders pending', async () => {
      const product = await newProduct();
      const created = await checkout(ctx.app, accounts.retailer, [{ product, quantity: 2 }]);
      const failed = await sandboxFail(ctx.app, created.razorpay_order_id);
      expect(failed.statusCode).toBe(200);
      expect(failed.json()).toMatchObject({
        event: 'payment.failed',
        error: { reason: 'payment_failed', metadata: { order_id: created.razorpay_order_id } },
      });
      expect(await paymentRow(ctx.database.db, created.razorpay_order_id)).toMatchObject({
        status: 'failed',
        failureReason: expect.stringContaining('declined'),
      });
      const details = await orderDetails(ctx.app, accounts.retailer, created.order_ids[0]!);
      expect(details.statusCode).toBe(200);
      expect(details.json()).toMatchObject({ order_status: 'pending', razorpay_payment_id: null });
      expect(await stockAndSales(ctx.database.db, product.id)).toEqual({ stock: 18, sales: 0 });
    });

    it('a retry that succeeds after a failure confirms the order', async () => {
      const product = await newProduct();
      const created = await checkout(ctx.app, accounts.retailer, [{ product, quantity: 1 }]);
      expect((await sandboxFail(ctx.app, created.razorpay_order_id)).statusCode).toBe(200);
      const paid = await sandboxPay(ctx.app, created.razorpay_order_id);
      expect((await verifyPayment(ctx.app, accounts.retailer, paid)).statusCode).toBe(200);
      expect(await orderStatuses(ctx.database.db, created.order_ids)).toEqual(['confirmed']);
      expect(await paymentRow(ctx.database.db, created.razorpay_order_id)).toMatchObject({
        status: 'paid',
        failureReason: null,
      });
      expect((await stockAndSales(ctx.database.db, product.id)).sales).toBe(1);
    });

    it('the sandbox refuses to take a second payment for a paid order (409)', async () => {
      const product = await newProduct();
      const created = await checkout(ctx.app, accounts.retailer, [{ product, quantity: 1 }]);
      const paid = await sandboxPay(ctx.app, created.razorpay_order_id);
      await verifyPayment(ctx.app, accounts.retailer, paid);
      const again = await ctx.app.inject({
        method: 'POST',
        url: '/sandbox/razorpay/pay',
        payload: { razorpay_order_id: created.razorpay_order_id, outcome: 'success' },
      });
      expect(again.statusCode).toBe(409);
      const failure = await sandboxFail(ctx.app, created.razorpay_order_id);
      expect(failure.statusCode).toBe(409);
      expect((await paymentRow(ctx.database.db, created.razorpay_order_id)).status).toBe('paid');
    });
  });
});
