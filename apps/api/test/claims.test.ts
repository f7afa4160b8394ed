import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, type ClaimResponse, type CreditNote } from '@marketplace/contract';
import { refunds, taxDocuments } from '../src/db/schema.js';
import type { Account } from './accounts-fixtures.js';
import { checkoutAndPay, insertProduct, patchStatus, useOrderMarketplace } from './order-fixtures.js';

describe('claims on delivered orders', () => {
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

  /** A delivered order of 12 units at Rs. 100 (the seller's word), and its one line's id. */
  async function deliveredOrder(): Promise<{ orderId: number; itemId: number }> {
    const created = await checkoutAndPay(ctx.app, accounts.retailer, [
      { product: { id: productId, name: 'Claim test product', price: 100 }, quantity: 12 },
    ]);
    const orderId = created.order_ids[0]!;
    for (const status of ['shipped', 'delivered'] as const)
      expect((await patchStatus(ctx.app, accounts.wholesaler, orderId, { status })).statusCode).toBe(200);
    const claims = await ctx.app.inject({
      method: 'GET',
      url: apiPaths.orderDetails(orderId),
      headers: accounts.retailer.auth,
    });
    return { orderId, itemId: claims.json().order_items[0].id };
  }

  const fileClaim = (account: Account, orderId: number, body: unknown) =>
    ctx.app.inject({
      method: 'POST',
      url: apiPaths.orderClaims(orderId),
      headers: account.auth,
      payload: body as object,
    });

  it('a short claim accepted in part refunds the accepted units and their share of the charge, with a credit note', async () => {
    const { orderId, itemId } = await deliveredOrder();
    const filed = await fileClaim(accounts.retailer, orderId, {
      type: 'short',
      description: 'Two units missing',
      items: [{ id: itemId, quantity: 3 }],
    });
    expect(filed.statusCode, filed.body).toBe(201);
    const claim: ClaimResponse = filed.json();
    expect(claim).toMatchObject({ status: 'open', order: orderId, amount_refunded: 0, credit_note: null });

    const accepted = await ctx.app.inject({
      method: 'POST',
      url: apiPaths.claimAccept(claim.id),
      headers: accounts.wholesaler.auth,
      payload: { items: [{ id: itemId, quantity: 2 }] },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    // 2 × Rs. 100 of Rs. 1,200 goods: a sixth of the Rs. 36 charge.
    expect(accepted.json()).toMatchObject({
      status: 'accepted',
      amount_refunded: 206,
      items: [{ accepted_quantity: 2 }],
    });
    expect(accepted.json().credit_note.number).toMatch(/^CN\//);

    const again = await ctx.app.inject({
      method: 'POST',
      url: apiPaths.claimAccept(claim.id),
      headers: accounts.wholesaler.auth,
    });
    expect(again.statusCode).toBe(409);
    const rows = await ctx.database.db.select().from(refunds).where(eq(refunds.claimId, claim.id));
    expect(rows.map((row) => row.amountPaise)).toEqual([20600]);
    const notes = await ctx.database.db.select().from(taxDocuments).where(eq(taxDocuments.claimId, claim.id));
    expect(notes.map((note) => note.kind).sort()).toEqual(['credit_note', 'platform_credit_note']);
    const goods = notes.find((note) => note.kind === 'credit_note')!.body as CreditNote;
    expect(goods.totals.total).toBe(200);
    expect(goods.lines[0]).toMatchObject({ quantity: 2 });

    const listed = await ctx.app.inject({
      method: 'GET',
      url: apiPaths.orderClaims(orderId),
      headers: accounts.otherRetailer.auth,
    });
    expect(listed.statusCode).toBe(404);
  });
});
