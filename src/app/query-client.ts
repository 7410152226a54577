import { QueryCache, QueryClient, type Query } from '@tanstack/react-query';
import { recordField } from '@/lib/field-data/record';

const FIVE_MINUTES = 5 * 60 * 1000;

/**
 * A query that ended in its error state, for field data (docs/decisions/021): which query (the names at the
 * start of its key, never a value such as a zone code or a plate) and which HTTP status (0: none).
 */
function recordQueryError(error: unknown, query: Query<unknown, unknown, unknown>) {
  const names = query.queryKey.filter((part) => typeof part === 'string' && /^[a-z][a-z-]{0,18}$/.test(part));
  const status = (error as { response?: { status?: unknown } } | null)?.response?.status;
  recordField({
    kind: 'query',
    query: names.slice(0, 2).join('.') || 'query',
    status: typeof status === 'number' ? status : 0,
  });
}

/** The product's defaults: data cached 5 minutes, failed reads retried 3 times. */
export function createQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({ onError: recordQueryError }),
    defaultOptions: {
      // networkMode 'always': offline is an error state with a retry, not a request
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
