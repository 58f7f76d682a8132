import fetchRetry from 'fetch-retry';
import { ApiError, type DownloadedFile, NoAnswerError } from '../../engine';
import { readErrorBody } from './error-body';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export type RequestOptions = {
  body?: unknown;
  query?: Readonly<Record<string, string | undefined>>;
  signal?: AbortSignal;
  /** A call made without a session (the login): its 401 is a wrong password, not an expired token. */
  isPublic?: boolean;
  /** Sent as `Idempotency-Key`: the server writes a POST once per key, so it is retried like a GET. */
  idempotencyKey?: string;
};

export type HttpClient = {
  request: (method: HttpMethod, path: string, options?: RequestOptions) => Promise<unknown>;
  /** A GET whose answer is a file (an export): its body as a Blob and its `Content-Disposition` name. */
  download: (path: string, options?: Pick<RequestOptions, 'query' | 'signal'>) => Promise<DownloadedFile>;
};

export type HttpClientOptions = {
  /** Origin of the API; '' for the page's own origin. */
  baseUrl: string;
  getToken: () => string | null;
  /** Called on a 401 of a call made with a session. */
  onUnauthorized: () => void;
  fetch?: typeof fetch;
  /** First retry delay; each next one doubles it. */
  retryDelayMs?: number;
  /** How long to wait for an answer's headers before giving up with a `NoAnswerError` (30 s). */
  answerTimeoutMs?: number;
  /** Told of every request: whether the API answered it at all (any status), for the device's connectivity. */
  onReachability?: (isReachable: boolean) => void;
};

const apiPrefix = '/api/v1';
const maxRetries = 3;
/** A dropped connection is tried once more (a reset keep-alive socket); then the device is offline. */
const retriesWithoutAnswer = 1;
const retriedStatuses = [502, 503, 504];
const defaultAnswerTimeoutMs = 30_000;

/**
 * The one HTTP client of the app: JSON in and out, the bearer token when there is one, and
 * only GETs and keyed POSTs retried: up to 3 times on a 502, 503 or 504, once on no answer while
 * the browser has a network (a repeated write without a key could apply twice; with one, the
 * server answers a retry with the first answer). Non-2xx answers reject with an `ApiError`
 * carrying the server's `message` ('' when it sent none) and field `errors`. Still no answer (no
 * network, a dropped connection, none within `answerTimeoutMs`) rejects with a `NoAnswerError`:
 * the device is then offline (`onReachability`), and what works offline answers from the
 * device or keeps the write in its outbox, which sends it again under the same key.
 *
 * @example
 * const rows = await http.request('GET', '/vaccines', { query: { q: 'pfizer' } });
 * const { blob, fileName } = await http.download('/vaccines/export.csv', { query: { q: 'pfizer' } });
 */
export const createHttpClient = (options: HttpClientOptions): HttpClient => {
  const retryDelayMs = options.retryDelayMs ?? 300;
  const answerTimeoutMs = options.answerTimeoutMs ?? defaultAnswerTimeoutMs;
  const fetchOnce = options.fetch ?? ((input, init) => fetch(input, init));
  const fetchWithRetry = fetchRetry(withAnswerTimeout(fetchOnce, answerTimeoutMs));

  const send = async (method: HttpMethod, path: string, requestOptions: RequestOptions, accept: string) => {
    const { body, query, signal, isPublic = false, idempotencyKey } = requestOptions;
    const headers: Record<string, string> = { Accept: accept, 'Content-Type': 'application/json' };
    const token = options.getToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;
    const isRetryable = method === 'GET' || (method === 'POST' && idempotencyKey !== undefined);

    let response: Response;
    try {
      response = await fetchWithRetry(`${options.baseUrl}${apiPrefix}${path}${queryString(query)}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
        retryDelay: (attempt: number) => retryDelayMs * 2 ** attempt,
        retryOn: (attempt: number, error: Error | null, answer: Response | null) => {
          if (!isRetryable || signal?.aborted) return false;
          if (error !== null) return attempt < retriesWithoutAnswer && isBrowserOnline();
          return attempt < maxRetries && answer !== null && retriedStatuses.includes(answer.status);
        },
      });
    } catch (error) {
      if (signal?.aborted) throw error;
      options.onReachability?.(false);
      throw new NoAnswerError({ cause: error });
    }
    options.onReachability?.(true);

    if (response.status === 401 && !isPublic) options.onUnauthorized();
    if (!response.ok) {
      throw new ApiError({ status: response.status, ...(await readErrorBody(response)) });
    }
    return response;
  };

  return {
    request: async (method, path, requestOptions = {}) =>
      readJson(await send(method, path, requestOptions, 'application/json')),
    download: async (path, requestOptions = {}) => {
      const response = await send('GET', path, requestOptions, '*/*');
      const fileName = fileNameOf(response.headers.get('Content-Disposition')) ?? path.split('/').at(-1) ?? '';
      return { blob: await response.blob(), fileName };
    },
  };
};

const isBrowserOnline = () => typeof navigator === 'undefined' || navigator.onLine;

/** `fetch` that gives up when no answer's headers arrive within `timeoutMs`; the body may take longer. */
const withAnswerTimeout =
  (fetchOnce: typeof fetch, timeoutMs: number): typeof fetch =>
  async (input, init) => {
    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(new DOMException('No answer in time', 'TimeoutError')), timeoutMs);
    const signal = init?.signal ? AbortSignal.any([init.signal, timeout.signal]) : timeout.signal;
    try {
      return await fetchOnce(input, { ...init, signal });
    } finally {
      clearTimeout(timer);
    }
  };

/** The name a `Content-Disposition` gives: its UTF-8 `filename*`, else its plain `filename`. */
const fileNameOf = (disposition: string | null): string | undefined => {
  const encoded = disposition?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // A malformed name: the plain one below.
    }
  }
  return disposition?.match(/filename="([^"]+)"/i)?.[1];
};

const queryString = (query: RequestOptions['query']) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== '') params.set(key, value);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
};

const readJson = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  return text ? JSON.parse(text) : undefined;
};
