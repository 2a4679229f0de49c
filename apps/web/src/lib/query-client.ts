import { QUERY_RETRY_COUNT, QUERY_STALE_TIME_MS } from '@lt/core';
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api';

/** A 4xx will not change by asking again; everything else gets QUERY_RETRY_COUNT retries. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < QUERY_RETRY_COUNT;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: QUERY_STALE_TIME_MS, retry: shouldRetry },
      mutations: { retry: false },
    },
  });
}

/** One cache for the signed-in area; it outlives remounts of the /app layout. */
export const queryClient = createQueryClient();
