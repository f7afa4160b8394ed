import { afterEach, describe, expect, it, vi } from 'vitest';
import { base64Url, fakeToken } from '../test/memory-storage';
import { decodeToken, InvalidTokenError, isExpired } from './token';

describe('decodeToken', () => {
  it('reads the claims of a token', () => {
    const token = fakeToken({ sub: '7', user_type: 'retailer', verified: true, exp: 1_900_000_000 });
    expect(decodeToken(token)).toEqual({ sub: '7', user_type: 'retailer', verified: true, exp: 1_900_000_000 });
  });

  it('reads claims holding non-ASCII text', () => {
    expect(decodeToken(fakeToken({ name: 'Śrī Gaṇeśa Traders ₹' }))).toEqual({ name: 'Śrī Gaṇeśa Traders ₹' });
  });

  it('rejects a token that is not a string', () => {
    for (const value of [undefined, null, 42, {}, ['a.b.c']]) {
      expect(() => decodeToken(value)).toThrow(InvalidTokenError);
      expect(() => decodeToken(value)).toThrow('Invalid token specified: must be a string');
    }
  });

  it('rejects a token whose payload part is missing', () => {
    expect(() => decodeToken('header-only')).toThrow('Invalid token specified: missing part #2');
    expect(() => decodeToken('header.')).toThrow('Invalid token specified: missing part #2');
  });

  it('rejects a payload that is not base64', () => {
    expect(() => decodeToken('header.@@@@.signature')).toThrow(/^Invalid token specified: invalid base64 for part #2/);
    expect(() => decodeToken('header.a.signature')).toThrow(/invalid base64 for part #2/);
  });

  it('rejects a payload that is not JSON', () => {
    const notJson = base64Url('not json at all');
    expect(() => decodeToken(`header.${notJson}.signature`)).toThrow(
      /^Invalid token specified: invalid json for part #2/,
    );
  });

  it('names its error InvalidTokenError', () => {
    try {
      decodeToken(1);
    } catch (error) {
      expect(error).toBeInstanceOf(InvalidTokenError);
      expect((error as Error).name).toBe('InvalidTokenError');
    }
  });
});

describe('isExpired', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('compares exp in seconds with the clock in milliseconds', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-06-01T10:00:00Z'));
    const now = Date.now() / 1000;
    expect(isExpired(fakeToken({ exp: now + 60 }))).toBe(false);
    expect(isExpired(fakeToken({ exp: now - 1 }))).toBe(true);
    expect(isExpired(fakeToken({ exp: now }))).toBe(true);
  });

  it('counts a token expiring within the margin as expired', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-06-01T10:00:00Z'));
    const token = fakeToken({ exp: Date.now() / 1000 + 5 });
    expect(isExpired(token)).toBe(false);
    expect(isExpired(token, 10_000)).toBe(true);
  });

  it('never expires a token without exp', () => {
    expect(isExpired(fakeToken({ sub: '1' }))).toBe(false);
  });

  it('throws for a malformed token', () => {
    expect(() => isExpired('garbage')).toThrow(InvalidTokenError);
  });
});
