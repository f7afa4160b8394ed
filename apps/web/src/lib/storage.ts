import type { LoginResponse } from '@marketplace/contract';

/** Every local-storage key the marketplace uses, spelled as the original front end spelled them. */
export const storageKeys = {
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  userType: 'userType',
  userVerified: 'userVerified',
  categories: 'categories',
  brands: 'brands',
  cart: 'react-use-cart',
} as const;

export type UserType = LoginResponse['user_type'];

const USER_TYPE_VALUES: readonly string[] = ['retailer', 'wholesaler', 'admin'] satisfies UserType[];
const SESSION_KEYS: readonly string[] = [
  storageKeys.accessToken,
  storageKeys.refreshToken,
  storageKeys.userType,
  storageKeys.userVerified,
];

const listeners = new Set<() => void>();

function store(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    // Storage can be blocked (privacy settings); the app then behaves as logged out.
    return null;
  }
}

export function readStorage(key: string): string | null {
  try {
    return store()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    store()?.setItem(key, value);
  } catch {
    // A full or blocked storage only costs us the cache.
  }
  if (SESSION_KEYS.includes(key)) notify();
}

export function removeStorage(key: string): void {
  try {
    store()?.removeItem(key);
  } catch {
    // Nothing to remove from a blocked storage.
  }
  if (SESSION_KEYS.includes(key)) notify();
}

function notify(): void {
  for (const listener of listeners) listener();
}

/** Calls back when the session keys change, in this tab or in another one. */
export function subscribeToSession(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || SESSION_KEYS.includes(event.key)) listener();
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

export const getAccessToken = () => readStorage(storageKeys.accessToken);
export const getRefreshToken = () => readStorage(storageKeys.refreshToken);

export function getUserType(): UserType | null {
  const value = readStorage(storageKeys.userType);
  return value !== null && USER_TYPE_VALUES.includes(value) ? (value as UserType) : null;
}

/** The text 'true' or 'false', or null when nothing is stored. */
export const getUserVerified = () => readStorage(storageKeys.userVerified);

export interface StoredSession {
  access: string;
  refresh: string;
  verified?: boolean;
  userType?: UserType;
}

export function saveSession({ access, refresh, verified, userType }: StoredSession): void {
  writeStorage(storageKeys.accessToken, access);
  writeStorage(storageKeys.refreshToken, refresh);
  if (verified !== undefined) writeStorage(storageKeys.userVerified, String(verified));
  if (userType !== undefined) writeStorage(storageKeys.userType, userType);
}

export function clearSession(): void {
  for (const key of SESSION_KEYS) removeStorage(key);
}

interface CachedEntry<T> {
  savedAt: number;
  value: T;
}

/** Reads a value saved by `writeCached`, or null when it is missing, unreadable or older than `maxAgeMs`. */
export function readCached<T>(key: string, maxAgeMs: number): T | null {
  const raw = readStorage(key);
  if (raw === null) return null;
  try {
    const entry = JSON.parse(raw) as Partial<CachedEntry<T>>;
    if (typeof entry.savedAt !== 'number' || entry.value === undefined) return null;
    if (Date.now() - entry.savedAt > maxAgeMs) return null;
    return entry.value;
  } catch {
    return null;
  }
}

export function writeCached<T>(key: string, value: T): void {
  writeStorage(key, JSON.stringify({ savedAt: Date.now(), value } satisfies CachedEntry<T>));
}
