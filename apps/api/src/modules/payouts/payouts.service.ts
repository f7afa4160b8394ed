import { and, asc, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import {
  maskAccountNumber,
  toPaise,
  toRupees,
  type AdminPayout,
  type Payout,
  type PayoutRunResponse,
  type PayoutStatus,
} from '@marketplace/contract';
import { ledgerSum } from './ledger-sum.js';
import { csvText } from './csv-text.js';
import type { Database, Tx } from '../../db/client.js';
import { ledgerEntries, payoutDetails, payouts, wholesalerProfiles } from '../../db/schema.js';
import { AppError, notFound } from '../../errors/app-error.js';
import { isUniqueViolation } from '../../db/errors.js';
import { postEvent } from './ledger-postings.js';
import { entryDescription } from './ledger-reads.js';
import { notifyPayoutOutcome } from './payout-notices.js';

type PayoutRow = typeof payouts.$inferSelect;

/** The most payouts one list answers, newest first. */
const PAYOUT_LIST_LIMIT = 500;

/**
 * Payouts of sellers' available money. A run locks each seller's payout details before it reads the balance and
 * takes the whole of it in the same transaction, so two runs at once, or a run retried after a crash, pay each
 * seller its available money once.
 */
export function createPayoutsService(db: Database, options: { minimumPaise: number }) {
  const availableOf = (executor: Database | Tx, wholesalerId: number) =>
    ledgerSum(executor, and(eq(ledgerEntries.wholesalerId, wholesalerId), eq(ledgerEntries.account, 'available')));

  async function withEntries(rows: PayoutRow[]): Promise<Payout[]> {
    const entries =
      rows.length === 0
        ? []
        : await db
            .select()
            .from(ledgerEntries)
            .where(
              and(
                inArray(
                  ledgerEntries.payoutId,
                  rows.map((row) => row.id),
                ),
                eq(ledgerEntries.account, 'available'),
              ),
            )
            .orderBy(asc(ledgerEntries.id));
    return rows.map((row) => ({
      id: row.id,
      amount: toRupees(row.amountPaise),
      status: row.status,
      utr: row.utr,
      reason: row.reason,
      created_at: row.createdAt.toISOString(),
      paid_at: row.paidAt?.toISOString() ?? null,
      entries: entries
        .filter((entry) => entry.payoutId === row.id)
        .map((entry) => ({
          id: entry.id,
          at: entry.at.toISOString(),
          type: entry.type,
          order: entry.orderId,
          document: null,
          description: entryDescription({
            type: entry.type,
            order_id: entry.orderId,
            claim_id: entry.claimId,
            payout_id: entry.payoutId,
          }),
          amount: toRupees(entry.amountPaise),
        })),
    }));
  }

  async function adminRows(where: ReturnType<typeof and> | undefined): Promise<AdminPayout[]> {
    const rows = await db
      .select({ payout: payouts, company: wholesalerProfiles.companyName })
      .from(payouts)
      .innerJoin(wholesalerProfiles, eq(wholesalerProfiles.userId, payouts.wholesalerId))
      .where(where)
      .orderBy(desc(payouts.id))
      .limit(PAYOUT_LIST_LIMIT);
    const full = await withEntries(rows.map((row) => row.payout));
    return rows.map(({ payout, company }, index) => ({
      ...full[index]!,
      wholesaler: { id: payout.wholesalerId, company_name: company },
      bank_account_name: payout.bankAccountName,
      bank_account_number: maskAccountNumber(payout.bankAccountNumber),
      bank_ifsc: payout.bankIfsc,
      exported_at: payout.exportedAt?.toISOString() ?? null,
      provider: payout.provider,
    }));
  }

  /** Pays one seller its available balance if it may be paid now; null when not. */
  async function payOne(wholesalerId: number, now: Date): Promise<number | null> {
    return db.transaction(async (tx) => {
      const [details] = await tx
        .select()
        .from(payoutDetails)
        .where(eq(payoutDetails.wholesalerId, wholesalerId))
        .for('update');
      if (!details || (details.payoutsHeldUntil && details.payoutsHeldUntil > now)) return null;
      const available = await availableOf(tx, wholesalerId);
      if (available < options.minimumPaise) return null;
      const [payout] = await tx
        .insert(payouts)
        .values({
          wholesalerId,
          amountPaise: available,
          bankAccountName: details.bankAccountName,
          bankAccountNumber: details.bankAccountNumber,
          bankIfsc: details.bankIfsc,
          createdAt: now,
        })
        .returning({ id: payouts.id });
      if (!payout) throw new Error('insert returned no row');
      await postEvent(tx, `payout:${payout.id}`, { wholesalerId, type: 'payout', at: now, payoutId: payout.id }, [
        { account: 'available', amountPaise: -available },
        { account: 'paid_out', amountPaise: available },
      ]);
      return payout.id;
    });
  }

  /** A pending payout the administrator settles; 404 if none, 409 if it was settled already. */
  async function settle(
    id: number,
    outcome: { paid: true; utr: string } | { paid: false; reason: string },
    now = new Date(),
  ): Promise<AdminPayout> {
    const utrTaken = (payoutId?: number) => {
      const on = payoutId === undefined ? 'another payout' : `payout #${payoutId}`;
      const message = `UTR ${outcome.paid ? outcome.utr : ''} is already recorded on ${on}.`;
      return new AppError('conflict', message, { utr: [message] });
    };
    const settled = db.transaction(async (tx) => {
      const [payout] = await tx.select().from(payouts).where(eq(payouts.id, id)).for('update');
      if (!payout) throw notFound('Payout');
      if (payout.status !== 'pending')
        throw new AppError('conflict', `Payout #${id} is already ${payout.status}; it cannot be changed.`);
      if (payout.provider === 'razorpay_route')
        throw new AppError(
          'conflict',
          `Payout #${id} goes through Razorpay Route: it is marked paid when Razorpay releases the transfer.`,
        );
      if (outcome.paid) {
        const [same] = await tx.select({ id: payouts.id }).from(payouts).where(eq(payouts.utr, outcome.utr));
        if (same) throw utrTaken(same.id);
        await tx.update(payouts).set({ status: 'paid', utr: outcome.utr, paidAt: now }).where(eq(payouts.id, id));
      } else {
        await tx
          .update(payouts)
          .set({ status: 'failed', reason: outcome.reason, failedAt: now })
          .where(eq(payouts.id, id));
        await postEvent(
          tx,
          `payout_failed:${id}`,
          { wholesalerId: payout.wholesalerId, type: 'payout_failed', at: now, payoutId: id },
          [
            { account: 'paid_out', amountPaise: -payout.amountPaise },
            { account: 'available', amountPaise: payout.amountPaise },
          ],
        );
      }
      await notifyPayoutOutcome(tx, payout, outcome);
    });
    // The same UTR given to two payouts at once: the unique index refuses the second.
    await settled.catch((error: unknown) => {
      throw isUniqueViolation(error) ? utrTaken() : error;
    });
    const [answer] = await adminRows(eq(payouts.id, id));
    if (!answer) throw notFound('Payout');
    return answer;
  }

  return {
    availableOf: (wholesalerId: number) => availableOf(db, wholesalerId),

    /** One payout per seller whose available balance reaches the minimum, with details set and not cooling down. */
    async run(now = new Date()): Promise<PayoutRunResponse> {
      const candidates = await db
        .select({ wholesalerId: ledgerEntries.wholesalerId })
        .from(ledgerEntries)
        .innerJoin(payoutDetails, eq(payoutDetails.wholesalerId, ledgerEntries.wholesalerId))
        .where(eq(ledgerEntries.account, 'available'))
        .groupBy(ledgerEntries.wholesalerId)
        .having(gte(sql`sum(${ledgerEntries.amountPaise})`, options.minimumPaise))
        .orderBy(asc(ledgerEntries.wholesalerId));
      const created: number[] = [];
      for (const { wholesalerId } of candidates) {
        const id = await payOne(wholesalerId, now);
        if (id !== null) created.push(id);
      }
      const made = created.length === 0 ? [] : await adminRows(inArray(payouts.id, created));
      return {
        created: made.length,
        amount: toRupees(made.reduce((sum, payout) => sum + toPaise(payout.amount), 0)),
        payouts: made,
      };
    },

    async forSeller(wholesalerId: number): Promise<{ payouts: Payout[] }> {
      const rows = await db
        .select()
        .from(payouts)
        .where(eq(payouts.wholesalerId, wholesalerId))
        .orderBy(desc(payouts.id))
        .limit(PAYOUT_LIST_LIMIT);
      return { payouts: await withEntries(rows) };
    },

    async forAdmin(status: PayoutStatus | undefined): Promise<{ payouts: AdminPayout[] }> {
      return { payouts: await adminRows(status ? eq(payouts.status, status) : undefined) };
    },

    markPaid: (id: number, utr: string, now?: Date) => settle(id, { paid: true, utr }, now),
    markFailed: (id: number, reason: string) => settle(id, { paid: false, reason }),

    /**
     * The bank's bulk transfer file: a header row, then beneficiary name, account number, IFSC, amount in rupees
     * with two decimals and a narration naming the payout, oldest first.
     */
    async bankFile(status: PayoutStatus, now = new Date()): Promise<string> {
      // A Route payout is paid by releasing its transfer, never by the bank.
      const rows = await db
        .select()
        .from(payouts)
        .where(and(eq(payouts.status, status), eq(payouts.provider, 'manual')))
        .orderBy(asc(payouts.id));
      // Pending payouts remember their first bank file, so a second download shows which were sent before.
      if (status === 'pending' && rows.length > 0)
        await db
          .update(payouts)
          .set({ exportedAt: now })
          .where(
            and(
              inArray(
                payouts.id,
                rows.map((row) => row.id),
              ),
              isNull(payouts.exportedAt),
            ),
          );
      return csvText([
        ['Beneficiary name', 'Account number', 'IFSC', 'Amount', 'Narration'],
        ...rows.map((row) => [
          row.bankAccountName,
          row.bankAccountNumber,
          row.bankIfsc,
          (row.amountPaise / 100).toFixed(2),
          `Marketplace payout ${row.id}`,
        ]),
      ]);
    },
  };
}

export type PayoutsService = ReturnType<typeof createPayoutsService>;
