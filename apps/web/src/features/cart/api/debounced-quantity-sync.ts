/** Quantity changes reach the server 300 ms after the last click or keystroke (spec section 9). */
export const QUANTITY_SYNC_DELAY_MS = 300;

/**
 * One timer per cart line: a burst of changes sends only the last quantity. The timers live outside
 * any component, so a change made just before leaving the page is still sent.
 */
export function createDebouncedQuantitySync(
  send: (productId: number, quantity: number) => void,
  delayMs = QUANTITY_SYNC_DELAY_MS,
) {
  const timers = new Map<number, ReturnType<typeof setTimeout>>();
  const cancel = (productId: number) => {
    clearTimeout(timers.get(productId));
    timers.delete(productId);
  };
  return {
    schedule(productId: number, quantity: number) {
      cancel(productId);
      timers.set(
        productId,
        setTimeout(() => {
          timers.delete(productId);
          send(productId, quantity);
        }, delayMs),
      );
    },
    cancel,
    isPending: (productId: number) => timers.has(productId),
  };
}
