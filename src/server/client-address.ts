import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** Stands for every request that came without a socket: `app.request()` in tests. */
export const inProcessAddress = 'in-process';

/**
 * The address of the socket a request came on. X-Forwarded-For is not read, as every client can
 * write it, and no proxy is trusted.
 */
export const clientAddress = (c: Context): string => {
  const bindings: unknown = c.env;
  const hasSocket = typeof bindings === 'object' && bindings !== null && 'incoming' in bindings;
  return (hasSocket && getConnInfo(c).remote.address) || inProcessAddress;
};
