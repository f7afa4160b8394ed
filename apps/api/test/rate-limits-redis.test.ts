import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helper.js';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('login rate limit kept in Redis (REDIS_URL), shared by every API process', () => {
  const first = useTestApp({}, { REDIS_URL, RATE_LIMIT_MAX_LOGIN: '2' });
  const second = useTestApp({}, { REDIS_URL, RATE_LIMIT_MAX_LOGIN: '2' });

  it('counts attempts made through two servers against one limit', async () => {
    const username = `limit-${randomUUID()}@example.com`;
    const attempt = (ctx: typeof first) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/login/',
        payload: { username, password: 'wrong-password', user_type: 'retailer' },
      });
    expect((await attempt(first)).statusCode).toBe(401);
    expect((await attempt(second)).statusCode).toBe(401);
    const third = await attempt(first);
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({ code: 'rate_limited' });
  });
});
