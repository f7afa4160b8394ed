import type { TaxInvoice } from '@marketplace/contract';

export type TaxKey = 'cgst' | 'sgst' | 'utgst' | 'igst';

const TAX_KEYS: readonly TaxKey[] = ['cgst', 'sgst', 'utgst', 'igst'];

export const TAX_LABELS: Record<TaxKey, string> = { cgst: 'CGST', sgst: 'SGST', utgst: 'UTGST', igst: 'IGST' };

/**
 * The taxes a document charges: CGST with SGST or UTGST within a state or territory, IGST across
 * states. A document without tax (nil-rated goods) shows the pair its places call for, so the
 * reader still sees which kind of supply it was.
 */
export function taxesShown(document: TaxInvoice): TaxKey[] {
  const charged = TAX_KEYS.filter((key) => document.totals[key] !== 0);
  if (charged.length > 0) return charged;
  return document.supplier.state_code === document.place_of_supply.state_code ? ['cgst', 'sgst'] : ['igst'];
}
