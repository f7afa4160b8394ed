import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, claimDateText, claimMessages, type ClaimResponse } from '@marketplace/contract';
import { claims, refunds } from '../src/db/schema.js';
import { runDeadlinesOnce } from '../src/jobs/deadlines-job.js';
import type { Account } from './accounts-fixtures.js';
import {
  acceptClaim,
  claimNotices,
  DAY_MS,
  decideClaim,
  deliveredAgo,
  deliveredOrder,
  escalateClaim,
  fileClaim,
  filedClaim,
  moveRespondBy,
  readClaims,
  readDetails,
  rejectClaim,
  useClaimsMarketplace,
  type ClaimAccounts,
} from './claims-fixtures.js';
import type { TestContext } from './helper.js';
import { insertProduct, type ShelfProduct } from './order-fixtures.js';

/** An order of 8 kettles and 5 irons, delivered on the seller's word, with its line ids. */
async function kettlesAndIrons(
  ctx: TestContext,
  accounts: ClaimAccounts,
  shelf: { kettle: ShelfProduct; iron: ShelfProduct },
) {
  const { orderId, itemIds } = await deliveredOrder(ctx, { retailer: accounts.retailer, seller: accounts.wholesaler }, [
    { product: shelf.kettle, quantity: 8 },
    { product: shelf.iron, quantity: 5 },
  ]);
  return { orderId, kettleLine: itemIds[0]!, ironLine: itemIds[1]! };
}

const ok = (response: { statusCode: number; body: string }) => {
  expect(response.statusCode, response.body).toBe(200);
  return JSON.parse(response.body) as ClaimResponse;
};

describe('the seller, the retailer and the marketplace answer a claim', () => {
  const { ctx, accounts } = useClaimsMarketplace();
  const shelf = {} as { kettle: ShelfProduct; iron: ShelfProduct };

  beforeAll(async () => {
    shelf.kettle = await insertProduct(ctx.database.db, {
      wholesalerId: accounts.wholesaler.id,
      name: 'Electric kettle',
      price: 650,
      stock: 10_000,
    });
    shelf.iron = await insertProduct(ctx.database.db, {
      wholesalerId: accounts.wholesaler.id,
      name: 'Dry iron',
      price: 480,
      stock: 10_000,
    });
  });

  /** A fresh order and an open claim of 3 kettles and 2 irons on it. */
  async function openClaim() {
    const order = await kettlesAndIrons(ctx, accounts, shelf);
    const claim = await filedClaim(ctx.app, accounts.retailer, order.orderId, {
      type: 'short',
      description: 'Cartons were short',
      items: [
        { id: order.kettleLine, quantity: 3 },
        { id: order.ironLine, quantity: 2 },
      ],
    });
    return { ...order, claim };
  }

  async function rejectedClaim() {
    const opened = await openClaim();
    ok(await rejectClaim(ctx.app, accounts.wholesaler, opened.claim.id, { reason: 'Counted at dispatch' }));
    return opened;
  }

  async function escalatedClaim() {
    const rejected = await rejectedClaim();
    ok(await escalateClaim(ctx.app, accounts.retailer, rejected.claim.id, { note: 'The seal was broken' }));
    return rejected;
  }

  const titlesOf = async (account: Account, orderId: number) =>
    (await claimNotices(ctx, account.id, orderId)).map((notice) => notice.title);

  describe('the seller accepts', () => {
    it('the whole claim: every claimed unit is accepted and the retailer is told of the refund', async () => {
      const { claim, orderId, kettleLine, ironLine } = await openClaim();
      const accepted = ok(await acceptClaim(ctx.app, accounts.wholesaler, claim.id));
      expect(accepted).toMatchObject({
        status: 'accepted',
        respond_by: null,
        items: [
          { id: kettleLine, quantity: 3, accepted_quantity: 3 },
          { id: ironLine, quantity: 2, accepted_quantity: 2 },
        ],
        history: [
          { status: 'open', by: 'retailer' },
          { status: 'accepted', by: 'wholesaler' },
        ],
      });
      expect(accepted.amount_refunded).toBeGreaterThan(0);
      const told = await claimNotices(ctx, accounts.retailer.id, orderId);
      expect(told).toEqual([
        { title: `Claim #${claim.id} accepted`, body: expect.stringContaining('will be refunded') },
      ]);
      expect(await titlesOf(accounts.wholesaler, orderId)).toHaveLength(1);
    });

    it('part of the claim: the units given are accepted, the rest of the claim counts as rejected', async () => {
      const { claim, kettleLine, ironLine } = await openClaim();
      const accepted = ok(
        await acceptClaim(ctx.app, accounts.wholesaler, claim.id, { items: [{ id: kettleLine, quantity: 1 }] }),
      );
      expect(accepted.status).toBe('accepted');
      expect(accepted.items).toMatchObject([
        { id: kettleLine, quantity: 3, accepted_quantity: 1 },
        { id: ironLine, quantity: 2, accepted_quantity: 0 },
      ]);
    });

    it('is refused when a line is given twice, as filing is', async () => {
      const { claim, kettleLine } = await openClaim();
      const twice = await acceptClaim(ctx.app, accounts.wholesaler, claim.id, {
        items: [
          { id: kettleLine, quantity: 2 },
          { id: kettleLine, quantity: 0 },
        ],
      });
      expect(twice.statusCode).toBe(400);
      expect(twice.json().items).toEqual([expect.stringContaining('is listed twice')]);
    });

    it('is refused for more units than were claimed, a line not in the claim, or nothing at all; the claim stays open', async () => {
      const { claim, kettleLine, ironLine, orderId } = await openClaim();
      const { kettleLine: otherOrderLine } = await kettlesAndIrons(ctx, accounts, shelf);
      const over = await acceptClaim(ctx.app, accounts.wholesaler, claim.id, {
        items: [{ id: kettleLine, quantity: 4 }],
      });
      expect(over.statusCode).toBe(400);
      expect(over.json()).toMatchObject({
        detail: 'Electric kettle: at most 3 units were claimed.',
        items: ['Electric kettle: at most 3 units were claimed.'],
      });
      const foreign = await acceptClaim(ctx.app, accounts.wholesaler, claim.id, {
        items: [{ id: otherOrderLine, quantity: 1 }],
      });
      expect(foreign.statusCode).toBe(400);
      expect(foreign.json().detail).toBe(`Item ${otherOrderLine} is not in this order.`);
      for (const items of [
        [],
        [
          { id: kettleLine, quantity: 0 },
          { id: ironLine, quantity: 0 },
        ],
      ]) {
        const nothing = await acceptClaim(ctx.app, accounts.wholesaler, claim.id, { items });
        expect(nothing.statusCode).toBe(400);
        expect(nothing.json().items).toEqual([claimMessages.acceptNothing]);
      }
      const [row] = await ctx.database.db.select().from(claims).where(eq(claims.id, claim.id));
      expect(row!.status).toBe('open');
      expect(await ctx.database.db.select().from(refunds).where(eq(refunds.claimId, claim.id))).toEqual([]);
      expect(await titlesOf(accounts.retailer, orderId)).toEqual([]);
    });
  });

  describe('the seller rejects', () => {
    it('with a reason: the retailer may escalate until CLAIM_RESPONSE_SECONDS from now, and is told so', async () => {
      const { claim, orderId } = await openClaim();
      const rejected = ok(
        await rejectClaim(ctx.app, accounts.wholesaler, claim.id, { reason: '  Counted at dispatch ' }),
      );
      expect(rejected).toMatchObject({
        status: 'rejected',
        amount_refunded: 0,
        credit_note: null,
        items: [{ accepted_quantity: 0 }, { accepted_quantity: 0 }],
        history: [
          { status: 'open', by: 'retailer' },
          { status: 'rejected', by: 'wholesaler', note: 'Counted at dispatch' },
        ],
      });
      const rejectedAt = Date.parse(rejected.history[1]!.at);
      expect(Date.parse(rejected.respond_by!) - rejectedAt).toBe(3 * DAY_MS);
      const [told] = await claimNotices(ctx, accounts.retailer.id, orderId);
      expect(told).toEqual({
        title: `Claim #${claim.id} rejected`,
        body: expect.stringContaining('“Counted at dispatch”'),
      });
      expect(told!.body).toContain(`until ${claimDateText(new Date(rejected.respond_by!))}`);
    });

    it('not without a reason', async () => {
      const { claim } = await openClaim();
      for (const body of [{}, { reason: '   ' }]) {
        const response = await rejectClaim(ctx.app, accounts.wholesaler, claim.id, body);
        expect(response.statusCode).toBe(400);
        expect(response.json().reason).toEqual([claimMessages.reasonRequired]);
      }
      const tooLong = await rejectClaim(ctx.app, accounts.wholesaler, claim.id, { reason: 'x'.repeat(1001) });
      expect(tooLong.statusCode).toBe(400);
      const [row] = await ctx.database.db.select().from(claims).where(eq(claims.id, claim.id));
      expect(row!.status).toBe('open');
    });
  });

  it('only an open claim can be answered (409), and only by the order’s seller', async () => {
    const { claim } = await rejectedClaim();
    const accept = await acceptClaim(ctx.app, accounts.wholesaler, claim.id);
    expect(accept.statusCode).toBe(409);
    expect(accept.json().detail).toBe('This claim is rejected; only an open claim can be answered.');
    expect((await rejectClaim(ctx.app, accounts.wholesaler, claim.id, { reason: 'Again' })).statusCode).toBe(409);

    const { claim: accepted } = await openClaim();
    ok(await acceptClaim(ctx.app, accounts.wholesaler, accepted.id));
    const reject = await rejectClaim(ctx.app, accounts.wholesaler, accepted.id, { reason: 'Changed my mind' });
    expect(reject.statusCode).toBe(409);
    expect(reject.json().detail).toBe('This claim is accepted; only an open claim can be answered.');

    const { claim: open } = await openClaim();
    expect((await acceptClaim(ctx.app, accounts.otherWholesaler, open.id)).statusCode).toBe(404);
    expect((await rejectClaim(ctx.app, accounts.otherWholesaler, open.id, { reason: 'No' })).statusCode).toBe(404);
    expect((await acceptClaim(ctx.app, accounts.retailer, open.id)).statusCode).toBe(403);
    expect((await acceptClaim(ctx.app, accounts.admin, open.id)).statusCode).toBe(403);
    expect((await acceptClaim(ctx.app, accounts.wholesaler, 999_999)).statusCode).toBe(404);
  });

  describe('the retailer escalates a rejected claim', () => {
    it('within the time: the marketplace decides it now, and the seller is told', async () => {
      const { claim, orderId } = await rejectedClaim();
      const escalated = ok(await escalateClaim(ctx.app, accounts.retailer, claim.id, { note: 'The seal was broken' }));
      expect(escalated).toMatchObject({
        status: 'escalated',
        respond_by: null,
        items: [{ accepted_quantity: null }, { accepted_quantity: null }],
        history: [
          { status: 'open', by: 'retailer' },
          { status: 'rejected', by: 'wholesaler', note: 'Counted at dispatch' },
          { status: 'escalated', by: 'retailer', note: 'The seal was broken' },
        ],
      });
      expect(await titlesOf(accounts.wholesaler, orderId)).toEqual([
        expect.stringContaining('New claim'),
        `Claim #${claim.id} goes to the marketplace`,
      ]);
      const again = await escalateClaim(ctx.app, accounts.retailer, claim.id);
      expect(again.statusCode).toBe(409);
      expect(again.json().detail).toBe(claimMessages.notRejected('escalated'));
    });

    it('a second before the deadline, but not a second after it', async () => {
      const { claim } = await rejectedClaim();
      await moveRespondBy(ctx, claim.id, new Date(Date.now() + 60_000));
      ok(await escalateClaim(ctx.app, accounts.retailer, claim.id, {}));

      const { claim: late } = await rejectedClaim();
      const deadline = new Date(Date.now() - 1000);
      await moveRespondBy(ctx, late.id, deadline);
      const refused = await escalateClaim(ctx.app, accounts.retailer, late.id);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().detail).toBe(
        `A rejected claim can be escalated until ${claimDateText(deadline)}; that time has passed.`,
      );
      const [row] = await ctx.database.db.select().from(claims).where(eq(claims.id, late.id));
      expect(row!.status).toBe('rejected');
    });

    it('not an open or accepted claim, not another retailer’s, and not as the seller', async () => {
      const { claim: open } = await openClaim();
      const early = await escalateClaim(ctx.app, accounts.retailer, open.id);
      expect(early.statusCode).toBe(409);
      expect(early.json().detail).toBe('This claim is open; only a rejected claim can be escalated.');
      const { claim } = await rejectedClaim();
      expect((await escalateClaim(ctx.app, accounts.otherRetailer, claim.id)).statusCode).toBe(404);
      expect((await escalateClaim(ctx.app, accounts.wholesaler, claim.id)).statusCode).toBe(403);
      expect((await escalateClaim(ctx.app, accounts.retailer, claim.id, { note: 'x'.repeat(1001) })).statusCode).toBe(
        400,
      );
    });
  });

  it('an open claim the seller leaves unanswered past respond_by goes to the marketplace by the deadlines job', async () => {
    const { claim: due, orderId } = await openClaim();
    const { claim: notDue } = await openClaim();
    const passes = ctx.app.services.deadlinePasses;
    // Every other open claim is days from its deadline; this one's passed a minute ago.
    const dueAt = new Date(Date.now() - 60_000);
    await moveRespondBy(ctx, due.id, dueAt);
    const justBefore = await runDeadlinesOnce(ctx.database.db, passes, new Date(dueAt.getTime() - 1000));
    expect(justBefore?.claimsEscalated).toBe(0);
    const done = await runDeadlinesOnce(ctx.database.db, passes);
    expect(done?.claimsEscalated).toBe(1);
    const read = await readClaims(ctx.app, accounts.retailer, apiPaths.orderClaims(orderId));
    const escalated = (read.json().claims as ClaimResponse[]).find((claim) => claim.id === due.id)!;
    expect(escalated).toMatchObject({
      status: 'escalated',
      respond_by: null,
      history: [{ status: 'open' }, { status: 'escalated', by: 'system' }],
    });
    const [stillOpen] = await ctx.database.db.select().from(claims).where(eq(claims.id, notDue.id));
    expect(stillOpen!.status).toBe('open');
    for (const party of [accounts.retailer, accounts.wholesaler])
      expect(await titlesOf(party, orderId)).toContain(`Claim #${due.id} goes to the marketplace`);
    const [notice] = (await claimNotices(ctx, accounts.retailer.id, orderId)).filter((n) =>
      n.title.includes('marketplace'),
    );
    expect(notice!.body).toContain('did not answer');
    const timeline = (await readDetails(ctx.app, accounts.wholesaler, orderId)).events.map(
      (event) => event.description,
    );
    expect(timeline).toContain(`Claim #${due.id} sent to the marketplace: the seller did not answer in time`);
    // The seller can no longer answer it; run again, nothing more happens.
    expect((await acceptClaim(ctx.app, accounts.wholesaler, due.id)).statusCode).toBe(409);
    const again = await runDeadlinesOnce(ctx.database.db, passes);
    expect(again?.claimsEscalated).toBe(0);
  });

  it('the seller’s answer and the deadlines job racing for an overdue claim: one of them moves it, never both', async () => {
    const { claim } = await openClaim();
    await moveRespondBy(ctx, claim.id, new Date(Date.now() - 1000));
    const [job, answer] = await Promise.all([
      runDeadlinesOnce(ctx.database.db, ctx.app.services.deadlinePasses),
      acceptClaim(ctx.app, accounts.wholesaler, claim.id),
    ]);
    const [row] = await ctx.database.db.select().from(claims).where(eq(claims.id, claim.id));
    const refunded = await ctx.database.db.select().from(refunds).where(eq(refunds.claimId, claim.id));
    if (answer.statusCode === 200) {
      expect(row!.status).toBe('accepted');
      expect(refunded).toHaveLength(1);
    } else {
      expect(answer.statusCode).toBe(409);
      expect(job?.claimsEscalated).toBe(1);
      expect(row!.status).toBe('escalated');
      expect(refunded).toHaveLength(0);
    }
  });

  describe('the marketplace decides an escalated claim', () => {
    it('accepts all of it: the claim is refunded, and both parties are told', async () => {
      const { claim, orderId } = await escalatedClaim();
      const decided = ok(
        await decideClaim(ctx.app, accounts.admin, claim.id, { decision: 'accept', note: 'Photos convince' }),
      );
      expect(decided).toMatchObject({
        status: 'accepted',
        items: [{ accepted_quantity: 3 }, { accepted_quantity: 2 }],
        history: [
          { status: 'open' },
          { status: 'rejected' },
          { status: 'escalated' },
          { status: 'accepted', by: 'admin', note: 'Photos convince' },
        ],
      });
      expect(decided.amount_refunded).toBeGreaterThan(0);
      expect(decided.credit_note).not.toBeNull();
      for (const party of [accounts.retailer, accounts.wholesaler])
        expect(await titlesOf(party, orderId)).toContain(`Claim #${claim.id} accepted`);
    });

    it('rejects it for good: the retailer cannot escalate again, and both parties are told', async () => {
      const { claim, orderId } = await escalatedClaim();
      const decided = ok(
        await decideClaim(ctx.app, accounts.admin, claim.id, { decision: 'reject', note: 'Signed for in full' }),
      );
      expect(decided).toMatchObject({
        status: 'rejected',
        respond_by: null,
        amount_refunded: 0,
        items: [{ accepted_quantity: 0 }, { accepted_quantity: 0 }],
      });
      expect(decided.history.at(-1)).toMatchObject({ status: 'rejected', by: 'admin', note: 'Signed for in full' });
      const final = await escalateClaim(ctx.app, accounts.retailer, claim.id);
      expect(final.statusCode).toBe(409);
      expect(final.json().detail).toBe(claimMessages.decidedFinal);
      for (const party of [accounts.retailer, accounts.wholesaler]) {
        const notices = await claimNotices(ctx, party.id, orderId);
        expect(notices.at(-1)).toEqual({
          title: `Claim #${claim.id} rejected`,
          body: expect.stringContaining('This decision is final.'),
        });
      }
      const again = await decideClaim(ctx.app, accounts.admin, claim.id, { decision: 'accept', note: '' });
      expect(again.statusCode).toBe(409);
    });

    it('only escalated claims, only administrators, and only accept or reject', async () => {
      const { claim: open } = await openClaim();
      const notEscalated = await decideClaim(ctx.app, accounts.admin, open.id, { decision: 'accept', note: '' });
      expect(notEscalated.statusCode).toBe(409);
      expect(notEscalated.json().detail).toBe(claimMessages.notEscalated('open'));
      const { claim } = await escalatedClaim();
      for (const party of [accounts.retailer, accounts.wholesaler])
        expect((await decideClaim(ctx.app, party, claim.id, { decision: 'accept', note: '' })).statusCode).toBe(403);
      expect((await decideClaim(ctx.app, accounts.admin, claim.id, { decision: 'refund', note: '' })).statusCode).toBe(
        400,
      );
      expect((await decideClaim(ctx.app, accounts.admin, 999_999, { decision: 'accept', note: '' })).statusCode).toBe(
        404,
      );
      const [row] = await ctx.database.db.select().from(claims).where(eq(claims.id, claim.id));
      expect(row!.status).toBe('escalated');
    });
  });

  describe('reading claims', () => {
    it('an order’s claims are read by its parties and administrators, and by nobody else', async () => {
      const { claim, orderId } = await openClaim();
      for (const reader of [accounts.retailer, accounts.wholesaler, accounts.admin]) {
        const response = await readClaims(ctx.app, reader, apiPaths.orderClaims(orderId));
        expect(response.statusCode).toBe(200);
        expect((response.json().claims as ClaimResponse[]).map((item) => item.id)).toEqual([claim.id]);
      }
      for (const stranger of [accounts.otherRetailer, accounts.otherWholesaler])
        expect((await readClaims(ctx.app, stranger, apiPaths.orderClaims(orderId))).statusCode).toBe(404);
      expect((await ctx.app.inject({ method: 'GET', url: apiPaths.orderClaims(orderId) })).statusCode).toBe(401);
    });

    it('GET /api/claims/ lists the caller’s own, filtered by status', async () => {
      const { claim: open } = await openClaim();
      const { claim: rejected } = await rejectedClaim();
      const idsOf = async (account: Account, query = '') => {
        const response = await readClaims(ctx.app, account, `${apiPaths.claims}${query}`);
        expect(response.statusCode).toBe(200);
        return (response.json().claims as ClaimResponse[]).map((claim) => claim.id);
      };
      for (const party of [accounts.retailer, accounts.wholesaler]) {
        const all = await idsOf(party);
        expect(all).toEqual(expect.arrayContaining([open.id, rejected.id]));
        expect(all).toEqual([...all].sort((a, b) => b - a));
        const openOnes = await idsOf(party, '?status=open');
        expect(openOnes).toContain(open.id);
        expect(openOnes).not.toContain(rejected.id);
        expect(await idsOf(party, '?status=rejected')).toContain(rejected.id);
      }
      const response = await readClaims(ctx.app, accounts.retailer, `${apiPaths.claims}?status=open`);
      for (const claim of response.json().claims as ClaimResponse[]) expect(claim.status).toBe('open');
      expect(await idsOf(accounts.otherRetailer)).toEqual([]);
      expect(await idsOf(accounts.otherWholesaler)).toEqual([]);
      expect((await readClaims(ctx.app, accounts.retailer, `${apiPaths.claims}?status=lost`)).statusCode).toBe(400);
    });

    it('GET /api/admin/claims/?status=escalated lists escalated claims with both sides’ notes, for administrators only', async () => {
      const { claim: escalated } = await escalatedClaim();
      const { claim: open } = await openClaim();
      const response = await readClaims(ctx.app, accounts.admin, `${apiPaths.adminClaims}?status=escalated`);
      expect(response.statusCode).toBe(200);
      const listed = response.json().claims as ClaimResponse[];
      expect(listed.map((claim) => claim.id)).toContain(escalated.id);
      expect(listed.map((claim) => claim.id)).not.toContain(open.id);
      for (const claim of listed) expect(claim.status).toBe('escalated');
      expect(listed.find((claim) => claim.id === escalated.id)!.history.map((step) => step.note)).toEqual([
        'Cartons were short',
        'Counted at dispatch',
        'The seal was broken',
      ]);
      for (const party of [accounts.retailer, accounts.wholesaler, accounts.otherRetailer])
        expect((await readClaims(ctx.app, party, `${apiPaths.adminClaims}?status=escalated`)).statusCode).toBe(403);
    });
  });

  it('the order’s timeline shows each step of its claims', async () => {
    const { claim, orderId } = await escalatedClaim();
    ok(await decideClaim(ctx.app, accounts.admin, claim.id, { decision: 'accept', note: 'Fair' }));
    for (const reader of [accounts.retailer, accounts.wholesaler]) {
      const steps = (await readDetails(ctx.app, reader, orderId)).events
        .filter((event) => event.status === 'claim')
        .map((event) => event.description);
      expect(steps).toEqual([
        `Problem reported: Fewer units arrived (claim #${claim.id})`,
        `Claim #${claim.id} rejected by the seller: Counted at dispatch`,
        `Claim #${claim.id} sent to the marketplace by the retailer`,
        `Claim #${claim.id} accepted by the marketplace`,
      ]);
    }
  });
});

describe('claim durations come from CLAIM_WINDOW_SECONDS and CLAIM_RESPONSE_SECONDS', () => {
  const { ctx, accounts } = useClaimsMarketplace({ CLAIM_WINDOW_SECONDS: '7200', CLAIM_RESPONSE_SECONDS: '3600' });
  const shelf = {} as { kettle: ShelfProduct; iron: ShelfProduct };

  beforeAll(async () => {
    shelf.kettle = await insertProduct(ctx.database.db, {
      wholesalerId: accounts.wholesaler.id,
      name: 'Kettle',
      price: 650,
      stock: 1000,
    });
    shelf.iron = await insertProduct(ctx.database.db, {
      wholesalerId: accounts.wholesaler.id,
      name: 'Iron',
      price: 480,
      stock: 1000,
    });
  });

  it('a two-hour window and a one-hour answer: the window shuts after two hours, the seller has an hour, so has the retailer', async () => {
    const { orderId, kettleLine } = await kettlesAndIrons(ctx, accounts, shelf);
    const details = await readDetails(ctx.app, accounts.retailer, orderId);
    expect(Date.parse(details.claim_window_ends_at!) - Date.parse(details.delivered_at!)).toBe(7200 * 1000);

    const claim = await filedClaim(ctx.app, accounts.retailer, orderId, {
      type: 'short',
      items: [{ id: kettleLine, quantity: 1 }],
    });
    expect(Date.parse(claim.respond_by!) - Date.parse(claim.created_at)).toBe(3600 * 1000);
    const rejected = ok(await rejectClaim(ctx.app, accounts.wholesaler, claim.id, { reason: 'No' }));
    expect(Date.parse(rejected.respond_by!) - Date.parse(rejected.history.at(-1)!.at)).toBe(3600 * 1000);

    const unanswered = await filedClaim(ctx.app, accounts.retailer, orderId, {
      type: 'short',
      items: [{ id: kettleLine, quantity: 1 }],
    });
    const passes = ctx.app.services.deadlinePasses;
    const anHourLater = new Date(Date.parse(unanswered.created_at) + 3600 * 1000 + 1000);
    expect((await runDeadlinesOnce(ctx.database.db, passes, anHourLater))?.claimsEscalated).toBe(1);
    const [row] = await ctx.database.db.select().from(claims).where(eq(claims.id, unanswered.id));
    expect(row!.status).toBe('escalated');

    await deliveredAgo(ctx, orderId, 7200 * 1000 + 60_000);
    const late = await fileClaim(ctx.app, accounts.retailer, orderId, {
      type: 'short',
      description: 'Late',
      items: [{ id: kettleLine, quantity: 1 }],
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().detail).toMatch(/^The claim window for this order closed on /);
  });
});
