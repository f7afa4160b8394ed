import { sql } from 'drizzle-orm';
import { creditNoteNumber, financialYearOf, invoiceNumber, platformDocumentNumber } from '@marketplace/contract';
import type { Tx } from '../../db/client.js';
import { documentSeries, platformDocumentSeries, type PlatformDocumentKind } from '../../db/schema.js';

/**
 * The next number of a wholesaler's series for the financial year of `at`. The counter row stays locked
 * until the issuing transaction ends, so concurrent issues queue and a rolled-back one leaves no gap.
 */
export async function nextDocumentNumber(
  tx: Tx,
  input: { wholesalerId: number; kind: 'invoice' | 'credit_note'; prefix: string; at: Date },
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

/** The next number of the marketplace's own series of `kind`, locked the same way as a wholesaler's. */
export async function nextPlatformDocumentNumber(tx: Tx, kind: PlatformDocumentKind, at: Date): Promise<string> {
  const year = financialYearOf(at);
  const [row] = await tx
    .insert(platformDocumentSeries)
    .values({ kind, financialYear: year.startYear, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [platformDocumentSeries.kind, platformDocumentSeries.financialYear],
      set: { lastNumber: sql`${platformDocumentSeries.lastNumber} + 1` },
    })
    .returning({ lastNumber: platformDocumentSeries.lastNumber });
  if (!row) throw new Error('the platform document series returned no row');
  return platformDocumentNumber(kind, year.label, row.lastNumber);
}
