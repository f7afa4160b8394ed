/** The most a buyer can pick when a product gives no stock limit (spec section 5). */
export const DEFAULT_QUANTITY_LIMIT = 10;

/** The upper bound of a quantity control: the stock, or 10 when no stock limit is known. */
export function quantityLimit(stock: number | null | undefined): number {
  if (stock === null || stock === undefined || !Number.isFinite(stock)) return DEFAULT_QUANTITY_LIMIT;
  return Math.max(0, Math.floor(stock));
}

/** A whole quantity between 1 and `max`. */
export function clampQuantity(value: number, max: number): number {
  if (!Number.isFinite(value)) return 1;
  return Math.min(Math.max(1, Math.floor(value)), Math.max(1, max));
}

/**
 * What typing into a quantity box means: a whole number clamped to 1..max, or null when the text is
 * empty, not a number or below 1 (such input is ignored, spec section 5).
 */
export function parseQuantityInput(text: string, max: number): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const value = Number(trimmed);
  if (value < 1) return null;
  return clampQuantity(value, max);
}
