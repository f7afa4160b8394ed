import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { createQueryClient, retryDelay, shouldRetryQuery } from './query-client';

describe('query defaults', () => {
  it('retries a query up to 3 times after network or server errors', () => {
    const serverError = new ApiError(500, 'server_error', 'Something went wrong on our side.');
    expect(shouldRetryQuery(0, serverError)).toBe(true);
    expect(shouldRetryQuery(2, serverError)).toBe(true);
    expect(shouldRetryQuery(3, serverError)).toBe(false);
    expect(shouldRetryQuery(1, new ApiError(0, 'network_error', 'offline'))).toBe(true);
  });

  it('never retries a 4xx answer', () => {
    for (const status of [400, 401, 403, 404, 409, 429]) {
      expect(shouldRetryQuery(0, new ApiError(status, 'validation', 'no'))).toBe(false);
    }
  });

  it('doubles the delay from 1 s up to 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it('does not retry mutations', () => {
    expect(createQueryClient().getDefaultOptions().mutations?.retry).toBe(0);
  });
});
