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

interface Entry {
  body: Promise<string>;
  expires: number;
}

/**
 * Keeps serialised answers of public catalogue reads for a few seconds. Any successful write clears it
 * through `cache-invalidation/`: at once in the process that made it, within about a second in the
 * others. The time to live only matters while a process cannot hear the others.
 */
export function createResponseCache(ttlSeconds: number, maxEntries = 2_000) {
  const entries = new Map<string, Entry>();

  return {
    /** The JSON text for `key`, computed once per time to live; a failed computation is not kept. */
    json(key: string, compute: () => Promise<unknown>): Promise<string> {
      if (ttlSeconds <= 0) return compute().then((value) => JSON.stringify(value));
      const now = Date.now();
      const known = entries.get(key);
      if (known && known.expires > now) return known.body;
      const body = compute().then((value) => JSON.stringify(value));
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      const entry = { body, expires: now + ttlSeconds * 1000 };
      entries.set(key, entry);
      body.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return body;
    },
    invalidate(): void {
      entries.clear();
    },
  };
}

export type ResponseCache = ReturnType<typeof createResponseCache>;
