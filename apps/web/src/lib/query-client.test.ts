import { QUERY_RETRY_COUNT, QUERY_STALE_TIME_MS } from '@lt/core';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { createQueryClient, shouldRetry } from './query-client';

describe('query client', () => {
  it('keeps results fresh for the spec’s 5 minutes', () => {
    expect(createQueryClient().getDefaultOptions().queries?.staleTime).toBe(QUERY_STALE_TIME_MS);
  });

  it('retries server and network failures once', () => {
    expect(shouldRetry(0, new ApiError(500, null))).toBe(true);
    expect(shouldRetry(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(shouldRetry(QUERY_RETRY_COUNT, new ApiError(503, null))).toBe(false);
  });

  it('never retries a 4xx', () => {
    for (const status of [400, 401, 403, 404, 422])
      expect(shouldRetry(0, new ApiError(status, null))).toBe(false);
  });
});
