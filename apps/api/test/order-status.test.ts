import { beforeAll, describe, expect, it } from 'vitest';
import { type Account } from './accounts-fixtures.js';
import {
  checkout,
  checkoutAndPay,
  insertProduct,
  orderDetails,
  orderStatuses,
  patchStatus,
  stockAndSales,
  useOrderMarketplace,
} from './order-fixtures.js';

describe('a wholesaler changes the status of its orders', () => {
  const { ctx, accounts } = useOrderMarketplace();

  /** A confirmed order of `quantity` units of a fresh product with 10 in stock. */
  async function paidOrder(quantity = 2) {
    const product = await insertProduct(ctx.database.db, {
      wholesalerId: accounts.wholesaler.id,
      price: 40,
      stock: 10,
    });
    const created = await checkoutAndPay(ctx.app, accounts.retailer, [{ product, quantity }]);
    return { product, orderId: created.order_ids[0]! };
  }

  const getStatus = (account: Account | null, orderId: number, query: string) =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/orders/${orderId}/status/?${query}`,
      headers: account ? account.auth : {},
    });

  it('PATCH by the order’s wholesaler answers 200 and the details show the new status', async () => {
    const { orderId } = await paidOrder();
    const response = await patchStatus(ctx.app, accounts.wholesaler, orderId, {
      status: 'shipped',
      description: 'Sent with BlueDart, AWB 1234',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: orderId,
      order_status: 'shipped',
      order_status_description: 'Sent with BlueDart, AWB 1234',
      delivery_proof: null,
    });
    for (const reader of [accounts.retailer, accounts.wholesaler]) {
      const details = await orderDetails(ctx.app, reader, orderId);
      expect(details.json()).toMatchObject({
        order_status: 'shipped',
        order_status_description: 'Sent with BlueDart, AWB 1234',
      });
    }
  });

  it('the documented GET form with a query string works too', async () => {
    const { orderId } = await paidOrder();
    const response = await getStatus(
      accounts.wholesaler,
      orderId,
      'status=shipped&description=On%20the%20way%20%26%20insured',
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: orderId,
      order_status: 'shipped',
      order_status_description: 'On the way & insured',
      delivery_proof: null,
    });
    const details = await orderDetails(ctx.app, accounts.retailer, orderId);
    expect(details.json()).toMatchObject({ order_status: 'shipped', order_status_description: 'On the way & insured' });
  });

  it('the description is optional', async () => {
    const { orderId } = await paidOrder();
    const response = await patchStatus(ctx.app, accounts.wholesaler, orderId, { status: 'delivered' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ order_status: 'delivered', order_status_description: '' });
  });

  // Issue 52, finding 6: this replaces the spec's "any of the five" (docs/decisions.md).
  it('moves forward only: delivered cannot go back to shipped or confirmed, and a refused move changes nothing', async () => {
    const { orderId } = await paidOrder();
    expect((await patchStatus(ctx.app, accounts.wholesaler, orderId, { status: 'shipped' })).statusCode).toBe(200);
    expect((await patchStatus(ctx.app, accounts.wholesaler, orderId, { status: 'delivered' })).statusCode).toBe(200);
    for (const status of ['shipped', 'confirmed', 'canceled']) {
      const response = await patchStatus(ctx.app, accounts.wholesaler, orderId, {
        status,
        description: 'URGENT: re-verify your account at http://example.test',
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        code: 'conflict',
        detail: `An order cannot go from delivered back to ${status}.`,
      });
      expect((await getStatus(accounts.wholesaler, orderId, `status=${status}`)).statusCode).toBe(409);
    }
    const details = (await orderDetails(ctx.app, accounts.retailer, orderId)).json();
    expect(details).toMatchObject({ order_status: 'delivered', order_status_description: '' });
  });

  it('a shipped order cannot go back to confirmed, and a canceled one goes nowhere', async () => {
    const shipped = (await paidOrder()).orderId;
    await patchStatus(ctx.app, accounts.wholesaler, shipped, { status: 'shipped' });
    const back = await patchStatus(ctx.app, accounts.wholesaler, shipped, { status: 'confirmed' });
    expect(back.statusCode).toBe(409);
    expect(back.json().detail).toBe('An order cannot go from shipped back to confirmed.');

    const canceled = (await paidOrder()).orderId;
    await patchStatus(ctx.app, accounts.wholesaler, canceled, { status: 'canceled' });
    const revived = await patchStatus(ctx.app, accounts.wholesaler, canceled, { status: 'shipped' });
    expect(revived.json()).toMatchObject({
      code: 'conflict',
      detail: 'An order cannot go from canceled back to shipped.',
    });
    expect(await orderStatuses(ctx.database.db, [shipped, canceled])).toEqual(['shipped', 'canceled']);
  });

  it('the same status again changes only the description', async () => {
    const { orderId } = await paidOrder();
    await patchStatus(ctx.app, accounts.wholesaler, orderId, { status: 'shipped', description: 'BlueDart AWB 1' });
    const again = await patchStatus(ctx.app, accounts.wholesaler, orderId, {
      status: 'shipped',
      description: 'BlueDart AWB 1, out for delivery',
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({
      id: orderId,
      order_status: 'shipped',
      order_status_description: 'BlueDart AWB 1, out for delivery',
      delivery_proof: null,
    });
  });

  it('a pending (unpaid) order cannot change: 409', async () => {
    const product = await insertProduct(ctx.database.db, {
      wholesalerId: accounts.wholesaler.id,
      price: 40,
      stock: 10,
    });
    const created = await checkout(ctx.app, accounts.retailer, [{ product, quantity: 1 }]);
    const orderId = created.order_ids[0]!;
    for (const status of ['shipped', 'canceled', 'confirmed']) {
      const response = await patchStatus(ctx.app, accounts.wholesaler, orderId, { status });
      expect(response.statusCode).toBe(409);
      expect(response.json().code).toBe('conflict');
    }
    expect(await orderStatuses(ctx.database.db, [orderId])).toEqual(['pending']);
    expect((await stockAndSales(ctx.database.db, product.id)).stock).toBe(9);
  });

  describe('who may change it', () => {
    let orderId: number;
    beforeAll(async () => {
      orderId = (await paidOrder()).orderId;
    });

    it('another wholesaler gets 404', async () => {
      expect((await patchStatus(ctx.app, accounts.otherWholesaler, orderId, { status: 'shipped' })).statusCode).toBe(
        404,
      );
      expect((await getStatus(accounts.otherWholesaler, orderId, 'status=shipped')).statusCode).toBe(404);
    });

    it('the retailer who bought it gets 403', async () => {
      const response = await patchStatus(ctx.app, accounts.retailer, orderId, { status: 'canceled' });
      expect(response.statusCode).toBe(403);
      expect((await getStatus(accounts.retailer, orderId, 'status=canceled')).statusCode).toBe(403);
    });

    it('a visitor gets 401', async () => {
      expect((await patchStatus(ctx.app, null, orderId, { status: 'shipped' })).statusCode).toBe(401);
      expect((await getStatus(null, orderId, 'status=shipped')).statusCode).toBe(401);
    });

    it('an unknown order gets 404', async () => {
      expect((await patchStatus(ctx.app, accounts.wholesaler, 2_000_000_000, { status: 'shipped' })).statusCode).toBe(
        404,
      );
    });

    it('an unknown status gets 400 naming the five', async () => {
      const response = await patchStatus(ctx.app, accounts.wholesaler, orderId, { status: 'lost' });
      expect(response.statusCode).toBe(400);
      expect(response.json().status).toEqual([
        'Status must be one of pending, confirmed, shipped, delivered, canceled',
      ]);
      expect((await getStatus(accounts.wholesaler, orderId, 'status=lost')).statusCode).toBe(400);
      expect((await patchStatus(ctx.app, accounts.wholesaler, orderId, {})).statusCode).toBe(400);
    });

    it('pending as the target gets 400', async () => {
      const response = await patchStatus(ctx.app, accounts.wholesaler, orderId, { status: 'pending' });
      expect(response.statusCode).toBe(400);
      expect(response.json().status).toEqual([expect.any(String)]);
    });

    it('none of the refused requests changed the order', async () => {
      expect(await orderStatuses(ctx.database.db, [orderId])).toEqual(['confirmed']);
    });
  });

  it('canceling a confirmed order returns its stock once and takes back the sales', async () => {
    const { product, orderId } = await paidOrder(3);
    expect(await stockAndSales(ctx.database.db, product.id)).toEqual({ stock: 7, sales: 3 });
    const response = await patchStatus(ctx.app, accounts.wholesaler, orderId, {
      status: 'canceled',
      description: 'Out of stock at the warehouse',
    });
    expect(response.statusCode).toBe(200);
    expect(await stockAndSales(ctx.database.db, product.id)).toEqual({ stock: 10, sales: 0 });

    const again = await patchStatus(ctx.app, accounts.wholesaler, orderId, { status: 'canceled' });
    expect(again.statusCode).toBe(409);
    expect(await stockAndSales(ctx.database.db, product.id)).toEqual({ stock: 10, sales: 0 });
  });

  // Issue 53, finding 10: after shipping, the stock returns only when the seller says the goods came back saleable.
  it('canceling a shipped order returns its stock when the goods came back saleable (restock)', async () => {
    const { product, orderId } = await paidOrder(4);
    await patchStatus(ctx.app, accounts.wholesaler, orderId, { status: 'shipped' });
    const canceled = await patchStatus(ctx.app, accounts.wholesaler, orderId, { status: 'canceled', restock: true });
    expect(canceled.statusCode).toBe(200);
    expect(await stockAndSales(ctx.database.db, product.id)).toEqual({ stock: 10, sales: 0 });
  });

  it('a canceled order cannot change again (409)', async () => {
    const { product, orderId } = await paidOrder(1);
    await patchStatus(ctx.app, accounts.wholesaler, orderId, { status: 'canceled' });
    for (const status of ['confirmed', 'shipped', 'delivered']) {
      const response = await patchStatus(ctx.app, accounts.wholesaler, orderId, { status });
      expect(response.statusCode).toBe(409);
    }
    expect(await orderStatuses(ctx.database.db, [orderId])).toEqual(['canceled']);
    expect(await stockAndSales(ctx.database.db, product.id)).toEqual({ stock: 10, sales: 0 });
  });

  it('two cancels at once return the stock once', async () => {
    const { product, orderId } = await paidOrder(5);
    const responses = await Promise.all([
      patchStatus(ctx.app, accounts.wholesaler, orderId, { status: 'canceled' }),
      patchStatus(ctx.app, accounts.wholesaler, orderId, { status: 'canceled' }),
      getStatus(accounts.wholesaler, orderId, 'status=canceled'),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await stockAndSales(ctx.database.db, product.id)).toEqual({ stock: 10, sales: 0 });
  });

  it('in a split checkout each wholesaler moves only its own order', async () => {
    const shirt = await insertProduct(ctx.database.db, { wholesalerId: accounts.wholesaler.id, price: 10, stock: 10 });
    const lamp = await insertProduct(ctx.database.db, {
      wholesalerId: accounts.otherWholesaler.id,
      price: 10,
      stock: 10,
    });
    const created = await checkoutAndPay(ctx.app, accounts.retailer, [
      { product: shirt, quantity: 2 },
      { product: lamp, quantity: 3 },
    ]);
    const details = await Promise.all(created.order_ids.map((id) => orderDetails(ctx.app, accounts.retailer, id)));
    const mine = details.find((response) => response.json().wholesaler.id === accounts.wholesaler.id)!.json()
      .id as number;
    const theirs = details.find((response) => response.json().wholesaler.id === accounts.otherWholesaler.id)!.json()
      .id as number;
    expect((await patchStatus(ctx.app, accounts.wholesaler, theirs, { status: 'canceled' })).statusCode).toBe(404);
    expect((await patchStatus(ctx.app, accounts.wholesaler, mine, { status: 'canceled' })).statusCode).toBe(200);
    expect(
      await orderStatuses(
        ctx.database.db,
        [mine, theirs].sort((a, b) => a - b),
      ),
    ).toEqual(mine < theirs ? ['canceled', 'confirmed'] : ['confirmed', 'canceled']);
    expect(await stockAndSales(ctx.database.db, shirt.id)).toEqual({ stock: 10, sales: 0 });
    expect(await stockAndSales(ctx.database.db, lamp.id)).toEqual({ stock: 7, sales: 3 });
  });
});
