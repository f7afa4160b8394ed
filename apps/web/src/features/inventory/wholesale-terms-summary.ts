import type { WholesaleTerms } from '@marketplace/contract';

export interface WholesaleTermsSummary {
  /** Compact, for the inventory row: `MOQ 48 · Case 24`. */
  short: string;
  /** The same in words, for screen readers: `Minimum order 48 units, case pack of 24`. */
  spoken: string;
}

/** The minimum and the case pack of a product in the inventory; null while both are 1 (single units). */
export function wholesaleTermsSummary(
  terms: Pick<WholesaleTerms, 'min_order_quantity' | 'order_multiple'>,
): WholesaleTermsSummary | null {
  const parts: Array<[string, string]> = [];
  if (terms.min_order_quantity > 1) {
    parts.push([`MOQ ${terms.min_order_quantity}`, `minimum order ${terms.min_order_quantity} units`]);
  }
  if (terms.order_multiple > 1) {
    parts.push([`Case ${terms.order_multiple}`, `case pack of ${terms.order_multiple}`]);
  }
  if (parts.length === 0) return null;
  const spoken = parts.map(([, words]) => words).join(', ');
  return {
    short: parts.map(([short]) => short).join(' · '),
    spoken: spoken.charAt(0).toUpperCase() + spoken.slice(1),
  };
}
