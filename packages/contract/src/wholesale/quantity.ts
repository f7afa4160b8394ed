import { formatRupees } from '../money.js';
import type { PriceTier, WholesaleTerms } from './terms.js';

/** What limits a quantity of a product, apart from its stock. */
export type QuantityRules = Pick<WholesaleTerms, 'min_order_quantity' | 'order_multiple' | 'max_order_quantity'>;

export const quantityMessages = {
  belowMinimum: (name: string, min: number) => `Minimum order for ${name} is ${min} units.`,
  notMultiple: (name: string, multiple: number) => `${name} is sold in multiples of ${multiple}.`,
  aboveMaximum: (name: string, max: number) => `Maximum order for ${name} is ${max} units.`,
  /** The cart's words for a quantity the stock does not cover. */
  aboveStock: (stock: number) => (stock <= 0 ? 'This product is out of stock.' : `Only ${stock} left in stock.`),
} as const;

/** The rule a quantity breaks, as the message the buyer sees, or null. Stock is checked where it is locked. */
export function quantityProblem(name: string, rules: QuantityRules, quantity: number): string | null {
  if (quantity < rules.min_order_quantity) return quantityMessages.belowMinimum(name, rules.min_order_quantity);
  if (quantity % rules.order_multiple !== 0) return quantityMessages.notMultiple(name, rules.order_multiple);
  if (rules.max_order_quantity !== null && quantity > rules.max_order_quantity)
    return quantityMessages.aboveMaximum(name, rules.max_order_quantity);
  return null;
}

/** The largest quantity the rules and the stock allow together, or 0 when none does. */
export function largestValidQuantity(rules: QuantityRules, stock: number): number {
  const cap = Math.min(stock, rules.max_order_quantity ?? stock);
  const largest = cap - (cap % rules.order_multiple);
  return largest >= rules.min_order_quantity ? largest : 0;
}

/**
 * The valid quantity nearest to `wanted` that the rules and the stock allow, or 0 when none does: down to
 * whole case packs, up to the minimum when that falls short of it, and no more than the maximum or the stock.
 * Buy again uses it to keep as much of an old order as today's terms allow.
 */
export function nearestValidQuantity(rules: QuantityRules, stock: number, wanted: number): number {
  const largest = largestValidQuantity(rules, stock);
  if (largest === 0) return 0;
  const onGrid = wanted - (wanted % rules.order_multiple);
  return Math.min(largest, Math.max(rules.min_order_quantity, onGrid));
}

/** The next quantity a − or + stepper shows: by the case pack, between the minimum and the maximum. */
export function steppedQuantity(rules: QuantityRules, quantity: number, direction: 1 | -1): number {
  const { min_order_quantity: min, order_multiple: multiple, max_order_quantity: max } = rules;
  const onGrid = quantity - (quantity % multiple);
  const next = direction === 1 ? onGrid + multiple : onGrid === quantity ? quantity - multiple : onGrid;
  const bounded = Math.max(min, next);
  return max !== null && bounded > max ? max - (max % multiple) : bounded;
}

/** The unit price a line of `quantity` units pays: the deepest slab it reaches, else the base price. */
export function unitPriceFor(price: number, tiers: readonly PriceTier[], quantity: number): number {
  let unitPrice = price;
  let reached = 0;
  for (const tier of tiers) {
    if (quantity >= tier.min_quantity && tier.min_quantity > reached) {
      unitPrice = tier.price;
      reached = tier.min_quantity;
    }
  }
  return unitPrice;
}

/** The next slab above `quantity`, if any: how many more units reach it and its price. */
export function nextTier(tiers: readonly PriceTier[], quantity: number): { more: number; price: number } | null {
  const next = tiers.filter((tier) => tier.min_quantity > quantity).sort((a, b) => a.min_quantity - b.min_quantity)[0];
  return next ? { more: next.min_quantity - quantity, price: next.price } : null;
}

/** "Add 24 more for Rs. 95.00 / unit". */
export const nextTierHint = (next: { more: number; price: number }) =>
  `Add ${next.more} more for ${formatRupees(next.price)} / unit`;

/** The lowest unit price any slab offers, for "from Rs. 95.00" on cards; null without slabs. */
export const lowestTierPrice = (tiers: readonly PriceTier[]): number | null =>
  tiers.length === 0 ? null : Math.min(...tiers.map((tier) => tier.price));
