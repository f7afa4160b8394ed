import { describe, expect, it } from 'vitest';
import { createEarlyAnswers, LEARNT_URL_MAX_LENGTH } from './early-answers.js';
import { createResponseCache } from './response-cache.js';

describe('kept answers found from the request URL', () => {
  it('gives a learnt URL the answer kept under its key, and nothing before or after', async () => {
    const cache = createResponseCache(60);
    const early = createEarlyAnswers(cache);
    expect(early.answerFor('/api/products?q=tea')).toBeUndefined();

    const key = early.learn('/api/products?q=tea', 'products:{"q":"tea"}');
    expect(early.answerFor('/api/products?q=tea')).toBeUndefined();
    const answer = await cache.json(key, async () => ({ count: 3 }));
    expect(early.answerFor('/api/products?q=tea')).toBe(answer);
    expect(early.answerFor('/api/products?q=tea&page=1')).toBeUndefined();

    cache.invalidate();
    expect(early.answerFor('/api/products?q=tea')).toBeUndefined();
  });

  it('forgets the URLs learnt first beyond its limit', async () => {
    const cache = createResponseCache(60);
    const early = createEarlyAnswers(cache, 2);
    for (const name of ['a', 'b', 'c']) await cache.json(early.learn(`/${name}`, name), async () => name);
    expect(early.answerFor('/a')).toBeUndefined();
    expect(early.answerFor('/b')?.toString()).toBe('"b"');
    expect(early.answerFor('/c')?.toString()).toBe('"c"');
  });

  it('does not learn a URL longer than its limit, nor anything when the cache keeps nothing', async () => {
    const cache = createResponseCache(60);
    const early = createEarlyAnswers(cache);
    const padded = `/api/products?q=tea&x=${'y'.repeat(LEARNT_URL_MAX_LENGTH)}`;
    await cache.json(early.learn(padded, 'products:{"q":"tea"}'), async () => 'tea');
    expect(early.answerFor(padded)).toBeUndefined();
    expect(cache.kept('products:{"q":"tea"}')?.toString()).toBe('"tea"');

    const off = createEarlyAnswers(createResponseCache(0));
    expect(off.enabled).toBe(false);
    expect(off.learn('/api/products', 'products:{}')).toBe('products:{}');
    expect(off.answerFor('/api/products')).toBeUndefined();
  });
});
