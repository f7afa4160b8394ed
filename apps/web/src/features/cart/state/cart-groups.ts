import { sellerMinimumMessage, shortfallPaise, toPaise, toRupees, type CartResponse } from '@marketplace/contract';
import { orderQuantityProblem } from '../../../lib/quantity';
import type { CartItem } from './cart-state';

export type ServerCartWholesaler = CartResponse['wholesalers'][number];

/** The lines of one wholesaler: each wholesaler receives its own order from the one payment. */
export interface WholesalerGroup {
  /** The wholesaler's public id (its page is /wholesaler/{id}); null for a line stored without one. */
  id: number | null;
  companyName: string;
  items: CartItem[];
  /** In rupees, summed in paise. */
  subtotal: number;
  /** The wholesaler's minimum order value and what is still missing of it, in rupees; null when none applies. */
  minimum: { value: number; shortfall: number } | null;
}

/**
 * The cart's lines by wholesaler, in the order each wholesaler's first line appears. The minimum order
 * value comes from the server's `wholesalers` (a guest cart has none); the subtotal and the shortfall
 * are counted from the lines as they stand, so they follow a quantity before the server has heard of it.
 */
export function groupByWholesaler(
  items: readonly CartItem[],
  wholesalers: readonly ServerCartWholesaler[] = [],
): WholesalerGroup[] {
  const groups = new Map<number | null, CartItem[]>();
  for (const item of items) {
    const id = item.wholesalerId ?? null;
    groups.set(id, [...(groups.get(id) ?? []), item]);
  }
  return [...groups].map(([id, lines]) => {
    const subtotalPaise = lines.reduce((sum, item) => sum + toPaise(item.unitPrice) * item.quantity, 0);
    const seller = wholesalers.find((wholesaler) => wholesaler.id === id);
    const minimum =
      seller && seller.min_order_value > 0
        ? {
            value: seller.min_order_value,
            shortfall: toRupees(shortfallPaise(subtotalPaise, toPaise(seller.min_order_value))),
          }
        : null;
    const companyName = lines.find((item) => item.wholesalerName)?.wholesalerName ?? seller?.company_name ?? '';
    return { id, companyName, items: lines, subtotal: toRupees(subtotalPaise), minimum };
  });
}

/** What is wrong with a line's quantity, as the server would refuse it, or null. */
export const lineProblem = (item: CartItem) => orderQuantityProblem(item, item.quantity);

/** Why the cart cannot be checked out yet: each line breaking a rule, each wholesaler short of its minimum. */
export function checkoutBlockers(groups: readonly WholesalerGroup[]): string[] {
  return groups.flatMap((group) => {
    const reasons = group.items.map(lineProblem).filter((problem) => problem !== null);
    if (group.minimum && group.minimum.shortfall > 0) {
      reasons.push(sellerMinimumMessage(group.companyName, group.minimum.shortfall, group.minimum.value));
    }
    return reasons;
  });
}
