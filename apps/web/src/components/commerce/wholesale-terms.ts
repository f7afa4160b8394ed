import { formatRupees, lowestTierPrice, sortedTiers, type Product, type WholesaleTerms } from '@marketplace/contract';

/** "Minimum order: 48 units". */
export const minimumOrderText = (min: number) => `Minimum order: ${min} units`;

/**
 * "Minimum order: 48 units · Sold in cases of 24 (Carton of 24)": only the parts that apply, or null for a
 * product bought one unit at a time.
 */
export function orderTermsText(terms: Pick<WholesaleTerms, 'min_order_quantity' | 'order_multiple' | 'pack_label'>) {
  const parts: string[] = [];
  if (terms.min_order_quantity > 1) parts.push(minimumOrderText(terms.min_order_quantity));
  if (terms.order_multiple > 1) {
    // A label that only repeats the case size ("Case of 24") adds nothing.
    const repeatsCase = terms.pack_label?.toLowerCase() === `case of ${terms.order_multiple}`;
    const label = terms.pack_label && !repeatsCase ? ` (${terms.pack_label})` : '';
    parts.push(`Sold in cases of ${terms.order_multiple}${label}`);
  }
  return parts.length > 0 ? parts.join(' · ') : null;
}

/** "MOQ 48" on a card, for a product with a minimum above one unit; null otherwise. */
export const minimumOrderMark = (terms: Pick<WholesaleTerms, 'min_order_quantity'>) =>
  terms.min_order_quantity > 1 ? `MOQ ${terms.min_order_quantity}` : null;

/** "from Rs. 95.00" on a card, for a product with price slabs; null otherwise. */
export function lowestPriceText(tiers: WholesaleTerms['price_tiers']): string | null {
  const lowest = lowestTierPrice(tiers);
  return lowest === null ? null : `from ${formatRupees(lowest)}`;
}

/** How many units Add to Cart on a card adds: the product's minimum order, never fewer. */
export const cardAddQuantity = (product: Pick<Product, 'min_order_quantity'>) => product.min_order_quantity;

export interface TierRow {
  /** "48+ units". */
  quantity: string;
  /** "Rs. 110.00 / unit". */
  price: string;
  minQuantity: number;
}

/**
 * The rows of "Buy more, save": the minimum at the product's price, then each slab; none without slabs.
 * `reached` is the row a quantity reaches (the deepest one at or below it), -1 below the first.
 */
export function tierRows(
  price: number,
  terms: Pick<WholesaleTerms, 'min_order_quantity' | 'price_tiers'>,
  quantity: number,
): { rows: TierRow[]; reached: number } {
  if (terms.price_tiers.length === 0) return { rows: [], reached: -1 };
  const steps = [{ min_quantity: terms.min_order_quantity, price }, ...sortedTiers(terms.price_tiers)];
  const rows = steps.map((step) => ({
    quantity: `${step.min_quantity}+ units`,
    price: `${formatRupees(step.price)} / unit`,
    minQuantity: step.min_quantity,
  }));
  return { rows, reached: rows.findLastIndex((row) => quantity >= row.minQuantity) };
}
