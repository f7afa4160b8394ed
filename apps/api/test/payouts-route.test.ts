import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ClaimResponse } from '@marketplace/contract';
import { orders, payments, payoutDetails, routeTransfers, sandboxRouteTransfers } from '../src/db/schema.js';
import { runDeadlinesOnce } from '../src/jobs/deadlines-job.js';
import { createRouteTransfers } from '../src/payments/route-transfers.js';
import type { Account } from './accounts-fixtures.js';
import { acceptClaim, filedClaim } from './claims-fixtures.js';
import { orderDetails } from './order-fixtures.js';
import {
  adminPayouts,
  balanceOf,
  bankFile,
  closeClaimWindow,
  expectLedgerInvariants,
  givePayoutDetails,
  markFailed,
  markPaid,
  moveOrder,
  paidOrders,
  payoutFor,
  payoutNotices,
  payoutRows,
  productOf,
  ranPayouts,
  sellerPayouts,
  ship,
  shipAndDeliver,
  signUpSeller,
  sumOf,
  usePayoutsMarketplace,
} from './payouts-fixtures.js';
import { cancelOrder } from './tax-and-refund-fixtures.js';

const ZERO = { held: 0, available: 0, paid_out: 0 };
const ACCOUNT = 'acc_ABCDEFGH123456';

describe('PAYOUT_PROVIDER=razorpay_route: one Route transfer per order, in step with the ledger', () => {
  const { ctx, accounts } = usePayoutsMarketplace({ PAYOUT_PROVIDER: 'razorpay_route' });
  const route = () => {
    const service = ctx.app.services.routePayouts;
    if (!service) throw new Error('services.routePayouts is not wired with PAYOUT_PROVIDER=razorpay_route');
    return service;
  };
  const deliverDue = () => route().deliverDue();

  /** What the provider (the sandbox) holds for the order: its transfers, by our `order_{id}` reference. */
  const providerTransfers = (orderId: number) =>
    ctx.database.db
      .select()
      .from(sandboxRouteTransfers)
      .where(eq(sandboxRouteTransfers.orderRef, `order_${orderId}`));
  /** The one transfer of the order, as the provider sees it. */
  async function providerTransfer(orderId: number) {
    const rows = await providerTransfers(orderId);
    expect(rows, `order ${orderId}: one transfer at the provider`).toHaveLength(1);
    return rows[0]!;
  }
  const routeRow = async (orderId: number) =>
    (await ctx.database.db.select().from(routeTransfers).where(eq(routeTransfers.orderId, orderId)))[0];
  const subtotalOf = async (orderId: number) =>
    (await ctx.database.db.select().from(orders).where(eq(orders.id, orderId)))[0]!.subtotalPaise;
  /** What the ledger still credits the seller for the order (held + available). */
  const netOf = async (orderId: number) =>
    (await sumOf(ctx, { orderId, account: 'held' })) + (await sumOf(ctx, { orderId, account: 'available' }));
  /** TCS and TDS withheld for the order, net of returns. */
  const withheldOf = async (orderId: number) =>
    (await sumOf(ctx, { orderId, account: 'tcs_cgst' })) +
    (await sumOf(ctx, { orderId, account: 'tcs_sgst' })) +
    (await sumOf(ctx, { orderId, account: 'tcs_igst' })) +
    (await sumOf(ctx, { orderId, account: 'tds' }));

  /** The seller's notices of payouts paid (not of its payout details saved). */
  const paidNotices = async (seller: Account) =>
    (await payoutNotices(ctx, seller)).map((notice) => notice.title).filter((title) => title.endsWith(' paid'));

  const routeSellers: Account[] = [];
  const shortOrders: number[] = [];
  const providerPaymentOf = async (orderId: number) =>
    (
      await ctx.database.db
        .select({ providerPaymentId: payments.providerPaymentId })
        .from(payments)
        .innerJoin(orders, eq(orders.paymentId, payments.id))
        .where(eq(orders.id, orderId))
    )[0]?.providerPaymentId;
  async function routeSeller(state: 'kerala' | 'gujarat' = 'gujarat') {
    const seller = await signUpSeller(ctx, state);
    routeSellers.push(seller);
    const saved = await givePayoutDetails(ctx.app, seller, { razorpay_account_id: ACCOUNT });
    expect(saved.payout_details).toMatchObject({ razorpay_account_id: ACCOUNT });
    return seller;
  }

  async function oneOrder(seller: Account, price: number, quantity = 1) {
    const product = await productOf(ctx, seller, `Goods at ${price}`, price);
    const [orderId] = await paidOrders(ctx, accounts.retailer, [{ product, quantity }], [seller]);
    return orderId!;
  }

  it('holds the goods total at capture, withholds TCS and TDS, follows a part claim, then pays by release', async () => {
    const { app } = ctx;
    const { retailer, keralaSeller, gujaratSeller, admin } = accounts;
    await givePayoutDetails(app, keralaSeller, { razorpay_account_id: ACCOUNT });
    // The Gujarat seller has no linked account: its money goes the manual way, by the bank file.
    await givePayoutDetails(app, gujaratSeller, {
      bank_account_name: 'Mehta Distributors',
      bank_account_number: '000123456789',
      bank_ifsc: 'SBIN0004321',
    });
    // Rs. 177.59 a unit with 18 % GST inside: Rs. 150.50 of taxable value a unit.
    const pan = await productOf(ctx, keralaSeller, 'Tawa 28 cm', 177.59);
    const tumblers = await productOf(ctx, gujaratSeller, 'Steel tumbler set', 590);
    const [kerala, gujarat] = await paidOrders(
      ctx,
      retailer,
      [
        { product: pan, quantity: 10 },
        { product: tumblers, quantity: 4 },
      ],
      [keralaSeller, gujaratSeller],
    );
    expect(await subtotalOf(kerala!)).toBe(177_590);
    expect(await routeRow(kerala!)).toMatchObject({ wholesalerId: keralaSeller.id, accountId: ACCOUNT });
    expect(await routeRow(gujarat!)).toBeUndefined();

    // Captured: one transfer on hold for exactly the goods total, to the seller's linked account.
    expect(await deliverDue()).toBeGreaterThanOrEqual(1);
    const captured = await providerTransfer(kerala!);
    expect(captured).toMatchObject({
      providerPaymentId: await providerPaymentOf(kerala!),
      accountId: ACCOUNT,
      amountPaise: 177_590,
      reversedPaise: 0,
      onHold: true,
    });
    expect(await routeRow(kerala!)).toMatchObject({ transferId: captured.id, failureReason: null, settledAt: null });
    expect(await providerTransfers(gujarat!)).toEqual([]);
    expect(await balanceOf(app, keralaSeller)).toEqual({ ...ZERO, held: 1775.9 });

    // Shipped: the transfer is reversed by the TCS and TDS withheld (7.53 + 1.51), down to the ledger's net.
    await shipAndDeliver(ctx, keralaSeller, kerala!);
    await shipAndDeliver(ctx, gujaratSeller, gujarat!);
    expect(await withheldOf(kerala!)).toBe(753 + 151);
    await deliverDue();
    expect(await providerTransfer(kerala!)).toMatchObject({
      id: captured.id,
      amountPaise: 177_590,
      reversedPaise: 904,
      onHold: true,
    });
    expect(await netOf(kerala!)).toBe(177_590 - 904);

    // A part claim (3 of 10) accepted: the transfer follows the ledger's net down.
    const details = (await orderDetails(app, retailer, kerala!)).json() as { order_items: Array<{ id: number }> };
    const claim = await filedClaim(app, retailer, kerala!, {
      type: 'short',
      items: [{ id: details.order_items[0]!.id, quantity: 3 }],
    });
    // The window closes: the Gujarat order is released; the Kerala one waits for its claim.
    expect(await closeClaimWindow(ctx, [kerala!, gujarat!])).toMatchObject({ sellerMoneyReleased: 1 });
    const accepted = await acceptClaim(app, keralaSeller, claim.id);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((accepted.json() as ClaimResponse).status).toBe('accepted');
    // 1,775.90 − 7.53 − 1.51 − 532.77 + 2.26 + 0.45
    expect(await netOf(kerala!)).toBe(123_680);
    await deliverDue();
    expect(await providerTransfer(kerala!)).toMatchObject({ reversedPaise: 177_590 - 123_680, onHold: true });
    expect(await routeRow(kerala!)).toMatchObject({ payoutId: null, settledAt: null, failureReason: null });

    // Released: the order's net is paid out at once, as a Route payout waiting for the transfer's release.
    expect(await runDeadlinesOnce(ctx.database.db, app.services.deadlinePasses)).toMatchObject({
      sellerMoneyReleased: 1,
    });
    const [pending] = await payoutRows(ctx, keralaSeller);
    expect(pending).toMatchObject({
      amountPaise: 123_680,
      status: 'pending',
      provider: 'razorpay_route',
      utr: null,
    });
    expect(await balanceOf(app, keralaSeller)).toEqual({ ...ZERO, paid_out: 1236.8 });
    // Not the bank's to pay, and not the administrator's to settle.
    expect((await bankFile(app, admin, 'pending')).body).not.toContain(`Marketplace payout ${pending!.id}\n`);
    const paidByHand = await markPaid(app, admin, pending!.id, 'HDFCN52026120799999');
    expect(paidByHand.statusCode, paidByHand.body).toBe(409);
    const failedByHand = await markFailed(app, admin, pending!.id, 'Wrong account');
    expect(failedByHand.statusCode, failedByHand.body).toBe(409);
    // A payout run has nothing of the Kerala seller's to pay; the Gujarat seller's released net goes by bank.
    const run = await ranPayouts(app, admin);
    expect(payoutFor(run, keralaSeller)).toBeUndefined();
    const manual = payoutFor(run, gujaratSeller);
    expect(manual).toMatchObject({ amount: 2348, status: 'pending' });

    // The worker releases the transfer: the payout is paid, its UTR the transfer's id.
    await deliverDue();
    expect(await providerTransfer(kerala!)).toMatchObject({
      id: captured.id,
      amountPaise: 177_590,
      reversedPaise: 53_910,
      onHold: false,
    });
    const [paid] = await payoutRows(ctx, keralaSeller);
    expect(paid).toMatchObject({ id: pending!.id, status: 'paid', utr: captured.id, provider: 'razorpay_route' });
    expect(paid!.paidAt).toBeInstanceOf(Date);
    expect((await routeRow(kerala!))!.settledAt).toBeInstanceOf(Date);
    expect(await balanceOf(app, keralaSeller)).toEqual({ ...ZERO, paid_out: 1236.8 });
    expect(await sellerPayouts(app, keralaSeller)).toMatchObject([
      { id: pending!.id, amount: 1236.8, status: 'paid', utr: captured.id },
    ]);
    expect(await paidNotices(keralaSeller)).toEqual([`Payout #${pending!.id} paid`]);
    expect(await adminPayouts(app, admin, 'pending')).toEqual([expect.objectContaining({ id: manual!.id })]);
    const file = (await bankFile(app, admin, 'pending')).body;
    expect(file).toContain(`Mehta Distributors,000123456789,SBIN0004321,2348.00,Marketplace payout ${manual!.id}`);
    expect(file).not.toContain(`Marketplace payout ${pending!.id}\n`);
    expect((await markPaid(app, admin, pending!.id, 'HDFCN52026120799999')).statusCode).toBe(409);
    // A paid Route payout stays paid: the worker has nothing more to do with it.
    await deliverDue();
    expect(await providerTransfer(kerala!)).toMatchObject({ reversedPaise: 53_910, onHold: false });
    expect(await paidNotices(keralaSeller)).toEqual([`Payout #${pending!.id} paid`]);

    await expectLedgerInvariants(ctx, [keralaSeller, gujaratSeller]);
  });

  it('canceled before shipping after the transfer was made: reversed in full and settled, no payout', async () => {
    const seller = await routeSeller();
    const orderId = await oneOrder(seller, 1499, 2);
    await deliverDue();
    expect(await providerTransfer(orderId)).toMatchObject({ amountPaise: 299_800, reversedPaise: 0, onHold: true });
    const canceled = await cancelOrder(ctx.app, accounts.retailer, orderId);
    expect(canceled.statusCode, canceled.body).toBe(200);
    await deliverDue();
    expect(await providerTransfer(orderId)).toMatchObject({ amountPaise: 299_800, reversedPaise: 299_800 });
    const row = await routeRow(orderId);
    expect(row!.settledAt).toBeInstanceOf(Date);
    expect(row!.failureReason).toBeNull();
    await closeClaimWindow(ctx, [orderId]);
    await deliverDue();
    expect(await providerTransfer(orderId)).toMatchObject({ reversedPaise: 299_800 });
    expect(await payoutRows(ctx, seller)).toEqual([]);
    expect(await balanceOf(ctx.app, seller)).toEqual(ZERO);
    await expectLedgerInvariants(ctx, [seller]);
  });

  it('a changed linked account keeps the transfer on hold until the cooldown ends', async () => {
    const seller = await routeSeller();
    const orderId = await oneOrder(seller, 1499);
    await deliverDue();
    const changed = await givePayoutDetails(ctx.app, seller, { razorpay_account_id: 'acc_ZYXWVUTS987654' });
    expect(changed.payout_details!.payouts_held_until).not.toBeNull();
    await shipAndDeliver(ctx, seller, orderId);
    await closeClaimWindow(ctx, [orderId]);
    await deliverDue();
    expect(await providerTransfer(orderId)).toMatchObject({ onHold: true });
    const [held] = await payoutRows(ctx, seller);
    expect(held).toMatchObject({ status: 'pending', provider: 'razorpay_route' });

    // The cooldown over, the next look releases the transfer and pays the payout.
    await ctx.database.db
      .update(payoutDetails)
      .set({ payoutsHeldUntil: new Date(Date.now() - 1000) })
      .where(eq(payoutDetails.wholesalerId, seller.id));
    await ctx.database.db
      .update(routeTransfers)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(routeTransfers.orderId, orderId));
    await deliverDue();
    expect(await providerTransfer(orderId)).toMatchObject({ onHold: false });
    expect((await payoutRows(ctx, seller))[0]).toMatchObject({ status: 'paid' });
    await expectLedgerInvariants(ctx, [seller]);
  });

  it('canceled before the worker ever ran: nothing is outstanding at the provider', async () => {
    const seller = await routeSeller();
    const orderId = await oneOrder(seller, 1499);
    const canceled = await cancelOrder(ctx.app, accounts.retailer, orderId);
    expect(canceled.statusCode, canceled.body).toBe(200);
    await deliverDue();
    const outstanding = (await providerTransfers(orderId)).reduce(
      (sum, transfer) => sum + transfer.amountPaise - transfer.reversedPaise,
      0,
    );
    expect(outstanding).toBe(0);
    expect((await routeRow(orderId))!.settledAt).toBeInstanceOf(Date);
    expect(await payoutRows(ctx, seller)).toEqual([]);
    await expectLedgerInvariants(ctx, [seller]);
  });

  it('workers run twice or at once: one transfer per order, reversed exactly once, paid once', async () => {
    const seller = await routeSeller('kerala');
    // Rs. 1,180.00 × 2: Rs. 2,000.00 of taxable value, TCS 10.00 and TDS 2.00.
    const orderId = await oneOrder(seller, 1180, 2);
    await Promise.all([deliverDue(), deliverDue()]);
    await deliverDue();
    const made = await providerTransfer(orderId);
    expect(made).toMatchObject({ amountPaise: 236_000, reversedPaise: 0, onHold: true });

    await ship(ctx, seller, orderId);
    await Promise.all([deliverDue(), deliverDue()]);
    await deliverDue();
    expect(await providerTransfer(orderId)).toMatchObject({ id: made.id, reversedPaise: 1200, onHold: true });

    // The transfer was made at the provider but its id never recorded (a crash after the call): found again.
    await ctx.database.db
      .update(routeTransfers)
      .set({ transferId: null, leasedUntil: null, nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(routeTransfers.orderId, orderId));
    await Promise.all([deliverDue(), deliverDue()]);
    expect(await providerTransfer(orderId)).toMatchObject({ id: made.id, amountPaise: 236_000, reversedPaise: 1200 });
    expect(await routeRow(orderId)).toMatchObject({ transferId: made.id, failureReason: null });

    await moveOrder(ctx.app, seller, orderId, 'delivered');
    expect(await closeClaimWindow(ctx, [orderId])).toMatchObject({ sellerMoneyReleased: 1 });
    await Promise.all([deliverDue(), deliverDue()]);
    await deliverDue();
    expect(await providerTransfer(orderId)).toMatchObject({ id: made.id, reversedPaise: 1200, onHold: false });
    const [payout] = await payoutRows(ctx, seller);
    expect(payout).toMatchObject({ amountPaise: 234_800, status: 'paid', utr: made.id });
    expect(await paidNotices(seller)).toEqual([`Payout #${payout!.id} paid`]);
    expect(await balanceOf(ctx.app, seller)).toEqual({ ...ZERO, paid_out: 2348 });
    await expectLedgerInvariants(ctx, [seller]);
  });

  it('a transfer the provider made before the worker recorded it is taken up, not made twice', async () => {
    const seller = await routeSeller();
    const orderId = await oneOrder(seller, 590, 3);
    const client = createRouteTransfers(ctx.config.payments, ctx.database.db);
    const early = await client.create({
      paymentId: (await providerPaymentOf(orderId))!,
      accountId: ACCOUNT,
      amountPaise: 177_000,
      orderRef: `order_${orderId}`,
    });
    expect(await routeRow(orderId)).toMatchObject({ transferId: null });
    await Promise.all([deliverDue(), deliverDue()]);
    expect(await providerTransfer(orderId)).toMatchObject({ id: early.id, amountPaise: 177_000, reversedPaise: 0 });
    expect(await routeRow(orderId)).toMatchObject({ transferId: early.id, failureReason: null });
    await ship(ctx, seller, orderId);
    await deliverDue();
    // 3 × Rs. 500.00 of taxable value: TCS 7.50 and TDS 1.50.
    expect(await providerTransfer(orderId)).toMatchObject({ id: early.id, reversedPaise: 900 });
    await expectLedgerInvariants(ctx, [seller]);
  });

  it('a transfer found short of what the order credits is never released as the payout', async () => {
    const seller = await routeSeller();
    const orderId = await oneOrder(seller, 590);
    shortOrders.push(orderId);
    const client = createRouteTransfers(ctx.config.payments, ctx.database.db);
    await client.create({
      paymentId: (await providerPaymentOf(orderId))!,
      accountId: ACCOUNT,
      amountPaise: 10_000,
      orderRef: `order_${orderId}`,
    });
    await shipAndDeliver(ctx, seller, orderId);
    expect(await closeClaimWindow(ctx, [orderId])).toMatchObject({ sellerMoneyReleased: 1 });
    await deliverDue();
    expect(await providerTransfer(orderId)).toMatchObject({ amountPaise: 10_000, reversedPaise: 0, onHold: true });
    expect((await routeRow(orderId))!.failureReason).toMatch(/holds 10000 paise; the order credits 58700/);
    expect(await payoutRows(ctx, seller)).toMatchObject([{ amountPaise: 58_700, status: 'pending', utr: null }]);
  });

  it('at the end: the ledger balances and every Route transfer matches what the ledger credits', async () => {
    const rows = (await ctx.database.db.select().from(routeTransfers)).filter(
      (row) => !shortOrders.includes(row.orderId),
    );
    expect(rows.length).toBeGreaterThanOrEqual(5);
    for (const row of rows) {
      expect(row.failureReason, `order ${row.orderId}`).toBeNull();
      const outstanding = (await providerTransfers(row.orderId)).reduce(
        (sum, transfer) => sum + transfer.amountPaise - transfer.reversedPaise,
        0,
      );
      // What the ledger still owes for the order, plus what a Route payout paid of it.
      const paidOut = row.payoutId === null ? 0 : await netOfPayout(row.orderId);
      expect(outstanding, `order ${row.orderId}`).toBe(Math.max(await netOf(row.orderId), 0) + paidOut);
    }
    await expectLedgerInvariants(ctx, [accounts.keralaSeller, accounts.gujaratSeller, ...routeSellers]);
  });

  /** What the order's release moved into `available` (its net when released, which its Route payout paid). */
  const netOfPayout = (orderId: number) => sumOf(ctx, { orderId, type: 'payout', account: 'paid_out' });
});
