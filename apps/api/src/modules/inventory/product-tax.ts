import { eq } from 'drizzle-orm';
import { hsnCode } from '@marketplace/contract';
import type { Database } from '../../db/client.js';
import { categories, wholesalerProfiles } from '../../db/schema.js';
import { fieldError } from '../../errors/app-error.js';

interface TaxInput {
  hsn_code?: string | undefined;
  gst_rate?: number | undefined;
  category?: number | undefined;
}

/**
 * HSN code and GST rate to store: what was sent, else (on create) the category's defaults. A sent code is
 * checked against the wholesaler's turnover: above Rs. 5 crore it needs at least 6 digits.
 */
export async function productTaxFields(
  db: Database,
  wholesalerId: number,
  input: TaxInput,
  options: { fillDefaults: boolean },
): Promise<{ hsnCode?: string; gstRate?: number }> {
  const fields: { hsnCode?: string; gstRate?: number } = {};
  if (options.fillDefaults && input.category !== undefined) {
    const [category] = await db
      .select({ hsnCode: categories.hsnCode, gstRate: categories.gstRate })
      .from(categories)
      .where(eq(categories.id, input.category));
    if (category) Object.assign(fields, category);
  }
  if (input.gst_rate !== undefined) fields.gstRate = input.gst_rate;
  if (input.hsn_code !== undefined) {
    const [seller] = await db
      .select({ turnoverAbove5Crore: wholesalerProfiles.turnoverAbove5Crore })
      .from(wholesalerProfiles)
      .where(eq(wholesalerProfiles.userId, wholesalerId));
    const checked = hsnCode(seller?.turnoverAbove5Crore ?? false).safeParse(input.hsn_code);
    if (!checked.success) throw fieldError('hsn_code', checked.error.issues[0]?.message ?? 'HSN code is not valid.');
    fields.hsnCode = input.hsn_code;
  }
  return fields;
}
