import { eq } from 'drizzle-orm';
import type { payoutDetailsRequest } from '@marketplace/contract';
import { maskAccountNumber, type PayoutDetails } from '@marketplace/contract';
import type { z } from 'zod';
import type { Database, Tx } from '../../db/client.js';
import { payoutDetails } from '../../db/schema.js';
import { notifyPayoutDetailsChanged } from './payout-notices.js';

export type PayoutDetailsInput = z.output<typeof payoutDetailsRequest>;
type PayoutDetailsRow = typeof payoutDetails.$inferSelect;

/** The saved details as answers show them: the account number masked, and whether payouts are held. */
export function payoutDetailsOf(row: PayoutDetailsRow | null | undefined, now = new Date()): PayoutDetails | null {
  if (!row) return null;
  return {
    bank_account_name: row.bankAccountName,
    bank_account_number: maskAccountNumber(row.bankAccountNumber),
    bank_ifsc: row.bankIfsc,
    upi_id: row.upiId,
    razorpay_account_id: row.razorpayAccountId,
    updated_at: row.updatedAt.toISOString(),
    payouts_held_until: row.payoutsHeldUntil && row.payoutsHeldUntil > now ? row.payoutsHeldUntil.toISOString() : null,
  };
}

/**
 * Where a seller's payouts go. A change of account or IFSC (not the first details) holds payouts for the cooldown and
 * e-mails the seller, so that someone with a stolen login cannot send the next payout to their own account.
 */
export function createPayoutDetailsService(db: Database, cooldownSeconds: number) {
  async function read(wholesalerId: number, executor: Database | Tx = db) {
    const [row] = await executor.select().from(payoutDetails).where(eq(payoutDetails.wholesalerId, wholesalerId));
    return row;
  }

  /** Saves the details inside the caller's transaction (a profile update, or the details form's own). */
  async function saveIn(tx: Tx, wholesalerId: number, input: PayoutDetailsInput, now = new Date()) {
    const [before] = await tx
      .select()
      .from(payoutDetails)
      .where(eq(payoutDetails.wholesalerId, wholesalerId))
      .for('update');
    const moved =
      !!before &&
      (before.bankAccountNumber !== input.bank_account_number ||
        before.bankIfsc !== input.bank_ifsc ||
        (before.razorpayAccountId ?? null) !== (input.razorpay_account_id ?? null));
    const unchanged =
      !!before &&
      !moved &&
      before.bankAccountName === input.bank_account_name &&
      (before.upiId ?? null) === (input.upi_id ?? null);
    if (unchanged) return before;
    const heldUntil = moved && cooldownSeconds > 0 ? new Date(now.getTime() + cooldownSeconds * 1000) : null;
    const values = {
      bankAccountName: input.bank_account_name,
      bankAccountNumber: input.bank_account_number,
      bankIfsc: input.bank_ifsc,
      upiId: input.upi_id ?? null,
      razorpayAccountId: input.razorpay_account_id ?? null,
      updatedAt: now,
    };
    const [saved] = await tx
      .insert(payoutDetails)
      .values({ wholesalerId, ...values, payoutsHeldUntil: heldUntil })
      .onConflictDoUpdate({
        target: payoutDetails.wholesalerId,
        set: { ...values, ...(moved ? { payoutsHeldUntil: heldUntil } : {}) },
      })
      .returning();
    await notifyPayoutDetailsChanged(tx, wholesalerId, {
      accountNumber: input.bank_account_number,
      ifsc: input.bank_ifsc,
      linkedAccount: input.razorpay_account_id ?? null,
      heldUntil,
    });
    return saved;
  }

  return {
    read,
    saveIn,
    async get(wholesalerId: number) {
      return { payout_details: payoutDetailsOf(await read(wholesalerId)) };
    },
    async save(wholesalerId: number, input: PayoutDetailsInput) {
      const saved = await db.transaction((tx) => saveIn(tx, wholesalerId, input));
      return { payout_details: payoutDetailsOf(saved) };
    },
  };
}

export type PayoutDetailsService = ReturnType<typeof createPayoutDetailsService>;
