import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createResponseCache } from '../response-cache.js';
import { ANNOUNCEMENT_SPACING_MS, createCacheInvalidation } from './cache-invalidation.js';
import type { ChannelHandlers, InvalidationChannel } from './invalidation-channel.js';

/** A channel whose announcements stay on their way until the test lets them arrive. */
function fakeChannel() {
  const published: string[] = [];
  const inFlight: Array<{ arrive(): void; fail(error: Error): void }> = [];
  let handlers: ChannelHandlers | undefined;
  const channel: InvalidationChannel = {
    listen: async (given) => void (handlers = given),
    publish: (sender) =>
      new Promise<void>((resolve, reject) => {
        published.push(sender);
        inFlight.push({ arrive: resolve, fail: reject });
      }),
    close: async () => undefined,
  };
  const settle = async (outcome: (message: (typeof inFlight)[number]) => void) => {
    outcome(inFlight.shift()!);
    // Lets the promise callbacks that follow an arrival run.
    await new Promise((resolve) => setImmediate(resolve));
  };
  return {
    channel,
    published,
    handlers: () => handlers!,
    arrive: () => settle((message) => message.arrive()),
    fail: (error: Error) => settle((message) => message.fail(error)),
  };
}

/** A long-lived cache and a read that counts its computations: '1' is the first answer, '2' a fresh one. */
function cacheWithOneAnswer() {
  const cache = createResponseCache(3600);
  let computed = 0;
  const read = async () => (await cache.json('products', async () => (computed += 1))).toString();
  return { cache, read };
}

/**
 * An invalidation over a fake channel on a fake clock. Only the clock and timeouts are faked: the channel's
 * arrivals still need real immediates.
 */
function onFakeClock(log?: FastifyBaseLogger) {
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
  const fake = fakeChannel();
  const invalidation = createCacheInvalidation(cacheWithOneAnswer().cache, fake.channel, log);
  return { fake, invalidation };
}

/** As `onFakeClock`, once a first change has been announced and the announcement has arrived. */
async function justAnnounced() {
  const clocked = onFakeClock();
  clocked.invalidation.invalidate();
  await clocked.fake.arrive();
  return clocked;
}

describe('catalogue answers cleared in every process', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('a change here clears this process at once and is announced to the others', async () => {
    const { cache, read } = cacheWithOneAnswer();
    const fake = fakeChannel();
    const invalidation = createCacheInvalidation(cache, fake.channel);
    expect(await read()).toBe('1');

    invalidation.invalidate();
    expect(await read()).toBe('2');
    expect(fake.published).toHaveLength(1);
  });

  it("another process's announcement clears the answers; this process's own echo does not", async () => {
    const { cache, read } = cacheWithOneAnswer();
    const fake = fakeChannel();
    const invalidation = createCacheInvalidation(cache, fake.channel);
    await invalidation.listen();
    fake.handlers().listening();
    invalidation.invalidate();
    await fake.arrive();
    expect(await read()).toBe('1');

    fake.handlers().message(fake.published[0]!);
    expect(await read()).toBe('1');
    fake.handlers().message('another-process');
    expect(await read()).toBe('2');
  });

  it('listening again after a lost connection clears the answers: announcements meanwhile were missed', async () => {
    const { cache, read } = cacheWithOneAnswer();
    const fake = fakeChannel();
    await createCacheInvalidation(cache, fake.channel).listen();
    expect(await read()).toBe('1');
    fake.handlers().listening();
    expect(await read()).toBe('2');
  });

  it('changes made while an announcement is on its way share one more, sent once the spacing allows', async () => {
    const { fake, invalidation } = onFakeClock();
    invalidation.invalidate();
    invalidation.invalidate();
    invalidation.invalidate();
    expect(fake.published).toHaveLength(1);

    await fake.arrive();
    expect(fake.published).toHaveLength(1);
    vi.advanceTimersByTime(ANNOUNCEMENT_SPACING_MS);
    expect(fake.published).toHaveLength(2);
    await fake.arrive();
    vi.advanceTimersByTime(10 * ANNOUNCEMENT_SPACING_MS);
    expect(fake.published).toHaveLength(2);
  });

  it('a change long after the last announcement is announced at once; one soon after waits for the spacing', async () => {
    const { fake, invalidation } = await justAnnounced();
    vi.advanceTimersByTime(ANNOUNCEMENT_SPACING_MS);
    invalidation.invalidate();
    expect(fake.published).toHaveLength(2);
    await fake.arrive();

    invalidation.invalidate();
    invalidation.invalidate();
    vi.advanceTimersByTime(ANNOUNCEMENT_SPACING_MS - 1);
    expect(fake.published).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(fake.published).toHaveLength(3);
  });

  it('closing sends the announcement still waiting for its spacing, and waits for it', async () => {
    const { fake, invalidation } = await justAnnounced();
    invalidation.invalidate();
    expect(fake.published).toHaveLength(1);

    let closed = false;
    const closing = invalidation.close().then(() => (closed = true));
    expect(fake.published).toHaveLength(2);
    await new Promise((resolve) => setImmediate(resolve));
    expect(closed).toBe(false);
    await fake.arrive();
    await closing;
    expect(closed).toBe(true);
  });

  it('closing while an announcement is on its way sends the changes made meanwhile too, then closes', async () => {
    const { fake, invalidation } = onFakeClock();
    invalidation.invalidate();
    invalidation.invalidate();
    const closing = invalidation.close();
    await fake.arrive();
    expect(fake.published).toHaveLength(2);
    await fake.arrive();
    await closing;
    vi.advanceTimersByTime(10 * ANNOUNCEMENT_SPACING_MS);
    expect(fake.published).toHaveLength(2);
  });

  it('an announcement that could not be sent is logged, and the next change is announced again', async () => {
    const warn = vi.fn();
    const { fake, invalidation } = onFakeClock({ warn } as unknown as FastifyBaseLogger);
    invalidation.invalidate();
    await fake.fail(new Error('connection refused'));
    expect(warn).toHaveBeenCalledTimes(1);

    invalidation.invalidate();
    vi.advanceTimersByTime(ANNOUNCEMENT_SPACING_MS);
    expect(fake.published).toHaveLength(2);
  });

  it('without a channel (PGlite, one process) a change clears this process only', async () => {
    const { cache, read } = cacheWithOneAnswer();
    const invalidation = createCacheInvalidation(cache, null);
    await invalidation.listen();
    expect(await read()).toBe('1');
    invalidation.invalidate();
    expect(await read()).toBe('2');
    await invalidation.close();
  });
});
