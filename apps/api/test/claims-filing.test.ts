import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, claimDateText, claimMessages, MAX_IMAGE_BYTES, type ClaimResponse } from '@marketplace/contract';
import { claims, notificationDeliveries, notifications, orders } from '../src/db/schema.js';
import { runDeadlinesOnce } from '../src/jobs/deadlines-job.js';
import { multipartForm } from './accounts-fixtures.js';
import {
  claimNotices,
  DAY_MS,
  deliveredAgo,
  deliveredOrder,
  fileClaim,
  fileClaimWithPhotos,
  filedClaim,
  jpegPhoto,
  pngPhoto,
  readDetails,
  useClaimsMarketplace,
  type DeliveryProof,
} from './claims-fixtures.js';
import { checkoutAndPay, insertProduct, patchStatus, type ShelfProduct } from './order-fixtures.js';

const WINDOW_MS = 7 * DAY_MS;

describe('a retailer files a claim on a delivered order', () => {
  const { ctx, accounts } = useClaimsMarketplace();
  let biscuits: ShelfProduct;
  let soap: ShelfProduct;

  beforeAll(async () => {
    const seller = accounts.wholesaler.id;
    biscuits = await insertProduct(ctx.database.db, {
      wholesalerId: seller,
      name: 'Marie biscuits',
      price: 25,
      stock: 10_000,
    });
    soap = await insertProduct(ctx.database.db, { wholesalerId: seller, name: 'Neem soap', price: 40, stock: 10_000 });
  });

  const delivered = (proof: DeliveryProof = 'seller', biscuitUnits = 10, soapUnits = 6) =>
    deliveredOrder(
      ctx,
      { retailer: accounts.retailer, seller: accounts.wholesaler },
      [
        { product: biscuits, quantity: biscuitUnits },
        { product: soap, quantity: soapUnits },
      ],
      proof,
    );

  const claimCount = async (orderId: number) =>
    (await ctx.database.db.select().from(claims).where(eq(claims.orderId, orderId))).length;

  it('files an open claim the seller must answer within 3 days, and tells the seller', async () => {
    const { orderId, itemIds } = await delivered();
    const response = await fileClaim(ctx.app, accounts.retailer, orderId, {
      type: 'short',
      description: '  Two packets missing  ',
      items: [{ id: itemIds[0], quantity: 2 }],
    });
    expect(response.statusCode, response.body).toBe(201);
    const claim: ClaimResponse = response.json();
    expect(claim).toMatchObject({
      order: orderId,
      type: 'short',
      status: 'open',
      description: 'Two packets missing',
      items: [
        { id: itemIds[0], product: { id: biscuits.id, name: 'Marie biscuits' }, quantity: 2, accepted_quantity: null },
      ],
      photos: [],
      history: [{ status: 'open', by: 'retailer', note: 'Two packets missing' }],
      amount_refunded: 0,
      refund_status: null,
      credit_note: null,
      retailer: 'Nair Provisions',
      wholesaler: 'Mehta Distributors',
    });
    expect(Date.parse(claim.respond_by!) - Date.parse(claim.created_at)).toBe(3 * DAY_MS);
    const sellerNotices = await claimNotices(ctx, accounts.wholesaler.id, orderId);
    expect(sellerNotices).toEqual([
      {
        title: `New claim on order #${orderId}: Fewer units arrived`,
        body: expect.stringContaining(`Nair Provisions reported a problem (claim #${claim.id} on order #${orderId})`),
      },
    ]);
    expect(sellerNotices[0]!.body).toContain(claimDateText(new Date(claim.respond_by!)));
    expect(await claimNotices(ctx, accounts.retailer.id, orderId)).toEqual([]);
  });

  it('writes each notice to the e-mail outbox as well', async () => {
    const { orderId, itemIds } = await delivered();
    await filedClaim(ctx.app, accounts.retailer, orderId, { type: 'short', items: [{ id: itemIds[0]!, quantity: 1 }] });
    const mailed = await ctx.database.db
      .select({ kind: notifications.kind })
      .from(notificationDeliveries)
      .innerJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId))
      .where(and(eq(notifications.orderId, orderId), eq(notifications.userId, accounts.wholesaler.id)));
    expect(mailed.map((row) => row.kind)).toContain('claim');
  });

  it('two claims filed at once cannot together claim more than was delivered', async () => {
    const { orderId, itemIds } = await delivered('seller', 10, 6);
    const body = { type: 'short', description: 'Short', items: [{ id: itemIds[0], quantity: 6 }] };
    const answers = await Promise.all([
      fileClaim(ctx.app, accounts.retailer, orderId, body),
      fileClaim(ctx.app, accounts.retailer, orderId, body),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400]);
    const refused = answers.find((answer) => answer.statusCode === 400)!;
    expect(refused.json().detail).toBe('Marie biscuits: at most 4 more units can be claimed.');
    expect(await claimCount(orderId)).toBe(1);
  });

  describe('the claim window', () => {
    it('takes a claim a minute before the window closes', async () => {
      const { orderId, itemIds } = await delivered();
      await deliveredAgo(ctx, orderId, WINDOW_MS - 60_000);
      const response = await fileClaim(ctx.app, accounts.retailer, orderId, {
        type: 'expired',
        description: 'Best before last month',
        items: [{ id: itemIds[1], quantity: 1 }],
      });
      expect(response.statusCode, response.body).toBe(201);
    });

    it('refuses a claim a minute after it closed, naming the day it closed', async () => {
      const { orderId, itemIds } = await delivered();
      await deliveredAgo(ctx, orderId, WINDOW_MS + 60_000);
      const details = await readDetails(ctx.app, accounts.retailer, orderId);
      const closedOn = claimDateText(new Date(details.claim_window_ends_at!));
      const response = await fileClaim(ctx.app, accounts.retailer, orderId, {
        type: 'short',
        description: 'Two packets missing',
        items: [{ id: itemIds[0], quantity: 2 }],
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toBe(`The claim window for this order closed on ${closedOn}.`);
      expect(closedOn).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
      expect(await claimCount(orderId)).toBe(0);
    });

    it('at the window’s last moment a claim is still taken and the seller’s money is not released', async () => {
      const { orderId, itemIds } = await delivered();
      const deliveredAt = new Date(Date.now() - 3600_000);
      await ctx.database.db.update(orders).set({ deliveredAt }).where(eq(orders.id, orderId));
      const lastMoment = new Date(deliveredAt.getTime() + WINDOW_MS);
      await runDeadlinesOnce(ctx.database.db, ctx.app.services.deadlinePasses, lastMoment);
      const [row] = await ctx.database.db.select().from(orders).where(eq(orders.id, orderId));
      expect(row!.releasedAt).toBeNull();
      const retailer = { id: accounts.retailer.id, userType: 'retailer' as const, verified: true };
      const claimId = await ctx.app.services.claims.file(
        retailer,
        orderId,
        { type: 'expired', description: 'Best before last month', items: [{ id: itemIds[1]!, quantity: 1 }] },
        [],
        lastMoment,
      );
      const [claim] = await ctx.database.db.select().from(claims).where(eq(claims.id, claimId));
      expect(claim).toMatchObject({ orderId, status: 'open', type: 'expired' });
      // A millisecond later the window is closed.
      const later = new Date(lastMoment.getTime() + 1);
      await expect(
        ctx.app.services.claims.file(
          retailer,
          orderId,
          { type: 'expired', description: 'One more', items: [{ id: itemIds[1]!, quantity: 1 }] },
          [],
          later,
        ),
      ).rejects.toThrow(`The claim window for this order closed on ${claimDateText(lastMoment)}.`);
    });

    it('refuses a claim once the order’s money was released, even while the clock says the window is open', async () => {
      const { orderId, itemIds } = await delivered();
      const details = await readDetails(ctx.app, accounts.retailer, orderId);
      const closedOn = claimDateText(new Date(details.claim_window_ends_at!));
      // Another worker, its clock ahead, released the order's money.
      const ahead = new Date(Date.parse(details.claim_window_ends_at!) + 1000);
      await runDeadlinesOnce(ctx.database.db, ctx.app.services.deadlinePasses, ahead);
      const [row] = await ctx.database.db.select().from(orders).where(eq(orders.id, orderId));
      expect(row!.releasedAt?.getTime()).toBe(ahead.getTime());
      const response = await fileClaim(ctx.app, accounts.retailer, orderId, {
        type: 'short',
        description: 'Two packets missing',
        items: [{ id: itemIds[0], quantity: 2 }],
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toBe(`The claim window for this order closed on ${closedOn}.`);
      expect(await claimCount(orderId)).toBe(0);
    });
  });

  it('refuses a claim on an order not yet delivered, shipped or confirmed', async () => {
    const orderId = (await checkoutAndPay(ctx.app, accounts.retailer, [{ product: biscuits, quantity: 3 }]))
      .order_ids[0]!;
    const itemId = (await readDetails(ctx.app, accounts.retailer, orderId)).order_items[0]!.id;
    const body = { type: 'short', description: 'One missing', items: [{ id: itemId, quantity: 1 }] };
    const confirmed = await fileClaim(ctx.app, accounts.retailer, orderId, body);
    expect(confirmed.statusCode).toBe(400);
    expect(confirmed.json().detail).toBe(claimMessages.notDelivered);
    expect((await patchStatus(ctx.app, accounts.wholesaler, orderId, { status: 'shipped' })).statusCode).toBe(200);
    const shipped = await fileClaim(ctx.app, accounts.retailer, orderId, body);
    expect(shipped.statusCode).toBe(400);
    expect(shipped.json().detail).toBe(claimMessages.notDelivered);
  });

  it('lets only the order’s retailer file: 404 for another retailer, 403 for a seller or administrator, 401 signed out', async () => {
    const { orderId, itemIds } = await delivered();
    const body = { type: 'short', description: 'One missing', items: [{ id: itemIds[0], quantity: 1 }] };
    expect((await fileClaim(ctx.app, accounts.otherRetailer, orderId, body)).statusCode).toBe(404);
    expect((await fileClaim(ctx.app, accounts.wholesaler, orderId, body)).statusCode).toBe(403);
    expect((await fileClaim(ctx.app, accounts.admin, orderId, body)).statusCode).toBe(403);
    const anonymous = await ctx.app.inject({ method: 'POST', url: apiPaths.orderClaims(orderId), payload: body });
    expect(anonymous.statusCode).toBe(401);
    expect((await fileClaim(ctx.app, accounts.retailer, 999_999, body)).statusCode).toBe(404);
    expect(await claimCount(orderId)).toBe(0);
  });

  describe('not received', () => {
    it('is refused once the retailer’s code confirmed the delivery', async () => {
      const { orderId } = await delivered('code');
      const response = await fileClaim(ctx.app, accounts.retailer, orderId, {
        type: 'not_received',
        description: 'Nothing came',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        detail: 'The delivery was confirmed with your code.',
        type: ['The delivery was confirmed with your code.'],
      });
    });

    it('is refused once the retailer confirmed receipt', async () => {
      const { orderId } = await delivered('retailer');
      const response = await fileClaim(ctx.app, accounts.retailer, orderId, {
        type: 'not_received',
        description: 'Nothing came',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toBe('The delivery was confirmed by you.');
    });

    it('a code-confirmed delivery still takes other kinds of claim', async () => {
      const { orderId, itemIds } = await delivered('code');
      await filedClaim(ctx.app, accounts.retailer, orderId, {
        type: 'short',
        items: [{ id: itemIds[0]!, quantity: 1 }],
      });
    });

    it('without items, claims every unit of every line after the seller’s word', async () => {
      const { orderId, itemIds } = await delivered('seller');
      const claim = await filedClaim(ctx.app, accounts.retailer, orderId, { type: 'not_received' });
      expect(claim.items.map(({ id, quantity }) => ({ id, quantity }))).toEqual([
        { id: itemIds[0], quantity: 10 },
        { id: itemIds[1], quantity: 6 },
      ]);
    });

    it('after delivery by timeout, without items, claims only the units no earlier claim has', async () => {
      const { orderId, itemIds } = await delivered('timeout');
      await filedClaim(ctx.app, accounts.retailer, orderId, {
        type: 'short',
        items: [{ id: itemIds[0]!, quantity: 4 }],
      });
      await filedClaim(ctx.app, accounts.retailer, orderId, {
        type: 'expired',
        items: [{ id: itemIds[1]!, quantity: 6 }],
      });
      const claim = await filedClaim(ctx.app, accounts.retailer, orderId, { type: 'not_received' });
      expect(claim.items.map(({ id, quantity }) => ({ id, quantity }))).toEqual([{ id: itemIds[0], quantity: 6 }]);
      const nothingLeft = await fileClaim(ctx.app, accounts.retailer, orderId, {
        type: 'not_received',
        description: 'x',
      });
      expect(nothingLeft.statusCode).toBe(400);
      expect(nothingLeft.json().items).toEqual([claimMessages.nothingLeft]);
    });

    it('with items, claims just those', async () => {
      const { orderId, itemIds } = await delivered('seller');
      const claim = await filedClaim(ctx.app, accounts.retailer, orderId, {
        type: 'not_received',
        items: [{ id: itemIds[1]!, quantity: 2 }],
      });
      expect(claim.items.map(({ id, quantity }) => ({ id, quantity }))).toEqual([{ id: itemIds[1], quantity: 2 }]);
    });
  });

  describe('quantities', () => {
    it('over several claims never exceed what was delivered, and the refusal names the line', async () => {
      const { orderId, itemIds } = await delivered('seller', 10, 6);
      const [biscuitLine, soapLine] = itemIds as [number, number];
      const claimOf = (items: Array<{ id: number; quantity: number }>) =>
        fileClaim(ctx.app, accounts.retailer, orderId, { type: 'short', description: 'Short', items });
      expect((await claimOf([{ id: biscuitLine, quantity: 6 }])).statusCode).toBe(201);
      const over = await claimOf([{ id: biscuitLine, quantity: 5 }]);
      expect(over.statusCode).toBe(400);
      expect(over.json()).toMatchObject({
        detail: 'Marie biscuits: at most 4 more units can be claimed.',
        items: ['Marie biscuits: at most 4 more units can be claimed.'],
      });
      expect((await claimOf([{ id: biscuitLine, quantity: 3 }])).statusCode).toBe(201);
      expect((await claimOf([{ id: biscuitLine, quantity: 2 }])).json().detail).toBe(
        'Marie biscuits: at most 1 more unit can be claimed.',
      );
      // One line over its cap refuses the whole claim, the other line included.
      const mixed = await claimOf([
        { id: soapLine, quantity: 1 },
        { id: biscuitLine, quantity: 2 },
      ]);
      expect(mixed.statusCode).toBe(400);
      expect((await claimOf([{ id: biscuitLine, quantity: 1 }])).statusCode).toBe(201);
      expect((await claimOf([{ id: biscuitLine, quantity: 1 }])).json().detail).toBe(
        'Marie biscuits: every delivered unit is already claimed.',
      );
      expect((await claimOf([{ id: soapLine, quantity: 7 }])).json().detail).toBe(
        'Neem soap: at most 6 more units can be claimed.',
      );
      expect(await claimCount(orderId)).toBe(3);
    });

    it('count a rejected claim’s units too', async () => {
      const { orderId, itemIds } = await delivered('seller', 10, 6);
      const claim = await filedClaim(ctx.app, accounts.retailer, orderId, {
        type: 'short',
        items: [{ id: itemIds[1]!, quantity: 6 }],
      });
      const rejected = await ctx.app.inject({
        method: 'POST',
        url: apiPaths.claimReject(claim.id),
        headers: accounts.wholesaler.auth,
        payload: { reason: 'All six were signed for' },
      });
      expect(rejected.statusCode).toBe(200);
      const again = await fileClaim(ctx.app, accounts.retailer, orderId, {
        type: 'short',
        description: 'Short',
        items: [{ id: itemIds[1], quantity: 1 }],
      });
      expect(again.statusCode).toBe(400);
      expect(again.json().detail).toBe('Neem soap: every delivered unit is already claimed.');
    });

    it('refuse an item of another order, an item given twice, no items and only zero quantities', async () => {
      const { orderId, itemIds } = await delivered();
      const { itemIds: elsewhere } = await delivered();
      const claimOf = (items: unknown) =>
        fileClaim(ctx.app, accounts.retailer, orderId, { type: 'short', description: 'Short', items });
      const foreign = await claimOf([{ id: elsewhere[0], quantity: 1 }]);
      expect(foreign.statusCode).toBe(400);
      expect(foreign.json()).toMatchObject({
        detail: `Item ${elsewhere[0]} is not in this order.`,
        items: [`Item ${elsewhere[0]} is not in this order.`],
      });
      const twice = await claimOf([
        { id: itemIds[0], quantity: 1 },
        { id: itemIds[0], quantity: 2 },
      ]);
      expect(twice.statusCode).toBe(400);
      expect(twice.json().detail).toBe(claimMessages.itemTwice('Marie biscuits'));
      for (const items of [[], [{ id: itemIds[0], quantity: 0 }], undefined]) {
        const response = await claimOf(items);
        expect(response.statusCode).toBe(400);
        expect(response.json().items).toEqual([claimMessages.itemsRequired]);
      }
      for (const items of [[{ id: itemIds[0], quantity: -1 }], [{ id: itemIds[0], quantity: 1.5 }], [{ quantity: 1 }]])
        expect((await claimOf(items)).statusCode).toBe(400);
      expect(await claimCount(orderId)).toBe(0);
    });
  });

  it('needs a known type and a description of at most 1,000 characters', async () => {
    const { orderId, itemIds } = await delivered();
    const items = [{ id: itemIds[0], quantity: 1 }];
    const missing = await fileClaim(ctx.app, accounts.retailer, orderId, { type: 'short', items });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().description).toEqual([claimMessages.descriptionRequired]);
    const blank = await fileClaim(ctx.app, accounts.retailer, orderId, { type: 'short', description: '   ', items });
    expect(blank.json().description).toEqual([claimMessages.descriptionRequired]);
    const long = await fileClaim(ctx.app, accounts.retailer, orderId, {
      type: 'short',
      description: 'x'.repeat(1001),
      items,
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().description).toEqual(['Keep the description to 1,000 characters.']);
    const badType = await fileClaim(ctx.app, accounts.retailer, orderId, { type: 'late', description: 'Late', items });
    expect(badType.statusCode).toBe(400);
    expect(badType.json().type).toBeDefined();
    expect(await claimCount(orderId)).toBe(0);
    const longest = await fileClaim(ctx.app, accounts.retailer, orderId, {
      type: 'short',
      description: 'x'.repeat(1000),
      items,
    });
    expect(longest.statusCode, longest.body).toBe(201);
  });

  describe('photos', () => {
    it('are required for damaged goods and a wrong item, and not for the other types', async () => {
      const { orderId, itemIds } = await delivered();
      for (const type of ['damaged', 'wrong_item']) {
        const response = await fileClaim(ctx.app, accounts.retailer, orderId, {
          type,
          description: 'See for yourself',
          items: [{ id: itemIds[0], quantity: 1 }],
        });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({
          detail: claimMessages.photosRequired,
          photos: [claimMessages.photosRequired],
        });
        const withoutFiles = await fileClaimWithPhotos(
          ctx.app,
          accounts.retailer,
          orderId,
          { type, description: 'See for yourself', items: [{ id: itemIds[0]!, quantity: 1 }] },
          [],
        );
        expect(withoutFiles.statusCode).toBe(400);
        expect(withoutFiles.json().photos).toEqual([claimMessages.photosRequired]);
      }
      expect(await claimCount(orderId)).toBe(0);
      for (const type of ['short', 'expired'])
        await filedClaim(ctx.app, accounts.retailer, orderId, { type, items: [{ id: itemIds[0]!, quantity: 1 }] });
    });

    it('a PNG and a JPEG sent with the form become WebP pictures the order’s parties and administrators can read', async () => {
      const { orderId, itemIds } = await delivered();
      const response = await fileClaimWithPhotos(
        ctx.app,
        accounts.retailer,
        orderId,
        { type: 'damaged', description: 'Crushed carton', items: [{ id: itemIds[1]!, quantity: 2 }] },
        [await pngPhoto(), await jpegPhoto()],
      );
      expect(response.statusCode, response.body).toBe(201);
      const claim: ClaimResponse = response.json();
      expect(claim).toMatchObject({
        type: 'damaged',
        description: 'Crushed carton',
        items: [{ id: itemIds[1], quantity: 2 }],
      });
      expect(claim.photos).toEqual([apiPaths.claimPhoto(claim.id, 1), apiPaths.claimPhoto(claim.id, 2)]);
      for (const reader of [accounts.retailer, accounts.wholesaler, accounts.admin])
        for (const url of claim.photos) {
          const photo = await ctx.app.inject({ method: 'GET', url, headers: reader.auth });
          expect(photo.statusCode).toBe(200);
          expect(photo.headers['content-type']).toBe('image/webp');
          expect(photo.rawPayload.subarray(0, 4).toString('latin1')).toBe('RIFF');
          expect(photo.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
        }
      for (const stranger of [accounts.otherRetailer, accounts.otherWholesaler]) {
        const refused = await ctx.app.inject({ method: 'GET', url: claim.photos[0]!, headers: stranger.auth });
        expect(refused.statusCode).toBe(404);
        expect(refused.headers['content-type']).not.toBe('image/webp');
      }
      expect((await ctx.app.inject({ method: 'GET', url: claim.photos[0]! })).statusCode).toBe(401);
      const third = await ctx.app.inject({
        method: 'GET',
        url: apiPaths.claimPhoto(claim.id, 3),
        headers: accounts.retailer.auth,
      });
      expect(third.statusCode).toBe(404);
      const fifth = await ctx.app.inject({
        method: 'GET',
        url: apiPaths.claimPhoto(claim.id, 5),
        headers: accounts.retailer.auth,
      });
      expect(fifth.statusCode).toBe(400);
    });

    it('a wrong item claim takes up to 4 photos, WebP among them', async () => {
      const { orderId, itemIds } = await delivered();
      const webp = {
        content: await sharp({ create: { width: 30, height: 20, channels: 3, background: '#444444' } })
          .webp()
          .toBuffer(),
        contentType: 'image/webp',
        filename: 'shelf.webp',
      };
      const photos = [await pngPhoto('#111111'), await pngPhoto('#222222'), await jpegPhoto('#333333'), webp];
      const response = await fileClaimWithPhotos(
        ctx.app,
        accounts.retailer,
        orderId,
        { type: 'wrong_item', description: 'Lime soap instead of neem', items: [{ id: itemIds[1]!, quantity: 6 }] },
        photos,
      );
      expect(response.statusCode, response.body).toBe(201);
      expect((response.json() as ClaimResponse).photos).toHaveLength(4);
    });

    it('refuses a fifth photo, a file that is not a picture and a file over 5 MB, and keeps no claim', async () => {
      const { orderId, itemIds } = await delivered();
      const claim = { type: 'damaged', description: 'Crushed carton', items: [{ id: itemIds[0]!, quantity: 1 }] };
      const five = await Promise.all([1, 2, 3, 4, 5].map((n) => pngPhoto(`#${n}${n}${n}${n}${n}${n}`)));
      const tooMany = await fileClaimWithPhotos(ctx.app, accounts.retailer, orderId, claim, five);
      expect(tooMany.statusCode).toBe(400);
      expect(tooMany.json()).toMatchObject({ photos: ['Add at most 4 photos.'] });

      const text = { content: Buffer.from('not a picture at all'), contentType: 'image/png', filename: 'note.png' };
      const notAPicture = await fileClaimWithPhotos(ctx.app, accounts.retailer, orderId, claim, [
        await pngPhoto(),
        text,
      ]);
      expect(notAPicture.statusCode).toBe(400);
      expect(notAPicture.json().photos).toEqual(['The file is not an image. Use a JPEG, PNG or WebP picture.']);

      const gif = {
        content: await sharp({ create: { width: 8, height: 8, channels: 3, background: '#00ff00' } })
          .gif()
          .toBuffer(),
        contentType: 'image/gif',
        filename: 'moving.gif',
      };
      const notAccepted = await fileClaimWithPhotos(ctx.app, accounts.retailer, orderId, claim, [gif]);
      expect(notAccepted.statusCode).toBe(400);
      expect(notAccepted.json().photos).toEqual(['Only JPEG, PNG or WebP pictures are accepted.']);

      const big = { content: Buffer.alloc(MAX_IMAGE_BYTES + 1, 7), contentType: 'image/jpeg', filename: 'huge.jpg' };
      const tooBig = await fileClaimWithPhotos(ctx.app, accounts.retailer, orderId, claim, [big]);
      expect(tooBig.statusCode).toBe(400);
      expect(tooBig.json().photos).toEqual(['Each image must be at most 5 MB.']);

      expect(await claimCount(orderId)).toBe(0);
    });

    it('reads items sent as a part typed application/json as the items', async () => {
      const { orderId, itemIds } = await delivered();
      const boundary = 'claim-items-json';
      const part = (name: string, value: string, type?: string) => [
        `--${boundary}`,
        `Content-Disposition: form-data; name="${name}"`,
        ...(type ? [`Content-Type: ${type}`] : []),
        '',
        value,
      ];
      const payload = [
        ...part('type', 'not_received'),
        ...part('description', 'One carton never came'),
        ...part('items', JSON.stringify([{ id: itemIds[0], quantity: 1 }]), 'application/json'),
        `--${boundary}--`,
        '',
      ].join('\r\n');
      const filed = await ctx.app.inject({
        method: 'POST',
        url: apiPaths.orderClaims(orderId),
        headers: { ...accounts.retailer.auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload,
      });
      expect(filed.statusCode, filed.body).toBe(201);
      expect(filed.json().items).toMatchObject([{ id: itemIds[0], quantity: 1 }]);
    });

    it('a form with items that are not JSON, or a file under another name, is refused with the field named', async () => {
      const { orderId } = await delivered();
      const form = multipartForm({ type: 'short', description: 'Short', items: '[{id: 1' });
      const badItems = await ctx.app.inject({
        method: 'POST',
        url: apiPaths.orderClaims(orderId),
        headers: { ...accounts.retailer.auth, ...form.headers },
        payload: form.payload,
      });
      expect(badItems.statusCode).toBe(400);
      expect(badItems.json().items).toEqual(['Send items as JSON: [{"id": 1, "quantity": 2}].']);
      const photo = await pngPhoto();
      const misnamed = multipartForm({ type: 'damaged', description: 'Crushed' }, [{ field: 'picture', ...photo }]);
      const response = await ctx.app.inject({
        method: 'POST',
        url: apiPaths.orderClaims(orderId),
        headers: { ...accounts.retailer.auth, ...misnamed.headers },
        payload: misnamed.payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toBe('Unexpected file field picture.');
      expect(await claimCount(orderId)).toBe(0);
    });

    it('a claim refused after its photos were checked leaves none of them behind', async () => {
      const { orderId, itemIds } = await delivered('seller', 10, 6);
      const response = await fileClaimWithPhotos(
        ctx.app,
        accounts.retailer,
        orderId,
        { type: 'damaged', description: 'Crushed', items: [{ id: itemIds[1]!, quantity: 7 }] },
        [await pngPhoto()],
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toBe('Neem soap: at most 6 more units can be claimed.');
      const folder = path.join(ctx.config.privateFilesDir, 'claims', `o${orderId}`);
      expect(existsSync(folder) ? readdirSync(folder) : []).toEqual([]);
    });
  });
});
