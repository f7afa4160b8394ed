import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDebouncedQuantitySync } from './debounced-quantity-sync';

describe('cart quantity updates', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reach the server once, 300 ms after the last change, with the last quantity', () => {
    const send = vi.fn();
    const sync = createDebouncedQuantitySync(send);
    sync.schedule(7, 2);
    vi.advanceTimersByTime(200);
    sync.schedule(7, 3);
    vi.advanceTimersByTime(299);
    expect(send).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(send).toHaveBeenCalledExactlyOnceWith(7, 3);
  });

  it('keeps lines apart, and a removed line sends nothing', () => {
    const send = vi.fn();
    const sync = createDebouncedQuantitySync(send);
    sync.schedule(1, 4);
    sync.schedule(2, 5);
    sync.cancel(1);
    expect(sync.isPending(2)).toBe(true);
    vi.advanceTimersByTime(300);
    expect(send.mock.calls).toEqual([[2, 5]]);
    expect(sync.isPending(2)).toBe(false);
  });
});
