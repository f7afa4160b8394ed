import { desc, eq, sql } from 'drizzle-orm';
import type { AdminAccount, AdminAccountsResponse } from '@marketplace/contract';
import type { Database } from '../../db/client.js';
import { retailerProfiles, users, wholesalerProfiles } from '../../db/schema.js';
import { AppError, notFound } from '../../errors/app-error.js';
import { revokeSessions } from '../accounts/sessions.service.js';

/** Text searched for literally: LIKE's own wildcards and escape character lose their meaning. */
const literalPattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const accountColumns = {
  user: users,
  companyName: wholesalerProfiles.companyName,
  companyGst: wholesalerProfiles.gstNumber,
  shopName: retailerProfiles.shopName,
  shopGst: retailerProfiles.gstNumber,
};

type AccountRow = {
  user: typeof users.$inferSelect;
  companyName: string | null;
  companyGst: string | null;
  shopName: string | null;
  shopGst: string | null;
};

function toAdminAccount(row: AccountRow): AdminAccount {
  const { user } = row;
  return {
    id: user.id,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    user_type: user.userType,
    verification_status: user.verificationStatus,
    business_name: row.companyName ?? row.shopName,
    gst_number: row.companyGst ?? row.shopGst,
    suspended: user.suspendedAt !== null,
    suspended_at: user.suspendedAt?.toISOString() ?? null,
    suspension_reason: user.suspensionReason,
    created_at: user.createdAt.toISOString(),
  };
}

/** Finding, suspending and restoring accounts; shared by the admin page and the shell commands. */
export function createAdminAccountsService(db: Database) {
  const accounts = () =>
    db
      .select(accountColumns)
      .from(users)
      .leftJoin(wholesalerProfiles, eq(wholesalerProfiles.userId, users.id))
      .leftJoin(retailerProfiles, eq(retailerProfiles.userId, users.id));

  async function account(userId: number): Promise<AdminAccount> {
    const [row] = await accounts().where(eq(users.id, userId)).limit(1);
    if (!row) throw notFound('Account');
    return toAdminAccount(row);
  }

  async function idByEmail(email: string): Promise<number> {
    const [user] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, email.trim().toLowerCase()))
      .limit(1);
    if (!user) throw notFound(`Account ${email}`);
    return user.id;
  }

  return {
    idByEmail,

    /**
     * Accounts whose e-mail, name, GSTIN or shop/company name contains `q`, newest first. Each table is searched
     * through its trigram index and the matches joined by id; one more row than the page says whether more follow.
     */
    async search(input: { q: string; page: number; page_size: number }): Promise<AdminAccountsResponse> {
      const pattern = literalPattern(input.q);
      const matching = sql`${users.id} in (
        select ${users.id} from ${users}
          where lower(${users.email} || ' ' || ${users.firstName} || ' ' || ${users.lastName}) like ${pattern}
        union select ${wholesalerProfiles.userId} from ${wholesalerProfiles}
          where lower(${wholesalerProfiles.companyName} || ' ' || ${wholesalerProfiles.gstNumber}) like ${pattern}
        union select ${retailerProfiles.userId} from ${retailerProfiles}
          where lower(${retailerProfiles.shopName} || ' ' || ${retailerProfiles.gstNumber}) like ${pattern})`;
      const rows = await accounts()
        .where(input.q === '' ? undefined : matching)
        .orderBy(desc(users.id))
        .limit(input.page_size + 1)
        .offset((input.page - 1) * input.page_size);
      return {
        accounts: rows.slice(0, input.page_size).map(toAdminAccount),
        page: input.page,
        page_size: input.page_size,
        has_more: rows.length > input.page_size,
      };
    },

    /**
     * The account cannot log in and every session ends in the same transaction, so its access tokens are refused
     * on their next request. Its orders stay as they are, visible to the other party.
     */
    async suspend(userId: number, reason: string, byAdminId: number | null = null): Promise<AdminAccount> {
      if (userId === byAdminId) throw new AppError('validation', 'You cannot suspend your own account.');
      await db.transaction(async (tx) => {
        const [before] = await tx
          .select({ suspendedAt: users.suspendedAt })
          .from(users)
          .where(eq(users.id, userId))
          .for('update');
        if (!before) throw notFound('Account');
        await tx
          .update(users)
          .set({ suspendedAt: before.suspendedAt ?? new Date(), suspensionReason: reason })
          .where(eq(users.id, userId));
        await revokeSessions(tx, userId);
      });
      return account(userId);
    },

    /** The account may log in again; the sessions that ended stay ended. */
    async unsuspend(userId: number): Promise<AdminAccount> {
      const [row] = await db
        .update(users)
        .set({ suspendedAt: null, suspensionReason: null })
        .where(eq(users.id, userId))
        .returning({ id: users.id });
      if (!row) throw notFound('Account');
      return account(userId);
    },
  };
}

export type AdminAccountsService = ReturnType<typeof createAdminAccountsService>;
