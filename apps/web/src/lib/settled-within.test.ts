import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { settledWithin } from './settled-within';

describe('settledWithin', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const track = (promise: Promise<void>) => {
    const state = { done: false };
    void promise.then(() => (state.done = true));
    return state;
  };

  it('resolves as soon as every promise has settled, a rejection included', async () => {
    let resolveFirst: () => void = () => undefined;
    const first = new Promise<void>((resolve) => (resolveFirst = resolve));
    const state = track(settledWithin([first, Promise.reject(new Error('offline'))], 2_000));
    await vi.advanceTimersByTimeAsync(100);
    expect(state.done).toBe(false);
    resolveFirst();
    await vi.advanceTimersByTimeAsync(0);
    expect(state.done).toBe(true);
  });

  it('resolves at the deadline when a promise never settles', async () => {
    const state = track(settledWithin([new Promise(() => undefined)], 2_000));
    await vi.advanceTimersByTimeAsync(1_999);
    expect(state.done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(state.done).toBe(true);
  });
});
