import { ANSWER_LIMITS, type ResponseCache } from './response-cache.js';

/**
 * Longer URLs are not learnt, so that the learnt ones take at most `limit` KB however they are padded; the web
 * app's own catalogue URLs are a few hundred characters at most.
 */
export const LEARNT_URL_MAX_LENGTH = 1_024;

/**
 * Gives a request its kept answer before Fastify validates it. A request's URL is learnt with the key of its answer
 * once it has passed validation; the next request for the same URL, while that answer is kept, is answered from
 * the URL alone: no validation, cache key or handler for most of the catalogue's traffic. The same URL always
 * has the same key, so a learnt URL never goes stale; only answers expire. The oldest learnt URLs are forgotten
 * past `limit` (they are learnt again with their next request). Nothing is learnt when the cache keeps nothing.
 */
export function createEarlyAnswers(responseCache: ResponseCache, limit = 2 * ANSWER_LIMITS.entries) {
  const keyOfUrl = new Map<string, string>();
  return {
    /** Whether a request can be answered early at all. */
    enabled: responseCache.keepsAnswers,
    /** Notes that a validated request for `url` has its answer kept under `key`, and returns `key`. */
    learn(url: string, key: string): string {
      if (!responseCache.keepsAnswers || url.length > LEARNT_URL_MAX_LENGTH || keyOfUrl.has(url)) return key;
      if (keyOfUrl.size >= limit) keyOfUrl.delete(keyOfUrl.keys().next().value as string);
      keyOfUrl.set(url, key);
      return key;
    },
    /** The kept answer of a request for `url`, when it is at hand. */
    answerFor(url: string): Buffer | undefined {
      const key = keyOfUrl.get(url);
      return key === undefined ? undefined : responseCache.kept(key);
    },
  };
}
