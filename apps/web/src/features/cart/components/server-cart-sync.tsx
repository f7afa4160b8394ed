import { useEffect } from 'react';
import { decodeToken } from '../../../lib/token';
import { getAccessToken } from '../../../lib/storage';
import { loadCart } from '../state/cart-store';
import { useServerCartWriter } from '../api/get-server-cart';
import { syncServerCart } from '../api/server-cart';
import { useCart } from '../state/use-cart';

/** Whose session this is: the token's subject, or null when it cannot be read. */
function currentOwner(): string | null {
  try {
    return decodeToken(getAccessToken()).sub;
  } catch {
    return null;
  }
}

// One merge at a time: StrictMode mounts the component twice in a row.
let merging: string | null = null;

/**
 * Merges the browser's cart with the retailer's server cart once the retailer is signed in (after
 * login, or when the app starts with a stored session). Renders nothing; mounted by the root layout.
 */
export function ServerCartSync() {
  const { setItems, updateCartMetadata } = useCart();
  const writeServerCart = useServerCartWriter();
  useEffect(() => {
    const owner = currentOwner();
    if (owner === null || merging === owner) return;
    merging = owner;
    syncServerCart({ read: () => loadCart(), setItems, updateCartMetadata }, owner)
      .then(writeServerCart)
      .catch((error: unknown) => console.error('Could not merge the cart with the server cart.', error))
      .finally(() => {
        merging = null;
      });
  }, [setItems, updateCartMetadata, writeServerCart]);
  return null;
}
