import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';

/** How long data counts as fresh (spec sections 4 and 9). */
export const staleTimes = {
  catalog: 5 * 60_000,
  productDetail: 60_000,
  homeData: 60_000,
  default: 60_000,
} as const;

/** How long unused data stays in memory. */
const CACHE_LIFETIME_MS = 5 * 60_000;
const MAX_QUERY_RETRIES = 3;

/** A 4xx answer will not change by asking again; network and server errors might. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_QUERY_RETRIES;
}

/** 1 s, 2 s, 4 s ... at most 30 s. */
export function retryDelay(attemptIndex: number): number {
  return Math.min(1000 * 2 ** attemptIndex, 30_000);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetryQuery,
        retryDelay,
        staleTime: staleTimes.default,
        gcTime: CACHE_LIFETIME_MS,
      },
      mutations: { retry: 0 },
    },
  });
}
