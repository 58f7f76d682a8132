import type { MiddlewareHandler } from 'hono';
import type { ApiEnv } from '../engine/server';
import type { Logger } from './logger';

/**
 * One line per API request: request id, method, path without its query (a search may hold
 * a patient's name), status and duration, at `error` for a 5xx, `warn` for a 4xx, `info`
 * otherwise. Never bodies, headers or tokens.
 */
export const requestLog = (logger: Logger): MiddlewareHandler<ApiEnv> =>
  async function logRequest(c, next) {
    const started = performance.now();
    await next();
    const status = c.res.status;
    const level = status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info';
    logger[level](
      {
        requestId: c.get('requestId'),
        method: c.req.method,
        path: c.req.path,
        status,
        durationMs: Number((performance.now() - started).toFixed(1)),
      },
      'petición',
    );
  };
