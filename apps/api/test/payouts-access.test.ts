import { beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@marketplace/contract';
import { signUp, wholesalerForm, type Account } from './accounts-fixtures.js';
import {
  BANK,
  balanceOf,
  givePayoutDetails,
  payoutFor,
  ranPayouts,
  sellerPayouts,
  sellerWithReleasedOrder,
  statementOf,
  thisMonth,
  usePayoutsMarketplace,
} from './payouts-fixtures.js';

describe('who sees a seller’s money', () => {
  const { ctx, accounts } = usePayoutsMarketplace();
  let seller: Account;
  let unverified: Account;
  let payoutId: number;
  const month = thisMonth();

  beforeAll(async () => {
    ({ seller } = await sellerWithReleasedOrder(ctx, accounts.retailer, { price: 1180 }));
    await givePayoutDetails(ctx.app, seller);
    payoutId = payoutFor(await ranPayouts(ctx.app, accounts.admin), seller)!.id;
    const signed = await signUp(ctx.app, wholesalerForm({ companyName: 'Awaiting Approval Traders' }));
    unverified = { id: signed.id, email: '', auth: signed.auth };
  });

  const sellerRoutes = () => [
    { method: 'GET' as const, url: apiPaths.wholesalerBalance },
    { method: 'GET' as const, url: `${apiPaths.wholesalerLedger}?month=${month}` },
    { method: 'GET' as const, url: `${apiPaths.wholesalerLedgerCsv}?month=${month}` },
    { method: 'GET' as const, url: apiPaths.wholesalerPayouts },
    { method: 'GET' as const, url: apiPaths.payoutDetails },
    { method: 'PUT' as const, url: apiPaths.payoutDetails, payload: BANK },
  ];

  const adminRoutes = () => [
    { method: 'GET' as const, url: apiPaths.adminPayouts },
    { method: 'GET' as const, url: `${apiPaths.adminPayoutsFile}?status=pending` },
    { method: 'POST' as const, url: apiPaths.adminRunPayouts },
    { method: 'POST' as const, url: apiPaths.adminPayoutPaid(payoutId), payload: { utr: 'HDFCN52026120799999' } },
    { method: 'POST' as const, url: apiPaths.adminPayoutFailed(payoutId), payload: { reason: 'Not mine to say' } },
    { method: 'GET' as const, url: `${apiPaths.adminGstr8}?month=${month}` },
    { method: 'GET' as const, url: `${apiPaths.adminTdsCsv}?month=${month}` },
  ];

  const send = (route: { method: 'GET' | 'POST' | 'PUT'; url: string; payload?: object }, who: Account | null) =>
    ctx.app.inject({ ...route, headers: who ? who.auth : {} });

  it('a seller’s balance, statement and payouts are its own: another wholesaler sees only its own (none)', async () => {
    expect(await balanceOf(ctx.app, seller)).toEqual({ held: 0, available: 0, paid_out: 1174 });
    expect((await statementOf(ctx.app, seller)).count).toBe(5);
    expect((await sellerPayouts(ctx.app, seller)).map((payout) => payout.id)).toEqual([payoutId]);

    const other = accounts.otherWholesaler;
    expect(await balanceOf(ctx.app, other)).toEqual({ held: 0, available: 0, paid_out: 0 });
    expect(await statementOf(ctx.app, other)).toMatchObject({ count: 0, entries: [], opening_balance: 0 });
    expect(await sellerPayouts(ctx.app, other)).toEqual([]);
    const csv = await ctx.app.inject({
      method: 'GET',
      url: `${apiPaths.wholesalerLedgerCsv}?month=${month}`,
      headers: other.auth,
    });
    expect(csv.body).toBe(
      'Date,Type,Order,Document,Description,Amount (Rs.),Balance (Rs.)\n,,,,Opening balance Rs. 0.00,,0.00\n',
    );
    // The statement takes no seller id: a query naming one is ignored or refused, never obeyed.
    const sneaky = await ctx.app.inject({
      method: 'GET',
      url: `${apiPaths.wholesalerLedger}?month=${month}&wholesaler=${seller.id}`,
      headers: other.auth,
    });
    expect([200, 400]).toContain(sneaky.statusCode);
    if (sneaky.statusCode === 200) expect(sneaky.json()).toMatchObject({ count: 0 });
  });

  it('retailers and administrators are refused the seller routes, visitors must sign in', async () => {
    for (const route of sellerRoutes()) {
      expect((await send(route, null)).statusCode, route.url).toBe(401);
      for (const who of [accounts.retailer, accounts.admin]) {
        const response = await send(route, who);
        expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
        expect(response.json()).toMatchObject({ code: 'forbidden' });
      }
      const waiting = await send(route, unverified);
      expect(waiting.statusCode, route.url).toBe(403);
      expect(waiting.json()).toMatchObject({ code: 'not_verified' });
    }
  });

  it('the administrator routes refuse wholesalers and retailers, and change nothing', async () => {
    for (const route of adminRoutes()) {
      expect((await send(route, null)).statusCode, route.url).toBe(401);
      for (const who of [accounts.retailer, seller, accounts.otherWholesaler]) {
        const response = await send(route, who);
        expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
        expect(response.json()).toMatchObject({ code: 'forbidden' });
      }
    }
    const [payout] = await sellerPayouts(ctx.app, seller);
    expect(payout).toMatchObject({ id: payoutId, status: 'pending', utr: null });
  });
});
