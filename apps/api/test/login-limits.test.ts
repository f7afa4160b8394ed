import { describe, expect, it } from 'vitest';
import { ConfigError } from '../src/config.js';
import { testConfig, useTestApp } from './helper.js';
import { register, retailerForm, uniqueEmail } from './accounts-fixtures.js';

/** The helper raises the login limit for other test files; `undefined` brings back the shipped default. */
const DEFAULT_LOGIN_LIMITS = { RATE_LIMIT_MAX_LOGIN: undefined, RATE_LIMIT_MAX_LOGIN_PER_ADDRESS: undefined };

interface Attempt {
  username: string;
  password?: string;
  /** The address of the connection (the proxy's, behind one). */
  from: string;
  forwardedFor?: string;
}

describe('failed logins are limited per account and per address (default settings, no proxy trusted)', () => {
  const ctx = useTestApp({}, DEFAULT_LOGIN_LIMITS);
  const attempt = ({ username, password = 'wrong-password', from, forwardedFor }: Attempt) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/login/',
      remoteAddress: from,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
      payload: { username, password, user_type: 'retailer' },
    });

  it('50 failed logins for one account, each with another X-Forwarded-For, are refused with 429', async () => {
    const username = uniqueEmail('target');
    const statuses: number[] = [];
    for (let i = 1; i <= 50; i++) {
      statuses.push((await attempt({ username, from: '192.0.2.10', forwardedFor: `203.0.113.${i}` })).statusCode);
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(401));
    expect(statuses.slice(20)).toEqual(Array(30).fill(429));
  });

  it('one account is limited whatever address the attempts come from', async () => {
    const username = uniqueEmail('target');
    for (let i = 1; i <= 20; i++) await attempt({ username, from: `192.0.2.${100 + i}` });
    const refused = await attempt({ username, from: '192.0.2.200' });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json()).toMatchObject({ code: 'rate_limited' });
  });

  it('one password tried on 40 accounts from one address is refused with 429 (password spraying)', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 40; i++) {
      statuses.push((await attempt({ username: uniqueEmail(`spray${i}`), from: '192.0.2.20' })).statusCode);
    }
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(401));
    expect(statuses.slice(30)).toEqual(Array(10).fill(429));
  });

  it('an honest shop on another address still logs in meanwhile', async () => {
    const form = retailerForm();
    await register(ctx.app, form);
    const response = await attempt({ username: form.email as string, password: form.password, from: '192.0.2.30' });
    expect(response.statusCode).toBe(200);
  });
});

describe('behind one trusted proxy (TRUST_PROXY=1)', () => {
  const ctx = useTestApp({}, { ...DEFAULT_LOGIN_LIMITS, TRUST_PROXY: '1' });
  const PROXY = '10.0.0.5';
  const attempt = (username: string, forwardedFor: string, password = 'wrong-password') =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/login/',
      remoteAddress: PROXY,
      headers: { 'x-forwarded-for': forwardedFor },
      payload: { username, password, user_type: 'retailer' },
    });

  it('the client address the proxy appended counts, not what the client wrote before it', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 40; i++) {
      const forged = `198.51.100.${i}`;
      statuses.push((await attempt(uniqueEmail(`spray${i}`), `${forged}, 203.0.113.7`)).statusCode);
    }
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(401));
    expect(statuses.slice(30)).toEqual(Array(10).fill(429));
  });

  it('another client behind the same proxy is counted on its own and logs in', async () => {
    const form = retailerForm();
    await register(ctx.app, form);
    expect((await attempt(form.email as string, '203.0.113.8', form.password)).statusCode).toBe(200);
  });
});

describe('TRUST_PROXY is checked at start-up', () => {
  const trustProxy = (value: string | undefined) => testConfig({}, { TRUST_PROXY: value }).trustProxy;

  it('is off unless set', () => {
    expect(trustProxy(undefined)).toBe(false);
    expect(trustProxy('false')).toBe(false);
    expect(trustProxy('0')).toBe(false);
  });

  it('takes a hop count, true, or a list of proxy addresses and CIDR ranges', () => {
    expect(trustProxy('1')).toBe(1);
    expect(trustProxy('true')).toBe(true);
    expect(trustProxy('127.0.0.1, 10.0.0.0/8,::1,fd00::/8,loopback')).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it.each(['nginx', '10.0.0.0/33', '1.2.3', '-1', '10.0.0.1,'])('refuses %s with a clear message', (value) => {
    expect(() => trustProxy(value)).toThrow(ConfigError);
    expect(() => trustProxy(value)).toThrow(/TRUST_PROXY must be/);
  });
});
