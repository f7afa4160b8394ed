import { and, asc, eq, sql } from 'drizzle-orm';
import { reviewMessages, type PendingWholesaler, type VerificationDecisionResponse } from '@marketplace/contract';
import { hashPassword } from '../../auth/passwords.js';
import type { Database, Tx } from '../../db/client.js';
import { users, wholesalerProfiles } from '../../db/schema.js';
import { AppError, notFound } from '../../errors/app-error.js';
import { failedDeliveries } from '../notifications/notification-delivery.js';
import { notifyVerification } from '../notifications/notification-events.js';
import { createAdminAccountsService } from './admin-accounts.service.js';
import { createLicenceReviewService } from './licence-review.service.js';
import { createProfileChangeReviewService } from './profile-change-review.service.js';

export type VerificationDecision = 'verified' | 'rejected';

/** Approving wholesalers and retailers' drug licences, creating administrators; shared by the admin page and the shell commands. */
export function createAdminService(db: Database) {
  async function wholesalerIdByEmail(email: string): Promise<number> {
    const [user] = await db
      .select({ id: users.id, userType: users.userType })
      .from(users)
      .where(eq(users.email, email.toLowerCase()))
      .limit(1);
    if (!user) throw notFound(`Account ${email}`);
    if (user.userType !== 'wholesaler') throw new AppError('validation', `${email} is not a wholesaler account.`);
    return user.id;
  }

  async function wholesalerVersion(wholesalerId: number, reader: Database | Tx = db): Promise<number> {
    const [row] = await reader
      .select({ version: wholesalerProfiles.version })
      .from(wholesalerProfiles)
      .where(eq(wholesalerProfiles.userId, wholesalerId));
    if (!row) throw notFound('Wholesaler');
    return row.version;
  }

  return {
    wholesalerIdByEmail,
    licences: createLicenceReviewService(db),
    accounts: createAdminAccountsService(db),
    profileChanges: createProfileChangeReviewService(db),
    /** E-mail notifications that failed after every retry. */
    failedMail: () => failedDeliveries(db),

    async listPending(): Promise<PendingWholesaler[]> {
      const rows = await db
        .select()
        .from(users)
        .innerJoin(wholesalerProfiles, eq(wholesalerProfiles.userId, users.id))
        .where(and(eq(users.userType, 'wholesaler'), eq(users.verificationStatus, 'pending')))
        .orderBy(asc(users.createdAt), asc(users.id));
      return rows.map(({ users: user, wholesaler_profiles: profile }) => ({
        id: user.id,
        email: user.email,
        first_name: user.firstName,
        last_name: user.lastName,
        company_name: profile.companyName,
        company_description: profile.companyDescription,
        gst_number: profile.gstNumber,
        address: profile.address,
        contact_number: user.contactNumber,
        years_in_business: profile.yearsInBusiness,
        verification_status: user.verificationStatus,
        created_at: user.createdAt.toISOString(),
        version: profile.version,
      }));
    },

    /** The profile's version now: the shell acts on what is stored at the moment it runs. */
    currentVersion: (wholesalerId: number) => wholesalerVersion(wholesalerId),

    /**
     * A decision that changes the status tells the wholesaler; repeating the same decision tells nobody twice.
     * It applies only to the profile version the administrator saw: one conditional UPDATE moves the version on
     * and locks the profile, so a profile saved meanwhile (or a second decision) is refused with 409.
     */
    async decide(
      wholesalerId: number,
      decision: VerificationDecision,
      seenVersion: number,
    ): Promise<VerificationDecisionResponse> {
      const updated = await db.transaction(async (tx) => {
        const [seen] = await tx
          .update(wholesalerProfiles)
          .set({ version: sql`${wholesalerProfiles.version} + 1` })
          .where(and(eq(wholesalerProfiles.userId, wholesalerId), eq(wholesalerProfiles.version, seenVersion)))
          .returning({ id: wholesalerProfiles.userId });
        if (!seen) {
          await wholesalerVersion(wholesalerId, tx);
          throw new AppError('conflict', reviewMessages.profileChanged);
        }
        const [before] = await tx
          .select({ status: users.verificationStatus })
          .from(users)
          .where(and(eq(users.id, wholesalerId), eq(users.userType, 'wholesaler')))
          .for('update');
        if (!before) throw notFound('Wholesaler');
        const [row] = await tx
          .update(users)
          .set({ verificationStatus: decision })
          .where(eq(users.id, wholesalerId))
          .returning({ id: users.id, email: users.email, status: users.verificationStatus });
        if (!row) throw notFound('Wholesaler');
        if (before.status !== decision) {
          await notifyVerification(tx, wholesalerId, decision);
        }
        return row;
      });
      return {
        id: updated.id,
        email: updated.email,
        verification_status: updated.status,
        verified: updated.status === 'verified',
      };
    },

    async createAdmin(email: string, password: string): Promise<{ id: number; email: string }> {
      if (password.length < 8) throw new AppError('validation', 'The password must be at least 8 characters.');
      const normalised = email.trim().toLowerCase();
      const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, normalised)).limit(1);
      if (existing) throw new AppError('conflict', `An account with the email ${normalised} already exists.`);
      const [created] = await db
        .insert(users)
        .values({
          email: normalised,
          passwordHash: await hashPassword(password),
          firstName: 'Administrator',
          lastName: '',
          userType: 'admin',
          verificationStatus: 'verified',
        })
        .returning({ id: users.id, email: users.email });
      if (!created) throw new Error('insert returned no row');
      return created;
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
