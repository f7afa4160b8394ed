import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, claimMessages, type ClaimResponse } from '@marketplace/contract';
import { buildApp, type App } from '../src/app.js';
import { ADMIN_USAGE, parseAdminArguments } from '../src/cli/admin-arguments.js';
import { refunds } from '../src/db/schema.js';
import { ADMIN_CONTROL_PATH } from '../src/modules/admin/admin-control.routes.js';
import { runAdminCommand } from '../src/modules/admin/admin-commands.js';
import type { Account } from './accounts-fixtures.js';
import { checkoutAndPay, insertProduct, orderDetails, patchStatus, useOrderMarketplace } from './order-fixtures.js';

/** `npm run admin -- decide-claim`, run in this process: the spawned shell itself is covered in admin-cli.test.ts. */
describe('the shell decides escalated claims', () => {
  const { ctx, accounts } = useOrderMarketplace();
  let productId: number;

  beforeAll(async () => {
    const product = await insertProduct(ctx.database.db, {
      wholesalerId: accounts.wholesaler.id,
      price: 100,
      stock: 1000,
    });
    productId = product.id;
  });

  const shell = (...args: string[]) => runAdminCommand(ctx.app.services, parseAdminArguments(args));
  const post = (account: Account, url: string, payload: object) =>
    ctx.app.inject({ method: 'POST', url, headers: account.auth, payload });

  /** A claim for 3 of 12 delivered units at Rs. 100, filed and left open, or rejected and escalated. */
  async function claim(state: 'open' | 'escalated'): Promise<{ orderId: number; claimId: number }> {
    const created = await checkoutAndPay(ctx.app, accounts.retailer, [
      { product: { id: productId, name: 'Claimed product', price: 100 }, quantity: 12 },
    ]);
    const orderId = created.order_ids[0]!;
    for (const status of ['shipped', 'delivered'] as const)
      expect((await patchStatus(ctx.app, accounts.wholesaler, orderId, { status })).statusCode).toBe(200);
    const itemId = (await orderDetails(ctx.app, accounts.retailer, orderId)).json().order_items[0].id;
    const filed = await post(accounts.retailer, apiPaths.orderClaims(orderId), {
      type: 'short',
      description: 'Three units missing',
      items: [{ id: itemId, quantity: 3 }],
    });
    expect(filed.statusCode, filed.body).toBe(201);
    const claimId = (filed.json() as ClaimResponse).id;
    if (state === 'escalated') {
      const steps = [
        await post(accounts.wholesaler, apiPaths.claimReject(claimId), { reason: 'All 12 were packed' }),
        await post(accounts.retailer, apiPaths.claimEscalate(claimId), { note: 'The carton had 9' }),
      ];
      for (const step of steps) expect(step.statusCode, step.body).toBe(200);
    }
    return { orderId, claimId };
  }

  async function claimOf(orderId: number): Promise<ClaimResponse> {
    const listed = await ctx.app.inject({
      method: 'GET',
      url: apiPaths.orderClaims(orderId),
      headers: accounts.retailer.auth,
    });
    return listed.json().claims[0];
  }

  it('reads the claim id, the decision and a note typed without quotes', () => {
    expect(parseAdminArguments(['decide-claim', '7', 'accept', 'The', 'photo', 'shows', 'it'])).toEqual({
      command: 'decide-claim',
      id: 7,
      decision: 'accept',
      note: 'The photo shows it',
    });
    expect(parseAdminArguments(['decide-claim', '7', 'reject'])).toMatchObject({ decision: 'reject', note: '' });
  });

  it.each([
    [['decide-claim', '7', 'approve'], 'Decision must be accept or reject'],
    [['decide-claim', '7'], 'Decision must be accept or reject'],
    [['decide-claim', 'seven', 'accept'], 'Id must be a number'],
    [['decide-claim'], 'Id must be a number'],
  ])('%j is refused with the reason and the usage', (args, reason) => {
    expect(() => parseAdminArguments(args)).toThrow(`${reason}\n${ADMIN_USAGE}`);
  });

  it('accepting an escalated claim refunds its units and their share of the charge once, with a credit note', async () => {
    const { orderId, claimId } = await claim('escalated');
    expect(await shell('decide-claim', String(claimId), 'accept', 'The', 'photo', 'shows', '9')).toBe(
      `Claim ${claimId} is now accepted.`,
    );
    const decided = await claimOf(orderId);
    // 3 × Rs. 100 of Rs. 1,200 goods: a quarter of the Rs. 36 charge.
    expect(decided).toMatchObject({ status: 'accepted', amount_refunded: 309, items: [{ accepted_quantity: 3 }] });
    expect(decided.credit_note?.number).toMatch(/^CN\//);
    expect(decided.history.at(-1)).toMatchObject({ status: 'accepted', by: 'admin', note: 'The photo shows 9' });

    await expect(shell('decide-claim', String(claimId), 'reject')).rejects.toThrow(
      claimMessages.notEscalated('accepted'),
    );
    const rows = await ctx.database.db.select().from(refunds).where(eq(refunds.claimId, claimId));
    expect(rows.map((row) => row.amountPaise)).toEqual([30900]);
  });

  it('a claim the seller has not answered yet, or one that does not exist, is refused', async () => {
    const { orderId, claimId } = await claim('open');
    await expect(shell('decide-claim', String(claimId), 'accept')).rejects.toThrow(claimMessages.notEscalated('open'));
    expect(await claimOf(orderId)).toMatchObject({ status: 'open', amount_refunded: 0 });
    await expect(shell('decide-claim', '2147483647', 'accept')).rejects.toThrow('Claim not found.');
  });

  describe('while the server holds the database', () => {
    const SECRET = 'a-control-secret-for-this-test-only';
    let controlApp: App;
    beforeAll(async () => {
      controlApp = await buildApp(ctx.config, { database: ctx.database, adminControlSecret: SECRET });
      await controlApp.ready();
    });
    afterAll(() => controlApp?.close());

    it('rejecting through the running server is final and refunds nothing', async () => {
      const { orderId, claimId } = await claim('escalated');
      const answer = await controlApp.inject({
        method: 'POST',
        url: ADMIN_CONTROL_PATH,
        headers: { 'x-admin-secret': SECRET },
        payload: parseAdminArguments(['decide-claim', String(claimId), 'reject', 'Seal', 'intact']),
      });
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toEqual({ output: `Claim ${claimId} is now rejected.` });
      expect(await claimOf(orderId)).toMatchObject({
        status: 'rejected',
        respond_by: null,
        amount_refunded: 0,
        credit_note: null,
        items: [{ accepted_quantity: 0 }],
        history: expect.arrayContaining([expect.objectContaining({ by: 'admin', note: 'Seal intact' })]),
      });
    });
  });
});
