import { and, asc, eq, sql } from 'drizzle-orm';
import {
  reviewedFieldLabels,
  reviewMessages,
  type PendingProfileChange,
  type ProfileChangeDecisionResponse,
  type ReviewedField,
} from '@marketplace/contract';
import type { Database, Tx } from '../../db/client.js';
import { profileChangeRequests, retailerProfiles, users, wholesalerProfiles } from '../../db/schema.js';
import { AppError, notFound } from '../../errors/app-error.js';
import {
  retailerIdentity,
  retailerIdentityColumns,
  wholesalerIdentity,
  wholesalerIdentityColumns,
  type IdentityValues,
} from '../accounts/profile-changes.js';

export type ProfileChangeDecision = 'approved' | 'rejected';

/** Locks the party's profile row first, in the order a profile save takes its locks. */
async function lockProfile(tx: Tx, userId: number, userType: string) {
  const table = userType === 'wholesaler' ? wholesalerProfiles : retailerProfiles;
  await tx.select({ id: table.userId }).from(table).where(eq(table.userId, userId)).for('update');
}

/** Verified parties' identity changes awaiting review, old → new, and the decision on one. */
export function createProfileChangeReviewService(db: Database) {
  return {
    async listPending(): Promise<PendingProfileChange[]> {
      const rows = await db
        .select()
        .from(profileChangeRequests)
        .innerJoin(users, eq(users.id, profileChangeRequests.userId))
        .leftJoin(wholesalerProfiles, eq(wholesalerProfiles.userId, users.id))
        .leftJoin(retailerProfiles, eq(retailerProfiles.userId, users.id))
        .where(eq(profileChangeRequests.status, 'pending'))
        .orderBy(asc(profileChangeRequests.createdAt), asc(profileChangeRequests.id));
      return rows.flatMap(({ profile_change_requests: request, users: user, ...profiles }) => {
        const wholesaler = profiles.wholesaler_profiles;
        const retailer = profiles.retailer_profiles;
        const inForce = wholesaler ? wholesalerIdentity(wholesaler) : retailer ? retailerIdentity(retailer) : null;
        if (!inForce || user.userType === 'admin') return [];
        const wanted = request.changes as IdentityValues;
        return [
          {
            id: request.id,
            version: request.version,
            user_id: user.id,
            email: user.email,
            user_type: user.userType,
            name: wholesaler?.companyName ?? retailer?.shopName ?? '',
            requested_at: request.updatedAt.toISOString(),
            changes: (Object.keys(wanted) as ReviewedField[]).map((field) => ({
              field,
              label: reviewedFieldLabels[field],
              old: inForce[field] ?? null,
              new: wanted[field] ?? null,
            })),
          },
        ];
      });
    },

    /** The open request of an account and its version now: the shell acts on what is stored when it runs. */
    async pendingOf(email: string): Promise<{ id: number; version: number }> {
      const [row] = await db
        .select({ id: profileChangeRequests.id, version: profileChangeRequests.version })
        .from(profileChangeRequests)
        .innerJoin(users, eq(users.id, profileChangeRequests.userId))
        .where(and(eq(users.email, email.trim().toLowerCase()), eq(profileChangeRequests.status, 'pending')))
        .limit(1);
      if (!row) throw new AppError('conflict', reviewMessages.noChangeRequest);
      return row;
    },

    /**
     * Approving writes the requested values into the profile (from then on invoices, checks and the public page
     * use them); rejecting leaves the values in force. Either applies only to the version the administrator saw.
     */
    async decide(
      requestId: number,
      decision: ProfileChangeDecision,
      seenVersion: number,
    ): Promise<ProfileChangeDecisionResponse> {
      const [owner] = await db
        .select({ userId: users.id, email: users.email, userType: users.userType })
        .from(profileChangeRequests)
        .innerJoin(users, eq(users.id, profileChangeRequests.userId))
        .where(eq(profileChangeRequests.id, requestId));
      if (!owner) throw notFound('Change request');
      await db.transaction(async (tx) => {
        await lockProfile(tx, owner.userId, owner.userType);
        const now = new Date();
        const [request] = await tx
          .update(profileChangeRequests)
          .set({
            status: decision,
            decidedAt: now,
            updatedAt: now,
            version: sql`${profileChangeRequests.version} + 1`,
          })
          .where(
            and(
              eq(profileChangeRequests.id, requestId),
              eq(profileChangeRequests.status, 'pending'),
              eq(profileChangeRequests.version, seenVersion),
            ),
          )
          .returning();
        if (!request) throw new AppError('conflict', reviewMessages.changeRequestChanged);
        if (decision === 'rejected') return;
        const changes = request.changes as IdentityValues;
        if (owner.userType === 'wholesaler') {
          const columns = wholesalerIdentityColumns(changes);
          if (Object.keys(columns).length > 0)
            await tx.update(wholesalerProfiles).set(columns).where(eq(wholesalerProfiles.userId, owner.userId));
        } else {
          const columns = retailerIdentityColumns(changes);
          if (Object.keys(columns).length > 0)
            await tx.update(retailerProfiles).set(columns).where(eq(retailerProfiles.userId, owner.userId));
        }
      });
      return { id: requestId, email: owner.email, status: decision };
    },
  };
}

export type ProfileChangeReviewService = ReturnType<typeof createProfileChangeReviewService>;
