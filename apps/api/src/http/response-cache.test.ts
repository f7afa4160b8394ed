import { afterEach, describe, expect, it, vi } from 'vitest';
import { createResponseCache } from './response-cache.js';

/** A cache whose answers are the text given, with a record of which keys were computed. */
function cacheOf(limits: { entries: number; bytes: number }, ttlSeconds = 60) {
  const cache = createResponseCache(ttlSeconds, limits);
  const computed: string[] = [];
  const read = async (key: string, text = key) => {
    const answer = await cache.json(key, async () => {
      computed.push(key);
      return text;
    });
    return answer.toString();
  };
  return { cache, computed, read };
}

afterEach(() => vi.useRealTimers());

describe('the catalogue answer cache', () => {
  it('computes an answer once within its time to live and again after it', async () => {
    vi.useFakeTimers();
    const { computed, read } = cacheOf({ entries: 10, bytes: 1_000 }, 10);
    expect(await read('a')).toBe('"a"');
    await read('a');
    expect(computed).toEqual(['a']);

    vi.advanceTimersByTime(10_001);
    await read('a');
    expect(computed).toEqual(['a', 'a']);
  });

  it('drops the oldest answers when the answers together exceed the budget in bytes', async () => {
    // Each answer is 6 bytes of JSON: three fit in 20, the fourth pushes the first out.
    const { computed, read } = cacheOf({ entries: 100, bytes: 20 });
    for (const key of ['k1', 'k2', 'k3', 'k4']) await read(key, 'xxxx');
    computed.length = 0;

    for (const key of ['k2', 'k3', 'k4']) await read(key, 'xxxx');
    expect(computed).toEqual([]);
    await read('k1', 'xxxx');
    expect(computed).toEqual(['k1']);
  });

  it('keeps an answer larger than the whole budget only until another, asked as often, arrives', async () => {
    const { computed, read } = cacheOf({ entries: 100, bytes: 10 });
    await read('big', 'x'.repeat(50));
    await read('big', 'x'.repeat(50));
    expect(computed).toEqual(['big']);

    // Asked once, 'small' does not push out 'big', asked twice; asked twice, it does.
    await read('small', 'x');
    await read('small', 'x');
    await read('big', 'x'.repeat(50));
    expect(computed).toEqual(['big', 'small', 'small', 'big']);
  });

  it('does not let an answer asked for less often push out the least recently used one', async () => {
    // Each answer is 6 bytes of JSON: two fit in 12.
    const { computed, read } = cacheOf({ entries: 100, bytes: 12 });
    const ask = (key: string) => read(key, 'xxxx');
    for (let round = 0; round < 3; round += 1) for (const key of ['popular', 'steady']) await ask(key);
    computed.length = 0;

    await ask('rare');
    await ask('rare');
    expect(computed).toEqual(['rare', 'rare']);
    for (const key of ['popular', 'steady']) await ask(key);
    expect(computed).toEqual(['rare', 'rare']);

    // Asked a fourth time, as often as 'popular', now the least recently used, 'rare' takes its place.
    await ask('rare');
    await ask('rare');
    await ask('steady');
    await ask('popular');
    expect(computed).toEqual(['rare', 'rare', 'rare', 'rare', 'popular']);
  });

  it('makes room with an answer that has expired, however often it was asked for', async () => {
    vi.useFakeTimers();
    const { computed, read } = cacheOf({ entries: 100, bytes: 6 }, 10);
    for (let ask = 0; ask < 5; ask += 1) await read('old');
    vi.advanceTimersByTime(10_001);

    await read('new');
    await read('new');
    expect(computed).toEqual(['old', 'new']);
  });

  it('drops the oldest answer when the number of answers reaches its limit', async () => {
    const { computed, read } = cacheOf({ entries: 2, bytes: 1_000 });
    await read('a');
    await read('b');
    await read('c');
    computed.length = 0;

    await read('c');
    await read('b');
    await read('a');
    expect(computed).toEqual(['a']);
  });

  it('drops the least recently used answer, not the oldest, when the number of answers reaches its limit', async () => {
    const { computed, read } = cacheOf({ entries: 2, bytes: 1_000 });
    await read('a');
    await read('b');
    await read('a');
    await read('c');
    computed.length = 0;

    await read('a');
    await read('b');
    expect(computed).toEqual(['b']);
  });

  it('drops nothing for an answer it does not keep', async () => {
    // Each answer is 6 bytes of JSON but 'wide', 10: it could only be kept in place of both others.
    const { computed, read } = cacheOf({ entries: 100, bytes: 12 });
    await read('once', 'xxxx');
    for (let ask = 0; ask < 9; ask += 1) await read('often', 'xxxx');
    await read('wide', 'x'.repeat(8));
    await read('wide', 'x'.repeat(8));
    computed.length = 0;

    await read('once', 'xxxx');
    await read('often', 'xxxx');
    expect(computed).toEqual([]);
  });

  it('drops expired answers wherever they are in the order of use', async () => {
    vi.useFakeTimers();
    const { computed, read } = cacheOf({ entries: 2, bytes: 1_000 }, 10);
    await read('early');
    vi.advanceTimersByTime(5_000);
    for (let ask = 0; ask < 5; ask += 1) await read('popular');
    await read('early');
    vi.advanceTimersByTime(5_500);
    computed.length = 0;

    // 'popular', the least recently used, is fresh and asked for more often; 'early' has expired and goes.
    await read('new');
    await read('new');
    expect(computed).toEqual(['new']);
  });

  it('does not keep a failed computation', async () => {
    const cache = createResponseCache(60);
    await expect(cache.json('a', () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect((await cache.json('a', async () => 'back')).toString()).toBe('"back"');
  });

  it('starts counting again after it is cleared, and does not count an answer computed before that', async () => {
    const { cache, computed, read } = cacheOf({ entries: 100, bytes: 20 });
    let finishSlow!: (text: string) => void;
    const slow = cache.json('slow', () => new Promise((resolve) => (finishSlow = resolve)));
    await read('k1', 'xxxx');
    await read('k2', 'xxxx');

    cache.invalidate();
    finishSlow('x'.repeat(30));
    await slow;
    for (const key of ['k1', 'k2', 'k3']) await read(key, 'xxxx');
    computed.length = 0;

    for (const key of ['k1', 'k2', 'k3']) await read(key, 'xxxx');
    expect(computed).toEqual([]);
  });

  it('keeps nothing when its time to live is 0', async () => {
    const { computed, read } = cacheOf({ entries: 10, bytes: 1_000 }, 0);
    await read('a');
    await read('a');
    expect(computed).toEqual(['a', 'a']);
  });

  it('hands out a kept answer at once only while it is computed and alive', async () => {
    vi.useFakeTimers();
    const cache = createResponseCache(10);
    let finish!: (text: string) => void;
    const pending = cache.json('a', () => new Promise((resolve) => (finish = resolve)));
    expect(cache.kept('a')).toBeUndefined();
    finish('ready');
    const answer = await pending;
    expect(cache.kept('a')).toBe(answer);

    cache.invalidate();
    expect(cache.kept('a')).toBeUndefined();
    await cache.json('a', async () => 'again');
    vi.advanceTimersByTime(10_001);
    expect(cache.kept('a')).toBeUndefined();
    expect(createResponseCache(0).kept('a')).toBeUndefined();
  });

  it('counts an answer handed out at once as used: it outlives answers used less recently', async () => {
    const { cache, computed, read } = cacheOf({ entries: 2, bytes: 1_000 });
    await read('a');
    await read('b');
    expect(cache.kept('a')?.toString()).toBe('"a"');
    await read('c');
    computed.length = 0;
    await read('a');
    expect(computed).toEqual([]);
    expect(cache.kept('b')).toBeUndefined();
  });

  it('counts an answer handed out at once as asked for: a newcomer asked for less often is not kept in its place', async () => {
    const { cache, computed, read } = cacheOf({ entries: 2, bytes: 1_000 });
    await read('a');
    await read('b');
    for (let ask = 0; ask < 3; ask += 1) expect(cache.kept('a')).toBeDefined();
    await read('b');
    computed.length = 0;

    await read('c');
    await read('c');
    expect(computed).toEqual(['c', 'c']);
    expect(cache.kept('a')?.toString()).toBe('"a"');
  });
});
