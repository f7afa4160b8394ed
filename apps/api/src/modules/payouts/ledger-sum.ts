import { sql, type SQL } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.js';
import { ledgerEntries } from '../../db/schema.js';

/** The paise of the ledger entries `where` selects (their amounts, or the taxable values withholdings were worked on). */
export async function ledgerSum(
  executor: Database | Tx,
  where: SQL | undefined,
  column: 'amount' | 'base' = 'amount',
): Promise<number> {
  const summed = column === 'amount' ? ledgerEntries.amountPaise : ledgerEntries.basePaise;
  const [row] = await executor
    .select({ paise: sql<string>`coalesce(sum(${summed}), 0)::bigint` })
    .from(ledgerEntries)
    .where(where);
  return Number(row?.paise ?? 0);
}
