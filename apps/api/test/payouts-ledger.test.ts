import { describe, expect, it } from 'vitest';
import { apiPaths, type ClaimResponse } from '@marketplace/contract';
import { runDeadlinesOnce } from '../src/jobs/deadlines-job.js';
import type { Account } from './accounts-fixtures.js';
import { acceptClaim, filedClaim } from './claims-fixtures.js';
import { orderDetails } from './order-fixtures.js';
import {
  balanceOf,
  bankFile,
  closeClaimWindow,
  expectAppendOnly,
  expectLedgerInvariants,
  givePayoutDetails,
  invoiceOf,
  markPaid,
  moveOrder,
  orderEntries,
  paidOrders,
  productOf,
  ranPayouts,
  sellerPayouts,
  sellerWithReleasedOrder,
  ship,
  shipAndDeliver,
  signUpSeller,
  statementOf,
  sumOf,
  thisMonth,
  usePayoutsMarketplace,
} from './payouts-fixtures.js';
import { cancelOrder } from './tax-and-refund-fixtures.js';

const ZERO = { held: 0, available: 0, paid_out: 0 };

describe('the seller ledger, from payment to payout', () => {
  const { ctx, accounts } = usePayoutsMarketplace();
  const month = thisMonth();

  it('a two-seller payment: held, withheld at shipping, released after the window, paid out with a UTR', async () => {
    const { app } = ctx;
    const { retailer, keralaSeller, gujaratSeller, admin } = accounts;
    const cooker = await productOf(ctx, keralaSeller, 'Pressure cooker 5 L', 1180);
    const tumblers = await productOf(ctx, gujaratSeller, 'Steel tumbler set', 590);
    const [kerala, gujarat] = await paidOrders(
      ctx,
      retailer,
      [
        { product: cooker, quantity: 5 },
        { product: tumblers, quantity: 4 },
      ],
      [keralaSeller, gujaratSeller],
    );

    // Paid: each seller's goods value (tax included) is held.
    expect(await balanceOf(app, keralaSeller)).toEqual({ ...ZERO, held: 5900 });
    expect(await balanceOf(app, gujaratSeller)).toEqual({ ...ZERO, held: 2360 });
    await expectLedgerInvariants(ctx, [keralaSeller, gujaratSeller]);

    // Shipped: the invoice withholds 0.5 % TCS and 0.1 % TDS of its taxable value.
    await ship(ctx, keralaSeller, kerala!);
    await ship(ctx, gujaratSeller, gujarat!);
    const keralaInvoice = await invoiceOf(ctx, retailer, kerala!);
    const gujaratInvoice = await invoiceOf(ctx, retailer, gujarat!);
    expect(keralaInvoice.totals.taxable_value).toBe(5000);
    expect(gujaratInvoice.totals.taxable_value).toBe(2000);
    // Within Kerala: CGST and SGST halves of Rs. 25.00; Gujarat to Kerala: Rs. 10.00 of IGST.
    expect(await orderEntries(ctx, kerala!)).toEqual([
      { type: 'sale', account: 'held', amount: 590_000 },
      { type: 'sale', account: 'collections', amount: -590_000 },
      { type: 'tcs', account: 'held', amount: -2500 },
      { type: 'tcs', account: 'tcs_cgst', amount: 1250 },
      { type: 'tcs', account: 'tcs_sgst', amount: 1250 },
      { type: 'tds', account: 'held', amount: -500 },
      { type: 'tds', account: 'tds', amount: 500 },
    ]);
    expect(await orderEntries(ctx, gujarat!)).toEqual([
      { type: 'sale', account: 'held', amount: 236_000 },
      { type: 'sale', account: 'collections', amount: -236_000 },
      { type: 'tcs', account: 'held', amount: -1000 },
      { type: 'tcs', account: 'tcs_igst', amount: 1000 },
      { type: 'tds', account: 'held', amount: -200 },
      { type: 'tds', account: 'tds', amount: 200 },
    ]);
    expect(await balanceOf(app, keralaSeller)).toEqual({ ...ZERO, held: 5870 });
    expect(await balanceOf(app, gujaratSeller)).toEqual({ ...ZERO, held: 2348 });

    // Delivered: still held while the claim window is open.
    await moveOrder(app, keralaSeller, kerala!, 'delivered');
    await moveOrder(app, gujaratSeller, gujarat!, 'delivered');
    expect(await runDeadlinesOnce(ctx.database.db, app.services.deadlinePasses)).toMatchObject({
      sellerMoneyReleased: 0,
    });
    expect(await balanceOf(app, keralaSeller)).toEqual({ ...ZERO, held: 5870 });
    const dashboardBefore = await app.inject({ method: 'GET', url: apiPaths.dashboard, headers: keralaSeller.auth });
    expect(dashboardBefore.json()).toMatchObject({ available_to_pay_out: 0 });

    // The window closes: the net is available, once only.
    expect(await closeClaimWindow(ctx, [kerala!, gujarat!])).toMatchObject({ sellerMoneyReleased: 2 });
    expect(await runDeadlinesOnce(ctx.database.db, app.services.deadlinePasses)).toMatchObject({
      sellerMoneyReleased: 0,
    });
    expect(await balanceOf(app, keralaSeller)).toEqual({ ...ZERO, available: 5870 });
    expect(await balanceOf(app, gujaratSeller)).toEqual({ ...ZERO, available: 2348 });
    const dashboard = await app.inject({ method: 'GET', url: apiPaths.dashboard, headers: keralaSeller.auth });
    expect(dashboard.json()).toMatchObject({ available_to_pay_out: 5870 });
    await expectLedgerInvariants(ctx, [keralaSeller, gujaratSeller]);

    // The payout run: one payout each, the whole available balance.
    await givePayoutDetails(app, keralaSeller);
    await givePayoutDetails(app, gujaratSeller, {
      bank_account_name: 'Mehta Distributors',
      bank_account_number: '000123456789',
      bank_ifsc: 'SBIN0004321',
      upi_id: '',
    });
    const run = await ranPayouts(app, admin);
    expect(run).toMatchObject({ created: 2, amount: 8218 });
    const [first, second] = [...run.payouts].sort((a, b) => a.id - b.id);
    expect(first).toMatchObject({
      amount: 5870,
      status: 'pending',
      utr: null,
      wholesaler: { id: keralaSeller.id, company_name: 'Kochi Kitchenware' },
      bank_account_number: 'XXXXXX1234',
      bank_ifsc: 'HDFC0001234',
    });
    expect(second).toMatchObject({
      amount: 2348,
      wholesaler: { id: gujaratSeller.id },
      bank_account_number: 'XXXXXX6789',
    });
    expect(await balanceOf(app, keralaSeller)).toEqual({ ...ZERO, paid_out: 5870 });
    expect(await balanceOf(app, gujaratSeller)).toEqual({ ...ZERO, paid_out: 2348 });
    // A second run finds nothing more to pay.
    expect(await ranPayouts(app, admin)).toEqual({ created: 0, amount: 0, payouts: [] });

    // The bank's bulk transfer file.
    const file = await bankFile(app, admin, 'pending');
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.headers['content-disposition']).toBe('attachment; filename="payouts-pending.csv"');
    expect(file.body).toBe(
      [
        'Beneficiary name,Account number,IFSC,Amount,Narration',
        `Kochi Kitchenware,50100012341234,HDFC0001234,5870.00,Marketplace payout ${first!.id}`,
        `Mehta Distributors,000123456789,SBIN0004321,2348.00,Marketplace payout ${second!.id}`,
        '',
      ].join('\n'),
    );

    // Marked paid with the bank's reference.
    const paid = await markPaid(app, admin, first!.id, 'hdfcn52026120712345');
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ id: first!.id, status: 'paid', utr: 'HDFCN52026120712345' });
    expect(paid.json().paid_at).toEqual(expect.any(String));
    const [sellerView] = await sellerPayouts(app, keralaSeller);
    expect(sellerView).toMatchObject({ id: first!.id, amount: 5870, status: 'paid', utr: 'HDFCN52026120712345' });
    expect(sellerView!.entries).toMatchObject([{ type: 'payout', amount: -5870, order: null }]);
    expect(await balanceOf(app, keralaSeller)).toEqual({ ...ZERO, paid_out: 5870 });
    expect((await bankFile(app, admin, 'pending')).body).toBe(
      [
        'Beneficiary name,Account number,IFSC,Amount,Narration',
        `Mehta Distributors,000123456789,SBIN0004321,2348.00,Marketplace payout ${second!.id}`,
        '',
      ].join('\n'),
    );

    // The statement: one line per event, its effect on what is owed, and the running balance.
    const statement = await statementOf(app, keralaSeller, `?month=${month}`);
    expect(statement).toMatchObject({ month, opening_balance: 0, closing_balance: 0, count: 5, page: 1 });
    expect(
      statement.entries.map(({ type, order, document, description, amount, balance }) => ({
        type,
        order,
        document,
        description,
        amount,
        balance,
      })),
    ).toEqual([
      {
        type: 'sale',
        order: kerala,
        document: null,
        description: `Sale (order #${kerala})`,
        amount: 5900,
        balance: 5900,
      },
      {
        type: 'tcs',
        order: kerala,
        document: keralaInvoice.number,
        description: `GST TCS withheld (order #${kerala})`,
        amount: -25,
        balance: 5875,
      },
      {
        type: 'tds',
        order: kerala,
        document: keralaInvoice.number,
        description: `Income-tax TDS withheld (order #${kerala})`,
        amount: -5,
        balance: 5870,
      },
      {
        type: 'release',
        order: kerala,
        document: null,
        description: `Released: claim window closed (order #${kerala})`,
        amount: 0,
        balance: 5870,
      },
      {
        type: 'payout',
        order: null,
        document: null,
        description: `Payout (payout #${first!.id})`,
        amount: -5870,
        balance: 0,
      },
    ]);
    const csv = await app.inject({
      method: 'GET',
      url: `${apiPaths.wholesalerLedgerCsv}?month=${month}`,
      headers: keralaSeller.auth,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="statement-${month}.csv"`);
    const at = statement.entries.map((line) =>
      new Date(new Date(line.at).getTime() + 330 * 60_000).toISOString().slice(0, 16).replace('T', ' '),
    );
    expect(csv.body).toBe(
      [
        'Date,Type,Order,Document,Description,Amount (Rs.),Balance (Rs.)',
        ',,,,Opening balance Rs. 0.00,,0.00',
        `${at[0]},Sale,${kerala},,Sale (order #${kerala}),5900.00,5900.00`,
        `${at[1]},GST TCS withheld,${kerala},${keralaInvoice.number},GST TCS withheld (order #${kerala}),-25.00,5875.00`,
        `${at[2]},Income-tax TDS withheld,${kerala},${keralaInvoice.number},Income-tax TDS withheld (order #${kerala}),-5.00,5870.00`,
        `${at[3]},Released: claim window closed,${kerala},,Released: claim window closed (order #${kerala}),0.00,5870.00`,
        `${at[4]},Payout,,,Payout (payout #${first!.id}),-5870.00,0.00`,
        '',
      ].join('\n'),
    );
    // A page of the statement carries the balance brought forward from the lines before it.
    const page2 = await statementOf(app, keralaSeller, `?month=${month}&page=2&page_size=2`);
    expect(page2.entries.map((line) => [line.type, line.balance])).toEqual([
      ['tds', 5870],
      ['release', 5870],
    ]);
    // Another month holds none of it.
    expect(await statementOf(app, keralaSeller, '?month=2025-01')).toMatchObject({ count: 0, entries: [] });

    await expectLedgerInvariants(ctx, [keralaSeller, gujaratSeller]);
    await expectAppendOnly(ctx);
  });

  it('canceled before shipping: the sale is reversed, nothing is earned or released', async () => {
    const seller = await signUpSeller(ctx, 'gujarat');
    const kettle = await productOf(ctx, seller, 'Electric kettle', 1499);
    const [orderId] = await paidOrders(ctx, accounts.retailer, [{ product: kettle, quantity: 2 }], [seller]);
    expect(await balanceOf(ctx.app, seller)).toEqual({ ...ZERO, held: 2998 });
    const canceled = await cancelOrder(ctx.app, accounts.retailer, orderId!);
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect(await orderEntries(ctx, orderId!)).toEqual([
      { type: 'sale', account: 'held', amount: 299_800 },
      { type: 'sale', account: 'collections', amount: -299_800 },
      { type: 'sale_reversal', account: 'held', amount: -299_800 },
      { type: 'sale_reversal', account: 'collections', amount: 299_800 },
    ]);
    expect(await balanceOf(ctx.app, seller)).toEqual(ZERO);
    await closeClaimWindow(ctx, [orderId!]);
    expect(await sumOf(ctx, { orderId, type: 'release' })).toBe(0);
    expect(await orderEntries(ctx, orderId!)).toHaveLength(4);
    const statement = await statementOf(ctx.app, seller);
    expect(statement.entries.map((line) => [line.type, line.amount, line.balance])).toEqual([
      ['sale', 2998, 2998],
      ['sale_reversal', -2998, 0],
    ]);
    await expectLedgerInvariants(ctx, [seller]);
  });

  it('canceled after shipping: the credit note reverses the sale and returns its TCS and TDS', async () => {
    const seller = await signUpSeller(ctx, 'kerala');
    const cooker = await productOf(ctx, seller, 'Pressure cooker 3 L', 1180);
    const [orderId] = await paidOrders(ctx, accounts.retailer, [{ product: cooker, quantity: 2 }], [seller]);
    await ship(ctx, seller, orderId!);
    expect(await balanceOf(ctx.app, seller)).toEqual({ ...ZERO, held: 2360 - 10 - 2 });
    await moveOrder(ctx.app, seller, orderId!, 'canceled');
    // Rs. 2,000.00 of taxable value: Rs. 10.00 of TCS (5.00 + 5.00) and Rs. 2.00 of TDS come back.
    expect((await orderEntries(ctx, orderId!)).slice(7)).toEqual([
      { type: 'sale_reversal', account: 'held', amount: -236_000 },
      { type: 'sale_reversal', account: 'collections', amount: 236_000 },
      { type: 'tcs_reversal', account: 'held', amount: 1000 },
      { type: 'tcs_reversal', account: 'tcs_cgst', amount: -500 },
      { type: 'tcs_reversal', account: 'tcs_sgst', amount: -500 },
      { type: 'tds_reversal', account: 'held', amount: 200 },
      { type: 'tds_reversal', account: 'tds', amount: -200 },
    ]);
    expect(await balanceOf(ctx.app, seller)).toEqual(ZERO);
    const statement = await statementOf(ctx.app, seller);
    expect(statement.entries.map((line) => [line.type, line.amount, line.balance])).toEqual([
      ['sale', 2360, 2360],
      ['tcs', -10, 2350],
      ['tds', -2, 2348],
      ['sale_reversal', -2360, -12],
      ['tcs_reversal', 10, -2],
      ['tds_reversal', 2, 0],
    ]);
    expect(statement.entries[3]!.document).toMatch(/^CN\//);
    await expectLedgerInvariants(ctx, [seller]);
  });

  it('an accepted part claim reverses its credit note’s value, TCS and TDS; the rest is released', async () => {
    const seller = await signUpSeller(ctx, 'kerala');
    // Rs. 177.59 a unit with 18 % GST inside: Rs. 150.50 of taxable value a unit.
    const pan = await productOf(ctx, seller, 'Tawa 28 cm', 177.59);
    const [orderId] = await paidOrders(ctx, accounts.retailer, [{ product: pan, quantity: 10 }], [seller]);
    await shipAndDeliver(ctx, seller, orderId!);
    const invoice = await invoiceOf(ctx, accounts.retailer, orderId!);
    expect(invoice.totals).toMatchObject({ taxable_value: 1505, total: 1775.9 });
    // TCS 0.5 % of 1,505.00 = 7.525 → 7.53 (3.77 CGST, 3.76 SGST); TDS 0.1 % = 1.505 → 1.51.
    expect(await sumOf(ctx, { orderId, type: 'tcs', account: 'tcs_cgst' })).toBe(377);
    expect(await sumOf(ctx, { orderId, type: 'tcs', account: 'tcs_sgst' })).toBe(376);
    expect(await sumOf(ctx, { orderId, type: 'tds', account: 'tds' })).toBe(151);
    expect(await balanceOf(ctx.app, seller)).toEqual({ ...ZERO, held: 1766.86 });

    const details = (await orderDetails(ctx.app, accounts.retailer, orderId!)).json() as {
      order_items: Array<{ id: number }>;
    };
    const claim = await filedClaim(ctx.app, accounts.retailer, orderId!, {
      type: 'short',
      items: [{ id: details.order_items[0]!.id, quantity: 3 }],
    });
    // An open claim keeps the money held even after the window.
    expect(await closeClaimWindow(ctx, [orderId!])).toMatchObject({ sellerMoneyReleased: 0 });
    const accepted = await acceptClaim(ctx.app, seller, claim.id);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((accepted.json() as ClaimResponse).status).toBe('accepted');
    // The credit note: 3 × 177.59 = 532.77, taxable 451.50: TCS 2.2575 → 2.26 (1.13 + 1.13), TDS 0.4515 → 0.45.
    const reversal = (await orderEntries(ctx, orderId!)).filter((entry) => entry.type.endsWith('_reversal'));
    expect(reversal).toEqual([
      { type: 'sale_reversal', account: 'held', amount: -53_277 },
      { type: 'sale_reversal', account: 'collections', amount: 53_277 },
      { type: 'tcs_reversal', account: 'held', amount: 226 },
      { type: 'tcs_reversal', account: 'tcs_cgst', amount: -113 },
      { type: 'tcs_reversal', account: 'tcs_sgst', amount: -113 },
      { type: 'tds_reversal', account: 'held', amount: 45 },
      { type: 'tds_reversal', account: 'tds', amount: -45 },
    ]);
    const statement = await statementOf(ctx.app, seller);
    expect(statement.entries.slice(-3).map((line) => line.description)).toEqual([
      `Sale reversed (order #${orderId}, claim #${claim.id})`,
      `GST TCS returned (order #${orderId}, claim #${claim.id})`,
      `Income-tax TDS returned (order #${orderId}, claim #${claim.id})`,
    ]);
    // 1,775.90 − 7.53 − 1.51 − 532.77 + 2.26 + 0.45
    expect(await balanceOf(ctx.app, seller)).toEqual({ ...ZERO, held: 1236.8 });
    expect(await runDeadlinesOnce(ctx.database.db, ctx.app.services.deadlinePasses)).toMatchObject({
      sellerMoneyReleased: 1,
    });
    expect(await balanceOf(ctx.app, seller)).toEqual({ ...ZERO, available: 1236.8 });
    await expectLedgerInvariants(ctx, [seller]);
  });

  it('a page past the last answers the month’s true count with no lines', async () => {
    const { seller } = await sellerWithReleasedOrder(ctx, accounts.retailer, { price: 590 });
    // A sale, its TCS and TDS, and its release.
    expect(await statementOf(ctx.app, seller, `?month=${month}&page=2&page_size=2`)).toMatchObject({
      count: 4,
      page: 2,
    });
    const past = await statementOf(ctx.app, seller, `?month=${month}&page=5&page_size=2`);
    expect(past).toMatchObject({ month, count: 4, page: 5, page_size: 2, entries: [], closing_balance: 587 });
  });

  it('months outside 2000–2099 are refused with 400 on the statement and its CSV', async () => {
    for (const query of ['?month=0999-01', '?month=9999-12', '?month=1999-12', '?month=2100-01'])
      for (const path of [apiPaths.wholesalerLedger, apiPaths.wholesalerLedgerCsv]) {
        const response = await ctx.app.inject({
          method: 'GET',
          url: `${path}${query}`,
          headers: accounts.keralaSeller.auth,
        });
        expect(response.statusCode, `${path}${query}`).toBe(400);
        expect(response.json()).toMatchObject({ code: 'validation', month: ['Month must look like 2026-12'] });
      }
  });

  it('the statement CSV dates its lines on India’s clock and names their types; amounts are not escaped', async () => {
    const { seller } = await sellerWithReleasedOrder(ctx, accounts.retailer, { price: 1180, state: 'kerala' });
    const statement = await statementOf(ctx.app, seller, `?month=${month}`);
    const csv = await ctx.app.inject({
      method: 'GET',
      url: `${apiPaths.wholesalerLedgerCsv}?month=${month}`,
      headers: seller.auth,
    });
    const lines = csv.body.trimEnd().split('\n').slice(2);
    expect(lines).toHaveLength(4);
    const india = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Asia/Kolkata',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    lines.forEach((line, index) => {
      const parts = Object.fromEntries(
        india.formatToParts(new Date(statement.entries[index]!.at)).map((part) => [part.type, part.value]),
      );
      expect(line.split(',')[0]).toBe(`${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`);
    });
    expect(lines.map((line) => line.split(',').slice(1, 2).concat(line.split(',').slice(-2)))).toEqual([
      ['Sale', '1180.00', '1180.00'],
      ['GST TCS withheld', '-5.00', '1175.00'],
      ['Income-tax TDS withheld', '-1.00', '1174.00'],
      ['Released: claim window closed', '0.00', '1174.00'],
    ]);
  });

  it('ledger entries are never changed or removed', async () => {
    await expectAppendOnly(ctx);
  });
});

describe('rounding to the paisa', () => {
  const { ctx, accounts } = usePayoutsMarketplace();

  async function claimUnits(orderId: number, seller: Account, units: number[]) {
    const details = (await orderDetails(ctx.app, accounts.retailer, orderId)).json() as {
      order_items: Array<{ id: number }>;
    };
    const claims = [];
    for (const quantity of units)
      claims.push(
        await filedClaim(ctx.app, accounts.retailer, orderId, {
          type: 'short',
          items: [{ id: details.order_items[0]!.id, quantity }],
        }),
      );
    return claims.map((claim) => () => acceptClaim(ctx.app, seller, claim.id));
  }

  const returned = async (orderId: number) => ({
    cgst: 0 - (await sumOf(ctx, { orderId, type: 'tcs_reversal', account: 'tcs_cgst' })),
    sgst: 0 - (await sumOf(ctx, { orderId, type: 'tcs_reversal', account: 'tcs_sgst' })),
    tds: 0 - (await sumOf(ctx, { orderId, type: 'tds_reversal', account: 'tds' })),
  });

  it('a TCS of x.5 paise rounds half up, and an odd paisa goes to CGST', async () => {
    const seller = await signUpSeller(ctx, 'kerala');
    // Rs. 355.18 with 18 % inside is Rs. 301.00 of value: TCS 1.505 → 1.51 (0.76 CGST + 0.75 SGST), TDS 0.301 → 0.30.
    const lamp = await productOf(ctx, seller, 'Brass lamp', 355.18);
    const [orderId] = await paidOrders(ctx, accounts.retailer, [{ product: lamp, quantity: 1 }], [seller]);
    await ship(ctx, seller, orderId!);
    expect((await invoiceOf(ctx, accounts.retailer, orderId!)).totals.taxable_value).toBe(301);
    expect((await orderEntries(ctx, orderId!)).slice(2)).toEqual([
      { type: 'tcs', account: 'held', amount: -151 },
      { type: 'tcs', account: 'tcs_cgst', amount: 76 },
      { type: 'tcs', account: 'tcs_sgst', amount: 75 },
      { type: 'tds', account: 'held', amount: -30 },
      { type: 'tds', account: 'tds', amount: 30 },
    ]);
    expect(await balanceOf(ctx.app, seller)).toEqual({ ...ZERO, held: 353.37 });
    await expectLedgerInvariants(ctx, [seller]);
  });

  it('a paisa of value at a time: partial credits never return more than was withheld; the last returns the rest', async () => {
    const seller = await signUpSeller(ctx, 'kerala');
    // Rs. 1.18 a unit is Rs. 1.00 of value: three units withhold round(1.5) = 2 paise of TCS (1 + 1) and no TDS.
    const clip = await productOf(ctx, seller, 'Paper clip', 1.18);
    const [orderId] = await paidOrders(ctx, accounts.retailer, [{ product: clip, quantity: 3 }], [seller]);
    await shipAndDeliver(ctx, seller, orderId!);
    expect(await sumOf(ctx, { orderId, type: 'tcs', account: 'tcs_cgst' })).toBe(1);
    expect(await sumOf(ctx, { orderId, type: 'tcs', account: 'tcs_sgst' })).toBe(1);
    expect(await sumOf(ctx, { orderId, type: 'tds' })).toBe(0);
    const accepts = await claimUnits(orderId!, seller, [1, 1, 1]);
    // Each unit alone would return round(0.5) = 1 paisa, 3 in all; on the running total: 1, 0, then 1.
    const after = [];
    for (const accept of accepts) {
      expect((await accept()).statusCode).toBe(200);
      after.push(await returned(orderId!));
    }
    expect(after).toEqual([
      { cgst: 1, sgst: 0, tds: 0 },
      { cgst: 1, sgst: 0, tds: 0 },
      { cgst: 1, sgst: 1, tds: 0 },
    ]);
    expect(await balanceOf(ctx.app, seller)).toEqual(ZERO);
    await expectLedgerInvariants(ctx, [seller]);
  });

  it('claims of 3, 3 and 4 of 10 units return exactly the TCS and TDS the invoice withheld', async () => {
    const seller = await signUpSeller(ctx, 'kerala');
    const pan = await productOf(ctx, seller, 'Kadai 24 cm', 177.59);
    const [orderId] = await paidOrders(ctx, accounts.retailer, [{ product: pan, quantity: 10 }], [seller]);
    await shipAndDeliver(ctx, seller, orderId!);
    const accepts = await claimUnits(orderId!, seller, [3, 3, 4]);
    const after = [];
    for (const accept of accepts) {
      expect((await accept()).statusCode).toBe(200);
      after.push(await returned(orderId!));
    }
    // Each 3-unit note credits 451.49 (its CGST and SGST halves round up): TCS on the running total round(225.745,
    // 451.49) = 226, 451; TDS 45, 90. The note that credits the last of the sale returns the rest: 753 and 151.
    expect(after).toEqual([
      { cgst: 113, sgst: 113, tds: 45 },
      { cgst: 226, sgst: 225, tds: 90 },
      { cgst: 377, sgst: 376, tds: 151 },
    ]);
    for (const step of after) {
      expect(step.cgst).toBeLessThanOrEqual(377);
      expect(step.sgst).toBeLessThanOrEqual(376);
      expect(step.tds).toBeLessThanOrEqual(151);
    }
    expect(await balanceOf(ctx.app, seller)).toEqual(ZERO);
    expect(await sumOf(ctx, { orderId, account: 'tcs_cgst' })).toBe(0);
    expect(await sumOf(ctx, { orderId, account: 'tds' })).toBe(0);
    await closeClaimWindow(ctx, [orderId!]);
    expect(await balanceOf(ctx.app, seller)).toEqual(ZERO);
    await expectLedgerInvariants(ctx, [seller]);
  });
});
