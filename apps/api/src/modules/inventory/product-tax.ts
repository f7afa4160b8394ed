import { hsnCode, type QuantityUnit } from '@marketplace/contract';
import { fieldError } from '../../errors/app-error.js';
import type { ProductSaveContext } from './product-save-context.js';

interface TaxInput {
  hsn_code?: string | undefined;
  gst_rate?: number | undefined;
  unit?: QuantityUnit | undefined;
}

interface TaxFields {
  hsnCode?: string;
  gstRate?: number;
  unit?: QuantityUnit;
}

/**
 * HSN code, GST rate and unit of quantity to store: what was sent, else (on create) the category's defaults
 * (the unit's default, NOS, is the column's). A sent code is checked against the wholesaler's turnover: above
 * Rs. 5 crore it needs at least 6 digits.
 */
export function productTaxFields(
  input: TaxInput,
  context: ProductSaveContext,
  options: { fillDefaults: boolean },
): TaxFields {
  const fields: TaxFields = {};
  if (options.fillDefaults && context.category) {
    fields.hsnCode = context.category.hsnCode;
    fields.gstRate = context.category.gstRate;
  }
  if (input.gst_rate !== undefined) fields.gstRate = input.gst_rate;
  if (input.unit !== undefined) fields.unit = input.unit;
  if (input.hsn_code !== undefined) {
    const checked = hsnCode(context.seller?.turnoverAbove5Crore ?? false).safeParse(input.hsn_code);
    if (!checked.success) throw fieldError('hsn_code', checked.error.issues[0]?.message ?? 'HSN code is not valid.');
    fields.hsnCode = input.hsn_code;
  }
  return fields;
}
