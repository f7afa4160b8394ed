import { and, asc, eq, lte } from 'drizzle-orm';
import {
  CLAIM_TYPES_NEEDING_PHOTOS,
  claimDateText,
  claimMessages,
  type AcceptClaimRequest,
  type ClaimActor,
  type ClaimItemInput,
  type ClaimStatus,
  type DecideClaimRequest,
  type FileClaimRequest,
} from '@marketplace/contract';
import type { AuthUser } from '../../auth/auth-user.js';
import type { Database, Tx } from '../../db/client.js';
import { claimEvents, claimItems, claimPhotos, claims, orderItems, orders, retailerProfiles } from '../../db/schema.js';
import { AppError, fieldError, notFound } from '../../errors/app-error.js';
import type { PrivateFiles } from '../../media/private-files.js';
import type { OrderRow } from '../orders/order-access.js';
import { notifyClaimStep, type ClaimStep } from './claim-notices.js';
import { photosError, removeClaimPhotos, storeClaimPhotos } from './claim-photos.js';
import { claimedLines } from './claimed-lines.js';
import type { SettleAcceptedClaim } from './claim-settlement.js';

type ClaimRow = typeof claims.$inferSelect;

/** Open claims escalated by one pass of the deadlines job; the next pass takes the rest. */
const ESCALATE_BATCH = 100;

export interface ClaimDeadlines {
  claimWindowSeconds: number;
  claimResponseSeconds: number;
}

const itemsError = (message: string) => fieldError('items', message);
const later = (from: Date, seconds: number) => new Date(from.getTime() + seconds * 1000);

/**
 * Claims on delivered orders: filing within the window, the seller's answer, the retailer's escalation and the
 * marketplace's final word. Every step locks the claim (and the order, where money or quantities are counted), so
 * concurrent answers see each other's result: one acceptance, one refund, one credit note.
 */
export function createClaimsService(
  db: Database,
  deps: { files: PrivateFiles; settle: SettleAcceptedClaim; afterRefund: () => void } & ClaimDeadlines,
) {
  async function lockedOrder(tx: Tx, orderId: number): Promise<OrderRow | undefined> {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update').limit(1);
    return order;
  }

  /** The claim, locked, with its order locked first; 404 unless `visible` says the user may act on it. */
  async function lockedClaim(tx: Tx, claimId: number, visible: (claim: ClaimRow) => boolean) {
    const [found] = await tx.select({ orderId: claims.orderId }).from(claims).where(eq(claims.id, claimId));
    const order = found && (await lockedOrder(tx, found.orderId));
    const [claim] = order ? await tx.select().from(claims).where(eq(claims.id, claimId)).for('update') : [];
    if (!order || !claim || !visible(claim)) throw notFound('Claim');
    return { order, claim };
  }

  async function record(
    tx: Tx,
    claim: ClaimRow,
    change: { status: ClaimStatus; actor: ClaimActor; note: string; respondBy: Date | null; at: Date },
  ) {
    await tx
      .update(claims)
      .set({ status: change.status, respondBy: change.respondBy, updatedAt: change.at })
      .where(eq(claims.id, claim.id));
    await tx
      .insert(claimEvents)
      .values({ claimId: claim.id, status: change.status, actor: change.actor, note: change.note, at: change.at });
  }

  function assertClaimable(order: OrderRow, input: FileClaimRequest, now: Date) {
    if (order.status !== 'delivered' || !order.deliveredAt)
      throw new AppError('validation', claimMessages.notDelivered);
    const windowEnds = later(order.deliveredAt, deps.claimWindowSeconds);
    // A released order's money may already be paid out: its window is closed whatever the clocks say.
    if (now > windowEnds || order.releasedAt)
      throw new AppError('validation', claimMessages.windowClosed(claimDateText(windowEnds)));
    if (input.type === 'not_received' && order.deliveryProof === 'code')
      throw fieldError('type', claimMessages.confirmedWithCode);
    if (input.type === 'not_received' && order.deliveryProof === 'retailer')
      throw fieldError('type', claimMessages.confirmedByYou);
  }

  async function buyerName(tx: Tx, order: OrderRow): Promise<string> {
    const [buyer] = await tx
      .select({ shop: retailerProfiles.shopName })
      .from(retailerProfiles)
      .where(eq(retailerProfiles.userId, order.retailerId));
    return buyer?.shop || order.name;
  }

  /** Accepts the claim's units given per line (all of them without `items`) and moves its money. */
  async function accept(
    tx: Tx,
    order: OrderRow,
    claim: ClaimRow,
    by: { actor: 'wholesaler' | 'admin'; note: string; items?: ClaimItemInput[] | undefined },
    at: Date,
  ) {
    const lines = await tx
      .select({ id: claimItems.orderItemId, quantity: claimItems.quantity, product: orderItems.productName })
      .from(claimItems)
      .innerJoin(orderItems, eq(orderItems.id, claimItems.orderItemId))
      .where(eq(claimItems.claimId, claim.id));
    const acceptedOf = new Map(lines.map((line) => [line.id, by.items ? 0 : line.quantity]));
    const seen = new Set<number>();
    for (const item of by.items ?? []) {
      const line = lines.find((candidate) => candidate.id === item.id);
      if (!line) throw itemsError(claimMessages.unknownItem(item.id));
      if (seen.has(line.id)) throw itemsError(claimMessages.itemTwice(line.product));
      seen.add(line.id);
      if (item.quantity > line.quantity) throw itemsError(claimMessages.acceptOverClaimed(line.product, line.quantity));
      acceptedOf.set(line.id, item.quantity);
    }
    if ([...acceptedOf.values()].every((quantity) => quantity === 0)) throw itemsError(claimMessages.acceptNothing);
    for (const [orderItemId, quantity] of acceptedOf)
      await tx
        .update(claimItems)
        .set({ acceptedQuantity: quantity })
        .where(and(eq(claimItems.claimId, claim.id), eq(claimItems.orderItemId, orderItemId)));
    await record(tx, claim, { status: 'accepted', actor: by.actor, note: by.note, respondBy: null, at });
    const refundPaise = await deps.settle(tx, order, claim.id, at);
    const step: ClaimStep = { step: 'accepted', refundPaise, by: by.actor === 'admin' ? 'marketplace' : 'seller' };
    const recipients = by.actor === 'admin' ? [claim.retailerId, claim.wholesalerId] : [claim.retailerId];
    await notifyClaimStep(tx, claim, recipients, step);
    return refundPaise;
  }

  return {
    async file(user: AuthUser, orderId: number, input: FileClaimRequest, photos: Buffer[], now = new Date()) {
      if (CLAIM_TYPES_NEEDING_PHOTOS.includes(input.type) && photos.length === 0)
        throw photosError(claimMessages.photosRequired);
      // Checked before the pictures are processed, so a refused claim costs no image work.
      const [unlocked] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
      if (!unlocked || unlocked.retailerId !== user.id) throw notFound('Order');
      assertClaimable(unlocked, input, now);
      const keys = await storeClaimPhotos(deps.files, orderId, photos);
      try {
        return await db.transaction(async (tx) => {
          const order = (await lockedOrder(tx, orderId))!;
          assertClaimable(order, input, now);
          const lines = await claimedLines(tx, order, input);
          const respondBy = later(now, deps.claimResponseSeconds);
          const [claim] = await tx
            .insert(claims)
            .values({
              orderId,
              retailerId: order.retailerId,
              wholesalerId: order.wholesalerId,
              type: input.type,
              description: input.description,
              respondBy,
              createdAt: now,
              updatedAt: now,
            })
            .returning();
          if (!claim) throw new Error('insert returned no claim');
          await tx.insert(claimItems).values(lines.map((line) => ({ claimId: claim.id, ...line })));
          if (keys.length > 0)
            await tx
              .insert(claimPhotos)
              .values(keys.map((fileKey, position) => ({ claimId: claim.id, position, fileKey })));
          await tx
            .insert(claimEvents)
            .values({ claimId: claim.id, status: 'open', actor: 'retailer', note: input.description, at: now });
          await notifyClaimStep(tx, claim, [order.wholesalerId], {
            step: 'filed',
            type: claim.type,
            buyer: await buyerName(tx, order),
            respondBy: claimDateText(respondBy),
          });
          return claim.id;
        });
      } catch (error) {
        await removeClaimPhotos(deps.files, keys);
        throw error;
      }
    },

    /** The seller accepts the whole claim, or part of it with `items` (the rest counts as rejected). */
    async acceptBySeller(user: AuthUser, claimId: number, input: AcceptClaimRequest, at = new Date()) {
      await db.transaction(async (tx) => {
        const { order, claim } = await lockedClaim(tx, claimId, (claim) => claim.wholesalerId === user.id);
        if (claim.status !== 'open') throw new AppError('conflict', claimMessages.notOpen(claim.status));
        await accept(tx, order, claim, { actor: 'wholesaler', note: '', items: input.items }, at);
      });
      deps.afterRefund();
    },

    async rejectBySeller(user: AuthUser, claimId: number, reason: string, at = new Date()) {
      await db.transaction(async (tx) => {
        const { claim } = await lockedClaim(tx, claimId, (claim) => claim.wholesalerId === user.id);
        if (claim.status !== 'open') throw new AppError('conflict', claimMessages.notOpen(claim.status));
        const escalateBy = later(at, deps.claimResponseSeconds);
        await record(tx, claim, { status: 'rejected', actor: 'wholesaler', note: reason, respondBy: escalateBy, at });
        await tx.update(claimItems).set({ acceptedQuantity: 0 }).where(eq(claimItems.claimId, claim.id));
        await notifyClaimStep(tx, claim, [claim.retailerId], {
          step: 'rejected',
          reason,
          by: 'seller',
          escalateBy: claimDateText(escalateBy),
        });
      });
    },

    /** The retailer asks the marketplace to decide a claim the seller rejected, while the time for it lasts. */
    async escalate(user: AuthUser, claimId: number, note: string, at = new Date()) {
      await db.transaction(async (tx) => {
        const { claim } = await lockedClaim(tx, claimId, (claim) => claim.retailerId === user.id);
        if (claim.status !== 'rejected') throw new AppError('conflict', claimMessages.notRejected(claim.status));
        if (!claim.respondBy) throw new AppError('conflict', claimMessages.decidedFinal);
        if (at > claim.respondBy)
          throw new AppError('validation', claimMessages.escalationClosed(claimDateText(claim.respondBy)));
        await tx.update(claimItems).set({ acceptedQuantity: null }).where(eq(claimItems.claimId, claim.id));
        await record(tx, claim, { status: 'escalated', actor: 'retailer', note, respondBy: null, at });
        await notifyClaimStep(tx, claim, [claim.wholesalerId], { step: 'escalated', by: 'retailer' });
      });
    },

    /** An administrator's final word on an escalated claim: accept all of it, or reject it for good. */
    async decide(claimId: number, input: DecideClaimRequest, at = new Date()) {
      await db.transaction(async (tx) => {
        const { order, claim } = await lockedClaim(tx, claimId, () => true);
        if (claim.status !== 'escalated') throw new AppError('conflict', claimMessages.notEscalated(claim.status));
        if (input.decision === 'accept') {
          await accept(tx, order, claim, { actor: 'admin', note: input.note }, at);
          return;
        }
        await tx.update(claimItems).set({ acceptedQuantity: 0 }).where(eq(claimItems.claimId, claim.id));
        await record(tx, claim, { status: 'rejected', actor: 'admin', note: input.note, respondBy: null, at });
        await notifyClaimStep(tx, claim, [claim.retailerId, claim.wholesalerId], {
          step: 'rejected',
          reason: input.note || 'no reason given',
          by: 'marketplace',
          escalateBy: null,
        });
      });
      deps.afterRefund();
    },

    /** Deadlines job: open claims the seller left unanswered past `respond_by` go to the marketplace. */
    async escalateOverdue(tx: Tx, now: Date): Promise<number> {
      // The order first, as every other claim step locks it: a row another transaction holds is left for the next pass.
      const due = (
        await tx
          .select({ claim: claims })
          .from(claims)
          .innerJoin(orders, eq(orders.id, claims.orderId))
          .where(and(eq(claims.status, 'open'), lte(claims.respondBy, now)))
          .orderBy(asc(claims.respondBy))
          .limit(ESCALATE_BATCH)
          .for('update', { of: [orders, claims], skipLocked: true })
      ).map((row) => row.claim);
      for (const claim of due) {
        await record(tx, claim, { status: 'escalated', actor: 'system', note: '', respondBy: null, at: now });
        await notifyClaimStep(tx, claim, [claim.retailerId, claim.wholesalerId], { step: 'escalated', by: 'timeout' });
      }
      return due.length;
    },
  };
}

export type ClaimsService = ReturnType<typeof createClaimsService>;
