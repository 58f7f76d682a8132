import { QueryClient } from '@tanstack/react-query';

/**
 * The app's one query client. Retries live in one place, the HTTP client (`http.ts`), which
 * retries only GETs and only on a network error or a 502, 503 or 504: a query or mutation
 * retried here too would multiply those attempts, and would repeat a refused write or a 4xx.
 * A table does not reload when the window regains focus: rows moving under the user's cursor
 * surprise more than a stale page, and every write reloads what it changes anyway.
 *
 * @example
 * <QueryClientProvider client={createQueryClient()}>...</QueryClientProvider>
 */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
