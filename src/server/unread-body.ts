import type { IncomingMessage } from 'node:http';
import type { MiddlewareHandler } from 'hono';

type DrainBounds = { maxBytes: number; maxMilliseconds: number };

/**
 * Reads to its end the request body a refusal left unread (413 from the body limit, or a 401,
 * 403 or 404 answered before any handler parsed it) before the answer goes out, so the
 * keep-alive connection can carry the client's next request. Left unread, @hono/node-server
 * gives up draining it after 500 ms and destroys the socket, losing whatever the client had
 * sent on it since. A body over the bounds, or one a handler began to read and left, is not
 * read: the answer says `Connection: close` instead. Only a request from a Node socket has a
 * connection to keep (`app.request()` in tests has none).
 */
export const drainUnreadBody = (bounds: DrainBounds): MiddlewareHandler =>
  async function drainUnreadBody(c, next) {
    await next();
    const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
    const request = c.req.raw;
    if (!incoming || incoming.readableEnded || request.method === 'GET' || request.method === 'HEAD') return;
    const declared = Number(request.headers.get('content-length') ?? 0);
    const body = request.bodyUsed ? null : request.body;
    const isDrained = body !== null && !body.locked && declared <= bounds.maxBytes && (await drain(body, bounds));
    if (!isDrained) c.header('Connection', 'close');
  };

const drain = async (body: ReadableStream<Uint8Array>, bounds: DrainBounds) => {
  const reader = body.getReader();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), bounds.maxMilliseconds);
  });
  try {
    let bytes = 0;
    for (;;) {
      const chunk = await Promise.race([reader.read(), timeout]);
      if (chunk === 'timeout') return false;
      if (chunk.done) return true;
      bytes += chunk.value.byteLength;
      if (bytes > bounds.maxBytes) return false;
    }
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
    reader.cancel().catch(() => undefined);
  }
};
