import { apiPaths, largestValidQuantity, type CartResponse, type ProductDetailResponse } from '@marketplace/contract';
import { apiClient } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import type { CartItemFields, CartMetadata, CartState } from '../state/cart-state';
import { addToServerCart, getServerCart, removeFromServerCart } from './cart-api';
import { mergeCarts, refreshFromServer } from './cart-merge';

/** What the merge needs of the local cart; `useCart()` provides it. */
export interface LocalCart {
  read: () => CartState;
  setItems: (items: CartItemFields[]) => void;
  updateCartMetadata: (metadata: CartMetadata) => void;
}

/** The metadata key naming whose cart the browser holds, so one retailer's lines never reach another's. */
export const CART_OWNER_KEY = 'owner';

/** The largest quantity of a product that can still be ordered: within its stock and its terms. */
async function largestOrderable(productId: number): Promise<number> {
  const { products: product } = await apiClient.get<ProductDetailResponse>(apiPaths.product(productId));
  return largestValidQuantity(product, product.stock);
}

/**
 * Sets one line on the server. A product that is gone, or whose stock fell below the quantity,
 * shrinks the line to what can still be bought. Returns the server cart, or null when the line
 * could not be stored (it is then dropped locally unless the failure was the network's).
 */
async function pushLine(productId: number, quantity: number, drop: (id: number) => void): Promise<CartResponse | null> {
  try {
    return await addToServerCart({ product: productId, quantity, mode: 'set' });
  } catch (error) {
    if (!isApiError(error)) throw error;
    if (error.status === 404) drop(productId);
    if (error.code !== 'out_of_stock') return null;
  }
  const largest = await largestOrderable(productId);
  if (largest <= 0) {
    drop(productId);
    return null;
  }
  return addToServerCart({ product: productId, quantity: Math.min(quantity, largest), mode: 'set' });
}

/**
 * Merges the browser's cart with the retailer's server cart after login (and at start-up when logged
 * in): union by product id, larger quantity wins, capped by stock; local-only and changed lines are
 * sent with `mode: 'set'`; then prices, terms and stock come from the server's lines. Returns the
 * server cart as the last answer described it.
 */
export async function syncServerCart(cart: LocalCart, owner: string | null): Promise<CartResponse> {
  const server = await getServerCart();
  const local = cart.read();
  const previousOwner = local.metadata[CART_OWNER_KEY];
  const localItems = previousOwner !== undefined && previousOwner !== owner ? [] : local.items;
  const plan = mergeCarts(localItems, server.items);
  cart.setItems(plan.items);
  cart.updateCartMetadata({ [CART_OWNER_KEY]: owner });

  const dropped = new Set<number>();
  let latest: CartResponse = server;
  for (const { product, quantity } of plan.pushes) {
    try {
      latest = (await pushLine(product, quantity, (id) => dropped.add(id))) ?? latest;
    } catch (error) {
      console.error(`Could not store product ${product} in the server cart.`, error);
    }
  }
  for (const productId of plan.removals) {
    latest = await removeFromServerCart(productId).catch(() => latest);
  }
  const current = cart.read().items.filter((item) => !dropped.has(item.id));
  cart.setItems(refreshFromServer(current, latest.items));
  return latest;
}
