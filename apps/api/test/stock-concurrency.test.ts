import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { CreateOrderResponse } from '@marketplace/contract';
import { orderItems, orders, users } from '../src/db/schema.js';
import {
  type Account,
  accessToken,
  bearer,
  openSession,
  signUpVerifiedWholesaler,
  uniqueEmail,
} from './accounts-fixtures.js';
import {
  type ShelfProduct,
  insertProduct,
  orderPayload,
  paymentRow,
  postOrder,
  productRow,
  sandboxPay,
  verifyPayment,
  useOrderTestApp,
} from './order-fixtures.js';

const BUYERS = 40;
const STOCK = 5;

/** Retailers written straight into the table with tokens signed as the server signs them: forty logins would only slow the test. */
async function manyRetailers(db: Parameters<typeof insertProduct>[0], howMany: number): Promise<Account[]> {
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: howMany }, (_, index) => ({
        email: uniqueEmail(`buyer${index}`),
        passwordHash: 'not-a-real-hash',
        firstName: 'Buyer',
        lastName: String(index),
        userType: 'retailer' as const,
        verificationStatus: 'verified' as const,
      })),
    )
    .returning({ id: users.id, email: users.email });
  return Promise.all(
    rows.map(async (row) => ({
      id: row.id,
      email: row.email,
      auth: bearer(
        await accessToken({ userId: row.id, userType: 'retailer', verified: true, sid: await openSession(db, row.id) }),
      ),
    })),
  );
}

describe(`stock ${STOCK}, ${BUYERS} buyers at once`, () => {
  const ctx = useOrderTestApp();
  let product: ShelfProduct;
  let buyers: Account[];

  beforeAll(async () => {
    const wholesaler = await signUpVerifiedWholesaler(ctx.app, ctx.database.db);
    product = await insertProduct(ctx.database.db, { wholesalerId: wholesaler.id, price: 499, stock: STOCK });
    buyers = await manyRetailers(ctx.database.db, BUYERS);
  });

  const soldUnits = async () =>
    (
      await ctx.database.db
        .select({ quantity: orderItems.quantity })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(eq(orderItems.productId, product.id))
    ).reduce((sum, row) => sum + row.quantity, 0);

  const winners: Array<{ buyer: Account; created: CreateOrderResponse }> = [];

  it('exactly as many orders as units in stock are created; the rest are told it is out of stock', async () => {
    const payload = orderPayload([{ product, quantity: 1 }]);
    const responses = await Promise.all(buyers.map((buyer) => postOrder(ctx.app, buyer, payload)));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(STOCK);
    expect(statuses.filter((status) => status === 409)).toHaveLength(BUYERS - STOCK);
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expect(response.json().code).toBe('out_of_stock');
    }
    responses.forEach((response, index) => {
      if (response.statusCode === 201) winners.push({ buyer: buyers[index]!, created: response.json() });
    });

    const row = await productRow(ctx.database.db, product.id);
    expect(row.stock).toBe(0);
    expect(await soldUnits()).toBe(STOCK);
  });

  it('one more buyer afterwards finds it out of stock and the stock stays at 0', async () => {
    const [late] = await manyRetailers(ctx.database.db, 1);
    const response = await postOrder(ctx.app, late!, orderPayload([{ product, quantity: 1 }]));
    expect(response.statusCode).toBe(409);
    expect((await productRow(ctx.database.db, product.id)).stock).toBe(0);
  });

  it('paying all five at once, each verified twice, counts exactly five sales', async () => {
    expect(winners).toHaveLength(STOCK);
    const paid = await Promise.all(winners.map((winner) => sandboxPay(ctx.app, winner.created.razorpay_order_id)));
    const verifications = await Promise.all(
      winners.flatMap((winner, index) => [
        verifyPayment(ctx.app, winner.buyer, paid[index]),
        verifyPayment(ctx.app, winner.buyer, paid[index]),
      ]),
    );
    expect(verifications.map((response) => response.statusCode)).toEqual(Array(STOCK * 2).fill(200));
    const row = await productRow(ctx.database.db, product.id);
    expect(row).toMatchObject({ stock: 0, sales: STOCK });
    for (const winner of winners) {
      expect((await paymentRow(ctx.database.db, winner.created.razorpay_order_id)).status).toBe('paid');
    }
  });

  it('buyers of several units racing for the last ones never take the stock below 0', async () => {
    const wholesaler = await signUpVerifiedWholesaler(ctx.app, ctx.database.db);
    const scarce = await insertProduct(ctx.database.db, { wholesalerId: wholesaler.id, price: 10, stock: 7 });
    const plenty = await insertProduct(ctx.database.db, { wholesalerId: wholesaler.id, price: 10, stock: 1000 });
    const racers = await manyRetailers(ctx.database.db, 12);
    // Each wants 2 of the scarce product and 3 of the plentiful one: at most 3 can be served.
    const payload = orderPayload([
      { product: plenty, quantity: 3 },
      { product: scarce, quantity: 2 },
    ]);
    const responses = await Promise.all(racers.map((racer) => postOrder(ctx.app, racer, payload)));
    const served = responses.filter((response) => response.statusCode === 201).length;
    expect(served).toBe(3);
    expect(responses.filter((response) => response.statusCode === 409)).toHaveLength(12 - served);
    expect((await productRow(ctx.database.db, scarce.id)).stock).toBe(1);
    // The refused checkouts reserved nothing of the other line either.
    expect((await productRow(ctx.database.db, plenty.id)).stock).toBe(1000 - 3 * served);
  });
});
