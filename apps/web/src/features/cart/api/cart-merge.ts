import { largestValidQuantity, type CartLine } from '@marketplace/contract';
import type { CartItem, CartItemFields } from '../state/cart-state';
import { cartItemFromLine } from './cart-api';

export interface CartMergePlan {
  /** The local cart after the merge. */
  items: CartItemFields[];
  /** Lines the server must be told about, each with `mode: 'set'`. */
  pushes: Array<{ product: number; quantity: number }>;
  /** Lines to delete on the server: nothing of them is left in stock. */
  removals: number[];
}

const withoutTotals = ({ itemTotal: _itemTotal, unitPrice: _unitPrice, ...item }: CartItem): CartItemFields => item;

/**
 * A quantity the stock cannot cover becomes the largest the stock and the line's terms allow together
 * (whole cases from the minimum up), or 0 when none is left; a quantity within the stock is kept.
 */
const withinStock = (item: CartItemFields, stock: number) =>
  item.quantity <= stock ? item.quantity : largestValidQuantity(item, stock);

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
      const item = withoutTotals(localItem);
      keep({ ...item, quantity: withinStock(item, item.stock) }, null);
      continue;
    }
    serverById.delete(localItem.id);
    const item = { ...cartItemFromLine(line), quantity: Math.max(localItem.quantity, line.quantity) };
    keep({ ...item, quantity: withinStock(item, line.stock) }, line.quantity);
  }
  for (const line of serverById.values()) {
    const item = cartItemFromLine(line);
    keep({ ...item, quantity: withinStock(item, line.stock) }, line.quantity);
  }
  return { items, pushes, removals };
}

/**
 * Local lines with the server's current name, price, terms, picture and stock; quantities capped by
 * that stock. A line no quantity of which can be bought any more is dropped.
 */
export function refreshFromServer(local: readonly CartItem[], server: readonly CartLine[]): CartItemFields[] {
  const serverById = new Map(server.map((line) => [line.product, line]));
  return local.flatMap((item) => {
    const line = serverById.get(item.id);
    if (!line) return [withoutTotals(item)];
    const refreshed = { ...cartItemFromLine(line), quantity: item.quantity };
    const quantity = withinStock(refreshed, line.stock);
    return quantity > 0 ? [{ ...refreshed, quantity }] : [];
  });
}
