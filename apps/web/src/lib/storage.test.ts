import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../test/memory-storage';
import { clearSession, getUserType, readCached, saveSession, subscribeToSession, writeCached } from './storage';

let storage: MemoryStorage;

beforeEach(() => {
  storage = new MemoryStorage();
  vi.stubGlobal('localStorage', storage);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('session storage', () => {
  it('stores the session under the keys the product uses, verified as text', () => {
    saveSession({ access: 'a', refresh: 'r', verified: false, userType: 'wholesaler' });
    expect(storage.getItem('accessToken')).toBe('a');
    expect(storage.getItem('refreshToken')).toBe('r');
    expect(storage.getItem('userType')).toBe('wholesaler');
    expect(storage.getItem('userVerified')).toBe('false');
  });

  it('clears the tokens, user type and verified flag but keeps the cart', () => {
    saveSession({ access: 'a', refresh: 'r', verified: true, userType: 'retailer' });
    storage.setItem('react-use-cart', '{"items":[]}');
    clearSession();
    expect(storage.length).toBe(1);
    expect(storage.getItem('react-use-cart')).toBe('{"items":[]}');
  });

  it('ignores a user type it does not know', () => {
    storage.setItem('userType', 'superuser');
    expect(getUserType()).toBeNull();
  });

  it('tells subscribers when the session changes', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToSession(listener);
    saveSession({ access: 'a', refresh: 'r' });
    expect(listener).toHaveBeenCalled();
    unsubscribe();
    listener.mockClear();
    clearSession();
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('cached values', () => {
  it('returns a cached value until it is older than the limit', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-06-01T10:00:00Z'));
    writeCached('categories', [{ id: 1, name: 'Grocery', icon: null }]);
    vi.setSystemTime(new Date('2025-06-01T10:59:00Z'));
    expect(readCached('categories', 3_600_000)).toEqual([{ id: 1, name: 'Grocery', icon: null }]);
    vi.setSystemTime(new Date('2025-06-01T11:00:01Z'));
    expect(readCached('categories', 3_600_000)).toBeNull();
  });

  it('treats an unreadable or old-style cache as missing', () => {
    storage.setItem('categories', '[{"id":1,"name":"Grocery"}]');
    expect(readCached('categories', 3_600_000)).toBeNull();
    storage.setItem('brands', '{not json');
    expect(readCached('brands', 3_600_000)).toBeNull();
  });
});
