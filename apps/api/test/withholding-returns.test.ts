import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiPaths, type Gstr8Response } from '@marketplace/contract';
import { ledgerEntries } from '../src/db/schema.js';
import type { Account } from './accounts-fixtures.js';
import { acceptClaim, filedClaim } from './claims-fixtures.js';
import { orderDetails } from './order-fixtures.js';
import {
  expectLedgerInvariants,
  paidOrders,
  productOf,
  ship,
  shipAndDeliver,
  signUpSeller,
  thisMonth,
  usePayoutsMarketplace,
} from './payouts-fixtures.js';
import { cancelOrder } from './tax-and-refund-fixtures.js';

describe('the month’s withholding returns: GSTR-8 and 194-O TDS', () => {
  const { ctx, accounts } = usePayoutsMarketplace();
  const month = thisMonth();

  const gstinOf = async (seller: Account) =>
    (
      (await ctx.app.inject({ method: 'GET', url: '/api/profile', headers: seller.auth })).json() as {
        gst_number: string;
      }
    ).gst_number;

  const profileName = async (seller: Account) =>
    (
      (await ctx.app.inject({ method: 'GET', url: '/api/profile', headers: seller.auth })).json() as {
        company_name: string;
      }
    ).company_name;

  const readGstr8 = (month: string, who: Account = accounts.admin) =>
    ctx.app.inject({ method: 'GET', url: `${apiPaths.adminGstr8}?month=${month}`, headers: who.auth });
  const readTds = (month: string, who: Account = accounts.admin) =>
    ctx.app.inject({ method: 'GET', url: `${apiPaths.adminTdsCsv}?month=${month}`, headers: who.auth });

  it('one line per supplier: supplies invoiced, supplies credited back, net, and the TCS by tax', async () => {
    const { retailer, keralaSeller, gujaratSeller } = accounts;
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
    await ship(ctx, keralaSeller, kerala!);
    await shipAndDeliver(ctx, gujaratSeller, gujarat!);
    // One of the four sets is missing: a credit note of Rs. 500.00 of value in the same month.
    const details = (await orderDetails(ctx.app, retailer, gujarat!)).json() as { order_items: Array<{ id: number }> };
    const claim = await filedClaim(ctx.app, retailer, gujarat!, {
      type: 'short',
      items: [{ id: details.order_items[0]!.id, quantity: 1 }],
    });
    expect((await acceptClaim(ctx.app, gujaratSeller, claim.id)).statusCode).toBe(200);
    // An order canceled before shipping had no invoice: it is in neither return.
    const [canceled] = await paidOrders(ctx, retailer, [{ product: cooker, quantity: 1 }], [keralaSeller]);
    expect((await cancelOrder(ctx.app, retailer, canceled!)).statusCode).toBe(200);

    const gujaratGstin = await gstinOf(gujaratSeller);
    const keralaGstin = await gstinOf(keralaSeller);
    expect(gujaratGstin.slice(0, 2)).toBe('24');
    expect(keralaGstin.slice(0, 2)).toBe('32');

    const response = await readGstr8(month);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="gstr8-${month}.json"`);
    expect(response.json() as Gstr8Response).toEqual({
      gstin: ctx.config.platform.gstin,
      fp: `${month.slice(5, 7)}${month.slice(0, 4)}`,
      tcs: [
        // Gujarat to Kerala: IGST. 2,000.00 invoiced, 500.00 credited back: TCS 10.00 − 2.50.
        { stin: gujaratGstin, supR: 2000, retsupR: 500, amt: 1500, iamt: 7.5, camt: 0, samt: 0 },
        // Within Kerala: CGST and SGST halves of 25.00.
        { stin: keralaGstin, supR: 5000, retsupR: 0, amt: 5000, iamt: 0, camt: 12.5, samt: 12.5 },
      ],
    });

    const tds = await readTds(month);
    expect(tds.statusCode).toBe(200);
    expect(tds.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(tds.headers['content-disposition']).toBe(`attachment; filename="tds-194o-${month}.csv"`);
    expect(tds.body).toBe(
      [
        'PAN,Name,Gross amount (Rs.),TDS (Rs.)',
        `${gujaratGstin.slice(2, 12)},Mehta Distributors,1500.00,1.50`,
        `${keralaGstin.slice(2, 12)},Kochi Kitchenware,5000.00,5.00`,
        '',
      ].join('\n'),
    );

    // Another month has nothing.
    expect((await readGstr8('2025-01')).json()).toEqual({ gstin: ctx.config.platform.gstin, fp: '012025', tcs: [] });
    expect((await readTds('2025-01')).body).toBe('PAN,Name,Gross amount (Rs.),TDS (Rs.)\n');
    await expectLedgerInvariants(ctx, [keralaSeller, gujaratSeller]);
  });

  it('a TDS that rounds to nothing still counts the invoice’s taxable value in both returns', async () => {
    const seller = await signUpSeller(ctx, 'gujarat');
    // Rs. 4.72 with 18 % GST inside: Rs. 4.00 of value, TCS 2 paise (IGST), TDS 0.4 paise → 0.
    const clip = await productOf(ctx, seller, 'Binder clip', 4.72);
    const [orderId] = await paidOrders(ctx, accounts.retailer, [{ product: clip, quantity: 1 }], [seller]);
    await ship(ctx, seller, orderId!);
    const tdsEntries = await ctx.database.db
      .select({ account: ledgerEntries.account, amount: ledgerEntries.amountPaise, base: ledgerEntries.basePaise })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.orderId, orderId!), eq(ledgerEntries.type, 'tds')));
    expect(tdsEntries).toEqual([{ account: 'held', amount: 0, base: 400 }]);

    const gstin = await gstinOf(seller);
    const gstr8 = (await readGstr8(month)).json() as Gstr8Response;
    expect(gstr8.tcs.filter((line) => line.stin === gstin)).toEqual([
      { stin: gstin, supR: 4, retsupR: 0, amt: 4, iamt: 0.02, camt: 0, samt: 0 },
    ]);
    const tds = (await readTds(month)).body.split('\n');
    expect(tds.filter((line) => line.startsWith(`${gstin.slice(2, 12)},`))).toEqual([
      `${gstin.slice(2, 12)},${await profileName(seller)},4.00,0.00`,
    ]);
    await expectLedgerInvariants(ctx, [seller]);
  });

  it('the month is required and must look like 2026-12', async () => {
    for (const query of ['', '?month=2026-13', '?month=12-2026', '?month=0999-01', '?month=9999-12']) {
      for (const path of [apiPaths.adminGstr8, apiPaths.adminTdsCsv]) {
        const response = await ctx.app.inject({ method: 'GET', url: `${path}${query}`, headers: accounts.admin.auth });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ code: 'validation', month: ['Month must look like 2026-12'] });
      }
    }
  });

  it('only administrators read the returns', async () => {
    for (const who of [accounts.retailer, accounts.keralaSeller]) {
      expect((await readGstr8(month, who)).statusCode).toBe(403);
      expect((await readTds(month, who)).statusCode).toBe(403);
    }
    expect((await ctx.app.inject({ method: 'GET', url: `${apiPaths.adminGstr8}?month=${month}` })).statusCode).toBe(
      401,
    );
  });
});
