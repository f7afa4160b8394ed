import { replaceEqualDeep } from '@tanstack/react-query';
import { DEFAULT_WHOLESALE_TERMS, type WholesaleTerms } from '@marketplace/contract';
import { readStorage, storageKeys, writeStorage } from '../../../lib/storage';
import { cartState, emptyCartState, type CartItemFields, type CartState } from './cart-state';

/** The storage key: the fixed cart key, with `-<id>` when a cart id is given. */
export const cartStorageKey = (cartId?: string) => (cartId ? `${storageKeys.cart}-${cartId}` : storageKeys.cart);

function isStoredItem(value: unknown): value is CartItemFields {
  const item = value as Partial<CartItemFields> | null;
  return (
    !!item &&
    typeof item.id === 'number' &&
    typeof item.price === 'number' &&
    typeof item.quantity === 'number' &&
    item.quantity > 0
  );
}

const isTier = (tier: unknown) => {
  const { min_quantity, price } = (tier ?? {}) as Record<string, unknown>;
  return typeof min_quantity === 'number' && typeof price === 'number';
};

/**
 * The terms of a stored line in the shape of the contract's `wholesaleTerms`, or null when it has none.
 * Checked without the schema: the cart is read on every shop page, and zod is not wanted there.
 */
function storedTerms(item: CartItemFields): WholesaleTerms | null {
  const { min_order_quantity, order_multiple, max_order_quantity, pack_label, price_tiers } = item as Partial<
    Record<keyof WholesaleTerms, unknown>
  >;
  const valid =
    typeof min_order_quantity === 'number' &&
    typeof order_multiple === 'number' &&
    (max_order_quantity === null || typeof max_order_quantity === 'number') &&
    (pack_label === null || typeof pack_label === 'string') &&
    Array.isArray(price_tiers) &&
    price_tiers.every(isTier);
  return valid ? { min_order_quantity, order_multiple, max_order_quantity, pack_label, price_tiers } : null;
}

/** A stored line with its stock and terms; a line stored before wholesale terms is one of single units. */
function withStockAndTerms(item: CartItemFields): CartItemFields {
  return {
    ...item,
    ...(storedTerms(item) ?? DEFAULT_WHOLESALE_TERMS),
    stock: typeof item.stock === 'number' ? item.stock : 10,
  };
}

/** Reads a stored cart; anything unreadable counts as an empty cart rather than breaking the page. */
export function loadCart(cartId?: string): CartState {
  const raw = readStorage(cartStorageKey(cartId));
  if (!raw) return emptyCartState();
  try {
    const stored = JSON.parse(raw) as { items?: unknown; metadata?: unknown };
    const items = Array.isArray(stored.items) ? stored.items.filter(isStoredItem) : [];
    const metadata =
      stored.metadata && typeof stored.metadata === 'object' ? (stored.metadata as Record<string, unknown>) : {};
    return cartState(items.map(withStockAndTerms), metadata);
  } catch {
    return emptyCartState();
  }
}

type Listener = () => void;

/** One cart per key, shared by every component and kept in step with other tabs. */
export function createCartStore(cartId?: string) {
  const key = cartStorageKey(cartId);
  let state = loadCart(cartId);
  const listeners = new Set<Listener>();

  const emit = () => listeners.forEach((listener) => listener());

  return {
    getState: () => state,
    setState(next: CartState) {
      // An action that changes nothing (the server confirming the browser's lines) keeps the state, so nothing
      // is drawn again; lines that did not change keep their objects.
      const shared = replaceEqualDeep(state, next);
      if (shared === state) return;
      state = shared;
      writeStorage(key, JSON.stringify(state));
      emit();
    },
    subscribe(listener: Listener) {
      listeners.add(listener);
      const onStorage = (event: StorageEvent) => {
        if (event.key !== key && event.key !== null) return;
        state = loadCart(cartId);
        emit();
      };
      window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        window.removeEventListener('storage', onStorage);
      };
    },
  };
}

export type CartStore = ReturnType<typeof createCartStore>;
