import { z } from 'zod';
import { emptyToUndefined, wholeNumberParam } from '../form-fields.js';
import { formatRupees } from '../money.js';

/**
 * The seller's money (docs/decisions.md, "Money to sellers"): an append-only ledger in which each order's goods value
 * is held until its claim window closes, then available, then paid out.
 */
export const LEDGER_ENTRY_TYPES = [
  'sale',
  'sale_reversal',
  'tcs',
  'tcs_reversal',
  'tds',
  'tds_reversal',
  'release',
  'payout',
  'payout_failed',
] as const;
export type LedgerEntryType = (typeof LEDGER_ENTRY_TYPES)[number];

export const LEDGER_ENTRY_LABELS: Record<LedgerEntryType, string> = {
  sale: 'Sale',
  sale_reversal: 'Sale reversed',
  tcs: 'GST TCS withheld',
  tcs_reversal: 'GST TCS returned',
  tds: 'Income-tax TDS withheld',
  tds_reversal: 'Income-tax TDS returned',
  release: 'Released: claim window closed',
  payout: 'Payout',
  payout_failed: 'Payout failed: amount returned',
};

export const PAYOUT_STATUSES = ['pending', 'paid', 'failed'] as const;
export const PAYOUT_PROVIDERS = ['manual', 'razorpay_route'] as const;
export const payoutStatus = z.enum(PAYOUT_STATUSES, {
  error: `Status must be one of ${PAYOUT_STATUSES.join(', ')}`,
});
export type PayoutStatus = z.infer<typeof payoutStatus>;

export const PAYOUT_STATUS_LABELS: Record<PayoutStatus, string> = {
  pending: 'Being transferred',
  paid: 'Paid',
  failed: 'Failed',
};

/** Rupees: held until the claim window closes, available for the next payout, and paid out so far. */
export const sellerBalance = z.object({ held: z.number(), available: z.number(), paid_out: z.number() });
export type SellerBalance = z.infer<typeof sellerBalance>;

/** `YYYY-MM`, a calendar month on India's clock. */
export const LEDGER_MONTH_PATTERN = /^20\d{2}-(0[1-9]|1[0-2])$/;
export const ledgerMonth = z
  .string({ error: 'Month must look like 2026-12' })
  .regex(LEDGER_MONTH_PATTERN, 'Month must look like 2026-12');

export const LEDGER_PAGE_SIZE_DEFAULT = 50;
export const LEDGER_PAGE_SIZE_MAX = 200;

/** `GET /api/wholesaler/ledger/`: one month of the statement (this month when left out), oldest first. */
export const ledgerQuery = z.object({
  month: z.preprocess(emptyToUndefined, ledgerMonth.optional()),
  page: wholeNumberParam('Page', 100_000, 1),
  page_size: wholeNumberParam('Page size', LEDGER_PAGE_SIZE_MAX, LEDGER_PAGE_SIZE_DEFAULT),
});
export type LedgerQuery = z.input<typeof ledgerQuery>;

/** The CSV download takes the month alone: the whole month in one file. */
export const ledgerCsvQuery = z.object({ month: z.preprocess(emptyToUndefined, ledgerMonth.optional()) });

/**
 * One line of the statement: `amount` is its effect on what the marketplace owes the seller (a payout is negative,
 * a release moves nothing and is 0) and `balance` what is owed after it (held + available), as on a bank statement.
 */
export const ledgerEntry = z.object({
  id: z.number(),
  at: z.string(),
  type: z.enum(LEDGER_ENTRY_TYPES),
  order: z.number().nullable(),
  /** The tax invoice or credit note number the entry follows, if any. */
  document: z.string().nullable(),
  description: z.string(),
  amount: z.number(),
  balance: z.number(),
});
export type LedgerEntry = z.infer<typeof ledgerEntry>;

export const ledgerPage = z.object({
  month: z.string(),
  /** What was owed when the month began. */
  opening_balance: z.number(),
  /** What was owed when it ended (or now, for this month). */
  closing_balance: z.number(),
  count: z.number(),
  page: z.number(),
  page_size: z.number(),
  entries: z.array(ledgerEntry),
});
export type LedgerPage = z.infer<typeof ledgerPage>;

export const payout = z.object({
  id: z.number(),
  amount: z.number(),
  status: payoutStatus,
  /** The bank's reference (UTR) once paid. */
  utr: z.string().nullable(),
  /** Why it failed. */
  reason: z.string().nullable(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  /** The statement lines the payout wrote: the payout, and the return if it failed. */
  entries: z.array(ledgerEntry.omit({ balance: true })),
});
export type Payout = z.infer<typeof payout>;
export const payoutsResponse = z.object({ payouts: z.array(payout) });
export type PayoutsResponse = z.infer<typeof payoutsResponse>;

export const adminPayout = payout.extend({
  wholesaler: z.object({ id: z.number(), company_name: z.string() }),
  /** Where the money goes, as the bank file names it (number masked). */
  bank_account_name: z.string(),
  bank_account_number: z.string(),
  bank_ifsc: z.string(),
  /** When the payout first went into a downloaded bank file; null if never. Upload a payout to the bank once. */
  exported_at: z.string().nullable(),
  /** `manual`: by the bank file, marked paid by an administrator; `razorpay_route`: marked paid when Razorpay releases it. */
  provider: z.enum(PAYOUT_PROVIDERS),
});
export type AdminPayout = z.infer<typeof adminPayout>;
export const adminPayoutsQuery = z.object({
  status: z.preprocess(emptyToUndefined, payoutStatus.optional()),
});
/** The bank file takes the pending payouts unless told otherwise. */
export const payoutsFileQuery = z.object({
  status: z.preprocess(emptyToUndefined, payoutStatus.default('pending')),
});
export const adminPayoutsResponse = z.object({ payouts: z.array(adminPayout) });
export type AdminPayoutsResponse = z.infer<typeof adminPayoutsResponse>;

export const UTR_PATTERN = /^[A-Z0-9]{12,22}$/;
export const markPayoutPaidRequest = z.object({
  utr: z
    .string({ error: "Enter the bank's reference (UTR)." })
    .trim()
    .min(1, "Enter the bank's reference (UTR).")
    .transform((value) => value.toUpperCase())
    .pipe(z.string().regex(UTR_PATTERN, 'A UTR is 12 to 22 letters and digits.')),
});
export type MarkPayoutPaidRequest = z.input<typeof markPayoutPaidRequest>;

export const PAYOUT_FAILURE_REASON_MAX = 500;
export const markPayoutFailedRequest = z.object({
  reason: z
    .string({ error: 'Say why the transfer failed.' })
    .trim()
    .min(1, 'Say why the transfer failed.')
    .max(PAYOUT_FAILURE_REASON_MAX, `The reason must be at most ${PAYOUT_FAILURE_REASON_MAX} characters.`),
});
export type MarkPayoutFailedRequest = z.input<typeof markPayoutFailedRequest>;

/** What one payout run did: the payouts it created, and how many sellers it left for later and why. */
export const payoutRunResponse = z.object({
  created: z.number(),
  amount: z.number(),
  payouts: z.array(adminPayout),
});
export type PayoutRunResponse = z.infer<typeof payoutRunResponse>;

/** What a payout run did, in one line: `2 payouts created, Rs. 1,234.50` (the admin page and the shell). */
export function payoutRunSummary({ created, amount }: Pick<PayoutRunResponse, 'created' | 'amount'>): string {
  if (created === 0) return 'No seller is due a payout.';
  return `${created} ${created === 1 ? 'payout' : 'payouts'} created, ${formatRupees(amount)}`;
}

/** A month's returns (`GET /api/admin/gstr8.json`, `/api/admin/tds.csv`) take the month they are for. */
export const monthQuery = z.object({ month: ledgerMonth });
