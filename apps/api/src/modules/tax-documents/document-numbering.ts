import { sql } from 'drizzle-orm';
import { creditNoteNumber, financialYearOf, invoiceNumber } from '@marketplace/contract';
import type { Tx } from '../../db/client.js';
import { documentSeries, type TaxDocumentKind } from '../../db/schema.js';

/**
 * The next number of a wholesaler's series for the financial year of `at`. The counter row stays locked
 * until the issuing transaction ends, so concurrent issues queue and a rolled-back one leaves no gap.
 */
export async function nextDocumentNumber(
  tx: Tx,
  input: { wholesalerId: number; kind: TaxDocumentKind; prefix: string; at: Date },
): Promise<string> {
  const year = financialYearOf(input.at);
  const [row] = await tx
    .insert(documentSeries)
    .values({ wholesalerId: input.wholesalerId, kind: input.kind, financialYear: year.startYear, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [documentSeries.wholesalerId, documentSeries.kind, documentSeries.financialYear],
      set: { lastNumber: sql`${documentSeries.lastNumber} + 1` },
    })
    .returning({ lastNumber: documentSeries.lastNumber });
  if (!row) throw new Error('the document series returned no row');
  return input.kind === 'invoice'
    ? invoiceNumber(input.prefix, year.label, row.lastNumber)
    : creditNoteNumber(year.label, row.lastNumber);
}
