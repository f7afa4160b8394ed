import type { FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Whether a successful call may change what the public catalogue shows (stock, prices, ratings,
     * sellers). Unset: every method but GET, HEAD and OPTIONS may.
     */
    changesCatalog?: boolean;
  }
}

/** Route config of writes that never touch the catalogue: sessions, passwords, carts. */
export const catalogUntouched = { changesCatalog: false } as const;

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const changesCatalog = (request: FastifyRequest): boolean =>
  request.routeOptions.config.changesCatalog ?? !READ_METHODS.has(request.method);

interface Entry<T> {
  value: Promise<T>;
  expires: number;
}

/**
 * Keeps serialised answers of public catalogue reads for a few seconds, and values several answers share (a
 * listing's count serves each of its sorts and pages). Any successful write clears both through
 * `cache-invalidation/`: at once in the process that made it, within about a second in the others. The time to
 * live only matters while a process cannot hear the others.
 */
export function createResponseCache(ttlSeconds: number, maxEntries = 2_000, maxSharedValues = 20_000) {
  const answers = new Map<string, Entry<string>>();
  const sharedValues = new Map<string, Entry<unknown>>();

  /** The value for `key`, computed once per time to live; a failed computation is not kept. */
  function remember<T>(entries: Map<string, Entry<T>>, limit: number, key: string, compute: () => Promise<T>) {
    if (ttlSeconds <= 0) return compute();
    const now = Date.now();
    const known = entries.get(key);
    if (known && known.expires > now) return known.value;
    const value = compute();
    if (entries.size >= limit) entries.delete(entries.keys().next().value as string);
    const entry = { value, expires: now + ttlSeconds * 1000 };
    entries.set(key, entry);
    value.catch(() => {
      if (entries.get(key) === entry) entries.delete(key);
    });
    return value;
  }

  return {
    /** The JSON text for `key`. */
    json(key: string, compute: () => Promise<unknown>): Promise<string> {
      return remember(answers, maxEntries, key, () => compute().then((value) => JSON.stringify(value)));
    },
    /** A value that goes into several answers, kept and cleared like them. */
    shared<T>(key: string, compute: () => Promise<T>): Promise<T> {
      return remember(sharedValues as Map<string, Entry<T>>, maxSharedValues, key, compute);
    },
    invalidate(): void {
      answers.clear();
      sharedValues.clear();
    },
  };
}

export type ResponseCache = ReturnType<typeof createResponseCache>;
