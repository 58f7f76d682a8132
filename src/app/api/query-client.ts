import { QueryClient } from '@tanstack/react-query';

/**
 * The app's one query client. Retries live in one place, the HTTP client (`http.ts`), which
 * retries only GETs and only on a network error or a 502, 503 or 504: a query or mutation
 * retried here too would multiply those attempts, and would repeat a refused write or a 4xx.
 * A table does not reload when the window regains focus: rows moving under the user's cursor
 * surprise more than a stale page, and every write reloads what it changes anyway.
 * Queries and mutations run whatever the browser says of its network (`networkMode: 'always'`):
 * the data provider decides what works offline (reads from the device, creates kept in the
 * outbox) and what says it needs the network; a query or mutation paused while the browser is
 * offline would never reach it, and a pressed 'Registrar' would spin with nothing kept.
 *
 * @example
 * <QueryClientProvider client={createQueryClient()}>...</QueryClientProvider>
 */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, networkMode: 'always' },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
