import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { toRupees, type ClaimResponse, type ClaimStatus } from '@marketplace/contract';
import { apiPaths } from '@marketplace/contract';
import type { AuthUser } from '../../auth/auth-user.js';
import type { Database } from '../../db/client.js';
import {
  claimEvents,
  claimItems,
  claimPhotos,
  claims,
  orderItems,
  refunds,
  retailerProfiles,
  taxDocuments,
  wholesalerProfiles,
} from '../../db/schema.js';
import { notFound } from '../../errors/app-error.js';
import type { PrivateFiles } from '../../media/private-files.js';
import { findVisibleOrder, isPartyOrAdmin } from '../orders/order-access.js';

/** Claims listed at most per request; the newest first. */
const LIST_LIMIT = 500;

const groupBy = <T extends { claimId: number }>(rows: T[]) => {
  const byClaim = new Map<number, T[]>();
  for (const row of rows) byClaim.set(row.claimId, [...(byClaim.get(row.claimId) ?? []), row]);
  return byClaim;
};

/** What a claim looks like to its order's parties and administrators; nobody else sees one. */
export function createClaimReads(db: Database, files: PrivateFiles) {
  async function claimsWhere(where: SQL | undefined): Promise<ClaimResponse[]> {
    const rows = await db
      .select({ claim: claims, retailer: retailerProfiles.shopName, wholesaler: wholesalerProfiles.companyName })
      .from(claims)
      .leftJoin(retailerProfiles, eq(retailerProfiles.userId, claims.retailerId))
      .leftJoin(wholesalerProfiles, eq(wholesalerProfiles.userId, claims.wholesalerId))
      .where(where)
      .orderBy(desc(claims.id))
      .limit(LIST_LIMIT);
    const ids = rows.map((row) => row.claim.id);
    if (ids.length === 0) return [];
    const [items, photos, events, refundRows, notes] = await Promise.all([
      db
        .select({
          claimId: claimItems.claimId,
          id: claimItems.orderItemId,
          quantity: claimItems.quantity,
          accepted: claimItems.acceptedQuantity,
          productId: orderItems.productId,
          product: orderItems.productName,
          pricePaise: orderItems.pricePaise,
        })
        .from(claimItems)
        .innerJoin(orderItems, eq(orderItems.id, claimItems.orderItemId))
        .where(inArray(claimItems.claimId, ids))
        .orderBy(asc(claimItems.orderItemId)),
      db
        .select({ claimId: claimPhotos.claimId, position: claimPhotos.position })
        .from(claimPhotos)
        .where(inArray(claimPhotos.claimId, ids))
        .orderBy(asc(claimPhotos.position)),
      db.select().from(claimEvents).where(inArray(claimEvents.claimId, ids)).orderBy(asc(claimEvents.id)),
      db
        .select({ claimId: refunds.claimId, amountPaise: refunds.amountPaise, status: refunds.status })
        .from(refunds)
        .where(inArray(refunds.claimId, ids)),
      db
        .select({
          claimId: taxDocuments.claimId,
          number: taxDocuments.number,
          issuedAt: taxDocuments.issuedAt,
          body: taxDocuments.body,
        })
        .from(taxDocuments)
        .where(and(inArray(taxDocuments.claimId, ids), eq(taxDocuments.kind, 'credit_note'))),
    ]);
    const itemsOf = groupBy(items);
    const photosOf = groupBy(photos);
    const eventsOf = groupBy(events);
    const refundOf = new Map(refundRows.map((row) => [row.claimId, row]));
    const noteOf = new Map(notes.map((row) => [row.claimId, row]));
    return rows.map(({ claim, retailer, wholesaler }) => {
      const refund = refundOf.get(claim.id);
      const note = noteOf.get(claim.id);
      return {
        id: claim.id,
        order: claim.orderId,
        type: claim.type,
        status: claim.status,
        description: claim.description,
        items: (itemsOf.get(claim.id) ?? []).map((item) => ({
          id: item.id,
          product: { id: item.productId, name: item.product },
          price_per_item: toRupees(item.pricePaise),
          quantity: item.quantity,
          accepted_quantity: item.accepted,
        })),
        photos: (photosOf.get(claim.id) ?? []).map((photo) => apiPaths.claimPhoto(claim.id, photo.position + 1)),
        history: (eventsOf.get(claim.id) ?? []).map((event) => ({
          status: event.status,
          by: event.actor,
          note: event.note,
          at: event.at.toISOString(),
        })),
        respond_by: claim.respondBy?.toISOString() ?? null,
        amount_refunded: toRupees(refund?.amountPaise ?? 0),
        refund_status: refund?.status ?? null,
        credit_note: note ? { number: note.number, date: (note.body as { date: string }).date } : null,
        retailer: retailer ?? '',
        wholesaler: wholesaler ?? '',
        created_at: claim.createdAt.toISOString(),
      };
    });
  }

  /** The claim row if the user is a party of its order or an administrator; 404 for anyone else. */
  async function visibleClaim(claimId: number, user: AuthUser) {
    const [claim] = await db.select().from(claims).where(eq(claims.id, claimId));
    if (!claim || !isPartyOrAdmin(claim, user)) throw notFound('Claim');
    return claim;
  }

  return {
    visibleClaim,

    async one(claimId: number, user: AuthUser): Promise<ClaimResponse> {
      await visibleClaim(claimId, user);
      const [claim] = await claimsWhere(eq(claims.id, claimId));
      if (!claim) throw notFound('Claim');
      return claim;
    },

    async ofOrder(orderId: number, user: AuthUser): Promise<ClaimResponse[]> {
      await findVisibleOrder(db, orderId, user);
      return claimsWhere(eq(claims.orderId, orderId));
    },

    /** A retailer's own claims, or those on a wholesaler's orders; every claim for an administrator. */
    async mine(user: AuthUser, status?: ClaimStatus): Promise<ClaimResponse[]> {
      const party =
        user.userType === 'retailer'
          ? eq(claims.retailerId, user.id)
          : user.userType === 'wholesaler'
            ? eq(claims.wholesalerId, user.id)
            : undefined;
      return claimsWhere(and(party, status ? eq(claims.status, status) : undefined));
    },

    /** Photo `index` (from 1) of a claim the user may see. */
    async photo(claimId: number, index: number, user: AuthUser): Promise<Buffer> {
      await visibleClaim(claimId, user);
      const [row] = await db
        .select({ key: claimPhotos.fileKey })
        .from(claimPhotos)
        .where(and(eq(claimPhotos.claimId, claimId), eq(claimPhotos.position, index - 1)));
      const content = row && (await files.read(row.key));
      if (!content) throw notFound('Photo');
      return content;
    },
  };
}

export type ClaimReads = ReturnType<typeof createClaimReads>;
