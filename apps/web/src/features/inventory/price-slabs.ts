import { MAX_PRICE_TIERS } from '@marketplace/contract';
import type { PriceSlabRow } from './wholesale-terms-form';

/** A whole number of 1 or more as typed, or null for anything else (empty, decimals, text). */
const wholeNumberOf = (typed: unknown): number | null => {
  const value = typeof typed === 'string' && typed.trim() !== '' ? Number(typed) : typed;
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 ? value : null;
};

export const canAddSlab = (rows: readonly unknown[]) => rows.length < MAX_PRICE_TIERS;

interface TypedTerms {
  min_order_quantity?: unknown;
  order_multiple?: unknown;
  max_order_quantity?: unknown;
  price_tiers?: readonly { min_quantity?: unknown }[] | undefined;
}

/**
 * The row "Add slab" appends: it starts one case above the minimum or the highest slab so far, the first
 * quantity the rules allow, and leaves the price to the wholesaler. No quantity when the rules do not read
 * yet or the next case would pass the maximum.
 */
export function newSlabRow(terms: TypedTerms): PriceSlabRow {
  const min = wholeNumberOf(terms.min_order_quantity);
  const multiple = wholeNumberOf(terms.order_multiple);
  if (min === null || multiple === null) return { min_quantity: '', price: '' };
  const quantities = (terms.price_tiers ?? []).map((row) => wholeNumberOf(row.min_quantity) ?? 0);
  const highest = Math.max(min, ...quantities);
  const next = (Math.floor(highest / multiple) + 1) * multiple;
  const max = wholeNumberOf(terms.max_order_quantity);
  return { min_quantity: max !== null && next > max ? '' : String(next), price: '' };
}

/** The remove button's accessible name: which slab it takes away. */
export function removeSlabLabel(row: { min_quantity?: unknown } | undefined, index: number): string {
  const quantity = wholeNumberOf(row?.min_quantity);
  return quantity === null ? `Remove slab ${index + 1}` : `Remove slab from ${quantity} units`;
}

/** The line beside "Add slab", read out when a slab comes or goes. */
export function slabCountText(count: number): string {
  if (count === 0) return "No slabs: every order pays the product's price.";
  if (count >= MAX_PRICE_TIERS) return `${count} of ${MAX_PRICE_TIERS} slabs, the most a product can have.`;
  return `${count} of ${MAX_PRICE_TIERS} slabs`;
}
