import { asc, eq, inArray } from 'drizzle-orm';
import { nearestValidQuantity, purchaseRefusal, type ReorderResponse } from '@marketplace/contract';
import type { AuthUser } from '../../auth/auth-user.js';
import type { Database } from '../../db/client.js';
import { orderItems, products } from '../../db/schema.js';
import { assertSelling } from '../catalog/selling-sellers.js';
import { orderableQuantityProblem, quantityRulesOf } from '../catalog/wholesale-pricing.js';
import { findVisibleOrder } from '../orders/order-access.js';
import { retailerDrugLicence } from '../regulation/retailer-licence.js';
import {
  cartQuantities,
  placementMessages,
  selectPlacementProducts,
  setCartLine,
  type PlacementProduct,
} from './cart-placement.js';

/** Why a line went in with another quantity than ordered: the rule the total broke, else the stock. */
function adjustmentReason(product: PlacementProduct, wanted: number, inCart: number): string {
  const rule = orderableQuantityProblem(product, wanted);
  if (!rule) return placementMessages.stock(product.stock, inCart);
  return inCart > 0 ? `${rule} ${placementMessages.cartAlreadyHolds(inCart)}` : rule;
}

/** Buy again: an earlier order's lines back in the cart, at today's prices, terms and stock. */
export function createReorderService(db: Database) {
  return {
    /**
     * Adds each line of the retailer's order to its cart (on top of what the cart holds), lowering a quantity
     * today's terms or stock refuse to the nearest valid one, and leaving out what can no longer be bought.
     * All lines go in one transaction.
     */
    async reorder(user: AuthUser, orderId: number): Promise<ReorderResponse> {
      return db.transaction(async (tx) => {
        const order = await findVisibleOrder(tx, orderId, user);
        // An order has one seller: while it does not sell, nothing of the order goes back in the cart.
        await assertSelling(tx, [order.wholesalerId]);
        const lines = await tx
          .select({ productId: orderItems.productId, name: orderItems.productName, quantity: orderItems.quantity })
          .from(orderItems)
          .where(eq(orderItems.orderId, order.id))
          .orderBy(asc(orderItems.id));
        const ordered = new Map<number, { name: string; quantity: number }>();
        for (const line of lines) {
          const seen = ordered.get(line.productId);
          ordered.set(line.productId, { name: line.name, quantity: (seen?.quantity ?? 0) + line.quantity });
        }
        const productIds = [...ordered.keys()];
        const rows = productIds.length ? await selectPlacementProducts(tx).where(inArray(products.id, productIds)) : [];
        const byId = new Map(rows.map((row) => [row.id, row]));
        const inCartNow = await cartQuantities(tx, user.id, productIds);
        const licence = rows.some((row) => row.regulation === 'drug') ? await retailerDrugLicence(tx, user.id) : null;

        const result: ReorderResponse = { added: [], adjusted: [], skipped: [] };
        for (const [productId, line] of ordered) {
          const product = byId.get(productId);
          const name = product?.name ?? line.name;
          const skip = (reason: string) => result.skipped.push({ product_id: productId, name, reason });
          if (!product || product.archivedAt) {
            skip(placementMessages.noLongerSold(name));
            continue;
          }
          const refusal = purchaseRefusal(product, licence);
          if (refusal) {
            skip(refusal);
            continue;
          }
          if (product.stock <= 0) {
            skip(placementMessages.outOfStock(name));
            continue;
          }
          const inCart = inCartNow.get(productId) ?? 0;
          const wanted = inCart + line.quantity;
          const total = nearestValidQuantity(quantityRulesOf(product), product.stock, wanted);
          if (total === 0) {
            skip(placementMessages.belowMinimumStock(name, product.stock, product.minOrderQuantity));
            continue;
          }
          if (total <= inCart) {
            skip(placementMessages.cartFull(name, inCart));
            continue;
          }
          await setCartLine(tx, user.id, productId, total);
          const quantity = total - inCart;
          if (total === wanted) result.added.push({ product_id: productId, quantity });
          else
            result.adjusted.push({
              product_id: productId,
              name,
              quantity,
              reason: adjustmentReason(product, wanted, inCart),
            });
        }
        return result;
      });
    },
  };
}

export type ReorderService = ReturnType<typeof createReorderService>;
