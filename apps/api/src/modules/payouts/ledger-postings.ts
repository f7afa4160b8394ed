import { and, eq, inArray } from 'drizzle-orm';
import {
  splitTcs,
  TCS_RATE_BASIS_POINTS,
  TDS_RATE_BASIS_POINTS,
  toPaise,
  withheldPaise,
  type CreditNote,
  type LedgerEntryType,
  type TaxInvoice,
} from '@marketplace/contract';
import { ledgerSum } from './ledger-sum.js';
import type { Tx } from '../../db/client.js';
import { ledgerEntries, type LedgerAccount } from '../../db/schema.js';
import type { OrderRow } from '../orders/order-access.js';

interface Posting {
  account: LedgerAccount;
  amountPaise: number;
  basePaise?: number;
}

interface EventSource {
  wholesalerId: number;
  type: LedgerEntryType;
  at: Date;
  orderId?: number;
  paymentId?: number;
  taxDocumentId?: number;
  claimId?: number | null;
  payoutId?: number;
}

/**
 * Writes one event's entries: they must sum to zero, zero amounts are left out (unless they carry the taxable value a
 * withholding was worked out on), and an event already written (the same `event` key) adds nothing. Always called
 * inside the transaction of the change the event records.
 */
export async function postEvent(tx: Tx, event: string, source: EventSource, postings: Posting[]): Promise<void> {
  if (postings.reduce((sum, posting) => sum + posting.amountPaise, 0) !== 0)
    throw new Error(`ledger event ${event} does not balance`);
  const rows = postings
    .filter((posting) => posting.amountPaise !== 0 || (posting.basePaise ?? 0) !== 0)
    .map((posting) => ({ event, ...source, ...posting, claimId: source.claimId ?? null }));
  // A trigger marks the order's Route transfer (PAYOUT_PROVIDER=razorpay_route) due: migration 0027.
  if (rows.length > 0) await tx.insert(ledgerEntries).values(rows).onConflictDoNothing();
}

/** Released orders' later corrections come out of what is available, earlier ones out of what is held. */
const sellerAccountOf = (order: OrderRow): LedgerAccount => (order.releasedAt ? 'available' : 'held');

/** Sum of the seller-side entries of one order of the given types (both seller accounts). */
const orderSum = (tx: Tx, orderId: number, types: LedgerEntryType[], column: 'amount' | 'base' = 'amount') =>
  ledgerSum(
    tx,
    and(
      eq(ledgerEntries.orderId, orderId),
      inArray(ledgerEntries.type, types),
      inArray(ledgerEntries.account, ['held', 'available']),
    ),
    column,
  );

/** Payment verified: the order's goods value (tax included) is owed to the seller, held until the claim window closes. */
export async function postSale(tx: Tx, order: OrderRow, at = new Date()): Promise<void> {
  await postEvent(
    tx,
    `sale:order:${order.id}`,
    { wholesalerId: order.wholesalerId, type: 'sale', at, orderId: order.id, paymentId: order.paymentId },
    [
      { account: 'held', amountPaise: order.subtotalPaise },
      { account: 'collections', amountPaise: -order.subtotalPaise },
    ],
  );
}

const isInterState = (document: TaxInvoice) => document.supplier.state_code !== document.place_of_supply.state_code;

function tcsPostings(account: LedgerAccount, tcsPaise: number, split: ReturnType<typeof splitTcs>, basePaise: number) {
  return [
    { account, amountPaise: -tcsPaise, basePaise },
    { account: 'tcs_cgst' as const, amountPaise: split.cgst },
    { account: 'tcs_sgst' as const, amountPaise: split.sgst },
    { account: 'tcs_igst' as const, amountPaise: split.igst },
  ];
}

/** Tax invoice issued: GST TCS and income-tax TDS withheld on its taxable value, TCS split as the invoice's GST. */
export async function postInvoice(
  tx: Tx,
  order: OrderRow,
  document: { id: number; body: TaxInvoice; issuedAt: Date },
): Promise<void> {
  // An order paid before the ledger began has no sale in it, so nothing is withheld from it either.
  if ((await orderSum(tx, order.id, ['sale'])) === 0) return;
  const taxable = toPaise(document.body.totals.taxable_value);
  const tcs = withheldPaise(taxable, TCS_RATE_BASIS_POINTS);
  const tds = withheldPaise(taxable, TDS_RATE_BASIS_POINTS);
  const account = sellerAccountOf(order);
  const source = {
    wholesalerId: order.wholesalerId,
    at: document.issuedAt,
    orderId: order.id,
    taxDocumentId: document.id,
  };
  await postEvent(
    tx,
    `tcs:document:${document.id}`,
    { ...source, type: 'tcs' },
    tcsPostings(account, tcs, splitTcs(tcs, isInterState(document.body)), taxable),
  );
  await postEvent(tx, `tds:document:${document.id}`, { ...source, type: 'tds' }, [
    { account, amountPaise: -tds, basePaise: taxable },
    { account: 'tds', amountPaise: tds },
  ]);
}

/**
 * Credit note issued (a cancellation after shipping, an accepted claim): the credited goods value no longer goes to
 * the seller, and the TCS and TDS on its taxable value come back. Withholdings are rounded on the running total of
 * what the order's credit notes credited, so partial credits never return more than the invoice withheld and a full
 * credit returns exactly that.
 */
export async function postCreditNote(
  tx: Tx,
  order: OrderRow,
  document: { id: number; body: CreditNote; issuedAt: Date; claimId?: number | null },
): Promise<void> {
  const account = sellerAccountOf(order);
  // Never more than the sale still credits: an order paid before the ledger began has nothing to reverse.
  const kept = await orderSum(tx, order.id, ['sale', 'sale_reversal']);
  const goods = Math.min(toPaise(document.body.totals.total), kept);
  const taxable = toPaise(document.body.totals.taxable_value);
  const source = {
    wholesalerId: order.wholesalerId,
    at: document.issuedAt,
    orderId: order.id,
    taxDocumentId: document.id,
    claimId: document.claimId,
  };
  await postEvent(tx, `sale_reversal:document:${document.id}`, { ...source, type: 'sale_reversal' }, [
    { account, amountPaise: -goods },
    { account: 'collections', amountPaise: goods },
  ]);

  const creditedBefore = await orderSum(tx, order.id, ['tcs_reversal'], 'base');
  const invoicedTaxable = await orderSum(tx, order.id, ['tcs'], 'base');
  // The credit that takes the last of the sale returns all that was withheld, whatever its notes' rounding left.
  const credited = goods === kept ? invoicedTaxable : Math.min(invoicedTaxable, creditedBefore + taxable);
  const interState = isInterState(document.body);
  const tcsNow = splitTcs(withheldPaise(credited, TCS_RATE_BASIS_POINTS), interState);
  const tcsBefore = splitTcs(withheldPaise(creditedBefore, TCS_RATE_BASIS_POINTS), interState);
  const tcsBack = {
    cgst: tcsNow.cgst - tcsBefore.cgst,
    sgst: tcsNow.sgst - tcsBefore.sgst,
    igst: tcsNow.igst - tcsBefore.igst,
  };
  const tcsTotal = tcsBack.cgst + tcsBack.sgst + tcsBack.igst;
  await postEvent(tx, `tcs_reversal:document:${document.id}`, { ...source, type: 'tcs_reversal' }, [
    { account, amountPaise: tcsTotal, basePaise: credited - creditedBefore },
    { account: 'tcs_cgst', amountPaise: -tcsBack.cgst },
    { account: 'tcs_sgst', amountPaise: -tcsBack.sgst },
    { account: 'tcs_igst', amountPaise: -tcsBack.igst },
  ]);
  const tdsBack = withheldPaise(credited, TDS_RATE_BASIS_POINTS) - withheldPaise(creditedBefore, TDS_RATE_BASIS_POINTS);
  await postEvent(tx, `tds_reversal:document:${document.id}`, { ...source, type: 'tds_reversal' }, [
    { account, amountPaise: tdsBack, basePaise: credited - creditedBefore },
    { account: 'tds', amountPaise: -tdsBack },
  ]);
}

/**
 * A paid order canceled: whatever goods value it still credits the seller with is reversed (all of it before
 * shipping; after shipping the credit note has reversed it already).
 */
export async function postCancellation(tx: Tx, order: OrderRow, at = new Date()): Promise<void> {
  const kept = await orderSum(tx, order.id, ['sale', 'sale_reversal']);
  if (kept <= 0) return;
  await postEvent(
    tx,
    `sale_reversal:order:${order.id}`,
    { wholesalerId: order.wholesalerId, type: 'sale_reversal', at, orderId: order.id, paymentId: order.paymentId },
    [
      { account: sellerAccountOf(order), amountPaise: -kept },
      { account: 'collections', amountPaise: kept },
    ],
  );
}
