import { eq, sql } from 'drizzle-orm';
import {
  passwordMessages,
  registrationMessages,
  updateRetailerProfileRequest,
  updateWholesalerProfileRequest,
  payoutDetailsRequest,
  toPaise,
  type ProfileResponse,
  type RegisterData,
  type RegisterResponse,
} from '@marketplace/contract';
import { hashPassword, passwordMatches } from '../../auth/passwords.js';
import type { Database } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { payoutDetails, retailerProfiles, users, wholesalerProfiles } from '../../db/schema.js';
import { AppError, fieldError, notFound } from '../../errors/app-error.js';
import { fieldErrorsOf } from '../../errors/field-errors.js';
import { storeLogo } from '../../media/images.js';
import type { PrivateFiles } from '../../media/private-files.js';
import type { MediaStorage } from '../../media/storage.js';
import { prepareLicenceScan } from '../regulation/licence-scan.js';
import { retailerLicenceColumns } from '../regulation/licence-update.js';
import { notifyPasswordChanged } from '../notifications/notification-events.js';
import { isVerified, toProfileResponse } from './accounts.mappers.js';
import {
  pendingChangesOf,
  requestIdentityChanges,
  retailerIdentity,
  wholesalerIdentity,
  withdrawIdentityChanges,
} from './profile-changes.js';
import type { SessionsService } from './sessions.service.js';
import { payoutDetailsOf, type PayoutDetailsService } from '../payouts/payout-details.service.js';

const PAYOUT_DETAIL_FIELDS = [
  'bank_account_name',
  'bank_account_number',
  'bank_ifsc',
  'upi_id',
  'razorpay_account_id',
] as const;

const emailTaken = () => fieldError('email', registrationMessages.emailTaken);

export function createAccountsService(
  db: Database,
  storage: MediaStorage,
  sessions: SessionsService,
  privateFiles: PrivateFiles,
  payoutDetailsService: PayoutDetailsService,
) {
  async function findUser(userId: number) {
    const [row] = await db
      .select()
      .from(users)
      .leftJoin(wholesalerProfiles, eq(wholesalerProfiles.userId, users.id))
      .leftJoin(retailerProfiles, eq(retailerProfiles.userId, users.id))
      .leftJoin(payoutDetails, eq(payoutDetails.wholesalerId, users.id))
      .where(eq(users.id, userId))
      .limit(1);
    if (!row) throw notFound('Account');
    return row;
  }

  return {
    /** Retailers are verified at once; wholesalers wait for an administrator. */
    async register(form: RegisterData): Promise<RegisterResponse> {
      const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, form.email)).limit(1);
      if (existing) throw emailTaken();
      const passwordHash = await hashPassword(form.password);
      try {
        const user = await db.transaction(async (tx) => {
          const [created] = await tx
            .insert(users)
            .values({
              email: form.email,
              passwordHash,
              firstName: form.firstName,
              lastName: form.lastName,
              userType: form.userType,
              verificationStatus: form.userType === 'retailer' ? 'verified' : 'pending',
              contactNumber: form.contactNumber,
            })
            .returning();
          if (!created) throw new Error('insert returned no row');
          if (form.userType === 'wholesaler') {
            await tx.insert(wholesalerProfiles).values({
              userId: created.id,
              companyName: form.companyName ?? '',
              companyDescription: form.companyDescription ?? '',
              yearsInBusiness: form.yearsInBusiness ?? 0,
              gstNumber: form.gstNumber,
              address: form.address,
            });
          } else {
            await tx.insert(retailerProfiles).values({
              userId: created.id,
              shopName: form.shop_name ?? '',
              licenseNumber: form.licenseNumber ?? '',
              panCard: (form.panCard ?? '').toUpperCase(),
              gstNumber: form.gstNumber,
              address: form.address,
            });
          }
          return created;
        });
        const verified = isVerified(user);
        return {
          id: user.id,
          email: user.email,
          user_type: form.userType,
          verified,
          detail: verified
            ? 'Account created. You can log in now.'
            : 'Account created. Your wholesaler profile is under review (24-48 hours).',
        };
      } catch (error) {
        if (isUniqueViolation(error)) throw emailTaken();
        throw error;
      }
    },

    async profile(userId: number): Promise<ProfileResponse> {
      const row = await findUser(userId);
      const pending = await pendingChangesOf(db, userId);
      const payout = payoutDetailsOf(row.payout_details);
      return toProfileResponse(row.users, row.wholesaler_profiles, row.retailer_profiles, storage, pending, payout);
    },

    /**
     * Fields arrive as form text; the role decides which schema applies. A verified party's identity fields
     * (GSTIN, PAN, company name, licences) become a change request: the values in force stay until approved.
     */
    async updateProfile(
      userId: number,
      fields: Record<string, unknown>,
      logo: Buffer | null,
      licenceScan: Buffer | null = null,
    ): Promise<ProfileResponse> {
      const row = await findUser(userId);
      const user = row.users;
      if (user.userType === 'wholesaler') {
        if (licenceScan) throw fieldError('licence_scan', 'Only retailers send a drug licence scan.');
        const parsed = updateWholesalerProfileRequest.safeParse(fields);
        // Payout details are optional here; given at all, they are checked whole (the Settings form has its own call).
        const payout = PAYOUT_DETAIL_FIELDS.some((field) => fields[field] !== undefined && fields[field] !== '')
          ? payoutDetailsRequest.safeParse(fields)
          : undefined;
        if (!parsed.success || (payout && !payout.success))
          throw new AppError('validation', 'Please correct the highlighted fields.', {
            ...(parsed.success ? {} : fieldErrorsOf(parsed.error.issues)),
            ...(payout && !payout.success ? fieldErrorsOf(payout.error.issues) : {}),
          });
        const logoKey = logo ? await storeLogo(storage, logo) : undefined;
        const data = parsed.data;
        const write = db.transaction(async (tx) => {
          // The profile row is locked before the status is read: a verification decided meanwhile is seen.
          const [current] = await tx
            .select()
            .from(wholesalerProfiles)
            .where(eq(wholesalerProfiles.userId, userId))
            .for('update');
          const [account] = await tx
            .select({ status: users.verificationStatus })
            .from(users)
            .where(eq(users.id, userId));
          const reviewed = account?.status === 'verified' && current !== undefined;
          const identity = {
            company_name: data.company_name,
            gst_number: data.gst_number,
            drug_licence_20b: data.drug_licence_20b,
            drug_licence_21b: data.drug_licence_21b,
            fssai_licence: data.fssai_licence,
          };
          if (reviewed) await requestIdentityChanges(tx, userId, identity, wholesalerIdentity(current));
          else await withdrawIdentityChanges(tx, userId);
          const contactChanged = data.contact_number !== undefined && data.contact_number !== user.contactNumber;
          await tx
            .update(wholesalerProfiles)
            .set({
              ...(reviewed ? {} : { companyName: data.company_name, gstNumber: data.gst_number }),
              address: data.address,
              companyDescription: data.company_description,
              yearsInBusiness: data.years_in_business,
              ...(logoKey ? { logo: logoKey } : {}),
              ...(data.invoice_prefix ? { invoicePrefix: data.invoice_prefix } : {}),
              ...(data.turnover_above_5_crore === undefined
                ? {}
                : { turnoverAbove5Crore: data.turnover_above_5_crore }),
              ...(data.min_order_value === undefined ? {} : { minOrderValuePaise: toPaise(data.min_order_value) }),
              ...(reviewed || data.drug_licence_20b === undefined ? {} : { drugLicence20b: data.drug_licence_20b }),
              ...(reviewed || data.drug_licence_21b === undefined ? {} : { drugLicence21b: data.drug_licence_21b }),
              ...(reviewed || data.fssai_licence === undefined ? {} : { fssaiLicence: data.fssai_licence }),
              // The contact number lives on the account but is part of the profile an administrator reviews.
              ...(contactChanged ? { version: sql`${wholesalerProfiles.version} + 1` } : {}),
            })
            .where(eq(wholesalerProfiles.userId, userId));
          if (data.contact_number)
            await tx.update(users).set({ contactNumber: data.contact_number }).where(eq(users.id, userId));
          if (payout?.success) await payoutDetailsService.saveIn(tx, userId, payout.data);
        });
        // A refused write must not leave the new logo behind.
        await write.catch(async (error: unknown) => {
          if (logoKey) await storage.remove(logoKey);
          throw error;
        });
        const previousLogo = row.wholesaler_profiles?.logo;
        if (logoKey && previousLogo && previousLogo.startsWith('logos/')) await storage.remove(previousLogo);
      } else if (user.userType === 'retailer') {
        if (logo) throw fieldError('logo', 'Only wholesalers have a logo.');
        const parsed = updateRetailerProfileRequest.safeParse(fields);
        if (!parsed.success)
          throw new AppError(
            'validation',
            'Please correct the highlighted fields.',
            fieldErrorsOf(parsed.error.issues),
          );
        const data = parsed.data;
        const stored = row.retailer_profiles;
        if (!stored) throw notFound('Retailer profile');
        const scan = licenceScan ? prepareLicenceScan(userId, licenceScan) : null;
        const licence = retailerLicenceColumns(data, stored, scan?.key ?? null);
        if (scan) await privateFiles.put(scan.key, scan.content);
        const write = db.transaction(async (tx) => {
          const [current] = await tx
            .select()
            .from(retailerProfiles)
            .where(eq(retailerProfiles.userId, userId))
            .for('update');
          const identity = { gst_number: data.gst_number, pan_card: data.pan_card };
          await requestIdentityChanges(tx, userId, identity, retailerIdentity(current ?? stored));
          await tx
            .update(retailerProfiles)
            .set({
              shopName: data.shop_name,
              address: data.address,
              licenseNumber: data.license_number,
              ...licence,
            })
            .where(eq(retailerProfiles.userId, userId));
          await tx.update(users).set({ contactNumber: data.contact_number }).where(eq(users.id, userId));
        });
        // A refused write must not leave the new scan behind; a replaced or cleared scan goes once saved.
        await write.catch(async (error: unknown) => {
          if (scan) await privateFiles.remove(scan.key);
          throw error;
        });
        if (licence.licenceScan !== undefined && stored.licenceScan && stored.licenceScan !== licence.licenceScan)
          await privateFiles.remove(stored.licenceScan);
      } else {
        throw new AppError('forbidden', 'Administrator accounts have no business profile.');
      }
      return this.profile(userId);
    },

    /** A new password ends every other session; the caller gets a fresh token pair. */
    async updatePassword(userId: number, oldPassword: string, newPassword: string) {
      const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
      if (!user) throw notFound('Account');
      if (!(await passwordMatches(user.passwordHash, oldPassword))) {
        throw fieldError('old_password', passwordMessages.wrongOld);
      }
      const passwordHash = await hashPassword(newPassword);
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
        await notifyPasswordChanged(tx, userId);
      });
      await sessions.revokeAll(userId);
      const { access, refresh } = await sessions.issueTokens(user);
      return { detail: passwordMessages.changed, access, refresh };
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
