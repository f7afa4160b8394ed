import { useSyncExternalStore } from 'react';
import { readStorage, storageKeys } from '../../../lib/storage';

/** Distinct product ids in the stored cart; 0 when there is no cart or it cannot be read. */
export function readCartUniqueItems(): number {
  const raw = readStorage(storageKeys.cart);
  if (!raw) return 0;
  try {
    const cart = JSON.parse(raw) as { items?: unknown };
    if (!Array.isArray(cart.items)) return 0;
    const ids = cart.items
      .map((item: unknown) => (item !== null && typeof item === 'object' ? (item as { id?: unknown }).id : undefined))
      .filter((id) => id !== undefined && id !== null);
    return new Set(ids).size;
  } catch {
    return 0;
  }
}

function subscribe(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === storageKeys.cart) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

/** The number the cart badge shows: distinct items in the cart. */
export function useCartUniqueItems(): number {
  return useSyncExternalStore(subscribe, readCartUniqueItems, () => 0);
}
