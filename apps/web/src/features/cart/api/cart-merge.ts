import type { CartLine } from '@marketplace/contract';
import type { CartItem } from '../state/cart-state';
import { cartItemFromLine, type CartItemFields } from './cart-api';

export interface CartMergePlan {
  /** The local cart after the merge. */
  items: CartItemFields[];
  /** Lines the server must be told about, each with `mode: 'set'`. */
  pushes: Array<{ product: number; quantity: number }>;
  /** Lines to delete on the server: nothing of them is left in stock. */
  removals: number[];
}

const withoutTotal = ({ itemTotal: _itemTotal, ...item }: CartItem): CartItemFields => item;

/**
 * Unites the local cart and the server cart by product id. Where both hold a product the larger
 * quantity wins; every quantity is capped by the stock the server reports (the local figure may be
 * stale, so a local-only line keeps its own cap and the server has the last word when it is pushed).
 */
export function mergeCarts(local: readonly CartItem[], server: readonly CartLine[]): CartMergePlan {
  const serverById = new Map(server.map((line) => [line.product, line]));
  const items: CartItemFields[] = [];
  const pushes: CartMergePlan['pushes'] = [];
  const removals: number[] = [];

  const keep = (item: CartItemFields, serverQuantity: number | null) => {
    if (item.quantity <= 0) {
      if (serverQuantity !== null) removals.push(item.id);
      return;
    }
    items.push(item);
    if (item.quantity !== serverQuantity) pushes.push({ product: item.id, quantity: item.quantity });
  };

  for (const localItem of local) {
    const line = serverById.get(localItem.id);
    if (!line) {
      keep({ ...withoutTotal(localItem), quantity: Math.min(localItem.quantity, localItem.stock) }, null);
      continue;
    }
    serverById.delete(localItem.id);
    const quantity = Math.min(Math.max(localItem.quantity, line.quantity), line.stock);
    keep({ ...cartItemFromLine(line), quantity }, line.quantity);
  }
  for (const line of serverById.values()) {
    keep({ ...cartItemFromLine(line), quantity: Math.min(line.quantity, line.stock) }, line.quantity);
  }
  return { items, pushes, removals };
}

/** Local lines with the server's current name, price, picture and stock; quantities capped by that stock. */
export function refreshFromServer(local: readonly CartItem[], server: readonly CartLine[]): CartItemFields[] {
  const serverById = new Map(server.map((line) => [line.product, line]));
  return local.flatMap((item) => {
    const line = serverById.get(item.id);
    if (!line) return [withoutTotal(item)];
    if (line.stock <= 0) return [];
    return [{ ...cartItemFromLine(line), quantity: Math.min(item.quantity, line.stock) }];
  });
}
