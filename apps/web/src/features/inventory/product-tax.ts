import type { Category } from '@marketplace/contract';

export const productTaxTexts = {
  hsnHint: 'HSN code from your GST classification: 4, 6 or 8 digits (at least 6 above Rs. 5 crore turnover).',
  rateHint: 'The GST included in the price.',
  hsnRequired: 'HSN code is required.',
  rateRequired: 'Choose the GST rate.',
  unitHint: 'The GST unit code the quantity counts, printed on invoices as "12 PCS". A pack label does not replace it.',
} as const;

/** `18 %`. */
export const formatGstRate = (rate: number) => `${rate} %`;

type CategoryTax = Pick<Category, 'hsn_code' | 'gst_rate'>;
export interface ProductTaxValues {
  hsn_code?: unknown;
  gst_rate?: unknown;
  unit?: unknown;
}

const isUnset = (value: unknown) => value === undefined || value === null || value === '' || Number.isNaN(value);

/**
 * What changes when the category changes: each tax field takes the new category's default while it is
 * empty or still holds the previous category's default; a value the wholesaler chose stays.
 */
export function taxDefaultsForCategory(
  current: ProductTaxValues,
  previous: CategoryTax | undefined,
  next: CategoryTax | undefined,
): { hsn_code?: string; gst_rate?: number } {
  if (!next) return {};
  const follows = (value: unknown, previousDefault: unknown) => isUnset(value) || value === previousDefault;
  return {
    ...(follows(current.hsn_code, previous?.hsn_code) ? { hsn_code: next.hsn_code } : {}),
    ...(follows(current.gst_rate, previous?.gst_rate) ? { gst_rate: next.gst_rate } : {}),
  };
}
