import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-errors';

/**
 * Retries only when the server could not be reached: a 4xx will not change by asking again, and a retried
 * 5xx would repeat its error alert.
 */
function shouldRetry(failureCount: number, error: unknown): boolean {
  return error instanceof ApiError && error.status === 0 && failureCount < 2;
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
