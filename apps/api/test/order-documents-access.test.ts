import { beforeAll, describe, expect, it } from 'vitest';
import { signUpAdmin } from './accounts-fixtures.js';
import { checkoutAndPay, insertProduct, patchStatus, useOrderMarketplace } from './order-fixtures.js';
import { ORDER_MONEY_PATHS, readOrderMoney, type OrderMoneyPath } from './tax-and-refund-fixtures.js';

describe('an order’s invoice, credit note and refund are for its retailer, its wholesaler and administrators', () => {
  const { ctx, accounts } = useOrderMarketplace();
  const paths = Object.keys(ORDER_MONEY_PATHS) as OrderMoneyPath[];
  let orderId: number;
  let admin: Awaited<ReturnType<typeof signUpAdmin>>;

  // One order with all three: shipped (invoice), then taken back by its wholesaler (credit note and refund).
  beforeAll(async () => {
    const product = await insertProduct(ctx.database.db, { wholesalerId: accounts.wholesaler.id, price: 590 });
    orderId = (await checkoutAndPay(ctx.app, accounts.retailer, [{ product, quantity: 2 }])).order_ids[0]!;
    for (const status of ['shipped', 'canceled']) {
      const response = await patchStatus(ctx.app, accounts.wholesaler, orderId, { status });
      if (response.statusCode !== 200) throw new Error(`${status} failed: ${response.body}`);
    }
    admin = await signUpAdmin(ctx);
  });

  it.each(paths)('%s: the order’s retailer, its wholesaler and an administrator get 200', async (path) => {
    for (const reader of [accounts.retailer, accounts.wholesaler, admin])
      expect((await readOrderMoney(ctx.app, reader, orderId, path)).statusCode).toBe(200);
  });

  it.each(paths)(
    '%s: another retailer and another wholesaler get 404, as for an order that does not exist',
    async (path) => {
      for (const stranger of [accounts.otherRetailer, accounts.otherWholesaler]) {
        const response = await readOrderMoney(ctx.app, stranger, orderId, path);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual((await readOrderMoney(ctx.app, stranger, 999_999, path)).json());
      }
    },
  );

  it.each(paths)('%s: without signing in, 401', async (path) => {
    const response = await readOrderMoney(ctx.app, { auth: { authorization: '' } }, orderId, path);
    expect(response.statusCode).toBe(401);
  });
});
