import {
  largestValidQuantity,
  quantityMessages,
  quantityProblem,
  steppedQuantity,
  type QuantityRules,
} from '@marketplace/contract';

export type { QuantityRules };

/**
 * The whole number typed into a quantity box, or null when the text is empty, not a whole number or
 * below 1 (such input is ignored, spec section 5).
 */
export function parseQuantityInput(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value >= 1 ? value : null;
}

/**
 * The quantity a typed number asks for: above the stock it is clamped to the largest quantity the stock and
 * the rules allow (spec: the input is clamped); otherwise it stays as typed, even when a rule refuses it, so
 * that the page can say why rather than change it silently.
 */
export function typedQuantity(rules: QuantityRules, stock: number, typed: number | null): number | null {
  if (typed === null || typed <= stock) return typed;
  const largest = largestValidQuantity(rules, stock);
  return largest > 0 ? largest : typed;
}

/** The server's words for a quantity above the stock (the cart refuses it with them), or null. */
export function stockProblem(stock: number, quantity: number): string | null {
  return quantity <= stock ? null : quantityMessages.aboveStock(stock);
}

/**
 * What stands in the way of ordering `quantity` units of a product, in the words the server refuses it
 * with: the minimum, the case pack, the maximum, then the stock; null when nothing does.
 */
export const orderQuantityProblem = (
  product: QuantityRules & { name: string; stock: number },
  quantity: number,
): string | null => quantityProblem(product.name, product, quantity) ?? stockProblem(product.stock, quantity);

/**
 * Where − and + lead from `quantity`: by the case pack, between the minimum and the largest quantity the
 * maximum and the stock allow; null for a button that would not move towards a valid quantity.
 */
export function quantitySteps(rules: QuantityRules, stock: number, quantity: number) {
  const largest = largestValidQuantity(rules, stock);
  const bounds = { ...rules, max_order_quantity: largest > 0 ? largest : rules.min_order_quantity };
  const lower = steppedQuantity(bounds, quantity, -1);
  const upper = steppedQuantity(bounds, quantity, 1);
  return {
    lower: lower < quantity ? lower : null,
    upper: upper > quantity ? upper : null,
    largest: bounds.max_order_quantity,
  };
}
