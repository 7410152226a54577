import { QueryClient } from '@tanstack/react-query';

const FIVE_MINUTES = 5 * 60 * 1000;

/** Spec section 9: data cached 5 minutes, failed reads retried 3 times. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      // networkMode 'always': offline is an error state with a retry (issue 6), not a request
      // paused behind an endless spinner.
      queries: {
        staleTime: FIVE_MINUTES,
        gcTime: FIVE_MINUTES,
        retry: 3,
        refetchOnWindowFocus: false,
        networkMode: 'always',
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
