import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api/errors';

/** Catalogue errors are answers, not outages: they are not retried. RESPONSE_FAILED is, once. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (count, error) => count < 1 && (!isApiError(error) || error.code === 'RESPONSE_FAILED'),
      },
      mutations: { retry: false },
    },
  });
}
