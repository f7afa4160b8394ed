import { and, eq, inArray } from 'drizzle-orm';
import { quantityMessages } from '@marketplace/contract';
import type { Tx } from '../../db/client.js';
import { cartItems, categories, products } from '../../db/schema.js';
import { pricingColumns } from '../catalog/wholesale-pricing.js';
import { regulationColumns } from '../regulation/regulated-product.js';

/**
 * What buy again and quick order share when they put many products in a cart at once: the product as the
 * cart's rules read it, the quantities the cart already holds, and the write of a line's new quantity.
 */

/** A product with what pricing, the quantity rules, the licence check and the archive check need. */
export const placementColumns = {
  id: products.id,
  sku: products.sku,
  archivedAt: products.archivedAt,
  ...pricingColumns,
  ...regulationColumns,
};

export function selectPlacementProducts(tx: Tx) {
  return tx.select(placementColumns).from(products).leftJoin(categories, eq(categories.id, products.categoryId));
}

export type PlacementProduct = Awaited<ReturnType<ReturnType<typeof selectPlacementProducts>['execute']>>[number];

/** The quantity of each of these products the retailer's cart holds now. */
export async function cartQuantities(tx: Tx, retailerId: number, productIds: number[]): Promise<Map<number, number>> {
  if (productIds.length === 0) return new Map();
  const rows = await tx
    .select({ productId: cartItems.productId, quantity: cartItems.quantity })
    .from(cartItems)
    .where(and(eq(cartItems.userId, retailerId), inArray(cartItems.productId, productIds)));
  return new Map(rows.map((row) => [row.productId, row.quantity]));
}

/** Sets the cart line of a product to `quantity` units, creating it when the cart has none. */
export async function setCartLine(tx: Tx, retailerId: number, productId: number, quantity: number) {
  await tx
    .insert(cartItems)
    .values({ userId: retailerId, productId, quantity })
    .onConflictDoUpdate({
      target: [cartItems.userId, cartItems.productId],
      set: { quantity, updatedAt: new Date() },
    });
}

export const placementMessages = {
  noLongerSold: (name: string) => `${name} is no longer sold.`,
  outOfStock: (name: string) => `${name} is out of stock.`,
  belowMinimumStock: (name: string, stock: number, minimum: number) =>
    `Only ${stock} of ${name} left in stock, fewer than its minimum order of ${minimum} units.`,
  /** The cart's stock message, saying how much of it the cart already holds. */
  stock: (stock: number, inCart: number) =>
    inCart > 0
      ? `Only ${stock} left in stock and your cart already holds ${inCart}.`
      : quantityMessages.aboveStock(stock),
  cartAlreadyHolds: (inCart: number) => `Your cart already holds ${inCart}.`,
  cartFull: (name: string, inCart: number) =>
    `Your cart already holds ${inCart} of ${name}, as many as can be ordered now.`,
} as const;
