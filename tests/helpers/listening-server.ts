import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Agent } from 'undici';

type Fetchable = { fetch: Parameters<typeof serve>[0]['fetch'] };

/**
 * Serves an app on a real socket (127.0.0.1, a free port), for tests about connections and
 * client addresses that `app.request()` cannot show. Counts the connections it accepts.
 */
export const listen = async (app: Fetchable) => {
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  if (!server.listening) await once(server, 'listening');
  let connections = 0;
  server.on('connection', () => {
    connections += 1;
  });
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    connectionCount: () => connections,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        if ('closeAllConnections' in server) server.closeAllConnections();
      }),
  };
};

/**
 * An HTTP client keeping at most one keep-alive connection, optionally bound to one local
 * address (any of 127.0.0.0/8 on Linux) so the server sees a chosen client address.
 *
 * @example
 * const client = oneConnectionClient({ localAddress: '127.0.0.2' });
 */
export const oneConnectionClient = (options: { localAddress?: string } = {}) =>
  new Agent({ connections: 1, pipelining: 1, localAddress: options.localAddress });
