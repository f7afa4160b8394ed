import { toast } from '../../../components/ui/use-toast';
import { isApiError } from '../../../lib/api-error';
import type { CartResponse } from '@marketplace/contract';
import { addToServerCart, getServerCart, removeFromServerCart, serverFieldsOf } from './cart-api';
import type { CartItemInput } from '../state/cart-state';
import { createDebouncedQuantitySync } from './debounced-quantity-sync';

/** How a server answer is written back into the browser's cart. */
export interface CartLineWriter {
  updateItem: (id: number, changes: CartItemInput) => void;
  inCart: (id: number) => boolean;
  /** Told of each cart the server answers with (its wholesalers' minimum order values). */
  onServerCart?: (cart: CartResponse) => void;
}

// The cart's actions, handed over with each change: the timers below may fire after the page is gone.
let writer: CartLineWriter | null = null;

const detailOf = (error: unknown) => (isApiError(error) ? error.message : undefined);

/** After a refused change the server's line is the truth: its quantity and stock come back into the cart. */
async function restoreFromServer(productId: number) {
  try {
    const cart = await getServerCart();
    writer?.onServerCart?.(cart);
    const line = cart.items.find((item) => item.product === productId);
    if (line && writer?.inCart(productId)) {
      writer.updateItem(productId, { ...serverFieldsOf(line), quantity: line.quantity });
    }
  } catch (error) {
    console.error('Could not read the cart from the server.', error);
  }
}

async function sendQuantity(productId: number, quantity: number) {
  try {
    const { item, ...cart } = await addToServerCart({ product: productId, quantity, mode: 'set' });
    writer?.onServerCart?.(cart);
    if (!quantitySync.isPending(productId) && writer?.inCart(productId)) {
      writer.updateItem(productId, serverFieldsOf(item));
    }
  } catch (error) {
    toast({ variant: 'destructive', title: 'Could not update the quantity', description: detailOf(error) });
    await restoreFromServer(productId);
  }
}

const quantitySync = createDebouncedQuantitySync((productId, quantity) => void sendQuantity(productId, quantity));

/** The local cart already shows the new quantity; the server hears of it 300 ms after the last change. */
export function scheduleQuantityUpdate(productId: number, quantity: number, cart: CartLineWriter) {
  writer = cart;
  quantitySync.schedule(productId, quantity);
}

/** A quantity the rules refuse is not sent: a change still waiting for the server is dropped too. */
export const cancelQuantityUpdate = (productId: number) => quantitySync.cancel(productId);

/** Removes the line on the server too; a quantity change still waiting for it is dropped. */
export async function removeServerLine(productId: number, name: string, onServerCart?: CartLineWriter['onServerCart']) {
  quantitySync.cancel(productId);
  try {
    onServerCart?.(await removeFromServerCart(productId));
  } catch (error) {
    toast({ variant: 'destructive', title: `Could not remove ${name} from the cart`, description: detailOf(error) });
  }
}
