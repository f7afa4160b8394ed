import { describe, expect, it } from 'vitest';
import { useTestApp } from './helper.js';
import { login, register, retailerForm, uniqueEmail } from './accounts-fixtures.js';

describe('login attempts are limited per account', () => {
  const ctx = useTestApp({}, { RATE_LIMIT_MAX_LOGIN: '3' });

  it('the fourth login attempt within a minute for one email is refused with 429 and a clear message', async () => {
    const form = retailerForm();
    await register(ctx.app, form);
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect((await login(ctx.app, form.email as string, 'retailer', 'wrong-password')).statusCode).toBe(401);
    }
    const fourth = await login(ctx.app, form.email as string, 'retailer');
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toEqual({
      detail: 'Too many attempts. Please wait a minute and try again.',
      error: 'Too many attempts. Please wait a minute and try again.',
      code: 'rate_limited',
    });
    expect(fourth.headers['retry-after']).toBeDefined();
  });

  it('the limit counts the email however it is capitalised', async () => {
    const email = uniqueEmail('caps');
    await register(ctx.app, retailerForm({ email }));
    await login(ctx.app, email, 'retailer', 'wrong-password');
    await login(ctx.app, email.toUpperCase(), 'retailer', 'wrong-password');
    await login(ctx.app, email, 'retailer', 'wrong-password');
    expect((await login(ctx.app, email.toUpperCase(), 'retailer')).statusCode).toBe(429);
  });

  it("one shop's typos do not lock out another account from the same address", async () => {
    const noisy = uniqueEmail('noisy');
    for (let attempt = 1; attempt <= 4; attempt++) await login(ctx.app, noisy, 'retailer', 'wrong-password');
    expect((await login(ctx.app, noisy, 'retailer')).statusCode).toBe(429);
    const neighbour = retailerForm();
    await register(ctx.app, neighbour);
    expect((await login(ctx.app, neighbour.email as string, 'retailer')).statusCode).toBe(200);
  });
});

describe('registrations are limited per address', () => {
  const ctx = useTestApp({}, { RATE_LIMIT_MAX_REGISTER: '2' });

  it('the third registration within a minute is refused with 429 and creates nothing', async () => {
    expect((await register(ctx.app, retailerForm())).statusCode).toBe(201);
    expect((await register(ctx.app, retailerForm())).statusCode).toBe(201);
    const third = retailerForm();
    const response = await register(ctx.app, third);
    expect(response.statusCode).toBe(429);
    expect(response.json()).toMatchObject({ code: 'rate_limited', detail: expect.stringContaining('wait a minute') });
    expect((await login(ctx.app, third.email as string, 'retailer')).statusCode).toBe(401);
  });
});

describe('token refreshes are limited per address', () => {
  const ctx = useTestApp({}, { RATE_LIMIT_MAX_REFRESH: '2' });

  it('the third refresh within a minute is refused with 429', async () => {
    const refresh = () =>
      ctx.app.inject({ method: 'POST', url: '/api/token/refresh/', payload: { refresh: 'not-a-token' } });
    expect((await refresh()).statusCode).toBe(401);
    expect((await refresh()).statusCode).toBe(401);
    const third = await refresh();
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({ code: 'rate_limited', detail: expect.any(String) });
  });
});
