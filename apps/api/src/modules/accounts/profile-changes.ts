import { and, eq, sql } from 'drizzle-orm';
import type { PendingProfileChanges, ReviewedField } from '@marketplace/contract';
import type { Database, Tx } from '../../db/client.js';
import { profileChangeRequests, type retailerProfiles, type wholesalerProfiles } from '../../db/schema.js';

export type IdentityValues = Partial<Record<ReviewedField, string | null>>;
type SentIdentity = Partial<Record<ReviewedField, string | null | undefined>>;

/** The identity columns of each profile, by the field name the API uses. */
export const wholesalerIdentity = (row: typeof wholesalerProfiles.$inferSelect): IdentityValues => ({
  company_name: row.companyName,
  gst_number: row.gstNumber,
  drug_licence_20b: row.drugLicence20b,
  drug_licence_21b: row.drugLicence21b,
  fssai_licence: row.fssaiLicence,
});

export const retailerIdentity = (row: typeof retailerProfiles.$inferSelect): IdentityValues => ({
  gst_number: row.gstNumber,
  pan_card: row.panCard,
});

/** The columns an approved change writes. */
export function wholesalerIdentityColumns(changes: IdentityValues) {
  return {
    ...(changes.company_name ? { companyName: changes.company_name } : {}),
    ...(changes.gst_number ? { gstNumber: changes.gst_number } : {}),
    ...(changes.drug_licence_20b === undefined ? {} : { drugLicence20b: changes.drug_licence_20b }),
    ...(changes.drug_licence_21b === undefined ? {} : { drugLicence21b: changes.drug_licence_21b }),
    ...(changes.fssai_licence === undefined ? {} : { fssaiLicence: changes.fssai_licence }),
  };
}

export function retailerIdentityColumns(changes: IdentityValues) {
  return {
    ...(changes.gst_number ? { gstNumber: changes.gst_number } : {}),
    ...(changes.pan_card ? { panCard: changes.pan_card } : {}),
  };
}

async function pendingRequest(db: Database | Tx, userId: number) {
  const [row] = await db
    .select()
    .from(profileChangeRequests)
    .where(and(eq(profileChangeRequests.userId, userId), eq(profileChangeRequests.status, 'pending')))
    .limit(1);
  return row ?? null;
}

export async function pendingChangesOf(db: Database | Tx, userId: number): Promise<PendingProfileChanges> {
  const row = await pendingRequest(db, userId);
  return row ? (row.changes as PendingProfileChanges) : null;
}

/**
 * Folds a profile save's identity fields into the account's change request: a value that differs from the one
 * in force is requested, the value in force withdraws its field, a field not sent stays as requested. The request
 * moves to a new version when what it asks for changes; asking for nothing withdraws it. Call inside the save's
 * transaction, after locking the profile row.
 */
export async function requestIdentityChanges(
  tx: Tx,
  userId: number,
  sent: SentIdentity,
  inForce: IdentityValues,
  now = new Date(),
): Promise<void> {
  const existing = await pendingRequest(tx, userId);
  const wanted: IdentityValues = { ...(existing?.changes ?? {}) };
  for (const [field, value] of Object.entries(sent) as [ReviewedField, string | null | undefined][]) {
    if (value === undefined) continue;
    if (value === (inForce[field] ?? null)) delete wanted[field];
    else wanted[field] = value;
  }
  const asksForSomething = Object.keys(wanted).length > 0;
  if (!existing) {
    if (asksForSomething) await tx.insert(profileChangeRequests).values({ userId, changes: wanted, createdAt: now });
    return;
  }
  if (sameChanges(existing.changes, wanted)) return;
  await tx
    .update(profileChangeRequests)
    .set(
      asksForSomething
        ? { changes: wanted, version: sql`${profileChangeRequests.version} + 1`, updatedAt: now }
        : { status: 'withdrawn', version: sql`${profileChangeRequests.version} + 1`, updatedAt: now, decidedAt: now },
    )
    .where(eq(profileChangeRequests.id, existing.id));
}

/** A party whose profile is still reviewed as a whole edits freely: its open request, if any, is superseded. */
export async function withdrawIdentityChanges(tx: Tx, userId: number, now = new Date()): Promise<void> {
  await tx
    .update(profileChangeRequests)
    .set({ status: 'withdrawn', version: sql`${profileChangeRequests.version} + 1`, updatedAt: now, decidedAt: now })
    .where(and(eq(profileChangeRequests.userId, userId), eq(profileChangeRequests.status, 'pending')));
}

function sameChanges(a: IdentityValues, b: IdentityValues): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]) as Set<ReviewedField>;
  return [...keys].every((key) => a[key] === b[key]);
}
