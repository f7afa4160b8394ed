import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders, payments, wholesalerProfiles } from '../src/db/schema.js';
import { recordNotification } from '../src/modules/notifications/record-notification.js';
import { register, signUpAdmin, wholesalerForm, type Account } from './accounts-fixtures.js';
import { newNoticesOf, noticesOf } from './notification-fixtures.js';
import {
  checkout,
  checkoutAndPay,
  confirmationService,
  insertProduct,
  patchStatus,
  paymentRow,
  sandboxPay,
  useOrderMarketplace,
  verifyPayment,
} from './order-fixtures.js';

describe('marketplace events become notices for the right person', () => {
  const { ctx, accounts } = useOrderMarketplace();
  const db = () => ctx.database.db;

  async function paidOrder(quantity = 2, price = 1234.5) {
    const product = await insertProduct(db(), { wholesalerId: accounts.wholesaler.id, price, stock: 100 });
    const created = await checkoutAndPay(ctx.app, accounts.retailer, [{ product, quantity }]);
    return { product, orderId: created.order_ids[0]! };
  }

  it('a paid order tells its wholesaler once, with the order number, buyer and amount in rupees', async () => {
    const before = await noticesOf(db(), accounts.wholesaler.id);
    const { orderId } = await paidOrder(2, 1234.5);
    const fresh = await newNoticesOf(db(), accounts.wholesaler.id, before);
    expect(fresh).toEqual([
      expect.objectContaining({ kind: 'new_order', orderId, productId: null, emailQueued: true }),
    ]);
    // 2 × 1,234.50 = 2,469.00 plus the 3 % charge 74.07
    expect(fresh[0]!.title).toBe(`New paid order #${orderId}`);
    expect(fresh[0]!.body).toBe(
      `Nair Provisions paid Rs. 2,543.07 for order #${orderId} (1 item). It is ready for you to ship.`,
    );
    expect(await newNoticesOf(db(), accounts.otherWholesaler.id, [])).toEqual([]);
  });

  it('the webhook confirming a payment the browser already confirmed adds no second notice', async () => {
    const product = await insertProduct(db(), { wholesalerId: accounts.otherWholesaler.id, stock: 100 });
    const created = await checkout(ctx.app, accounts.retailer, [{ product, quantity: 1 }]);
    const paid = await sandboxPay(ctx.app, created.razorpay_order_id);
    const before = await noticesOf(db(), accounts.otherWholesaler.id);
    const payment = await paymentRow(db(), created.razorpay_order_id);
    await confirmationService(ctx).confirm(payment!, paid.razorpay_payment_id);
    expect((await verifyPayment(ctx.app, accounts.retailer, paid)).statusCode).toBe(200);
    const fresh = await newNoticesOf(db(), accounts.otherWholesaler.id, before);
    expect(fresh.map((notice) => [notice.kind, notice.orderId])).toEqual([['new_order', created.order_ids[0]]]);
  });

  it('a payment confirmation that rolls back leaves no notice; the one that commits leaves exactly one', async () => {
    const product = await insertProduct(db(), { wholesalerId: accounts.wholesaler.id, stock: 100 });
    const created = await checkout(ctx.app, accounts.retailer, [{ product, quantity: 1 }]);
    const payment = (await paymentRow(db(), created.razorpay_order_id))!;
    const before = await noticesOf(db(), accounts.wholesaler.id);
    await expect(
      db().transaction(async (tx) => {
        await confirmationService(ctx).confirm(payment, 'pay_rolled_back', tx);
        throw new Error('the database connection broke before commit');
      }),
    ).rejects.toThrow('before commit');
    expect(await newNoticesOf(db(), accounts.wholesaler.id, before)).toEqual([]);
    const [order] = await db().select().from(orders).where(eq(orders.id, created.order_ids[0]!));
    expect(order?.status).toBe('pending');

    await confirmationService(ctx).confirm(payment, 'pay_committed');
    const fresh = await newNoticesOf(db(), accounts.wholesaler.id, before);
    expect(fresh.map((notice) => notice.kind)).toEqual(['new_order']);
    const [paid] = await db().select().from(payments).where(eq(payments.id, payment.id));
    expect(paid?.status).toBe('paid');
  });

  it('a notice recorded in a transaction that fails is gone with it', async () => {
    const before = await noticesOf(db(), accounts.retailer.id);
    await expect(
      db().transaction(async (tx) => {
        await recordNotification(tx, { userId: accounts.retailer.id, kind: 'refund', title: 't', body: 'b' });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await newNoticesOf(db(), accounts.retailer.id, before)).toEqual([]);
  });

  it('each status change tells the retailer, naming the seller and the note; the same status again does not', async () => {
    const { orderId } = await paidOrder();
    const before = await noticesOf(db(), accounts.retailer.id);
    await patchStatus(ctx.app, accounts.wholesaler, orderId, { status: 'shipped', description: 'AWB 1234' });
    await patchStatus(ctx.app, accounts.wholesaler, orderId, { status: 'shipped', description: 'AWB 1234 (fixed)' });
    await patchStatus(ctx.app, accounts.wholesaler, orderId, { status: 'delivered' });
    const fresh = await newNoticesOf(db(), accounts.retailer.id, before);
    expect(fresh.map((notice) => [notice.kind, notice.orderId, notice.title])).toEqual([
      ['order_status', orderId, `Order #${orderId} shipped`],
      ['order_status', orderId, `Order #${orderId} delivered`],
    ]);
    expect(fresh[0]!.body).toMatch(
      new RegExp(
        `^Mehta Distributors shipped your order #${orderId}\\. Your delivery code is \\d{6}\\. Give this code to the delivery person only when you have the goods\\. Note: AWB 1234$`,
      ),
    );
    expect(await newNoticesOf(db(), accounts.wholesaler.id, await noticesOf(db(), accounts.wholesaler.id))).toEqual([]);
  });

  it('a status change the server refuses tells nobody', async () => {
    const { orderId } = await paidOrder();
    const before = await noticesOf(db(), accounts.retailer.id);
    const refused = await patchStatus(ctx.app, accounts.wholesaler, orderId, { status: 'pending' });
    expect(refused.statusCode).toBe(400);
    expect(await newNoticesOf(db(), accounts.retailer.id, before)).toEqual([]);
  });

  it('a cancel tells the retailer; the processed refund tells it again with the amount', async () => {
    const { orderId } = await paidOrder(1, 500);
    const before = await noticesOf(db(), accounts.retailer.id);
    const canceled = await ctx.app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/cancel/`,
      headers: accounts.retailer.auth,
      payload: { reason: 'Ordered twice' },
    });
    expect(canceled.statusCode).toBe(200);
    await ctx.app.services.refunds.idle();
    await ctx.app.services.refunds.deliverDue();
    const fresh = await newNoticesOf(db(), accounts.retailer.id, before);
    expect(fresh.map((notice) => [notice.kind, notice.orderId])).toEqual([
      ['order_status', orderId],
      ['refund', orderId],
    ]);
    expect(fresh[0]!.title).toBe(`Order #${orderId} canceled`);
    // 500.00 plus the 3 % charge
    expect(fresh[1]!.title).toBe('Refund of Rs. 515.00 processed');
    expect(fresh[1]!.body).toContain(`Rs. 515.00 for order #${orderId} has been refunded`);
  });

  it('stock falling to 10 or less tells the wholesaler once per crossing; rising above 10 re-arms it', async () => {
    const product = await insertProduct(db(), {
      wholesalerId: accounts.wholesaler.id,
      stock: 12,
      name: 'Basmati Rice 25 kg',
    });
    const lowStock = async () =>
      (await noticesOf(db(), accounts.wholesaler.id)).filter(
        (notice) => notice.kind === 'low_stock' && notice.productId === product.id,
      );
    const edit = (stock: number) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/inventory/${product.id}/edit/`,
        headers: accounts.wholesaler.auth,
        payload: { stock },
      });

    await checkout(ctx.app, accounts.retailer, [{ product, quantity: 1 }]); // 12 → 11
    expect(await lowStock()).toEqual([]);
    await checkout(ctx.app, accounts.retailer, [{ product, quantity: 2 }]); // 11 → 9: crossing
    await checkout(ctx.app, accounts.retailer, [{ product, quantity: 1 }]); // 9 → 8: still low
    expect((await edit(7)).statusCode).toBe(200); // 8 → 7: still low
    const once = await lowStock();
    expect(once).toHaveLength(1);
    expect(once[0]).toMatchObject({
      title: 'Low stock: Basmati Rice 25 kg',
      body: expect.stringContaining('Only 9 left of Basmati Rice 25 kg'),
    });

    expect((await edit(30)).statusCode).toBe(200); // above 10: re-armed
    expect(await lowStock()).toHaveLength(1);
    expect((await edit(0)).statusCode).toBe(200); // 30 → 0: a second crossing
    const twice = await lowStock();
    expect(twice).toHaveLength(2);
    expect(twice[1]!.title).toBe('Out of stock: Basmati Rice 25 kg');
  });

  describe('accounts', () => {
    let admin: Awaited<ReturnType<typeof signUpAdmin>>;
    beforeAll(async () => {
      admin = await signUpAdmin(ctx);
    });

    it('approving or rejecting a wholesaler tells it once per decision', async () => {
      const form = wholesalerForm({ companyName: 'Sharma Agencies' });
      const id = ((await register(ctx.app, form)).json() as { id: number }).id;
      // Each decision names the profile version the administrator was shown, as the admin page sends it.
      const decide = async (what: 'verify' | 'reject') => {
        const [profile] = await db()
          .select({ version: wholesalerProfiles.version })
          .from(wholesalerProfiles)
          .where(eq(wholesalerProfiles.userId, id));
        return ctx.app.inject({
          method: 'POST',
          url: `/api/admin/wholesalers/${id}/${what}/`,
          headers: admin.auth,
          payload: { version: profile!.version },
        });
      };
      expect((await decide('reject')).statusCode).toBe(200);
      expect((await decide('verify')).statusCode).toBe(200);
      expect((await decide('verify')).statusCode).toBe(200);
      const notices = await noticesOf(db(), id);
      expect(notices.map((notice) => [notice.kind, notice.title])).toEqual([
        ['verification', 'Your wholesaler account was not approved'],
        ['verification', 'Your wholesaler account is approved'],
      ]);
      expect(notices[1]!.body).toContain('Sharma Agencies');
    });

    it('a password change tells that account and nobody else; a refused change tells nobody', async () => {
      const change = (account: Account, old_password: string) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/update-password/',
          headers: account.auth,
          payload: { old_password, new_password: 'a-newer-password-1', confirm_password: 'a-newer-password-1' },
        });
      const before = await noticesOf(db(), accounts.otherRetailer.id);
      expect((await change(accounts.otherRetailer, 'not-the-password')).statusCode).toBe(400);
      expect(await newNoticesOf(db(), accounts.otherRetailer.id, before)).toEqual([]);
      expect((await change(accounts.otherRetailer, 'a-strong-password')).statusCode).toBe(200);
      const fresh = await newNoticesOf(db(), accounts.otherRetailer.id, before);
      expect(fresh).toEqual([
        expect.objectContaining({ kind: 'password_changed', orderId: null, productId: null, emailQueued: true }),
      ]);
      expect(fresh[0]!.body).toContain(accounts.otherRetailer.email);
    });
  });
});
