import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { reviewMessages, type LicenceDecisionResponse, type PendingLicence } from '@marketplace/contract';
import type { Database } from '../../db/client.js';
import { retailerProfiles, users } from '../../db/schema.js';
import { AppError, notFound } from '../../errors/app-error.js';
import { toRetailerProfile } from '../accounts/accounts.mappers.js';

export type LicenceDecision = 'approved' | 'rejected';

/** Retailers' drug licences awaiting review, and the decision on one; shared by the admin page and the shell. */
export function createLicenceReviewService(db: Database) {
  return {
    async retailerIdByEmail(email: string): Promise<number> {
      const [user] = await db
        .select({ id: users.id, userType: users.userType })
        .from(users)
        .where(eq(users.email, email.trim().toLowerCase()))
        .limit(1);
      if (!user) throw notFound(`Account ${email}`);
      if (user.userType !== 'retailer') throw new AppError('validation', `${email} is not a retailer account.`);
      return user.id;
    },

    async listPending(): Promise<PendingLicence[]> {
      const rows = await db
        .select()
        .from(retailerProfiles)
        .innerJoin(users, eq(users.id, retailerProfiles.userId))
        .where(eq(retailerProfiles.licenceStatus, 'pending'))
        .orderBy(asc(retailerProfiles.licenceSubmittedAt), asc(users.id));
      return rows.map(({ users: user, retailer_profiles: profile }) => {
        const view = toRetailerProfile(user, profile);
        return {
          id: user.id,
          email: user.email,
          first_name: user.firstName,
          last_name: user.lastName,
          shop_name: view.shop_name,
          address: view.address,
          drug_licence_20: view.drug_licence_20,
          drug_licence_21: view.drug_licence_21,
          drug_licence_valid_to: view.drug_licence_valid_to,
          drug_licence_pin: view.drug_licence_pin,
          fssai_licence: view.fssai_licence,
          licence_status: view.licence_status,
          submitted_at: profile.licenceSubmittedAt?.toISOString() ?? null,
          licence_scan: view.licence_scan,
          version: profile.version,
        };
      });
    },

    /** The licence's version now: the shell acts on what is stored at the moment it runs. */
    async currentVersion(retailerId: number): Promise<number> {
      const [row] = await db
        .select({ version: retailerProfiles.version })
        .from(retailerProfiles)
        .where(eq(retailerProfiles.userId, retailerId));
      if (!row) throw notFound('Retailer');
      return row.version;
    },

    /**
     * A submitted licence can be approved or rejected, and a decision reversed; a retailer without one is 409.
     * The decision applies only to the version the administrator saw (one conditional UPDATE, so two
     * administrators at once cannot approve a licence changed in between), and approval needs the scan.
     */
    async decide(retailerId: number, decision: LicenceDecision, seenVersion: number): Promise<LicenceDecisionResponse> {
      const [updated] = await db
        .update(retailerProfiles)
        .set({ licenceStatus: decision })
        .where(
          and(
            eq(retailerProfiles.userId, retailerId),
            eq(retailerProfiles.version, seenVersion),
            inArray(retailerProfiles.licenceStatus, ['pending', 'approved', 'rejected']),
            decision === 'approved' ? isNotNull(retailerProfiles.licenceScan) : undefined,
          ),
        )
        .returning();
      if (!updated) {
        const [exists] = await db
          .select({
            status: retailerProfiles.licenceStatus,
            version: retailerProfiles.version,
            scan: retailerProfiles.licenceScan,
          })
          .from(retailerProfiles)
          .where(eq(retailerProfiles.userId, retailerId));
        if (!exists) throw notFound('Retailer');
        if (exists.status === 'none') throw new AppError('conflict', 'This retailer has no drug licence to review.');
        if (exists.version !== seenVersion) throw new AppError('conflict', reviewMessages.licenceChanged);
        throw new AppError(
          'conflict',
          'This licence has no scan to approve it from: reject it so the retailer sends one.',
        );
      }
      const [user] = await db.select().from(users).where(eq(users.id, retailerId));
      if (!user) throw notFound('Retailer');
      return { id: retailerId, email: user.email, licence_status: toRetailerProfile(user, updated).licence_status };
    },
  };
}

export type LicenceReviewService = ReturnType<typeof createLicenceReviewService>;
