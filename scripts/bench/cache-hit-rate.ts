// The catalogue cache's hit rate under the real traffic, found without asking the server: the request log is
// replayed, in the order and at the times the requests were sent, through the API's own response cache
// (createResponseCache, same time to live and limits), keyed as the catalogue routes key it, each answer as large as
// the median answer of its kind. A request is a hit when the cache answers it without computing. Nothing writes
// during the block, so nothing clears the cache meanwhile.
import { apiPaths, productListQuery } from '@marketplace/contract';
import { createResponseCache } from '../../apps/api/src/http/response-cache.js';
import { catalogCacheKeys } from '../../apps/api/src/modules/catalog/catalog-cache-keys.js';
import type { SentRequest, TrafficKind } from './traffic-mix.js';

/** The API's default CATALOG_CACHE_SECONDS (apps/api/src/config.ts), which the default server of a block runs with. */
export const DEFAULT_CACHE_SECONDS = 10;

const productPath = new RegExp(`^${apiPaths.product('(\\d+)')}$`);

/** The key apps/api/src/modules/catalog/catalog.routes.ts stores an answer under. */
export function catalogCacheKey(path: string): string {
  const url = new URL(path, 'http://cache.key');
  if (url.pathname === apiPaths.homeData) return catalogCacheKeys.home;
  if (url.pathname === apiPaths.products) {
    return catalogCacheKeys.listing(productListQuery.parse(Object.fromEntries(url.searchParams)));
  }
  const id = productPath.exec(url.pathname)?.[1];
  if (id) return catalogCacheKeys.product(Number(id));
  throw new Error(`${path} is not a cached catalogue read`);
}

export interface HitRate {
  requests: number;
  hits: number;
}

export type HitRates = Record<TrafficKind | 'all', HitRate>;

/** Bytes of a typical answer of each kind; the preparation's listings count as listings. */
export type AnswerBytes = Record<TrafficKind, number>;

/**
 * Replays log[0 … to) through a fresh cache and counts the hits of log[from … to): the requests before `from`
 * (the preparation and the warm-up) fill the cache as they filled the server's.
 */
export async function simulateHitRates(
  log: readonly SentRequest[],
  from: number,
  to: number,
  ttlSeconds: number,
  answerBytes: AnswerBytes,
): Promise<HitRates> {
  const rates: HitRates = {
    all: { requests: 0, hits: 0 },
    listing: { requests: 0, hits: 0 },
    detail: { requests: 0, hits: 0 },
    home: { requests: 0, hits: 0 },
  };
  const cache = createResponseCache(ttlSeconds);
  // JSON strings of those sizes: the cache keeps JSON.stringify of what is computed, two quotes more.
  const answers = Object.fromEntries(
    Object.entries(answerBytes).map(([kind, bytes]) => [kind, 'x'.repeat(Math.max(0, bytes - 2))]),
  ) as Record<TrafficKind, string>;
  const keys = new Map<string, string>();
  const realNow = Date.now;
  try {
    for (let index = 0; index < to; index += 1) {
      const request = log[index] as SentRequest;
      let key = keys.get(request.path);
      if (key === undefined) {
        key = catalogCacheKey(request.path);
        keys.set(request.path, key);
      }
      let computed = false;
      // The cache reads the clock through Date.now: the replay sets it to the moment the request was sent.
      Date.now = () => request.at;
      // Awaited: the cache counts an answer's bytes once it has been computed.
      await cache.json(key, () => {
        computed = true;
        return Promise.resolve(answers[request.kind === 'preparation' ? 'listing' : request.kind]);
      });
      if (index < from || request.kind === 'preparation') continue;
      for (const rate of [rates.all, rates[request.kind]]) {
        rate.requests += 1;
        if (!computed) rate.hits += 1;
      }
    }
  } finally {
    Date.now = realNow;
  }
  return rates;
}
