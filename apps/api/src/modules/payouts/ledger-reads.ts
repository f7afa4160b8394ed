import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  formatRupees,
  indiaDateTime,
  indiaMonth,
  LEDGER_ENTRY_LABELS,
  toRupees,
  type LedgerEntry,
  type LedgerEntryType,
  type LedgerPage,
  type SellerBalance,
} from '@marketplace/contract';
import { ledgerSum } from './ledger-sum.js';
import { csvText } from './csv-text.js';
import type { Database } from '../../db/client.js';
import { rawRows } from '../../db/raw-rows.js';
import { ledgerEntries, SELLER_ACCOUNTS } from '../../db/schema.js';
import { monthBounds } from './ledger-month.js';

interface StatementRow {
  id: number;
  at: Date | string;
  type: LedgerEntryType;
  order_id: number | null;
  payout_id: number | null;
  claim_id: number | null;
  document: string | null;
  amount: string;
  running: string;
  total: string;
}

/** What a statement line says beyond its type: the order, claim or payout it belongs to. */
export function entryDescription(row: {
  type: LedgerEntryType;
  order_id: number | null;
  claim_id: number | null;
  payout_id: number | null;
}) {
  const about = [
    row.order_id !== null ? `order #${row.order_id}` : '',
    row.claim_id !== null ? `claim #${row.claim_id}` : '',
    row.payout_id !== null ? `payout #${row.payout_id}` : '',
  ].filter(Boolean);
  return about.length > 0 ? `${LEDGER_ENTRY_LABELS[row.type]} (${about.join(', ')})` : LEDGER_ENTRY_LABELS[row.type];
}

const isoOf = (at: Date | string) => (at instanceof Date ? at : new Date(at)).toISOString();

/**
 * The seller's side of the ledger as a statement: one line per event, its effect on what the marketplace owes the
 * seller (held + available) and the running balance, as on a bank statement.
 */
export function createLedgerReads(db: Database) {
  async function owedBefore(wholesalerId: number, before: Date): Promise<number> {
    return ledgerSum(
      db,
      and(
        eq(ledgerEntries.wholesalerId, wholesalerId),
        inArray(ledgerEntries.account, ['held', 'available']),
        sql`${ledgerEntries.at} < ${before.toISOString()}`,
      ),
    );
  }

  async function statementRows(wholesalerId: number, month: string, page: { limit: number; offset: number }) {
    const { from, to } = monthBounds(month);
    return rawRows<StatementRow>(
      db,
      sql`
        with lines as (
          select min(l.id) as id, min(l.at) as at, l.type, l.order_id, l.payout_id, l.claim_id,
            min(d.number) as document,
            coalesce(sum(l.amount_paise) filter (where l.account in ('held', 'available')), 0)::bigint as amount
          from ledger_entries l
          left join tax_documents d on d.id = l.tax_document_id
          where l.wholesaler_id = ${wholesalerId} and l.account in ('held', 'available', 'paid_out')
            and l.at >= ${from.toISOString()} and l.at < ${to.toISOString()}
          group by l.event, l.type, l.order_id, l.payout_id, l.claim_id
        )
        select *, sum(amount) over (order by at, id) as running, count(*) over () as total
        from lines order by at, id
        limit ${page.limit} offset ${page.offset}`,
    );
  }

  const lineOf = (row: StatementRow, opening: number): LedgerEntry => ({
    id: row.id,
    at: isoOf(row.at),
    type: row.type,
    order: row.order_id,
    document: row.document,
    description: entryDescription(row),
    amount: toRupees(Number(row.amount)),
    balance: toRupees(opening + Number(row.running)),
  });

  return {
    async balance(wholesalerId: number): Promise<SellerBalance> {
      const rows = await db
        .select({
          account: ledgerEntries.account,
          paise: sql<number>`coalesce(sum(${ledgerEntries.amountPaise}), 0)::bigint`,
        })
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.wholesalerId, wholesalerId), inArray(ledgerEntries.account, SELLER_ACCOUNTS)))
        .groupBy(ledgerEntries.account);
      const of = (account: string) => toRupees(Number(rows.find((row) => row.account === account)?.paise ?? 0));
      return { held: of('held'), available: of('available'), paid_out: of('paid_out') };
    },

    async statement(
      wholesalerId: number,
      query: { month?: string | undefined; page: number; page_size: number },
      now = new Date(),
    ): Promise<LedgerPage> {
      const month = query.month ?? indiaMonth(now);
      const { from, to } = monthBounds(month);
      const opening = await owedBefore(wholesalerId, from);
      const offset = (query.page - 1) * query.page_size;
      const rows = await statementRows(wholesalerId, month, { limit: query.page_size, offset });
      // A page past the end has no row to carry the count: the first row of the month is asked for it.
      const count =
        rows.length > 0 || offset === 0
          ? Number(rows[0]?.total ?? 0)
          : Number((await statementRows(wholesalerId, month, { limit: 1, offset: 0 }))[0]?.total ?? 0);
      return {
        month,
        opening_balance: toRupees(opening),
        closing_balance: toRupees(await owedBefore(wholesalerId, to)),
        count,
        page: query.page,
        page_size: query.page_size,
        entries: rows.map((row) => lineOf(row, opening)),
      };
    },

    /** The whole month as CSV for the seller's accountant: amounts in rupees with two decimals. */
    async statementCsv(wholesalerId: number, month: string | undefined, now = new Date()) {
      const chosen = month ?? indiaMonth(now);
      const opening = await owedBefore(wholesalerId, monthBounds(chosen).from);
      const rows = await statementRows(wholesalerId, chosen, { limit: 100_000, offset: 0 });
      const lines = rows.map((row) => lineOf(row, opening));
      const rupees = (value: number) => value.toFixed(2);
      return {
        month: chosen,
        csv: csvText([
          ['Date', 'Type', 'Order', 'Document', 'Description', 'Amount (Rs.)', 'Balance (Rs.)'],
          ['', '', '', '', `Opening balance ${formatRupees(toRupees(opening))}`, '', rupees(toRupees(opening))],
          ...lines.map((line) => [
            indiaDateTime(new Date(line.at)),
            LEDGER_ENTRY_LABELS[line.type],
            line.order ?? '',
            line.document ?? '',
            line.description,
            rupees(line.amount),
            rupees(line.balance),
          ]),
        ]),
      };
    },
  };
}

export type LedgerReads = ReturnType<typeof createLedgerReads>;
