import type { MiddlewareHandler } from 'hono';
import type { ApiEnv } from '../engine/server/auth-guard';

/**
 * One line per API request: request id, method, path without its query (a search may hold
 * a patient's name), status and duration. Never bodies, headers or tokens.
 */
export const requestLog = (): MiddlewareHandler<ApiEnv> =>
  async function logRequest(c, next) {
    const started = performance.now();
    await next();
    const elapsed = (performance.now() - started).toFixed(1);
    console.log(`[${c.get('requestId')}] ${c.req.method} ${c.req.path} ${c.res.status} ${elapsed}ms`);
  };
