import { formatRupees } from '../money.js';
import type { PriceTier, WholesaleTerms } from './terms.js';

export const MAX_PRICE_TIERS = 5;

/** Rules of a product bought one unit at a time at one price: what every product had before wholesale terms. */
export const DEFAULT_WHOLESALE_TERMS: WholesaleTerms = {
  min_order_quantity: 1,
  order_multiple: 1,
  max_order_quantity: null,
  pack_label: null,
  price_tiers: [],
};

export const wholesaleTermsMessages = {
  minWhole: 'Minimum order quantity must be a whole number of 1 or more',
  multipleWhole: 'Case pack must be a whole number of 1 or more',
  maxWhole: 'Maximum order quantity must be a whole number of 1 or more',
  packLabelLong: 'Pack label must be at most 40 characters',
  tooManyTiers: `A product can have at most ${MAX_PRICE_TIERS} price slabs`,
  tierQuantityWhole: 'Each slab needs a whole number of units',
  tierPrice: 'Each slab needs a price greater than 0 with at most 2 decimals',
  minNotMultiple: (multiple: number) => `Minimum order quantity must be a multiple of the case pack (${multiple}).`,
  maxBelowMin: (min: number) => `Maximum order quantity cannot be below the minimum order quantity (${min}).`,
  maxNotMultiple: (multiple: number) => `Maximum order quantity must be a multiple of the case pack (${multiple}).`,
  tierRepeated: (quantity: number) => `Two slabs start at ${quantity} units: give each slab its own quantity.`,
  tierNotMultiple: (quantity: number, multiple: number) =>
    `The slab from ${quantity} units must start at a multiple of the case pack (${multiple}).`,
  tierNotAboveMin: (quantity: number, min: number) =>
    `The slab from ${quantity} units must start above the minimum order quantity (${min}).`,
  tierAboveMax: (quantity: number, max: number) =>
    `The slab from ${quantity} units starts above the maximum order quantity (${max}).`,
  tierPriceNotLower: (quantity: number, previous: number) =>
    `The slab from ${quantity} units must cost less than ${formatRupees(previous)} per unit: prices fall as quantity grows.`,
} as const;
const m = wholesaleTermsMessages;

export type WholesaleTermsField = 'min_order_quantity' | 'max_order_quantity' | 'price_tiers';

/** Slabs in the order the server stores them. */
export const sortedTiers = (tiers: readonly PriceTier[]): PriceTier[] =>
  [...tiers].sort((a, b) => a.min_quantity - b.min_quantity);

/** The first slab that breaks the rules, by quantity: its place in the list as given and the input at fault. */
export interface SlabProblem {
  index: number;
  field: keyof PriceTier;
  message: string;
}

/**
 * Walks the slabs by quantity, judging each against the ones before it: the first that repeats a quantity,
 * falls off the case pack, starts at or below the minimum or above the maximum (its quantity), or does not
 * cost less than the price before it (its price). `price` and slab prices are in one unit.
 */
export function slabProblem(terms: Omit<WholesaleTerms, 'pack_label'>, price: number): SlabProblem | null {
  const { min_order_quantity: min, order_multiple: multiple, max_order_quantity: max } = terms;
  const byQuantity = terms.price_tiers
    .map((tier, index) => ({ tier, index }))
    .sort((a, b) => a.tier.min_quantity - b.tier.min_quantity);
  let previousPrice = price;
  let previousQuantity: number | null = null;
  for (const { tier, index } of byQuantity) {
    const quantity = tier.min_quantity;
    const quantityProblem =
      quantity === previousQuantity
        ? m.tierRepeated(quantity)
        : quantity % multiple !== 0
          ? m.tierNotMultiple(quantity, multiple)
          : quantity <= min
            ? m.tierNotAboveMin(quantity, min)
            : max !== null && quantity > max
              ? m.tierAboveMax(quantity, max)
              : null;
    if (quantityProblem) return { index, field: 'min_quantity', message: quantityProblem };
    if (tier.price >= previousPrice)
      return { index, field: 'price', message: m.tierPriceNotLower(quantity, previousPrice) };
    previousPrice = tier.price;
    previousQuantity = quantity;
  }
  return null;
}

/**
 * What is wrong with a product's terms taken together, one message per field (the first found), or an
 * empty object. `price` and the tier prices are in one unit, rupees or paise.
 */
export function wholesaleTermsProblems(
  terms: Omit<WholesaleTerms, 'pack_label'>,
  price: number,
): Partial<Record<WholesaleTermsField, string>> {
  const problems: Partial<Record<WholesaleTermsField, string>> = {};
  const { min_order_quantity: min, order_multiple: multiple, max_order_quantity: max } = terms;
  if (min % multiple !== 0) problems.min_order_quantity = m.minNotMultiple(multiple);
  if (max !== null && max < min) problems.max_order_quantity = m.maxBelowMin(min);
  else if (max !== null && max % multiple !== 0) problems.max_order_quantity = m.maxNotMultiple(multiple);
  if (terms.price_tiers.length > MAX_PRICE_TIERS) problems.price_tiers = m.tooManyTiers;
  else {
    const slab = slabProblem(terms, price);
    if (slab) problems.price_tiers = slab.message;
  }
  return problems;
}
